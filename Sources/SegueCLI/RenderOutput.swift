import Foundation
import Synchronization
import SegueKit
import SegueRender
import SegueScreens
import SegueSources
import SegueStoryboard

/// What every render does with its output folder and the console.
struct OutputOptions {
    /// No line when done (`--quiet`).
    var quiet: Bool
    /// A progress bar (a terminal, not quiet).
    var progress: Bool
    var force: Bool
    var maxFrames: Int
    /// `--video FILE.mp4` and the ffmpeg that makes it.
    var video: (path: String, ffmpeg: String)? = nil

    init(_ args: Arguments, numbers: RenderNumbers, console: Console) {
        quiet = args.flags.contains("quiet")
        progress = !quiet && console.isTerminal
        force = args.flags.contains("force")
        maxFrames = numbers.maxFrames
    }
}

/// Every `segue render` form ends here: a source recorded (its notes printed as they come) and
/// drawn through the one renderer, with a progress bar, and a line saying what was written.
@MainActor
enum RenderOutput {
    /// Records `source`, printing what it notes; a screenshot that cannot be read is the failure
    /// of its option (`--from`, `--to`).
    static func produce(_ source: TransitionSource, console: Console) throws -> SourcedTransition {
        do {
            return try source.produce { say($0, console: console) }
        } catch let e as ScreenshotError {
            throw CommandError("--\(e.role.rawValue) \(e.reason)")
        }
    }

    /// One line for what a source notes, with the option that changes it where there is one.
    static func say(_ note: SourceNote, console: Console) {
        switch note {
        case .diagnostic(let d):
            console.err("segue: \(d.commandLine)\n")
        case .adapted(let a):
            console.err("segue: note: \(a) (use --device ipad-pro-11 for a popover, or --keep-popovers where the app keeps it one)\n")
        case .screenshotFit(let role, let path, let fit):
            let hint = fit.orientationDiffers
                ? (fit.device.isLandscape ? " (a portrait screenshot: drop --landscape?)" : " (a landscape screenshot: add --landscape?)") : ""
            console.err("segue: warning: \(fit.sentence(subject: "--\(role.rawValue) \(path ?? "")"))\(hint)\n")
        case .app(let decision):
            console.err("segue: \(decision.described(naming: StoryboardSetting.commandLine))\n")
        }
    }

    /// Renders `source` into `out`; `extra` adds to the line that says what was written.
    static func render(_ source: TransitionSource, out: String, label: String? = nil, extra: (SourcedTransition) -> String = { _ in "" },
                       settings: RenderSettings, output: OutputOptions, console: Console) throws {
        let sourced = try produce(source, console: console)
        try render(sourced.transition, settings: settings, out: out, label: label, extra: extra(sourced), output: output, console: console)
    }

    /// Renders through the one renderer, with a progress bar, and says what it wrote.
    static func render(_ t: RecordedTransition, settings: RenderSettings, out: String, label: String? = nil, extra: String = "",
                       output: OutputOptions, console: Console) throws {
        var settings = settings
        settings.maxFrames = output.maxFrames
        if TimeControlOptions.isFile(out, settings.timeControl) {
            try TimeControlOptions.renderFrame(t, settings: settings, file: out, force: output.force, quiet: output.quiet, console: console)
            return
        }
        let bar = output.progress ? ProgressBar(label: label ?? t.name, console: console) : nil
        let outcome: RenderOutcome
        do {
            defer { bar?.finish() }
            outcome = try TransitionRenderer.render(t, settings: settings, to: out, force: output.force) { done, total in bar?.update(done, total) }
        } catch let e as OutputFolderError {
            throw CommandError(e.commandLine(option: "--out"))
        } catch let e as TimeControlError {
            throw UsageError(e.commandLine)
        }
        printWarnings(outcome.warnings, console: console)
        if let video = output.video {
            do {
                let size = try VideoWriter.write(frameFolder: out, fps: settings.fps, to: video.path, force: output.force, ffmpeg: video.ffmpeg)
                if let note = size.note { console.err("segue: note: --video \(video.path): \(note)\n") }
            } catch { throw CommandError.wording(error, option: "--video") }
        }
        if !output.quiet {
            console.out(wroteLine(frames: outcome.frameCount, out: out, replaced: outcome.replacedEarlier, extra: extra)
                + (output.video.map { "wrote \($0.path)\n" } ?? ""))
        }
    }

    /// The renderer's warnings already printed: each once per process, however many renders.
    nonisolated static let printedWarnings = Mutex<Set<String>>([])

    nonisolated static func printWarnings(_ warnings: [String], console: Console) {
        for w in warnings where printedWarnings.withLock({ $0.insert(w).inserted }) { console.err("segue: \(w)\n") }
    }

    /// `wrote 31 frames to push/`, and what it replaced.
    static func wroteLine(frames: Int, out: String, replaced: Bool, extra: String = "") -> String {
        "wrote \(frames) frame\(frames == 1 ? "" : "s") to \(display(out))\(extra)"
            + (replaced ? " (replacing an earlier render there)" : "") + "\n"
    }
}

/// A folder as people read it: with a trailing slash.
func display(_ folder: String) -> String { folder.hasSuffix("/") ? folder : folder + "/" }

/// A one-line progress bar on stderr, redrawn in place.
final class ProgressBar: Sendable {
    let label: String
    let console: Console

    init(label: String, console: Console) {
        self.label = label
        self.console = console
    }

    func update(_ done: Int, _ total: Int) {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        console.err("\r\(label.padding(toLength: 24, withPad: " ", startingAt: 0)) [\(String(repeating: "#", count: filled))\(String(repeating: " ", count: width - filled))] \(done)/\(total)")
    }

    func finish() { console.err("\n") }
}
