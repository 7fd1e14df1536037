import Foundation
import SegueKit
import SegueRender
import SegueStoryboard

/// What `--all` will draw, worked out before any frame is drawn: every segue of every storyboard
/// recorded in file order, with its entry in the index, and the frames added up and held to
/// `RenderSettings.maxTotalFrames`, so that a storyboard of thousands of segues is refused at
/// once, naming the count, instead of drawing for an hour.
///
/// NB: a segue's frame count is known only once it is recorded (its duration comes from what the
/// segue does). The first `keptRecordings` recordings are kept for drawing, the rest recorded again
/// when their turn comes: a recording can hold full-screen images, so keeping thousands would cost
/// what the limit is there to save, while a storyboard of a few dozen segues is recorded once.
@MainActor
struct RenderPlan {
    /// One folder of the render, in index order.
    struct Planned {
        var entry: StoryboardIndex.Entry
        /// The recording to draw, when it was kept; nil for one recorded again to be drawn.
        var sourced: SourcedTransition?
        /// Whether it is drawn (else its entry's note says why not).
        var draws: Bool
        /// Its name in the render cache, when there is one (`RenderCacheKey`).
        var cacheKey: String? = nil
    }

    static let keptRecordings = 16

    let settings: RenderSettings
    /// Where drawn segues are looked up before they are drawn; nil for none.
    let cache: RenderCache?
    /// How warnings name the settings their advice points to.
    let naming: @Sendable (StoryboardSetting) -> String
    /// Frames to draw so far, and the segues they belong to.
    private(set) var frames = 0
    private(set) var drawn = 0
    private var kept = 0

    init(settings: RenderSettings, cache: RenderCache? = nil, naming: @escaping @Sendable (StoryboardSetting) -> String = { $0.swiftName }) {
        self.settings = settings
        self.cache = cache
        self.naming = naming
    }

    /// Records the segues of `storyboard` that `renderAll` renders (`both` ways, in `shard`),
    /// each through its `TransitionSource`, and counts their frames; throws a `RenderSettingError` as soon
    /// as the total passes the limit. What cannot be performed is reported to `warn` (lenient
    /// mode) and planned with a note.
    mutating func add(_ storyboard: StoryboardSegues, both: Bool, shard: Shard?, warn: (String) -> Void) throws -> [Planned] {
        var planned: [Planned] = []
        var printed: Set<String> = []
        for reference in storyboard.segues {
            guard let segue = storyboard.document.segue(withID: reference.id) else { continue }
            // An unwind is itself a way back: it has none of its own to list.
            for way in both && segue.kind != .unwind ? [SegueDirection.perform, .dismiss] : [.perform] {
                let name = GoldenName.named(reference.name, dismissing: way == .dismiss)
                if let shard, !shard.contains(name) { continue }
                var entry = StoryboardIndex.Entry(segue: segue, folder: name, document: storyboard.document)
                entry.way = way
                if let reason = StoryboardRenders.unrendered(segue) {
                    entry.note = reason
                    planned.append(Planned(entry: entry, draws: false))
                    continue
                }
                let reads = SceneReads()
                guard let sourced = try SceneReads.$current.withValue(reads, operation: {
                    try Self.record(segue, of: storyboard, way: way, into: &entry, naming: naming, printed: &printed, warn: warn)
                }) else {
                    planned.append(Planned(entry: entry, draws: false))
                    continue
                }
                try count(sourced.transition, named: name)
                var key: String?
                if cache != nil {
                    var k = RenderCacheKey()
                    k.addRenderer(for: sourced.transition, settings: settings)
                    storyboard.addInputs(to: &k, reads: reads)
                    k.add("way", way == .dismiss ? "dismiss" : "perform")
                    key = k.hex
                }
                planned.append(Planned(entry: entry, sourced: kept < Self.keptRecordings ? sourced : nil, draws: true, cacheKey: key))
                kept += 1
            }
        }
        return planned
    }

    /// Records `segue` `way` and fills in `entry`; nil, with the reason in the entry's note, for a
    /// recording that fails in lenient mode, a way back UIKit does not have, or one where nothing
    /// moves. Each problem goes to `warn` once, whichever elements have it (`printed` holds
    /// `SourceNote.repeatKey`s).
    static func record(_ segue: IB.Segue, of storyboard: StoryboardSegues, way: SegueDirection, into entry: inout StoryboardIndex.Entry,
                       naming: (StoryboardSetting) -> String, printed: inout Set<String>, warn: (String) -> Void) throws -> SourcedTransition? {
        var issues: [String] = [], repeatKeys: [String] = []
        let sourced: SourcedTransition
        do {
            sourced = try TransitionSource.segue(segue, of: storyboard, direction: way, name: entry.folder).produce { note in
                issues.append(note.described(naming: naming))
                repeatKeys.append(note.repeatKey(naming: naming))
            }
        } catch let error as SegueError where way == .dismiss {
            // A segue UIKit cannot take back is listed with the reason, in either mode.
            entry.note = "no way back: \(error)"
            return nil
        } catch where storyboard.options.mode == .lenient && (error is StoryboardDiagnostic || error is SegueError) {
            let text = (error as? StoryboardDiagnostic)?.described(naming: naming) ?? "\(error)"
            entry.note = "not rendered: \(text)"
            warn("warning: \(text)")
            return nil
        }
        guard let r = sourced.segue else { return nil }
        entry.wayBack = r.wayBack.map { "unwind segue \($0.id)" + ($0.unwindAction.map { " (\($0))" } ?? "") }
        entry.issues = issues
        entry.approximations = Manifest.approximations(noted: sourced.transition.info.approximations, in: sourced.transition.recording)
        for (issue, key) in zip(issues, repeatKeys) where printed.insert(key).inserted { warn(issue) }
        entry.transition = r.transition.rawValue
        entry.drawnAs = r.drawnAs?.rawValue
        entry.direction = r.direction.rawValue
        entry.sourceName = r.sourceName
        entry.destinationName = r.destinationName
        guard r.recording.duration > 0 else {
            entry.note = "nothing moves when it is performed (\(r.transition)); not rendered"
            return nil
        }
        entry.duration = r.recording.duration
        return sourced
    }

    /// Adds a recording's frames to the total, refusing past the limit.
    private mutating func count(_ transition: RecordedTransition, named name: String) throws {
        let n: Int
        do {
            n = try TransitionRenderer.scheduledJob(transition, settings: settings, to: name).frames.frameCount
        } catch let e as TimeControlError {
            // NB: a moment or range checked against this segue's own duration: say which.
            throw e.within("segue \(name): ")
        }
        frames += n
        drawn += 1
        guard frames > settings.maxTotalFrames else { return }
        throw RenderSettingError("the segues would draw more than \(settings.maxTotalFrames) frames in all: the first \(drawn) to draw already make "
            + "\(frames) at \(NumberText.string(settings.fps)) fps; draw fewer (\(.shard), or \(.segue)), lower \(.fps), "
            + "or raise the limit with \(.maxTotalFrames)", field: .maxTotalFrames)
    }
}
