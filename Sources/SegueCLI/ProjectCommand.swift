import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueStoryboard

/// `segue render FOLDER --all` and `segue list FOLDER`: every storyboard of an app's folder
/// (`StoryboardProject`, `ProjectRenders`), and the `--locale` option they share with files.
@MainActor
enum ProjectCommand {
    static func isFolder(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// `--locale CODE`, checked (it names a `CODE.lproj` folder).
    static func locale(_ value: String?) throws -> String? {
        guard let value else { return nil }
        guard let code = StoryboardLocale.validated(value) else {
            throw UsageError("--locale '\(value)' is not a language code: a language, with a script or region if need be (fr, pt-BR, zh-Hans), as the app's CODE.lproj folders are named")
        }
        return code
    }

    static func project(_ path: String) throws -> StoryboardProject {
        try ArgumentCheck.beforeFiles()
        do { return try StoryboardProject(folder: path) } catch let e as StoryboardProjectError { throw CommandError(e.description) }
    }

    /// The usage error of a folder rendered without `--all`: it lists what was found.
    static func needsAll(_ path: String, segue: String?) throws -> UsageError {
        let found = try project(path).storyboards
        let list = found.prefix(8).map(\.relativePath).joined(separator: ", ") + (found.count > 8 ? ", … (\(found.count) in all)" : "")
        let what = segue.map { "--segue \($0) needs one storyboard file" } ?? "a folder renders with --all"
        return UsageError("\(what): '\(path)' holds \(list); pass --all to render them all, or one .storyboard file")
    }

    static func renderAll(_ path: String, options: StoryboardBuildOptions, settings: RenderSettings, output: RenderCommand.OutputOptions,
                          both: Bool, out: String, shard: Shard? = nil, console: Console) throws -> Int32 {
        let project = try project(path)
        var settings = settings
        settings.maxFrames = output.maxFrames
        let progress = SegueProgressBars.progress(output, console: console)
        let outcome: ProjectRenders.Outcome
        do {
            outcome = try ProjectRenders.renderAll(project, options: options, locale: options.locale, settings: settings, to: out,
                                                   force: output.force, both: both, shard: shard, progress: progress) { console.err("segue: \($0)\n") }
        } catch let e as StoryboardDiagnostic {
            throw CommandError(e.description)
        }
        if !output.quiet {
            console.out("wrote \(outcome.renderedCount) of \(outcome.entryCount) segues of \(project.storyboards.count) storyboard\(project.storyboards.count == 1 ? "" : "s") to \(display(out))"
                + "\(outcome.replacedEarlier ? " (replacing an earlier render)" : "") with index.txt, index.html and index.json\n")
        }
        return 0
    }

    static func list(_ path: String, strict: Bool, locale: String?, json: Bool, console: Console) throws -> Int32 {
        let project = try project(path)
        var documents: [IB.Document?] = []
        var errors: [String?] = []
        for s in project.storyboards {
            do {
                documents.append(try IB.Document.read(contentsOf: s.path, locale: locale, mode: strict ? .strict : .lenient))
                errors.append(nil)
            } catch let e as StoryboardDiagnostic {
                if strict { throw CommandError(e.description) }
                documents.append(nil)
                errors.append(e.description)
            }
        }
        console.out(json ? project.listingJSON(documents, errors: errors) : project.listing(documents, errors: errors))
        return 0
    }
}
