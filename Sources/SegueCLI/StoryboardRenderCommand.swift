import Foundation
import SegueKit
import SegueRender
import SegueStoryboard

/// `segue render FILE.storyboard --segue ID | --all`: segues of an Interface Builder storyboard,
/// performed as the app would and rendered into frame folders.
@MainActor
enum StoryboardRenderCommand {
    static let valueOptions: Set<String> = ["segue", "device", "scale", "fps", "out", "jobs", "compression", "custom", "direction", "max-frames", "shard",
                                            "locale", "appearance", "contrast", "preview", "preview-scale", "video"]
    static let flagOptions: Set<String> = ["all", "strict", "landscape", "quiet", "help", "force", "dismiss", "both", "rtl"]
    /// Render options that do not apply to storyboards.
    static let otherRenderOptions: Set<String> = ["from", "to", "style", "duration", "curve", "anchor", "transition"]

    /// Whether a `segue render` command line is about a storyboard: it names a `.storyboard` (or
    /// `.xib`, refused with a clear message), an existing file or folder (an app's folder of
    /// storyboards), or uses a storyboard-only option.
    static func wants(_ argv: [String]) -> Bool {
        var i = 0
        let takesValue = RenderCommand.valueOptions.union(valueOptions).union(["map-segue", "resources"]).union(TimeControlOptions.valueOptions)
        while i < argv.count {
            let a = argv[i]
            i += 1
            if a.hasPrefix("--") {
                let name = String(a.dropFirst(2).prefix { $0 != "=" })
                if ["segue", "all", "map-segue", "strict", "locale", "both", "resources", "appearance", "contrast"].contains(name) { return true }
                if !a.contains("="), takesValue.contains(name) { i += 1 }
                continue
            }
            let lower = a.lowercased()
            if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { return true }
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: a, isDirectory: &isDir) { return true }
        }
        return false
    }

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        let (withoutResources, resourceFolders) = try ResourceOptions.extract(argv)
        let (rest, mappings) = try extractMappings(withoutResources)
        let args = try Arguments(rest, valueOptions: valueOptions.union(otherRenderOptions).union(TimeControlOptions.valueOptions),
                                 flagOptions: flagOptions.union(TimeControlOptions.flagOptions), command: "render")
        if args.flags.contains("help") {
            console.out(Help.render)
            return 0
        }
        for name in otherRenderOptions.sorted() where args.values[name] != nil || args.flags.contains(name) {
            throw UsageError("--\(name) does not apply to a storyboard: its segues say how they animate (see segue render --help)")
        }
        guard let path = args.positionals.first else {
            throw UsageError("--segue and --all need a storyboard file or an app's folder (segue render FILE.storyboard --segue ID)")
        }
        if args.positionals.count > 1 { throw UsageError("unexpected argument '\(args.positionals[1])': segue render takes one storyboard file or folder") }
        let all = args.flags.contains("all")
        let chosen = args.values["segue"]
        let isFolder = ProjectCommand.isFolder(path)
        if isFolder, !all { throw try ProjectCommand.needsAll(path, segue: chosen) }
        if all == (chosen != nil) {
            throw UsageError(all ? "--segue and --all cannot be combined: render one segue or all of them"
                                 : "choose the segues to render: --segue ID (an identifier or a segue id; segue list shows them) or --all")
        }
        let shard = try args.shard()
        if shard != nil, !all { throw UsageError("--shard goes with --all: it renders shard I of N of all the segues") }
        if args.flags.contains("dismiss"), all { throw UsageError("--dismiss goes with --segue ID; with --all, --both renders every segue both ways") }
        if args.flags.contains("both"), !all { throw UsageError("--both goes with --all; with --segue ID, --dismiss renders the way back") }
        let locale = try ProjectCommand.locale(args.values["locale"])
        var preset = Device.iPhone15Pro
        if let name = args.values["device"] {
            guard let d = Device.named(name) else {
                throw UsageError("unknown device '\(name)' (devices: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            preset = d
        }
        let numbers = try args.renderNumbers()
        let quiet = args.flags.contains("quiet")
        var settings = try args.renderSettings(numbers)
        settings.timeControl = try TimeControlOptions.parse(args)
        if args.flags.contains("all"), TimeControlOptions.isFile(args.values["out"] ?? "", settings.timeControl) {
            throw UsageError("--all writes a folder per segue (with --at, one frame in each): --out names a folder, not a .png file")
        }
        var output = RenderCommand.OutputOptions(quiet: quiet, progress: !quiet && console.isTerminal, force: args.flags.contains("force"),
                                                 maxFrames: numbers.maxFrames)
        let strict = args.flags.contains("strict")
        output.video = try args.video(single: chosen != nil, force: output.force)
        let appearance = try ResourceOptions.appearance(args.values["appearance"])
        let contrast = try ResourceOptions.contrast(args.values["contrast"])
        var registry = SegueRegistry.builtIn
        register(mappings, in: &registry)
        // --custom NAME [--direction D]: every rendered segue animates with that transition instead.
        var overrideClass: String?
        if let custom = args.values["custom"] {
            let choice = try TransitionChoice.custom(custom, direction: args.values["direction"])
            switch choice {
            case .segueClass(let cls):
                overrideClass = cls
            case .catalogue(let kind, let direction):
                let name = choice.name
                overrideClass = "custom:" + name
                register(["custom:" + name: .animator(name: name, make: { CatalogueAnimator(kind: kind, direction: direction ?? .left) })],
                         in: &registry)
            default: break
            }
        } else if args.values["direction"] != nil {
            throw UsageError("--direction goes with --custom (a catalogue transition)")
        }
        let styles = mappings.compactMapValues { m -> TransitionStyle? in if case .style(let s) = m { s } else { nil } }
        var options = StoryboardBuildOptions(
            device: preset, landscape: args.flags.contains("landscape"), mode: strict ? .strict : .lenient, segueStyles: styles,
            registry: registry)
        options.overrideClass = overrideClass.flatMap(registry.segueClass(named:))
        options.locale = locale
        options.rightToLeft = args.flags.contains("rtl") || locale.map(StoryboardLocale.isRightToLeft) == true
        options.appearance = appearance
        options.contrast = contrast
        options.imageScale = settings.scale
        try ArgumentCheck.beforeFiles()
        if isFolder {
            // An app's folder is its own project: its catalogs and fonts, and the --resources folders.
            do {
                options.resources = try ProjectResources(folders: [path] + resourceFolders)
            } catch let e as StoryboardDiagnostic {
                throw CommandError("--resources \(e.file): \(e.message)")
            }
            for w in options.resources?.warnings ?? [] { console.err("segue: \(w)\n") }
            return try ProjectCommand.renderAll(path, options: options, settings: settings, output: output, both: args.flags.contains("both"),
                                                out: args.values["out"] ?? "\(URL(fileURLWithPath: path).standardized.lastPathComponent)-segues", shard: shard,
                                                console: console)
        }
        options.resources = try ResourceOptions.load(for: path, folders: resourceFolders, console: console)
        let document = try ListCommand.readStoryboard(path, strict: strict, locale: locale, appearance: appearance, contrast: contrast,
                                                    resources: options.resources)
        for w in document.warnings { console.err("segue: \(w)\n") }
        let storyboard = StoryboardSegues(path: path, document: document, options: options)
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if let chosen {
            let segue: IB.Segue
            do { segue = try storyboard.segue(named: chosen) } catch let e as SegueError { throw UsageError(e.description) }
            let direction: SegueDirection = args.flags.contains("dismiss") ? .dismiss : .perform
            let name = (storyboard.reference(for: segue)?.name ?? SegueReference.safe(segue.id)) + (direction == .dismiss ? "-dismiss" : "")
            let out = TimeControlOptions.out(args.values["out"], folder: "\(base)-\(name)", settings.timeControl)
            return try renderOne(segue, named: name, direction: direction, storyboard: storyboard, settings: settings, output: output, out: out,
                                 console: console)
        }
        return try renderAll(storyboard, settings: settings, output: output, both: args.flags.contains("both"),
                             out: args.values["out"] ?? "\(base)-segues", shard: shard, console: console)
    }

    /// What `--map-segue Class=VALUE` maps a custom segue class to.
    enum Mapping {
        case style(TransitionStyle)
        /// A catalogue transition or a keyframe file, performed as a custom presentation.
        case animator(name: String, make: @MainActor @Sendable () throws -> any TransitionAnimator)
    }

    /// `--map-segue Class=VALUE` may be repeated (and takes comma-separated lists); VALUE is a
    /// built-in style, a catalogue transition (`pushLeft`, `fade`…) or a keyframe file (`.json`).
    static func extractMappings(_ argv: [String]) throws -> ([String], [String: Mapping]) {
        var rest: [String] = []
        var map: [String: Mapping] = [:]
        var i = 0
        while i < argv.count {
            let a = argv[i]
            i += 1
            guard a == "--map-segue" || a.hasPrefix("--map-segue=") else {
                rest.append(a)
                continue
            }
            var value: String
            if a == "--map-segue" {
                guard i < argv.count, !argv[i].hasPrefix("--") else { throw UsageError("--map-segue needs a value: ClassName=STYLE") }
                value = argv[i]
                i += 1
            } else {
                value = String(a.dropFirst("--map-segue=".count))
            }
            for pair in value.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let styles = TransitionStyle.allCases.map(\.rawValue).joined(separator: ", ")
                let accepted = "a style (\(styles)), a catalogue transition (\(TransitionChoice.catalogueList), e.g. pushLeft) or a .json keyframe file"
                guard parts.count == 2, !parts[0].isEmpty else {
                    throw UsageError("--map-segue takes ClassName=VALUE, not '\(pair)': VALUE is \(accepted)")
                }
                let target = parts[1]
                if let style = TransitionStyle(rawValue: target) {
                    map[parts[0]] = .style(style)
                } else if target.lowercased().hasSuffix(".json") {
                    _ = try loadTransition(target)  // fail early, naming the file
                    map[parts[0]] = .animator(name: target, make: { try loadTransition(target) })
                } else if let (kind, direction) = CatalogueTransition.named(target) {
                    map[parts[0]] = .animator(name: target, make: { CatalogueAnimator(kind: kind, direction: direction ?? .left) })
                } else {
                    throw UsageError("--map-segue \(parts[0])=\(target): '\(target)' is not \(accepted)")
                }
            }
        }
        return (rest, map)
    }

    static func loadTransition(_ path: String) throws -> KeyframeTransition {
        try ArgumentCheck.beforeFiles()
        do { return try KeyframeTransition.load(contentsOf: path) } catch { throw CommandError("--map-segue \(error)") }
    }

    /// Registers the classes mapped to animators as segue classes that present their destination
    /// full screen with that animator.
    static func register(_ mappings: [String: Mapping], in registry: inout SegueRegistry) {
        for (cls, mapping) in mappings {
            guard case .animator(_, let make) = mapping else { continue }
            registry.register(cls) { identifier, source, destination in
                StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    destination.modalPresentationStyle = .fullScreen
                    destination.transitionAnimator = try? make()
                    source.present(destination, animated: true)
                }
            }
        }
    }
}
