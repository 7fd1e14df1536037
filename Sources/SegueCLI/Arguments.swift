import SegueKit
import SegueRender

/// A usage error: bad or missing arguments. Exit code 2.
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A failure of the work itself (unreadable input, unwritable output). Exit code 1.
public struct CommandError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// `--fps`, `--scale`, `--duration`, `--max-frames` and `--max-total-frames`, within their limits.
struct RenderNumbers {
    static let fpsRange = RenderSettings.fpsRange
    static let scaleRange = RenderSettings.scaleRange
    static let durationRange: ClosedRange<Double> = 0.01...60
    var fps: Double?
    var scale: Double?
    /// `--scale device`: the device's own pixels per point.
    var deviceScale: Bool
    var duration: Double?
    var maxFrames: Int
    var maxTotalFrames: Int
}

/// Parsed command-line options: `--name value`, `--name=value` and `--flag`, plus positionals.
struct Arguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// Parses `args` against the options a command accepts; unknown ones are usage errors.
    init(_ args: [String], valueOptions: Set<String>, flagOptions: Set<String>, command: String) throws {
        var i = 0
        while i < args.count {
            let a = args[i]
            i += 1
            guard a.hasPrefix("--"), a.count > 2 else {
                if a.hasPrefix("-"), a.count > 1, InputText.decimal(a) == nil {
                    throw UsageError("unknown option \(InputText.echo(a)) (see segue \(command) --help)")
                }
                positionals.append(a)
                continue
            }
            var name = String(a.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if flagOptions.contains(name) {
                if inline != nil { throw UsageError("--\(name) takes no value") }
                if flags.contains(name) { throw UsageError("--\(name) is given twice; give it once") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let earlier = values[name] {
                    throw UsageError("--\(name) is given twice (first \(InputText.quoted(earlier))); give it once")
                }
                if let inline {
                    values[name] = inline
                } else {
                    guard i < args.count, !(args[i].hasPrefix("--")) else { throw UsageError("--\(name) needs a value (see segue \(command) --help)") }
                    values[name] = args[i]
                    i += 1
                }
            } else {
                throw UsageError("unknown option --\(InputText.echo(name)) (see segue \(command) --help)")
            }
        }
        positionals = positionals.map(LocalPath.literal)
        for name in Self.pathOptions { values[name] = values[name].map(LocalPath.literal) }
    }

    /// The options whose values are paths, taken as written (`LocalPath.literal`), as every
    /// positional argument is.
    static let pathOptions: Set<String> = ["out", "from", "to", "transition", "report", "artifacts", "junit", "json-out", "video"]

    /// Exactly two positional arguments, or a usage error that shows `usage`.
    func pair(command: String, needs what: String, usage: String) throws -> (String, String) {
        guard positionals.count == 2 else {
            throw UsageError(positionals.count < 2
                ? "segue \(command) needs \(what): \(usage) (see segue \(command) --help)"
                : "unexpected argument \(InputText.quoted(positionals[2])) (see segue \(command) --help)")
        }
        return (positionals[0], positionals[1])
    }

    func double(_ name: String, positive: Bool = true) throws -> Double? {
        guard let s = values[name] else { return nil }
        guard let v = InputText.decimal(s), v.isFinite else { throw UsageError("--\(name) must be a number, not \(InputText.quoted(s))") }
        if positive, v <= 0 { throw UsageError("--\(name) must be greater than zero, not \(InputText.echo(s))") }
        return v
    }

    /// A number within `range`, or a usage error naming the option, the range and the unit.
    func double(_ name: String, in range: ClosedRange<Double>, unit: String = "") throws -> Double? {
        guard let v = try double(name, positive: range.lowerBound > 0) else { return nil }
        guard range.contains(v) else {
            throw UsageError("--\(name) must be from \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound))\(unit), not \(InputText.echo(values[name]!))")
        }
        return v
    }

    static func number(_ v: Double) -> String { NumberText.string(v) }

    /// The options every render shares, checked against their limits.
    func renderNumbers() throws -> RenderNumbers {
        RenderNumbers(
            fps: try double("fps", in: RenderNumbers.fpsRange, unit: " frames per second"),
            scale: values["scale"] == "device" ? nil : try double("scale", in: RenderNumbers.scaleRange, unit: " pixels per point"),
            deviceScale: values["scale"] == "device",
            duration: try double("duration", in: RenderNumbers.durationRange, unit: " seconds"),
            maxFrames: try int("max-frames", range: 1...RenderLimits.maxFramesCeiling) ?? RenderLimits.defaultMaxFrames,
            maxTotalFrames: try int("max-total-frames", range: 1...RenderLimits.maxTotalFramesCeiling) ?? RenderLimits.defaultMaxTotalFrames)
    }

    /// The library's one set of defaults (`RenderSettings`), with what the options change:
    /// `--fps`, `--scale N | device`, `--jobs`, `--compression`, `--max-frames`.
    func renderSettings(_ numbers: RenderNumbers) throws -> RenderSettings {
        var settings = RenderSettings(maxFrames: numbers.maxFrames)
        settings.maxTotalFrames = numbers.maxTotalFrames
        if let fps = numbers.fps { settings.fps = fps }
        if let scale = numbers.scale { settings.scale = scale }
        if numbers.deviceScale { settings.scale = nil }
        if let jobs = try int("jobs", range: 1...256) { settings.jobs = jobs }
        // `auto` (the default): libdeflate 6 up to a megapixel, `fast` above; `fast` and
        // `fastest`: segue's own encoders; 0-12: libdeflate's level, no row filters.
        switch values["compression"] {
        case "auto": settings.encoder.options.compression = .automatic
        case "fast": settings.encoder.options.compression = .fast
        case "fastest": settings.encoder.options.compression = .fastest
        default:
            if let level = try int("compression", range: 0...12, accepting: "auto, fast or fastest") {
                settings.encoder.options.compressionLevel = level
                settings.encoder.options.compression = .libdeflate
            }
        }
        settings.preview = try preview()
        return settings
    }

    /// `--preview apng|gif|none` and `--preview-scale F` (the library's defaults otherwise).
    func preview() throws -> PreviewSettings? {
        var preview = PreviewSettings()
        if let name = values["preview"] {
            if name == "none" {
                if values["preview-scale"] != nil { throw UsageError("--preview-scale sizes a preview: it does not go with --preview none") }
                return nil
            }
            guard let format = PreviewSettings.Format(rawValue: name) else {
                throw UsageError("--preview must be apng, gif or none, not \(InputText.quoted(name))")
            }
            preview.format = format
        }
        if let scale = try double("preview-scale", in: PreviewSettings.scaleRange, unit: " (a fraction of the frames' size)") {
            preview.scale = scale
        }
        return preview
    }

    /// `--video FILE.mp4`, checked before any work: only for one render, ffmpeg installed, and a
    /// destination segue may write.
    func video(single: Bool, force: Bool) throws -> (path: String, ffmpeg: String)? {
        guard let path = values["video"] else { return nil }
        if values["at"] != nil { throw UsageError("--video plays the frames of a render: it cannot go with --at (one moment, one PNG)") }
        guard single else { throw UsageError("--video makes one file: give it with a single render (--from and --to, or --segue), not the demo or --all") }
        guard !path.isEmpty else { throw UsageError("--video needs a file name, e.g. --video push.mp4") }
        try ArgumentCheck.beforeFiles()
        guard let ffmpeg = VideoWriter.ffmpeg() else { throw CommandError(Self.missingFFmpeg) }
        do { try VideoWriter.checkDestination(path, force: force) } catch { throw CommandError.wording(error, option: "--video") }
        return (path, ffmpeg)
    }

    /// `--NAME`'s whole number within `range`; `accepting` names the words it also takes, for the
    /// error.
    func int(_ name: String, range: ClosedRange<Int>, accepting words: String? = nil) throws -> Int? {
        guard let s = values[name] else { return nil }
        guard let v = Int(s), range.contains(v) else {
            let or = words.map { ", or \($0)" } ?? ""
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)\(or), not \(InputText.quoted(s))")
        }
        return v
    }
}
