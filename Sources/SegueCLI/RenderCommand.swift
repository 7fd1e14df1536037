import Foundation
import SegueDemo
import SegueKit
import SegueRender
import SegueScreens
import SegueSources
import SegueUIKitSamples

/// `segue render` without a storyboard: the demo app's transitions (all of them, or one with
/// `--style`), or two screenshots and a transition (`--from A --to B`). Storyboards and app
/// folders go to `StoryboardRenderCommand`.
@MainActor
enum RenderCommand {
    static let valueOptions: Set<String> = ["from", "to", "style", "device", "scale", "fps", "duration", "curve", "out", "jobs", "compression", "anchor", "custom", "direction", "transition", "max-frames", "status-bar", "preview", "preview-scale", "video"]
    static let flagOptions = Set(["dismiss", "landscape", "quiet", "help", "rtl", "force", "keep-popovers"]).union(TimeControlOptions.flagOptions)

    /// What every form of the command takes: the device, the overrides of duration and curve,
    /// the render's settings and what to do with its output.
    struct Common {
        var device: Device
        var duration: Double?
        var curve: TimingCurve?
        var settings: RenderSettings
        var output: OutputOptions
    }

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        if StoryboardRenderCommand.wants(argv) { return try StoryboardRenderCommand.run(argv, console: console) }
        let args = try Arguments(argv, valueOptions: valueOptions.union(TimeControlOptions.valueOptions), flagOptions: flagOptions, command: "render")
        if args.flags.contains("help") {
            console.out(Help.render)
            return 0
        }
        if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)' (see segue render --help)") }
        let common = try parseCommon(args, console: console)
        let from = args.values["from"], to = args.values["to"]
        if from == nil, to == nil { return try renderDemo(args, common, console: console) }
        guard let from, let to else { throw UsageError("--from and --to go together: give both screenshots") }
        return try renderScreenshots(from: from, to: to, args, common, console: console)
    }

    static func parseCommon(_ args: Arguments, console: Console) throws -> Common {
        var device = try args.device()
        if args.flags.contains("landscape") { device = device.landscape }
        let numbers = try args.renderNumbers()
        var settings = try args.renderSettings(numbers)
        settings.timeControl = try TimeControlOptions.parse(args)
        var curve: TimingCurve?
        if let text = args.values["curve"] {
            do { curve = try TimingCurve(parsing: text) } catch { throw UsageError("--curve: \(error)") }
        }
        return Common(device: device, duration: numbers.duration, curve: curve, settings: settings,
                      output: OutputOptions(args, numbers: numbers, console: console))
    }

    /// `segue render [--style STYLE [--dismiss]]`: the demo's transitions, or the one of `--style`.
    static func renderDemo(_ args: Arguments, _ c: Common, console: Console) throws -> Int32 {
        for name in ["custom", "direction", "transition", "anchor", "rtl", "status-bar", "keep-popovers"] where args.values[name] != nil || args.flags.contains(name) {
            throw UsageError("--\(name) needs --from and --to (the demo renders every style)")
        }
        var output = c.output
        func withOverrides(_ d: DemoScenario) -> DemoScenario {
            var d = d
            d.scenario.duration = c.duration
            d.scenario.curve = c.curve
            return d
        }
        if let style = try demoStyle(args) {
            try ArgumentCheck.beforeFiles()
            let d = withOverrides(DemoScenario.named(style: style, isForward: !args.flags.contains("dismiss"), device: c.device))
            let out = TimeControlOptions.out(args.values["out"], folder: d.name, c.settings.timeControl)
            output.video = try args.video(single: true, force: output.force)
            try RenderOutput.render(.demo(d), out: out, settings: c.settings, output: output, console: console)
            return 0
        }
        let base = args.values["out"] ?? "Renders"
        _ = try args.video(single: false, force: output.force)
        try ArgumentCheck.beforeFiles()
        for d in DemoScenario.all(device: c.device).map(withOverrides) {
            try RenderOutput.render(.demo(d), out: base + "/" + d.name, settings: c.settings, output: output, console: console)
        }
        // The sample app's transitions, written the UIKit way, on their own device and timing.
        for sample in UIKitSamples.all {
            let recorded: RecordedTransition
            do { recorded = try sample.record() } catch { throw CommandError("\(error)") }
            try RenderOutput.render(.recorded(recorded), out: base + "/" + sample.name, settings: c.settings, output: output, console: console)
        }
        return 0
    }

    /// `--style STYLE` without screenshots: one demo transition; nil without `--style` (every one).
    static func demoStyle(_ args: Arguments) throws -> TransitionStyle? {
        guard let name = args.values["style"] else {
            if args.flags.contains("dismiss") { throw UsageError("--dismiss needs --style (one demo transition) or --from and --to") }
            return nil
        }
        guard let style = TransitionStyle(rawValue: name) else {
            throw UsageError("unknown style '\(name)' (styles: \(TransitionChoice.styleList))")
        }
        return style
    }

    /// `segue render --from A --to B` with `--style`, `--custom` or `--transition`.
    static func renderScreenshots(from: String, to: String, _ args: Arguments, _ c: Common, console: Console) throws -> Int32 {
        let chosen = try TransitionChoice.parse(args)
        let anchor = try anchor(args.values["anchor"])
        let rightToLeft = args.flags.contains("rtl")
        do {
            try chosen.check(anchor: anchor, rightToLeft: rightToLeft, device: c.device)
        } catch {
            let message = switch error {
            case .anchorOutsideScreen(_, let d): "--anchor \(args.values["anchor"] ?? "") lies outside the \(Int(d.size.width))×\(Int(d.size.height)) pt screen"
            case .anchorNotTaken: "--anchor applies to --style popover (its anchor) and --style zoom (its source), not to \(chosen.name)"
            case .rightToLeftNotTaken: "--rtl applies to the navigation push and pop (--style push)"
            }
            throw UsageError(message)
        }
        let statusBar = try statusBarMode(args.values["status-bar"])
        let style: TransitionStyle? = if case .style(let s) = chosen { s } else { nil }
        let keepsPopovers = try keepsPopovers(args, style: style)
        try ArgumentCheck.beforeFiles()
        var output = c.output
        output.video = try args.video(single: true, force: output.force)
        let source = TransitionSource.screenshots(
            from: from, to: to, transition: chosen, isForward: !args.flags.contains("dismiss"), device: c.device, anchor: anchor,
            duration: c.duration, curve: c.curve, rightToLeft: rightToLeft, statusBar: statusBar,
            adaptivePresentationStyle: keepsPopovers ? ModalPresentationStyle.none : nil)
        let out = TimeControlOptions.out(args.values["out"], folder: source.name, c.settings.timeControl)
        try RenderOutput.render(source, out: out, label: chosen.name, settings: c.settings, output: output, console: console)
        return 0
    }

    /// `--keep-popovers`, which only a popover takes: it stays a popover on an iPhone, as in an app
    /// whose presentation controller delegate returns `.none` from
    /// `adaptivePresentationStyle(for:traitCollection:)`.
    static func keepsPopovers(_ args: Arguments, style: TransitionStyle?) throws -> Bool {
        guard args.flags.contains("keep-popovers") else { return false }
        guard style == .popover else {
            throw UsageError("--keep-popovers applies to --style popover" + (style.map { ", not \($0.rawValue)" } ?? "")
                             + " (and to storyboards' popover segues)")
        }
        return true
    }

    /// `fixed` (the default) or `slide`.
    static func statusBarMode(_ text: String?) throws -> StatusBarMode {
        guard let text else { return .fixed }
        guard let mode = StatusBarMode(rawValue: text) else {
            throw UsageError("--status-bar must be \(StatusBarMode.allCases.map(\.rawValue).joined(separator: " or ")), not '\(text)'")
        }
        return mode
    }

    /// `x,y,width,height` in points, with a positive size.
    static func anchor(_ text: String?) throws -> Rect? {
        guard let text else { return nil }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0,
              [x, y, w, h].allSatisfy(\.isFinite) else {
            throw UsageError("--anchor must be x,y,width,height in points with a positive size, not '\(text)'")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}

extension Arguments {
    /// `--device NAME` (an iPhone 15 Pro when absent).
    func device() throws -> Device {
        guard let name = values["device"] else { return .iPhone15Pro }
        guard let d = Device.named(name) else {
            throw UsageError("unknown device '\(name)' (devices: \(Device.all.map(\.name).joined(separator: ", ")))")
        }
        return d
    }
}
