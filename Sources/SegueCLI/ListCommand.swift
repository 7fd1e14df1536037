import SegueGoldens
import SegueStoryboard

/// `segue list FILE.storyboard [--json] [--strict]`: the scenes and every segue of a storyboard,
/// as a table (`IB.Document.listing()`) or as one JSON object (`listingJSON()`).
@MainActor
enum ListCommand {
    static let valueOptions: Set<String> = ["locale"]
    static let flagOptions: Set<String> = ["json", "strict", "help"]

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        let args = try Arguments(argv, valueOptions: valueOptions, flagOptions: flagOptions, command: "list")
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
        if ProjectCommand.isFolder(path) {
            return try ProjectCommand.list(path, strict: args.flags.contains("strict"), locale: locale, json: args.flags.contains("json"), console: console)
        }
        let document = try readStoryboard(path, strict: args.flags.contains("strict"), locale: locale)
        console.out(args.flags.contains("json") ? document.listingJSON() : document.listing())
        return 0
    }

    /// Reads a storyboard, turning the reader's errors into one-line command errors
    /// (`file:line: message`).
    static func readStoryboard(_ path: String, strict: Bool, locale: String? = nil) throws -> IB.Document {
        try ArgumentCheck.beforeFiles()
        do {
            return try IB.Document.read(contentsOf: path, locale: locale, mode: strict ? .strict : .lenient)
        } catch let e as StoryboardDiagnostic {
            throw CommandError(e.description)
        }
    }
}
