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
        var recorded: StoryboardSegues.Recorded?
        /// Whether it is drawn (else its entry's note says why not).
        var draws: Bool
    }

    static let keptRecordings = 16

    let settings: RenderSettings
    /// Frames to draw so far, and the segues they belong to.
    private(set) var frames = 0
    private(set) var drawn = 0
    private var kept = 0

    init(settings: RenderSettings) { self.settings = settings }

    /// Records the segues of `storyboard` that `renderAll` renders (`both` ways, in `shard`) and
    /// counts their frames; throws a `RenderError` as soon as the total passes the limit. What
    /// cannot be performed is reported to `warn` (lenient mode) and planned with a note.
    mutating func add(_ storyboard: StoryboardSegues, both: Bool, shard: Shard?, warn: (String) -> Void) throws -> [Planned] {
        let document = storyboard.document
        var planned: [Planned] = []
        var printed: Set<String> = []
        for reference in storyboard.segues {
            guard let segue = document.segue(withID: reference.id) else { continue }
            for way in both ? [SegueDirection.perform, .dismiss] : [.perform] {
                let name = GoldenName.named(reference.name, dismissing: way == .dismiss)
                if let shard, !shard.contains(name) { continue }
                var entry = StoryboardIndex.Entry(segue: segue, folder: name, document: document)
                entry.way = way
                guard segue.animates else {
                    entry.note = "animates=\"NO\": the segue cuts to its destination, nothing to animate"
                    planned.append(Planned(entry: entry, draws: false))
                    continue
                }
                if way == .dismiss, segue.kind == .unwind {
                    entry.note = "no way back: an unwind segue is itself a way back"
                    planned.append(Planned(entry: entry, draws: false))
                    continue
                }
                let recorded: StoryboardSegues.Recorded
                do {
                    recorded = try storyboard.record(segue, named: name, direction: way)
                } catch let error as SegueError where way == .dismiss {
                    // A segue UIKit cannot take back is listed with the reason, in either mode.
                    entry.note = "no way back: \(error)"
                    planned.append(Planned(entry: entry, draws: false))
                    continue
                } catch where storyboard.options.mode == .lenient && (error is StoryboardDiagnostic || error is SegueError) {
                    entry.note = "not rendered: \(error)"
                    warn("warning: \(error)")
                    planned.append(Planned(entry: entry, draws: false))
                    continue
                }
                entry.wayBack = recorded.recording.wayBack.map { "unwind segue \($0.id)" + ($0.unwindAction.map { " (\($0))" } ?? "") }
                entry.issues = recorded.issues.map(\.description)
                for issue in recorded.issues where printed.insert(issue.description).inserted { warn(issue.description) }
                let r = recorded.recording
                entry.transition = r.transition
                entry.direction = r.direction
                entry.sourceName = r.sourceName
                entry.destinationName = r.destinationName
                guard r.recording.duration > 0 else {
                    entry.note = "nothing moves when it is performed (\(r.transition)); not rendered"
                    planned.append(Planned(entry: entry, draws: false))
                    continue
                }
                entry.duration = r.recording.duration
                try count(recorded, named: name)
                planned.append(Planned(entry: entry, recorded: kept < Self.keptRecordings ? recorded : nil, draws: true))
                kept += 1
            }
        }
        return planned
    }

    /// Adds a recording's frames to the total, refusing past the limit.
    private mutating func count(_ recorded: StoryboardSegues.Recorded, named name: String) throws {
        let n: Int
        do {
            n = try TransitionRenderer.scheduledJob(recorded.transition, settings: settings, to: name).frames.frameCount
        } catch let e as TimeControlError {
            // NB: a moment or range checked against this segue's own duration: say which.
            throw TimeControlError("segue \(name): \(e)")
        }
        frames += n
        drawn += 1
        guard frames > settings.maxTotalFrames else { return }
        throw RenderError("--all would draw more than \(settings.maxTotalFrames) frames in all: the first \(drawn) segues to draw already make "
            + "\(frames) at \(settings.fps == settings.fps.rounded() ? String(Int(settings.fps)) : String(settings.fps)) fps; draw fewer (--shard I/N, or --segue ID), lower --fps, "
            + "or raise the limit with --max-total-frames N")
    }
}
