import Foundation
import SegueKit
import SegueRender
import SegueStoryboard

/// Every segue of a storyboard rendered into one folder, with index.txt and index.html: what
/// `segue render FILE.storyboard --all` writes, callable from Swift.
///
/// ```swift
/// let storyboard = try StoryboardSegues(contentsOf: "Main.storyboard")
/// let outcome = try StoryboardRenders.renderAll(storyboard, to: "Main-segues")
/// print("\(outcome.renderedCount) of \(outcome.entries.count) segues rendered")
/// ```
@MainActor
public enum StoryboardRenders {
    /// What `renderAll` reports while it draws, for a progress bar.
    public enum Progress: Sendable, Hashable {
        /// A segue's frames are about to be drawn (`name` is its folder).
        case began(segue: String)
        /// `done` of the current segue's `total` frames are written (from worker threads).
        case frames(done: Int, total: Int)
        /// The current segue is drawn, or failed.
        case ended(segue: String)
    }

    /// What `renderAll` wrote.
    public struct Outcome {
        /// One entry per segue that has something to render, in file order, rendered or not (the
        /// entry's `note` says why not).
        public var entries: [StoryboardIndex.Entry]
        /// Whether an earlier render in the folder was replaced.
        public var replacedEarlier: Bool

        /// The segues drawn (`frames > 0`).
        public var renderedCount: Int { entries.filter { $0.frames > 0 }.count }
    }

    /// Renders every segue of `storyboard` that animates into a folder of its own inside `folder`
    /// (named by `SegueReference`), and writes index.txt and index.html beside them. The work goes
    /// into a staging folder that replaces `folder` only when everything is written
    /// (`OutputFolder`, kind `.collection`; `force` as there).
    ///
    /// In lenient mode a segue that cannot be performed is listed with a note and reported through
    /// `warn`; strict mode throws its error. Each line given to `warn` is what `segue` prints after
    /// `segue: ` (`warning: …`, or a recording's issue, each issue once).
    ///
    /// With a `shard` (`--shard I/N`), only the segues whose names are in it are rendered and
    /// indexed; the folder is written even when the shard holds none of them.
    ///
    /// Throws `OutputFolderError` for a folder that may not be replaced, the recording's
    /// `StoryboardDiagnostic` or `SegueError` in strict mode, and the renderer's errors.
    @discardableResult
    public static func renderAll(
        _ storyboard: StoryboardSegues, settings: RenderSettings = RenderSettings(), to folder: String, force: Bool = false,
        shard: Shard? = nil, progress: (@Sendable (Progress) -> Void)? = nil, warn: (String) -> Void = { _ in }
    ) throws -> Outcome {
        var entries: [StoryboardIndex.Entry] = []
        let outcome = try OutputFolder.write(folder, kind: .collection, force: force) { staging in
            entries = try renderAll(storyboard, settings: settings, into: staging, shard: shard, progress: progress, warn: warn)
        }
        return Outcome(entries: entries, replacedEarlier: outcome.replacedEarlier)
    }

    /// `renderAll`'s work inside a folder that already exists (the staging folder).
    static func renderAll(
        _ storyboard: StoryboardSegues, settings: RenderSettings, into folder: String, shard: Shard? = nil,
        progress: (@Sendable (Progress) -> Void)?, warn: (String) -> Void
    ) throws -> [StoryboardIndex.Entry] {
        let staging = URL(fileURLWithPath: folder)
        let document = storyboard.document
        var entries: [StoryboardIndex.Entry] = []
        var printed: Set<String> = []
        for reference in storyboard.segues where shard?.contains(reference.name) ?? true {
            guard let segue = document.segue(withID: reference.id) else { continue }
            var entry = StoryboardIndex.Entry(segue: segue, folder: reference.name, document: document)
            guard segue.animates else {
                entry.note = "animates=\"NO\": the segue cuts to its destination, nothing to animate"
                entries.append(entry)
                continue
            }
            let recorded: StoryboardSegues.Recorded
            do {
                recorded = try storyboard.record(segue, named: reference.name)
            } catch where storyboard.options.mode == .lenient && (error is StoryboardDiagnostic || error is SegueError) {
                entry.note = "not rendered: \(error)"
                warn("warning: \(error)")
                entries.append(entry)
                continue
            }
            entry.issues = recorded.issues.map(\.description)
            for issue in recorded.issues where !printed.contains(issue.description) {
                printed.insert(issue.description)
                warn(issue.description)
            }
            let r = recorded.recording
            entry.transition = r.transition
            entry.direction = r.direction
            entry.sourceName = r.sourceName
            entry.destinationName = r.destinationName
            guard r.recording.duration > 0 else {
                entry.note = "nothing moves when it is performed (\(r.transition)); not rendered"
                entries.append(entry)
                continue
            }
            progress?(.began(segue: recorded.transition.name))
            defer { progress?(.ended(segue: recorded.transition.name)) }
            var frames: (@Sendable (Int, Int) -> Void)?
            if let progress { frames = { done, total in progress(.frames(done: done, total: total)) } }
            do {
                let outcome = try TransitionRenderer.render(recorded.transition, settings: settings,
                                                            to: staging.appendingPathComponent(reference.name).path, progress: frames)
                entry.frames = outcome.frameCount
                for w in outcome.warnings where printed.insert(w).inserted { warn(w) }
            } catch let e as TimeControlError {
                // NB: a moment or range checked against this segue's own duration: say which.
                throw TimeControlError("segue \(reference.name): \(e)")
            }
            entry.duration = r.recording.duration
            entries.append(entry)
        }
        let index = StoryboardIndex(document: document, entries: entries)
        try FrameRenderer.writeAtomically(Array(index.text().utf8), to: staging.appendingPathComponent("index.txt").path)
        try FrameRenderer.writeAtomically(Array(index.html().utf8), to: staging.appendingPathComponent("index.html").path)
        return entries
    }
}
