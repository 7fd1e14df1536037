import SegueSources
import SegueStoryboard

/// `--resources DIR` (repeatable), `--appearance light|dark` and `--contrast normal|high`, shared
/// by `segue render` and `segue list` of a storyboard file or an app's folder.
enum ResourceOptions {
    /// Takes every `--resources DIR` (or `--resources=DIR`) out of `argv`.
    static func extract(_ argv: [String]) throws -> (rest: [String], folders: [String]) {
        let missing = "--resources needs a folder (an app's source folder or an asset catalog)"
        let (rest, folders) = try RepeatedOption.extract("resources", from: argv, missing: missing)
        if folders.contains(where: \.isEmpty) { throw UsageError(missing) }
        return (rest, folders)
    }

    /// `--appearance`'s value (light when absent).
    static func appearance(_ value: String?) throws -> Appearance {
        guard let value else { return .light }
        guard let a = Appearance(rawValue: value) else {
            throw UsageError("--appearance takes light or dark, not '\(value)'")
        }
        return a
    }

    /// `--contrast`'s value (normal when absent).
    static func contrast(_ value: String?) throws -> Contrast {
        guard let value else { return .normal }
        guard let c = Contrast(rawValue: value) else {
            throw UsageError("--contrast takes normal or high, not '\(value)'")
        }
        return c
    }

    /// A storyboard file's resources: the `--resources` folders and its own project's folder.
    static func load(for path: String, folders: [String], console: Console) throws -> ProjectResources? {
        try loaded(console: console) { try ProjectResources.forStoryboard(path, folders: folders) }
    }

    /// An app folder's resources: the folder itself, then the `--resources` folders, as
    /// `TransitionSource.app` finds them.
    static func load(forApp folder: String, folders: [String], console: Console) throws -> ProjectResources {
        try loaded(console: console) { try ProjectResources.forApp(folder, folders: folders) }
    }

    /// Resources read by `read`, their warnings printed once each; a folder that does not exist
    /// is an error naming it.
    static func loaded<R>(console: Console, _ read: () throws -> R) throws -> R {
        let resources: R
        do {
            resources = try read()
        } catch let e as StoryboardDiagnostic {
            throw CommandError("--resources \(e.file): \(e.message)")
        }
        for w in (resources as? ProjectResources)?.warnings ?? [] { console.err("segue: \(w.commandLine)\n") }
        return resources
    }
}
