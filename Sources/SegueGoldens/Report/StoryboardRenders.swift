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
    /// What `renderAll` reports while it works, for a progress bar.
    public enum Progress: Sendable, Hashable {
        /// Every segue is recorded and its frames counted, before any is drawn: `segues` will be
        /// drawn, `frames` in all.
        case planned(segues: Int, frames: Int)
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
    /// With a `cache` (`--cache DIR`), a segue whose inputs are all unchanged since a render kept
    /// there (its scenes as read, the resources they name, the settings, the renderer:
    /// `RenderCacheKey`) is copied from it, byte for byte what drawing it writes; each segue drawn
    /// is kept, and the cache is then trimmed to its size.
    ///
    /// With a `shard` (`--shard I/N`), only the folders whose names are in it (`NAME` and
    /// `NAME-dismiss` each on its own) are rendered and indexed; the folder is written even when
    /// the shard holds none of them.
    ///
    /// Every segue is recorded and its frames counted before any is drawn (`RenderPlan`): more
    /// than `settings.maxTotalFrames` in all is a `RenderSettingError` that names the count, and nothing
    /// is drawn; `progress` then gets `.planned`.
    ///
    /// Throws `OutputFolderError` for a folder that may not be replaced, the recording's
    /// `StoryboardDiagnostic` or `SegueError` in strict mode, and the renderer's errors.
    ///
    /// With `both`, every segue is also rendered the way back (`SegueDirection.dismiss`: the pop,
    /// the dismissal, or the unwind the storyboard wires to it) into `NAME-dismiss`, listed after
    /// it; a segue with no way back is listed there with the reason, and not drawn. An unwind,
    /// itself a way back, is listed once.
    @discardableResult
    public static func renderAll(
        _ storyboard: StoryboardSegues, settings: RenderSettings = RenderSettings(), to folder: String, force: Bool = false,
        both: Bool = false, shard: Shard? = nil, cache: RenderCache? = nil, progress: (@Sendable (Progress) -> Void)? = nil,
        naming: @escaping @Sendable (StoryboardSetting) -> String = { $0.swiftName }, warn: (String) -> Void = { _ in }
    ) throws -> Outcome {
        var entries: [StoryboardIndex.Entry] = []
        let outcome = try OutputFolder.write(folder, kind: .collection, force: force) { staging in
            entries = try renderAll(storyboard, settings: settings, into: staging, both: both, shard: shard, cache: cache,
                                    progress: progress, naming: naming, warn: warn)
        }
        return Outcome(entries: entries, replacedEarlier: outcome.replacedEarlier)
    }

    /// `renderAll`'s work inside a folder that already exists (the staging folder); `writeIndex`
    /// false leaves the index to the caller (a project's one index).
    static func renderAll(
        _ storyboard: StoryboardSegues, settings: RenderSettings, into folder: String, both: Bool = false, shard: Shard? = nil,
        cache: RenderCache? = nil, writeIndex: Bool = true,
        progress: (@Sendable (Progress) -> Void)?, naming: @escaping @Sendable (StoryboardSetting) -> String, warn: (String) -> Void
    ) throws -> [StoryboardIndex.Entry] {
        var plan = RenderPlan(settings: settings, cache: cache, naming: naming)
        var planned = try plan.add(storyboard, both: both, shard: shard, warn: warn)
        progress?(.planned(segues: plan.drawn, frames: plan.frames))
        try draw(&planned, of: storyboard, settings: settings, into: folder, cache: cache, progress: progress, warn: warn)
        cache?.trim()
        let entries = planned.map(\.entry)
        guard writeIndex else { return entries }
        let staging = URL(fileURLWithPath: folder)
        let index = StoryboardIndex(document: storyboard.document, entries: entries, naming: naming)
        try AtomicFile.write(Array(index.text().utf8), to: staging.appendingPathComponent(FolderLayout.indexText).path)
        try AtomicFile.write(Array(index.html().utf8), to: staging.appendingPathComponent(FolderLayout.indexPage).path)
        return entries
    }

    /// Why `segue` has nothing to draw either way, before anything is performed, or nil.
    static func unrendered(_ segue: IB.Segue) -> String? {
        if !segue.animates { return "animates=\"NO\": the segue cuts to its destination, nothing to animate" }
        return nil
    }

    /// Draws the planned segues of `storyboard` into their folders in `folder`, recording again
    /// (through their `TransitionSource`) those whose recording the plan did not keep; fills in
    /// each entry's frames. With a `cache`, a segue kept there under its key is copied instead
    /// of drawn, and one drawn is kept.
    static func draw(
        _ planned: inout [RenderPlan.Planned], of storyboard: StoryboardSegues, settings: RenderSettings, into folder: String,
        cache: RenderCache? = nil, progress: (@Sendable (Progress) -> Void)?, warn: (String) -> Void
    ) throws {
        var printed: Set<String> = []
        for i in planned.indices where planned[i].draws {
            let entry = planned[i].entry
            let output = URL(fileURLWithPath: folder).appendingPathComponent(entry.folder).path
            if let cache, let key = planned[i].cacheKey, let outcome = try cache.restore(key, to: output) {
                progress?(.began(segue: entry.folder))
                planned[i].sourced = nil
                planned[i].entry.frames = outcome.frameCount
                for w in outcome.warnings where printed.insert(w).inserted { warn(w) }
                progress?(.ended(segue: entry.folder))
                continue
            }
            let sourced = try planned[i].sourced
                ?? TransitionSource.segue(entry.segue, of: storyboard, direction: entry.way, name: entry.folder).produce { _ in }
            planned[i].sourced = nil
            let t = sourced.transition
            progress?(.began(segue: t.name))
            defer { progress?(.ended(segue: t.name)) }
            var frames: (@Sendable (Int, Int) -> Void)?
            if let progress { frames = { done, total in progress(.frames(done: done, total: total)) } }
            do {
                let outcome = try TransitionRenderer.render(t, settings: settings, to: output, progress: frames)
                if let cache, let key = planned[i].cacheKey { cache.store(key, from: output, outcome: outcome) }
                planned[i].entry.frames = outcome.frameCount
                for w in outcome.warnings where printed.insert(w).inserted { warn(w) }
            } catch let e as TimeControlError {
                // NB: a moment or range checked against this segue's own duration: say which.
                throw e.within("segue \(entry.folder): ")
            }
        }
    }
}
