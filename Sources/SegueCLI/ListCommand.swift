import SegueGoldens
import SegueSources
import SegueStoryboard

/// `segue list FILE.storyboard [--json] [--strict]`: the scenes and every segue of a storyboard,
/// as a table (`IB.Document.listing()`) or as one JSON object (`listingJSON()`); of an app's
/// folder, every storyboard's. Read as `segue render` reads them.
@MainActor
enum ListCommand {
    static let valueOptions: Set<String> = ["locale", "appearance", "contrast"]
    static let flagOptions: Set<String> = ["json", "strict", "help"]

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        let (rest, resourceFolders) = try ResourceOptions.extract(argv)
        let args = try Arguments(rest, valueOptions: valueOptions, flagOptions: flagOptions, command: "list")
        if args.flags.contains("help") {
            console.out(Help.list)
            return 0
        }
        guard let path = args.positionals.first else {
            throw UsageError("segue list needs a storyboard file or an app's folder (segue list FILE.storyboard)")
        }
        if args.positionals.count > 1 {
            throw UsageError("unexpected argument '\(args.positionals[1])': segue list takes one storyboard file or folder")
        }
        var options = StoryboardBuildOptions(mode: args.flags.contains("strict") ? .strict : .lenient)
        options.locale = try ProjectCommand.locale(args.values["locale"])
        options.appearance = try ResourceOptions.appearance(args.values["appearance"])
        options.contrast = try ResourceOptions.contrast(args.values["contrast"])
        let json = args.flags.contains("json")
        try ArgumentCheck.beforeFiles()
        let isFolder = StoryboardPath(path) == .folder
        // The size `segue render` draws on, where the app's project, not the canvas, decides it.
        let screen = AppSettingsOptions.screen(forStoryboardAt: path, isFolder: isFolder)
        if isFolder {
            return try ProjectCommand.list(path, options: options, resourceFolders: resourceFolders, json: json, screen: screen, console: console)
        }
        options.resources = try ResourceOptions.load(for: path, folders: resourceFolders, console: console)
        let document = try readStoryboard(path, options: options)
        console.out(json ? document.listingJSON(naming: StoryboardSetting.commandLine, screen: screen)
                         : document.listing(naming: StoryboardSetting.commandLine, screen: screen))
        return 0
    }

    /// Reads a storyboard as `options` say, turning the reader's errors into one-line command
    /// errors (`file:line: message`).
    static func readStoryboard(_ path: String, options: StoryboardBuildOptions) throws -> IB.Document {
        try ArgumentCheck.beforeFiles()
        do {
            return try StoryboardSegues(contentsOf: path, options: options).document
        } catch let e as StoryboardDiagnostic {
            throw CommandError(e.commandLine)
        }
    }
}
