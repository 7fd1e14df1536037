import Foundation
import SegueGoldens
import SegueKit
import SegueRender

@MainActor
enum RenderCommand {
    static let valueOptions: Set<String> = ["from", "to", "style", "device", "scale", "fps", "duration", "curve", "out", "jobs", "compression", "anchor", "custom", "direction", "transition", "status-bar"]
    static let flagOptions: Set<String> = ["dismiss", "landscape", "quiet", "help", "rtl"]

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        if StoryboardRenderCommand.wants(argv) { return try StoryboardRenderCommand.run(argv, console: console) }
        let args = try Arguments(argv, valueOptions: valueOptions, flagOptions: flagOptions, command: "render")
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
        let fps = try args.double("fps")
        let scale = try args.double("scale")
        let duration = try args.double("duration")
        let jobs = try args.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let level = try args.int("compression", range: 0...9)
        var curve: TimingCurve?
        if let text = args.values["curve"] {
            do { curve = try TimingCurve(parsing: text) } catch { throw UsageError("--curve: \(error)") }
        }
        let quiet = args.flags.contains("quiet") || !console.isTerminal

        let from = args.values["from"], to = args.values["to"]
        if from == nil, to == nil {
            for name in ["style", "dismiss", "custom", "direction", "transition", "anchor", "rtl", "status-bar"] where args.values[name] != nil || args.flags.contains(name) {
                throw UsageError("--\(name) needs --from and --to (the demo renders every style)")
            }
            // The demo: scale 1 and 30 fps keep Renders/ small enough to review.
            let base = args.values["out"] ?? "Renders"
            var encoder = PNGEncoder.goldens
            if let level { encoder.options.compressionLevel = level }
            for var s in Scenario.demo(device: device) {
                s.duration = duration
                s.curve = curve
                let recording = ScenarioRecorder.recordDemo(s)
                try render(s, recording: recording, fps: fps ?? 30, scale: scale ?? 1, out: base + "/" + s.name,
                           encoder: encoder, jobs: jobs, quiet: quiet, console: console)
            }
            return 0
        }
        guard let from, let to else { throw UsageError("--from and --to go together: give both screenshots") }
        let chosen = try TransitionChoice.parse(args)
        let anchorRect = try anchor(args.values["anchor"], device: device)
        if args.flags.contains("rtl"), chosen.style != .push || chosen.name != "push" {
            throw UsageError("--rtl applies to the navigation push and pop (--style push)")
        }
        let statusBar = try statusBarMode(args.values["status-bar"])
        let first = try loadScreenshot(from, option: "--from")
        let last = try loadScreenshot(to, option: "--to")
        var s = Scenario(name: chosen.name, style: chosen.style, isForward: !args.flags.contains("dismiss"), device: device)
        s.flow = chosen.flow
        s.anchor = anchorRect
        s.isRightToLeft = args.flags.contains("rtl")
        s.statusBar = statusBar
        s.duration = duration
        s.curve = curve
        let recording = ScenarioRecorder.recordScreens(s, first: first, last: last)
        var encoder = PNGEncoder()
        if let level { encoder.options.compressionLevel = level }
        try render(s, recording: recording, fps: fps ?? 60, scale: scale ?? device.scale,
                   out: args.values["out"] ?? "\(chosen.name)-\(s.directionName)", encoder: encoder, jobs: jobs, quiet: quiet, console: console)
        return 0
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
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0 else {
            throw UsageError("--anchor must be x,y,width,height in points with a positive size, not '\(text)'")
        }
        let r = Rect(x: x, y: y, width: w, height: h)
        guard r.intersection(device.bounds) != nil else {
            throw UsageError("--anchor \(text) lies outside the \(Int(device.size.width))×\(Int(device.size.height)) pt screen")
        }
        return r
    }

    static func loadScreenshot(_ path: String, option: String) throws -> Bitmap {
        do {
            return try Bitmap(premultiplying: PNGDecoder.decode(contentsOf: path))
        } catch {
            throw CommandError("\(option) \(error)")
        }
    }

    static func render(_ s: Scenario, recording: Recording, fps: Double, scale: Double, out: String,
                       encoder: PNGEncoder, jobs: Int, quiet: Bool, console: Console) throws {
        let prepared = PreparedTransition(scenario: s, recording: recording)
        let settings = RenderSettings(fps: fps, scale: scale, jobs: jobs, encoder: encoder)
        let bar = quiet ? nil : ProgressBar(label: s.name, console: console)
        try TransitionRenderer.render(prepared, settings: settings, to: out) { done, total in bar?.update(done, total) }
        bar?.finish()
    }
}

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
