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
    /// With a `shard` (`--shard I/N`), only the folders whose names are in it (`NAME` and
    /// `NAME-dismiss` each on its own) are rendered and indexed; the folder is written even when
    /// the shard holds none of them.
    ///
    /// Throws `OutputFolderError` for a folder that may not be replaced, the recording's
    /// `StoryboardDiagnostic` or `SegueError` in strict mode, and the renderer's errors.
    ///
    /// With `both`, every segue is also rendered the way back (`SegueDirection.dismiss`: the pop,
    /// the dismissal, or the unwind the storyboard wires to it) into `NAME-dismiss`, listed after
    /// it; a segue with no way back is listed there with the reason, and not drawn.
    @discardableResult
    public static func renderAll(
        _ storyboard: StoryboardSegues, settings: RenderSettings = RenderSettings(), to folder: String, force: Bool = false,
        both: Bool = false, shard: Shard? = nil, progress: (@Sendable (Progress) -> Void)? = nil, warn: (String) -> Void = { _ in }
    ) throws -> Outcome {
        var entries: [StoryboardIndex.Entry] = []
        let outcome = try OutputFolder.write(folder, kind: .collection, force: force) { staging in
            entries = try renderAll(storyboard, settings: settings, into: staging, both: both, shard: shard, progress: progress, warn: warn)
        }
        return Outcome(entries: entries, replacedEarlier: outcome.replacedEarlier)
    }

    /// `renderAll`'s work inside a folder that already exists (the staging folder); `writeIndex`
    /// false leaves the index to the caller (a project's one index).
    static func renderAll(
        _ storyboard: StoryboardSegues, settings: RenderSettings, into folder: String, both: Bool = false, shard: Shard? = nil,
        writeIndex: Bool = true,
        progress: (@Sendable (Progress) -> Void)?, warn: (String) -> Void
    ) throws -> [StoryboardIndex.Entry] {
        let staging = URL(fileURLWithPath: folder)
        var entries: [StoryboardIndex.Entry] = []
        var printed: Set<String> = []
        let ways: [SegueDirection] = both ? [.perform, .dismiss] : [.perform]
        for reference in storyboard.segues {
            guard let segue = storyboard.document.segue(withID: reference.id) else { continue }
            for way in ways {
                let name = reference.name + way.nameSuffix
                if let shard, !shard.contains(name) { continue }
                var entry = StoryboardIndex.Entry(segue: segue, folder: name, document: storyboard.document)
                entry.way = way
                if let reason = unrendered(segue, way: way) {
                    entry.note = reason
                } else {
                    try withoutActuallyEscaping(warn) { warn in
                        let drawing = SegueDrawing(storyboard: storyboard, settings: settings, folder: staging, progress: progress, warn: warn)
                        try drawing.draw(segue, way: way, into: &entry, printed: &printed)
                    }
                }
                entries.append(entry)
            }
        }
        guard writeIndex else { return entries }
        let index = StoryboardIndex(document: storyboard.document, entries: entries)
        try FrameRenderer.writeAtomically(Array(index.text().utf8), to: staging.appendingPathComponent("index.txt").path)
        try FrameRenderer.writeAtomically(Array(index.html().utf8), to: staging.appendingPathComponent("index.html").path)
        return entries
    }

    /// Why `segue` has nothing to draw `way`, before anything is performed, or nil.
    static func unrendered(_ segue: IB.Segue, way: SegueDirection) -> String? {
        if !segue.animates { return "animates=\"NO\": the segue cuts to its destination, nothing to animate" }
        if way == .dismiss, segue.kind == .unwind { return "no way back: an unwind segue is itself a way back" }
        return nil
    }

    /// One segue of a `renderAll`, recorded through its `TransitionSource` and drawn into its folder.
    @MainActor
    struct SegueDrawing {
        let storyboard: StoryboardSegues
        let settings: RenderSettings
        let folder: URL
        let progress: (@Sendable (Progress) -> Void)?
        let warn: (String) -> Void

        /// Records `segue` `way` and draws it into `folder/<entry.folder>`, filling in `entry`; a
        /// recording that fails in lenient mode, or a way back UIKit does not have, is noted in
        /// the entry instead. Each warning goes to `warn` once (`printed`).
        func draw(_ segue: IB.Segue, way: SegueDirection, into entry: inout StoryboardIndex.Entry, printed: inout Set<String>) throws {
            let name = entry.folder
            var issues: [String] = []
            let sourced: SourcedTransition
            do {
                sourced = try TransitionSource.segue(segue, of: storyboard, direction: way, name: name).produce { note in
                    issues.append(note.description)
                }
            } catch let error as SegueError where way == .dismiss {
                // A segue UIKit cannot take back is listed with the reason, in either mode.
                entry.note = "no way back: \(error)"
                return
            } catch where storyboard.options.mode == .lenient && (error is StoryboardDiagnostic || error is SegueError) {
                entry.note = "not rendered: \(error)"
                warn("warning: \(error)")
                return
            }
            guard let r = sourced.segue else { return }
            entry.wayBack = r.wayBack.map { "unwind segue \($0.id)" + ($0.unwindAction.map { " (\($0))" } ?? "") }
            entry.issues = issues
            for issue in issues where printed.insert(issue).inserted { warn(issue) }
            entry.transition = r.transition
            entry.direction = r.direction
            entry.sourceName = r.sourceName
            entry.destinationName = r.destinationName
            guard r.recording.duration > 0 else {
                entry.note = "nothing moves when it is performed (\(r.transition)); not rendered"
                return
            }
            entry.frames = try frames(sourced.transition, named: name, printed: &printed)
            entry.duration = r.recording.duration
        }

        /// Draws `t` into `folder/name`; returns its frame count.
        func frames(_ t: RecordedTransition, named name: String, printed: inout Set<String>) throws -> Int {
            progress?(.began(segue: t.name))
            defer { progress?(.ended(segue: t.name)) }
            var frames: (@Sendable (Int, Int) -> Void)?
            if let progress { frames = { done, total in progress(.frames(done: done, total: total)) } }
            do {
                let outcome = try TransitionRenderer.render(t, settings: settings, to: folder.appendingPathComponent(name).path, progress: frames)
                for w in outcome.warnings where printed.insert(w).inserted { warn(w) }
                return outcome.frameCount
            } catch let e as TimeControlError {
                // NB: a moment or range checked against this segue's own duration: say which.
                throw e.within("segue \(name): ")
            }
        }
    }
}
