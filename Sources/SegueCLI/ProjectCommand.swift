import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueSources
import SegueStoryboard

/// `segue render FOLDER --all` and `segue list FOLDER`: every storyboard of an app's folder
/// (`StoryboardProject`, `ProjectRenders`), read as `TransitionSource.app` reads one, and the
/// `--locale` option they share with files.
@MainActor
enum ProjectCommand {
    /// `--locale CODE`, checked (it names a `CODE.lproj` folder).
    static func locale(_ value: String?) throws -> String? {
        guard let value else { return nil }
        guard let code = StoryboardLocale.validated(value) else {
            throw UsageError("--locale \(SourceSettingError.notALanguageCode(value))")
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

    /// `segue render FOLDER --all`: the folder is its own project, with its catalogs and fonts and
    /// the `--resources` folders.
    static func renderAll(_ request: StoryboardRenderCommand.Request, console: Console) throws -> Int32 {
        var options = request.options
        options.resources = try ResourceOptions.load(forApp: request.path, folders: request.resourceFolders, console: console)
        let project = try project(request.path)
        var settings = request.settings
        settings.maxFrames = request.output.maxFrames
        let out = request.out ?? "\(URL(fileURLWithPath: request.path).standardized.lastPathComponent)-segues"
        let cache = try request.cache?.open()
        let outcome: ProjectRenders.Outcome
        do {
            outcome = try ProjectRenders.renderAll(project, options: options, settings: settings, to: out, force: request.output.force,
                                                   both: request.both, shard: request.shard, cache: cache,
                                                   progress: SegueProgressBars.progress(request.output, console: console),
                                                   naming: StoryboardSetting.commandLine) { console.err("segue: \($0)\n") }
        } catch let e as StoryboardDiagnostic {
            throw CommandError(e.commandLine)
        }
        if !request.output.quiet {
            let count = project.storyboards.count
            console.out("wrote \(outcome.renderedCount) of \(outcome.entryCount) segues of \(count) storyboard\(count == 1 ? "" : "s") to \(display(out))"
                + "\(outcome.replacedEarlier ? " (replacing an earlier render)" : "") with index.txt, index.html and index.json\n")
            if let cache { console.out(CacheOption.summary(cache)) }
            let drawn = outcome.storyboards.flatMap { $0.entries.filter { $0.frames > 0 }.map(\.approximations) }
            if let line = Approximation.countLine(drawn) { console.out(line + "\n") }
        }
        return 0
    }

    /// `segue list FOLDER`: each storyboard read as `render FOLDER` reads it (its locale,
    /// appearance, contrast and the app's resources), listed under one heading each.
    static func list(_ path: String, options: StoryboardBuildOptions, resourceFolders: [String], json: Bool, screen: Device? = nil,
                     console: Console) throws -> Int32 {
        var options = options
        options.resources = try ResourceOptions.load(forApp: path, folders: resourceFolders, console: console)
        let project = try project(path)
        options.projectFolder = project.folder
        var documents: [IB.Document?] = []
        var errors: [String?] = []
        for s in project.storyboards {
            do {
                documents.append(try StoryboardSegues(contentsOf: s.path, options: options).document)
                errors.append(nil)
            } catch let e as StoryboardDiagnostic {
                if options.mode == .strict { throw CommandError(e.commandLine) }
                documents.append(nil)
                errors.append(e.commandLine)
            }
        }
        console.out(json ? project.listingJSON(documents, errors: errors, naming: StoryboardSetting.commandLine, screen: screen)
                         : project.listing(documents, errors: errors, naming: StoryboardSetting.commandLine, screen: screen))
        return 0
    }
}
