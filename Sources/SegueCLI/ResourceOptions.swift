import SegueStoryboard

/// `--resources DIR` (repeatable), `--appearance light|dark` and `--contrast normal|high`, shared
/// by `segue render FILE.storyboard` and `segue list FILE.storyboard`.
enum ResourceOptions {
    /// Takes every `--resources DIR` (or `--resources=DIR`) out of `argv`: the option may be given
    /// more than once, which `Arguments` refuses for other options.
    static func extract(_ argv: [String]) throws -> (rest: [String], folders: [String]) {
        var rest: [String] = [], folders: [String] = []
        var i = 0
        while i < argv.count {
            let a = argv[i]
            i += 1
            if a == "--resources" {
                guard i < argv.count, !argv[i].hasPrefix("--") else {
                    throw UsageError("--resources needs a folder (an app's source folder or an asset catalog)")
                }
                folders.append(argv[i])
                i += 1
            } else if a.hasPrefix("--resources=") {
                let value = String(a.dropFirst("--resources=".count))
                guard !value.isEmpty else { throw UsageError("--resources needs a folder (an app's source folder or an asset catalog)") }
                folders.append(value)
            } else {
                rest.append(a)
            }
        }
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

    /// The storyboard's resources: the `--resources` folders and its own project's folder. Their
    /// warnings are printed once each; a folder that does not exist is an error naming it.
    static func load(for path: String, folders: [String], console: Console) throws -> ProjectResources? {
        let resources: ProjectResources?
        do {
            resources = try ProjectResources.forStoryboard(path, folders: folders)
        } catch let e as StoryboardDiagnostic {
            throw CommandError("--resources \(e.file): \(e.message)")
        }
        for w in resources?.warnings ?? [] { console.err("segue: \(w)\n") }
        return resources
    }
}
