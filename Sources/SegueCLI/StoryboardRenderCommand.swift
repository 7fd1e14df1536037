import Foundation
import SegueKit
import SegueGoldens
import SegueRender
import SegueSources
import SegueStoryboard

/// `segue render FILE.storyboard --segue ID | --all` and `segue render FOLDER --all`: segues of
/// Interface Builder storyboards, performed as the app would and rendered into frame folders.
@MainActor
enum StoryboardRenderCommand {
    static let valueOptions: Set<String> = ["segue", "device", "scale", "fps", "out", "jobs", "compression", "custom", "direction", "max-frames", "max-total-frames", "shard", "cache", "cache-max",
                                            "locale", "appearance", "contrast", "preview", "preview-scale", "video", "embed", "sample-rows"]
    static let flagOptions: Set<String> = ["all", "strict", "landscape", "portrait", "quiet", "help", "force", "dismiss", "both", "rtl", "keep-popovers"]
    /// Render options that do not apply to storyboards.
    static let otherRenderOptions: Set<String> = ["from", "to", "style", "duration", "curve", "anchor", "transition"]
    /// Options only a storyboard render takes: they make any `segue render` line one.
    static let storyboardOnlyOptions: Set<String> = ["segue", "all", "map-segue", "strict", "locale", "both", "resources", "appearance", "contrast", "embed",
                                                     "sample-rows", "stand-in"]

    /// Whether a `segue render` command line is about a storyboard: it names a storyboard input
    /// (`StoryboardPath`) or uses a storyboard-only option.
    static func wants(_ argv: [String]) -> Bool {
        var i = 0
        let takesValue = RenderCommand.valueOptions.union(valueOptions).union(["map-segue", "resources", "stand-in"]).union(TimeControlOptions.valueOptions)
        while i < argv.count {
            let a = argv[i]
            i += 1
            if a.hasPrefix("--") {
                let name = String(a.dropFirst(2).prefix { $0 != "=" })
                if storyboardOnlyOptions.contains(name) { return true }
                if !a.contains("="), takesValue.contains(name) { i += 1 }
                continue
            }
            if StoryboardPath(a).isStoryboardInput { return true }
        }
        return false
    }

    /// A storyboard render as the command line asks for it.
    struct Request {
        var path: String
        var isFolder: Bool
        /// `--segue ID`; nil with `--all`.
        var chosen: String?
        var shard: Shard?
        /// `--cache DIR`, with `--all`.
        var cache: CacheOption?
        var options: StoryboardBuildOptions
        var settings: RenderSettings
        var output: OutputOptions
        var resourceFolders: [String]
        var dismiss: Bool
        var both: Bool
        var out: String?
    }

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        let (withoutResources, resourceFolders) = try ResourceOptions.extract(argv)
        let (withoutStandIns, standIns) = try StandInOptions.extract(withoutResources)
        let (rest, mappings) = try MappingOptions.extract(withoutStandIns)
        let args = try Arguments(rest, valueOptions: valueOptions.union(otherRenderOptions).union(TimeControlOptions.valueOptions),
                                 flagOptions: flagOptions.union(TimeControlOptions.flagOptions), command: "render")
        if args.flags.contains("help") {
            console.out(Help.render)
            return 0
        }
        var request = try parse(args, console: console)
        request.resourceFolders = resourceFolders
        for (cls, mapping) in mappings { request.options.map(cls, to: mapping) }
        try ArgumentCheck.beforeFiles()
        try MappingOptions.check(mappings)
        request.options.standIns = try StandInOptions.load(standIns)
        if request.isFolder { return try ProjectCommand.renderAll(request, console: console) }
        return try renderFile(request, console: console)
    }

    /// Everything but the files: which storyboard and segues, and the options they are read,
    /// performed and rendered with.
    static func parse(_ args: Arguments, console: Console) throws -> Request {
        for name in otherRenderOptions.sorted() where args.values[name] != nil || args.flags.contains(name) {
            throw UsageError("--\(name) does not apply to a storyboard: its segues say how they animate (see segue render --help)")
        }
        guard let path = args.positionals.first else {
            throw UsageError("--segue and --all need a storyboard file or an app's folder (segue render FILE.storyboard --segue ID)")
        }
        if args.positionals.count > 1 { throw UsageError("unexpected argument '\(args.positionals[1])': segue render takes one storyboard file or folder") }
        let all = args.flags.contains("all")
        let chosen = args.values["segue"]
        let isFolder = StoryboardPath(path) == .folder
        if isFolder, !all { throw try ProjectCommand.needsAll(path, segue: chosen) }
        if all == (chosen != nil) {
            throw UsageError(all ? "--segue and --all cannot be combined: render one segue or all of them"
                                 : "choose the segues to render: --segue ID (an identifier or a segue id; segue list shows them) or --all")
        }
        let shard = try args.shard()
        if shard != nil, !all { throw UsageError("--shard goes with --all: it renders shard I of N of all the segues") }
        if args.flags.contains("dismiss"), all { throw UsageError("--dismiss goes with --segue ID; with --all, --both renders every segue both ways") }
        if args.flags.contains("both"), !all { throw UsageError("--both goes with --all; with --segue ID, --dismiss renders the way back") }
        if args.flags.contains("portrait"), args.flags.contains("landscape") {
            throw UsageError("--portrait and --landscape cannot be combined: choose the orientation the scenes are drawn in")
        }
        let locale = try ProjectCommand.locale(args.values["locale"])
        let preset = try args.device()
        let numbers = try args.renderNumbers()
        var settings = try args.renderSettings(numbers)
        settings.timeControl = try TimeControlOptions.parse(args)
        if all, TimeControlOptions.isFile(args.values["out"] ?? "", settings.timeControl) {
            throw UsageError("--all writes a folder per segue (with --at, one frame in each): --out names a folder, not a .png file")
        }
        var output = OutputOptions(args, numbers: numbers, console: console)
        output.video = try args.video(single: chosen != nil, force: output.force)
        var options = StoryboardBuildOptions(device: preset, landscape: args.flags.contains("landscape"),
                                             mode: args.flags.contains("strict") ? .strict : .lenient)
        options.portrait = args.flags.contains("portrait")
        options.keepsPopovers = args.flags.contains("keep-popovers")
        options.appearance = try ResourceOptions.appearance(args.values["appearance"])
        options.contrast = try ResourceOptions.contrast(args.values["contrast"])
        options.embedInitialScene = try embed(args.values["embed"])
        try performEverySegue(args, options: &options)
        options.locale = locale
        options.rightToLeft = args.flags.contains("rtl")
        options.imageScale = settings.scale
        AppSettingsOptions.apply(to: &options, path: path, isFolder: isFolder, args: args, console: console)
        if let rows = try args.int("sample-rows", range: StoryboardBuildOptions.sampleRowsRange) { options.sampleRows = rows }
        return Request(path: path, isFolder: isFolder, chosen: chosen, shard: shard, cache: try args.cache(all: all), options: options, settings: settings, output: output,
                       resourceFolders: [], dismiss: args.flags.contains("dismiss"), both: args.flags.contains("both"),
                       out: args.values["out"])
    }

    /// `--embed navigation|tab`: the initial scene in a container the app sets up in code.
    static func embed(_ value: String?) throws -> SceneContainer? {
        guard let value else { return nil }
        guard let container = SceneContainer(rawValue: value) else {
            throw UsageError("--embed takes navigation or tab (the container the app puts its initial scene in from code), not '\(value)'")
        }
        return container
    }

    /// `--custom NAME [--direction D]`: every rendered segue animates with that transition instead.
    static func performEverySegue(_ args: Arguments, options: inout StoryboardBuildOptions) throws {
        guard let custom = args.values["custom"] else {
            if args.values["direction"] != nil { throw UsageError("--direction goes with --custom (a catalogue transition)") }
            return
        }
        let choice = try TransitionChoice.custom(custom, direction: args.values["direction"])
        switch choice {
        case .segueClass(let cls, _): options.performEverySegue(asClass: cls)
        case .catalogue(let kind, let direction): options.performEverySegue(with: .catalogue(kind, direction), named: choice.name)
        default: break
        }
    }

    /// `segue render FILE.storyboard --segue ID | --all`: the file read with its own project's
    /// resources and the `--resources` folders.
    static func renderFile(_ request: Request, console: Console) throws -> Int32 {
        var options = request.options
        options.resources = try ResourceOptions.load(for: request.path, folders: request.resourceFolders, console: console)
        let document = try ListCommand.readStoryboard(request.path, options: options)
        for w in document.warnings { console.err("segue: \(w.commandLine)\n") }
        let storyboard = StoryboardSegues(path: request.path, document: document, options: options)
        let base = URL(fileURLWithPath: request.path).deletingPathExtension().lastPathComponent
        guard let chosen = request.chosen else {
            return try renderAll(storyboard, request, out: request.out ?? "\(base)-segues", console: console)
        }
        let segue: IB.Segue
        do { segue = try storyboard.segue(named: chosen) } catch let e as SegueError { throw UsageError(e.description) }
        let direction: SegueDirection = request.dismiss ? .dismiss : .perform
        let name = storyboard.name(of: segue, direction: direction)
        let out = TimeControlOptions.out(request.out, folder: "\(base)-\(name)", request.settings.timeControl)
        return try renderOne(segue, of: storyboard, direction: direction, request, out: out, console: console)
    }
}
