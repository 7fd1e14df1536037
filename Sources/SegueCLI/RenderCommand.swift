import Foundation
import Synchronization
import SegueDemo
import SegueKit
import SegueRender
import SegueScreens
import SegueUIKitSamples

@MainActor
enum RenderCommand {
    static let valueOptions: Set<String> = ["from", "to", "style", "device", "scale", "fps", "duration", "curve", "out", "jobs", "compression", "anchor", "custom", "direction", "transition", "max-frames", "status-bar", "preview", "preview-scale", "video"]
    static let flagOptions = Set(["dismiss", "landscape", "quiet", "help", "rtl", "force"]).union(TimeControlOptions.flagOptions)

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        if StoryboardRenderCommand.wants(argv) { return try StoryboardRenderCommand.run(argv, console: console) }
        let args = try Arguments(argv, valueOptions: valueOptions.union(TimeControlOptions.valueOptions), flagOptions: flagOptions, command: "render")
        if args.flags.contains("help") {
            console.out(Help.render)
            return 0
        }
        if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)' (see segue render --help)") }
        var device = Device.iPhone15Pro
        if let name = args.values["device"] {
            guard let d = Device.named(name) else {
                throw UsageError("unknown device '\(name)' (devices: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            device = d
        }
        if args.flags.contains("landscape") { device = device.landscape }
        let numbers = try args.renderNumbers()
        let duration = numbers.duration
        var settings = try args.renderSettings(numbers)
        settings.timeControl = try TimeControlOptions.parse(args)
        var curve: TimingCurve?
        if let text = args.values["curve"] {
            do { curve = try TimingCurve(parsing: text) } catch { throw UsageError("--curve: \(error)") }
        }
        var output = OutputOptions(quiet: args.flags.contains("quiet"), progress: !args.flags.contains("quiet") && console.isTerminal,
                                   force: args.flags.contains("force"), maxFrames: numbers.maxFrames)

        let from = args.values["from"], to = args.values["to"]
        if from == nil, to == nil {
            for name in ["custom", "direction", "transition", "anchor", "rtl", "status-bar"] where args.values[name] != nil || args.flags.contains(name) {
                throw UsageError("--\(name) needs --from and --to (the demo renders every style)")
            }
            if let one = try demoScenario(args, device: device) {
                try ArgumentCheck.beforeFiles()
                var s = one
                s.duration = duration
                s.curve = curve
                let recorded = RecordedTransition(scenario: s, recording: ScenarioRecorder.recordDemo(s))
                let out = TimeControlOptions.out(args.values["out"], folder: s.name, settings.timeControl)
                output.video = try args.video(single: true, force: output.force)
                try render(recorded, settings: settings, out: out, output: output, console: console)
                return 0
            }
            let base = args.values["out"] ?? "Renders"
            _ = try args.video(single: false, force: output.force)
            try ArgumentCheck.beforeFiles()
            for var s in Scenario.demo(device: device) {
                s.duration = duration
                s.curve = curve
                let recorded = RecordedTransition(scenario: s, recording: ScenarioRecorder.recordDemo(s))
                try render(recorded, settings: settings, out: base + "/" + s.name, output: output, console: console)
            }
            // The sample app's transitions, written the UIKit way, on their own device and timing.
            for sample in UIKitSamples.all {
                let recorded: RecordedTransition
                do { recorded = try sample.record() } catch { throw CommandError("\(error)") }
                try render(recorded, settings: settings, out: base + "/" + sample.name, output: output, console: console)
            }
            return 0
        }
        guard let from, let to else { throw UsageError("--from and --to go together: give both screenshots") }
        let chosen = try TransitionChoice.parse(args)
        var style: TransitionStyle?
        if case .style(let s) = chosen { style = s }
        let anchorRect = try anchor(args.values["anchor"], device: device)
        if anchorRect != nil, !(style == .popover || style == .zoom) {
            throw UsageError("--anchor applies to --style popover (its anchor) and --style zoom (its source), not to \(chosen.name)")
        }
        if style == .popover, !device.isRegularWidth {
            console.err("segue: note: a popover on the compact-width \(device.displayName) adapts to a page sheet, as UIKit does; "
                + "the frames show the sheet (use --device ipad-pro-11 for a popover)\n")
        }
        if args.flags.contains("rtl"), style != .push {
            throw UsageError("--rtl applies to the navigation push and pop (--style push)")
        }
        let statusBar = try statusBarMode(args.values["status-bar"])
        try ArgumentCheck.beforeFiles()
        output.video = try args.video(single: true, force: output.force)
        let (first, last) = try PNGDecoder.concurrently(
            { [device] in try loadScreenshot(from, option: "--from", device: device) },
            { [device] in try loadScreenshot(to, option: "--to", device: device) })
        for (bitmap, option, path) in [(first, "--from", from), (last, "--to", to)] {
            if let warning = fitWarning(bitmap, option: option, path: path, device: device) { console.err("segue: warning: \(warning)\n") }
        }
        var s = try chosen.scenario(isForward: !args.flags.contains("dismiss"), device: device)
        s.anchor = anchorRect
        s.isRightToLeft = args.flags.contains("rtl")
        s.statusBar = statusBar
        s.duration = duration
        s.curve = curve
        let recorded = RecordedTransition(scenario: s, recording: ScenarioRecorder.recordScreens(s, first: first, last: last))
        let out = TimeControlOptions.out(args.values["out"], folder: "\(chosen.name)-\(s.directionName)", settings.timeControl)
        try render(recorded, settings: settings, out: out, output: output, console: console)
        return 0
    }

    /// `segue render --style STYLE [--dismiss]` without screenshots: that one demo transition
    /// (`push`, `pop`, `coverVertical-present`…); nil without `--style` (every demo transition).
    static func demoScenario(_ args: Arguments, device: Device) throws -> Scenario? {
        guard let name = args.values["style"] else {
            if args.flags.contains("dismiss") { throw UsageError("--dismiss needs --style (one demo transition) or --from and --to") }
            return nil
        }
        guard let style = TransitionStyle(rawValue: name), TransitionStyle.available.contains(style) else {
            throw UsageError("unknown style '\(name)' (styles: \(TransitionChoice.styleList))")
        }
        let dismiss = args.flags.contains("dismiss")
        let wanted = style == .push ? (dismiss ? "pop" : "push") : "\(style.rawValue)-\(dismiss ? "dismiss" : "present")"
        guard let s = Scenario.demo(device: device).first(where: { $0.name == wanted }) else {
            throw UsageError("the demo has no transition '\(wanted)' (see segue render --help)")
        }
        return s
    }

    /// `fixed` (the default) or `slide`.
    static func statusBarMode(_ text: String?) throws -> StatusBarMode {
        guard let text else { return .fixed }
        guard let mode = StatusBarMode(rawValue: text) else {
            throw UsageError("--status-bar must be \(StatusBarMode.allCases.map(\.rawValue).joined(separator: " or ")), not '\(text)'")
        }
        return mode
    }

    /// `x,y,width,height` in points, inside the screen.
    static func anchor(_ text: String?, device: Device) throws -> Rect? {
        guard let text else { return nil }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0,
              [x, y, w, h].allSatisfy(\.isFinite) else {
            throw UsageError("--anchor must be x,y,width,height in points with a positive size, not '\(text)'")
        }
        let r = Rect(x: x, y: y, width: w, height: h)
        guard r.intersection(device.bounds) != nil else {
            throw UsageError("--anchor \(text) lies outside the \(Int(device.size.width))×\(Int(device.size.height)) pt screen")
        }
        return r
    }

    /// A screenshot of at most a few times the device's pixels (`PNGDecoder.Limits.screenshots`).
    nonisolated static func loadScreenshot(_ path: String, option: String, device: Device) throws -> Bitmap {
        do {
            return try PNGDecoder.decodeBitmap(contentsOf: path, limits: .screenshots(of: device))
        } catch {
            throw CommandError("\(option) \(error)")
        }
    }

    /// One line when a screenshot's shape is not the screen's: how it was fitted.
    static func fitWarning(_ b: Bitmap, option: String, path: String, device: Device) -> String? {
        let shot = Double(b.width) / Double(b.height), screen = device.size.width / device.size.height
        guard abs(shot - screen) / screen > 0.01 else { return nil }
        let cropped = shot > screen ? "its left and right edges" : "its top and bottom"
        var line = "\(option) \(path) is \(b.width)×\(b.height) px, not the shape of the \(device.displayName) screen "
            + "(\(Int(device.size.width))×\(Int(device.size.height)) pt\(device.isLandscape ? ", landscape" : "")): "
            + "it is scaled to fill the screen and \(cropped) are cut off"
        if (shot > 1) != (screen > 1) {
            line += device.isLandscape ? " (a portrait screenshot: drop --landscape?)" : " (a landscape screenshot: add --landscape?)"
        }
        return line
    }

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
            outcome = try TransitionRenderer.render(t, settings: settings, to: out, force: output.force) { done, total in bar?.update(done, total) }
        } catch let e as OutputFolderError {
            bar?.finish()
            throw CommandError(e.description)
        } catch let e as TimeControlError {
            bar?.finish()
            throw UsageError(e.description)
        }
        bar?.finish()
        for w in outcome.warnings where printedWarnings.withLock({ $0.insert(w).inserted }) { console.err("segue: \(w)\n") }
        if let video = output.video {
            do {
                try VideoWriter.write(frameFolder: out, fps: settings.fps, to: video.path, force: output.force, ffmpeg: video.ffmpeg)
            } catch { throw CommandError("\(error)") }
        }
        if !output.quiet {
            console.out(wroteLine(frames: outcome.frameCount, out: out, replaced: outcome.replacedEarlier, extra: extra)
                + (output.video.map { "wrote \($0.path)\n" } ?? ""))
        }
    }

    /// The renderer's warnings already printed: each once per process, however many renders.
    nonisolated static let printedWarnings = Mutex<Set<String>>([])

    /// `wrote 31 frames to push-push/`, and what it replaced.
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
