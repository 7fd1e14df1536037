import Foundation
import SegueKit
import SegueRender

/// `--at`, `--frames`, `--time`, `--slow` and `--reduce-motion`: parsed here into the library's
/// `TimeControl`, which checks them (and, once a transition is recorded, its duration) and says
/// what is wrong. Every `segue render` form takes them.
enum TimeControlOptions {
    static let valueOptions: Set<String> = ["at", "frames", "time", "slow"]
    static let flagOptions: Set<String> = ["reduce-motion"]

    /// The options as a `TimeControl`, checked as far as they can be without a transition.
    static func parse(_ args: Arguments) throws -> TimeControl {
        do {
            var control = TimeControl(reduceMotion: args.flags.contains("reduce-motion"))
            if let text = args.values["at"] { control.at = try TimePoint(parsing: text) }
            if let text = args.values["frames"] { control.frames = try FrameIndexRange(parsing: text) }
            if let text = args.values["time"] { control.time = try SecondsRange(parsing: text) }
            if let text = args.values["slow"] {
                guard let v = InputText.decimal(text), v.isFinite else { throw TimeControlError("\(.slow) must be a number from 1 to 100, not \(InputText.quoted(text))") }
                control.slow = v
            }
            try control.check()
            return control
        } catch let e as TimeControlError {
            throw UsageError(e.commandLine)
        }
    }

    /// Whether `out` names one PNG file (`--at` only) rather than a frame folder.
    static func isFile(_ out: String, _ control: TimeControl) -> Bool {
        control.at != nil && out.lowercased().hasSuffix(".png")
    }

    /// Where one transition goes: `--out`, else `folder`, or with `--at` a PNG named after it and
    /// the moment (`push-at-50pct.png`).
    ///
    /// NB: with `--at`, an `--out` ending in `.png` is one PNG file and any other `--out` a frame
    /// folder holding `frame_0000.png` (the moment), its contact sheet and a manifest whose `at`
    /// says when it is; a folder is also what each transition gets when several are rendered
    /// (the demo, `--all`).
    static func out(_ given: String?, folder: String, _ control: TimeControl) -> String {
        if let given { return given }
        guard let at = control.at else { return folder }
        let moment = at.description.replacingOccurrences(of: "%", with: "pct").replacingOccurrences(of: "=", with: "")
        return "\(folder)-at-\(moment).png"
    }

    /// Renders `t` through the one renderer: a frame folder, or one PNG with `--at` and an `--out`
    /// ending in `.png` (or no `--out`). Says what it wrote.
    static func renderFrame(_ t: RecordedTransition, settings: RenderSettings, file: String, force: Bool, quiet: Bool,
                            console: Console) throws {
        guard let at = settings.timeControl.at else { return }
        let outcome: FrameOutcome
        do {
            outcome = try TransitionRenderer.renderFrame(t, at: at, settings: settings, to: file, force: force)
        } catch let e as TimeControlError {
            throw UsageError(e.commandLine)
        } catch let e as OutputFolderError {
            throw CommandError(e.commandLine(option: "--out"))
        }
        RenderOutput.printWarnings(outcome.warnings, console: console)
        if !quiet {
            console.out("wrote the frame at \(at) (t \(String(format: "%.4f", outcome.time)) s, p \(String(format: "%.4f", outcome.progress))) "
                + "to \(file)\(outcome.replacedEarlier ? " (replacing the file there)" : "")\n")
        }
    }
}

extension TimeControlError {
    /// The error as the command line says it: each setting by its option (`--at`, `--frames`).
    var commandLine: String { described { "--" + $0.rawValue } }
}

extension RenderSettingError {
    /// The error as the command line says it: each setting by its option (`--max-frames N`).
    var commandLine: String {
        described { field in
            switch field {
            case .scale: "--scale"
            case .fps: "--fps"
            case .duration: "--duration"
            case .slow: "--slow"
            case .maxFrames: "--max-frames N"
            case .maxTotalFrames: "--max-total-frames N"
            case .shard: "--shard I/N"
            case .segue: "--segue ID"
            }
        }
    }
}
