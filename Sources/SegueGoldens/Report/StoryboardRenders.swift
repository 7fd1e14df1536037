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
        let document = storyboard.document
        var entries: [StoryboardIndex.Entry] = []
        var printed: Set<String> = []
        let ways: [SegueDirection] = both ? [.perform, .dismiss] : [.perform]
        for reference in storyboard.segues {
            guard let segue = document.segue(withID: reference.id) else { continue }
            for way in ways {
                let name = reference.name + (way == .dismiss ? "-dismiss" : "")
                if let shard, !shard.contains(name) { continue }
                var entry = StoryboardIndex.Entry(segue: segue, folder: name, document: document)
                entry.way = way
                guard segue.animates else {
                    entry.note = "animates=\"NO\": the segue cuts to its destination, nothing to animate"
                    entries.append(entry)
                    continue
                }
                if way == .dismiss, segue.kind == .unwind {
                    entry.note = "no way back: an unwind segue is itself a way back"
                    entries.append(entry)
                    continue
                }
                let recorded: StoryboardSegues.Recorded
                do {
                    recorded = try storyboard.record(segue, named: name, direction: way)
                } catch let error as SegueError where way == .dismiss {
                    // A segue UIKit cannot take back is listed with the reason, in either mode.
                    entry.note = "no way back: \(error)"
                    entries.append(entry)
                    continue
                } catch where storyboard.options.mode == .lenient && (error is StoryboardDiagnostic || error is SegueError) {
                    entry.note = "not rendered: \(error)"
                    warn("warning: \(error)")
                    entries.append(entry)
                    continue
                }
                entry.wayBack = recorded.performed.wayBack.map { "unwind segue \($0.id)" + ($0.unwindAction.map { " (\($0))" } ?? "") }
                entry.issues = recorded.issues.map(\.description)
                for issue in recorded.issues where !printed.contains(issue.description) {
                    printed.insert(issue.description)
                    warn(issue.description)
                }
                let r = recorded.performed
                entry.transition = r.transition.rawValue
                entry.direction = r.direction.rawValue
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
                                                                to: staging.appendingPathComponent(name).path, progress: frames)
                    entry.frames = outcome.frameCount
                    for w in outcome.warnings where printed.insert(w).inserted { warn(w) }
                } catch let e as TimeControlError {
                    // NB: a moment or range checked against this segue's own duration: say which.
                    throw TimeControlError("segue \(name): \(e)")
                }
                entry.duration = r.recording.duration
                entries.append(entry)
            }
        }
        guard writeIndex else { return entries }
        let index = StoryboardIndex(document: document, entries: entries)
        try FrameRenderer.writeAtomically(Array(index.text().utf8), to: staging.appendingPathComponent("index.txt").path)
        try FrameRenderer.writeAtomically(Array(index.html().utf8), to: staging.appendingPathComponent("index.html").path)
        return entries
    }
}
