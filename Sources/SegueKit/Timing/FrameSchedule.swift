/// Which frames a render draws and the moment each shows: the whole timeline (SPEC.md §1), a range
/// of it, slow motion, or one moment.
///
/// NB: frames keep their *global* indices. A range render of frames 12–20 writes
/// `frame_0012.png … frame_0020.png`, byte-identical to the same files of a full render at the same
/// settings, so a range folder verifies against a range golden (and, file by file, against a full
/// one) with no renumbering table. Slow motion is a denser timeline over the same motion: frame `i`
/// shows `min(i / (fps × slow), D)`, so with a whole `slow` N frame `N·k` is exactly (bitwise) the
/// moment of frame `k` of a normal render; `timeline.fps` stays the rate the frames are played at.
public struct FrameSchedule: Hashable, Sendable {
    /// The transition's duration and the rate the frames are played at (`--fps`).
    public var timeline: Timeline
    /// Slow-motion factor, 1 for real time (see `TimeControl.slowRange`).
    public var slow: Double
    /// The global indices drawn; nil for every frame.
    public var range: ClosedRange<Int>?
    /// One moment in seconds (`--at`): a single frame, index 0, showing this time.
    public var moment: Double?

    public init(timeline: Timeline, slow: Double = 1, range: ClosedRange<Int>? = nil, moment: Double? = nil) {
        self.timeline = timeline
        self.slow = slow
        self.range = range
        self.moment = moment
    }

    /// The timeline the frames are sampled on: `fps × slow` frames a second of transition time.
    public var sampled: Timeline { Timeline(duration: timeline.duration, fps: timeline.fps * slow) }

    /// Frames of the whole render at this slow factor, of which `indices` are drawn.
    public var totalFrameCount: Int { moment == nil ? sampled.frameCount : 1 }

    /// The global indices drawn, in order.
    public var indices: ClosedRange<Int> { moment != nil ? 0...0 : range ?? 0...(sampled.frameCount - 1) }

    /// Frames written.
    public var frameCount: Int { indices.count }

    /// Whether this is every frame of a real-time render (what a render was before time control).
    public var isWhole: Bool { slow == 1 && range == nil && moment == nil }

    /// The transition time frame `i` (a global index) shows.
    public func time(ofFrame i: Int) -> Double { moment ?? sampled.time(ofFrame: i) }
}
