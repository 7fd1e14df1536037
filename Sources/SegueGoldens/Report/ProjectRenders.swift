import Foundation
import SegueKit
import SegueRender
import SegueStoryboard

/// Every segue of every storyboard of an app's folder rendered into one folder: what
/// `segue render FOLDER --all` writes, callable from Swift.
///
/// ```swift
/// let project = try StoryboardProject(folder: "MyApp")
/// let outcome = try ProjectRenders.renderAll(project, to: "MyApp-segues")
/// ```
///
/// Each storyboard's segues go into `DIR/<storyboard name>/<segue>/` (`StoryboardProject.Storyboard.name`),
/// with one index for all of them: `index.txt`, `index.html` and `index.json`.
@MainActor
public enum ProjectRenders {
    /// One storyboard of the render: its entries, or why it was not read.
    public struct Storyboard {
        public var storyboard: StoryboardProject.Storyboard
        public var document: IB.Document?
        public var entries: [StoryboardIndex.Entry]
        /// Why the storyboard was not read (lenient mode).
        public var error: String?
    }

    public struct Outcome {
        public var storyboards: [Storyboard]
        public var replacedEarlier: Bool
        public var renderedCount: Int { storyboards.reduce(0) { $0 + $1.entries.filter { $0.frames > 0 }.count } }
        public var entryCount: Int { storyboards.reduce(0) { $0 + $1.entries.count } }
    }

    /// Reads each storyboard of `project` in `locale` (nil: `options.locale`; nil there too: as
    /// written) with `options`, and renders
    /// its segues (`StoryboardRenders.renderAll`, `both` as there) into its own folder of `folder`,
    /// then writes the index. The whole goes through `OutputFolder` (kind `.collection`).
    ///
    /// A `cache` is used as `StoryboardRenders.renderAll` uses it.
    ///
    /// With a `shard`, each storyboard's segues are split as `StoryboardRenders.renderAll` splits
    /// them (by their folder names within the storyboard's folder).
    ///
    /// A storyboard that cannot be read is listed in the index with its error and reported to
    /// `warn` in lenient mode; strict mode throws it.
    ///
    /// Every storyboard is read and every segue recorded and counted before any is drawn: the
    /// frames of all of them together are held to `settings.maxTotalFrames` (a `RenderSettingError`).
    @discardableResult
    public static func renderAll(
        _ project: StoryboardProject, options: StoryboardBuildOptions = StoryboardBuildOptions(), locale: String? = nil,
        settings: RenderSettings = RenderSettings(), to folder: String, force: Bool = false, both: Bool = false, shard: Shard? = nil,
        cache: RenderCache? = nil, progress: (@Sendable (StoryboardRenders.Progress) -> Void)? = nil,
        naming: @escaping @Sendable (StoryboardSetting) -> String = { $0.swiftName }, warn: (String) -> Void = { _ in }
    ) throws -> Outcome {
        var results: [Storyboard] = []
        var options = options
        // A warning about something several storyboards share (a font no file has) is printed once.
        var printed: Set<String> = []
        func warnOnce(_ line: String) { if printed.insert(line).inserted { warn(line) } }
        options.locale = locale ?? options.locale
        options.projectFolder = options.projectFolder ?? project.folder
        let written = try OutputFolder.write(folder, kind: .collection, force: force) { staging in
            // Every storyboard read and its segues planned first: the frames of all of them are
            // held to `settings.maxTotalFrames` before any is drawn.
            var plan = RenderPlan(settings: settings, cache: cache, naming: naming)
            var planned: [(StoryboardSegues, [RenderPlan.Planned])] = []
            for s in project.storyboards {
                let storyboard: StoryboardSegues
                do {
                    storyboard = try StoryboardSegues(contentsOf: s.path, options: options)
                } catch let e as StoryboardDiagnostic where options.mode == .lenient {
                    let error = e.described(naming: naming)
                    warnOnce("warning: \(s.relativePath): \(error)")
                    results.append(Storyboard(storyboard: s, document: nil, entries: [], error: error))
                    continue
                }
                let document = storyboard.document
                for w in document.warnings { warnOnce(w.described(naming: naming)) }
                planned.append((storyboard, try plan.add(storyboard, both: both, shard: shard, warn: warnOnce)))
                results.append(Storyboard(storyboard: s, document: document, entries: [], error: nil))
            }
            progress?(.planned(segues: plan.drawn, frames: plan.frames))
            var next = 0
            for i in results.indices where results[i].error == nil {
                let storyboard = planned[next].0
                var segues = planned[next].1
                next += 1
                let name = results[i].storyboard.name
                let sub = staging + "/" + name
                try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
                try StoryboardRenders.draw(&segues, of: storyboard, settings: settings, into: sub, cache: cache, progress: progress, warn: warnOnce)
                results[i].entries = segues.map { p in
                    var entry = p.entry
                    entry.folder = name + "/" + entry.folder
                    return entry
                }
                if (try? FileManager.default.contentsOfDirectory(atPath: sub))?.isEmpty == true { try? FileManager.default.removeItem(atPath: sub) }
            }
            cache?.trim()
            let index = ProjectIndex(project: project, storyboards: results, locale: options.locale, naming: naming)
            try AtomicFile.write(Array(index.text().utf8), to: staging + "/" + FolderLayout.indexText)
            try AtomicFile.write(Array(index.html().utf8), to: staging + "/" + FolderLayout.indexPage)
            try AtomicFile.write(Array(index.json().utf8), to: staging + "/" + FolderLayout.indexJSON)
        }
        return Outcome(storyboards: results, replacedEarlier: written.replacedEarlier)
    }
}

/// The one index of a project's render: each storyboard's segues (`StoryboardIndex`'s sections,
/// under a heading per storyboard), as text, HTML and JSON.
public struct ProjectIndex {
    public var project: StoryboardProject
    public var storyboards: [ProjectRenders.Storyboard]
    public var locale: String?
    /// How the storyboards' warnings name the settings their advice points to.
    public var naming: @Sendable (StoryboardSetting) -> String = { $0.swiftName }

    var rendered: Int { storyboards.reduce(0) { $0 + $1.entries.filter { $0.frames > 0 }.count } }
    var total: Int { storyboards.reduce(0) { $0 + $1.entries.count } }

    public func text() -> String {
        var out = "\(project.folder): \(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s"), \(rendered) of \(total) segues rendered"
        out += (locale.map { " (locale \($0))" } ?? "") + "\n"
        for s in storyboards {
            out += "\n== \(s.storyboard.relativePath) → \(s.storyboard.name)/\n"
            if let error = s.error { out += "  not read: \(error)\n"; continue }
            guard let doc = s.document else { continue }
            let section = StoryboardIndex(document: doc, entries: s.entries, naming: naming).text()
            out += section.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        }
        return out
    }

    public func html() -> String {
        let storyboardCount = "\(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s")"
        var out = StoryboardIndex.pageHead(title: project.folder) + """
        <p>\(storyboardCount), \(rendered) of \(total) segues rendered\(locale.map { " (locale \(ReportPage.escape($0)))" } ?? "").</p>
        <ul>\(storyboards.map { "<li><a href=\"#sb-\(ReportPage.escape($0.storyboard.name))\">\(ReportPage.escape($0.storyboard.relativePath))</a></li>" }.joined())</ul>

        """
        for s in storyboards {
            out += "<h1 id=\"sb-\(ReportPage.escape(s.storyboard.name))\">\(ReportPage.escape(s.storyboard.relativePath))</h1>\n"
            if let error = s.error { out += "<p class=\"warning\">not read: \(ReportPage.escape(error))</p>\n"; continue }
            guard let doc = s.document else { continue }
            out += StoryboardIndex(document: doc, entries: s.entries, naming: naming).sectionsHTML()
        }
        return out + "</body></html>\n"
    }

    /// `folder`, `locale`, `storyboards` (`path`, `name`, `localizations`, `error`, `segues`: per
    /// rendered or listed segue `folder`, `segue`, `identifier`, `kind`, `way`, `transition`, `drawnAs`,
    /// `direction`, `frames`, `duration`, `contactSheet`, `note`, `wayBack`, `warnings`,
    /// `approximations`: each `kind`, `subject` and `detail`, as in the segue's manifest).
    public func json() -> String {
        let list: [JSON] = storyboards.map { s in
            .object([
                "path": .string(s.storyboard.relativePath), "name": .string(s.storyboard.name),
                "localizations": .array(s.storyboard.localizations.map(JSON.string)), "error": .init(s.error),
                "warnings": .array((s.document?.warnings ?? []).map { .string($0.described(naming: naming)) }),
                "segues": .array(s.entries.map { e in
                    .object([
                        "folder": .string(e.folder), "segue": .string(e.segue.id), "identifier": .init(e.segue.identifier),
                        "kind": .string(e.kind), "way": .string(e.way == .dismiss ? "back" : "forward"),
                        "transition": .string(e.transition), "drawnAs": .init(e.drawnAs), "direction": .string(e.direction), "frames": .number(Double(e.frames)),
                        "duration": .number((e.duration * 1000).rounded() / 1000), "contactSheet": .init(e.contactSheet),
                        "note": .init(e.note), "wayBack": .init(e.wayBack), "warnings": .array(e.issues.map(JSON.string)),
                        "approximations": .array(e.approximations.map { a in
                            .object(["kind": .string(a.kind.rawValue), "subject": .string(a.subject), "detail": .string(a.detail)])
                        }),
                    ])
                }),
            ])
        }
        var out = ""
        JSON.object(["folder": .string(project.folder), "locale": .init(locale), "storyboards": .array(list)]).write(to: &out, indent: 0)
        return out + "\n"
    }
}
