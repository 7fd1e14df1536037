import SegueGoldens
import SegueStoryboard

/// `segue list FILE.storyboard [--json] [--strict]`: the scenes and every segue of a storyboard,
/// as a table (`IB.Document.listing()`) or as one JSON object (`listingJSON()`).
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
        let locale = try ProjectCommand.locale(args.values["locale"])
        let appearance = try ResourceOptions.appearance(args.values["appearance"])
        let contrast = try ResourceOptions.contrast(args.values["contrast"])
        if ProjectCommand.isFolder(path) {
            return try ProjectCommand.list(path, strict: args.flags.contains("strict"), locale: locale, json: args.flags.contains("json"), console: console)
        }
        try ArgumentCheck.beforeFiles()
        let resources = try ResourceOptions.load(for: path, folders: resourceFolders, console: console)
        let document = try readStoryboard(path, strict: args.flags.contains("strict"), locale: locale, appearance: appearance, contrast: contrast,
                                     resources: resources)
        console.out(args.flags.contains("json") ? document.listingJSON() : document.listing())
        return 0
    }

    /// Reads a storyboard, turning the reader's errors into one-line command errors
    /// (`file:line: message`).
    static func readStoryboard(
        _ path: String, strict: Bool, locale: String? = nil, appearance: Appearance = .light, contrast: Contrast = .normal,
        resources: ProjectResources? = nil
    ) throws -> IB.Document {
        try ArgumentCheck.beforeFiles()
        do {
            return try IB.Document.read(contentsOf: path, locale: locale, mode: strict ? .strict : .lenient, appearance: appearance,
                                        contrast: contrast, resources: resources)
        } catch let e as StoryboardDiagnostic {
            throw CommandError(e.description)
        }
    }
}
