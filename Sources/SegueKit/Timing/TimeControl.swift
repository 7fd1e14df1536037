import Foundation

/// What part of a transition to render, and how: one moment (`at`), a range of frames or of
/// seconds, slow motion, and UIKit's Reduce Motion substitutions. The default renders every frame in
/// real time. Set it on `RenderSettings.timeControl`; every source (screenshots, the
/// demo, storyboards, Swift) goes through it in `TransitionRenderer`.
public struct TimeControl: Hashable, Sendable {
    /// One moment (`--at`): a single frame.
    public var at: TimePoint?
    /// Global frame indices, inclusive (`--frames A-B`), of the render at `slow`.
    public var frames: FrameIndexRange?
    /// Seconds of transition time, inclusive (`--time A-B`): the frames whose times fall inside.
    public var time: SecondsRange?
    /// Slow-motion factor (`--slow N`): N times as many frames over the same motion; fractional
    /// factors are allowed (2.5 draws 2.5 × the frames). See `FrameSchedule`.
    public var slow: Double
    /// UIKit's Reduce Motion substitutions (`RecordedTransition.reducingMotion()`).
    public var reduceMotion: Bool

    /// `--slow`'s range: at most 100 × the frames (the frame limit applies to the result as well).
    public static let slowRange: ClosedRange<Double> = 1...100

    public init(at: TimePoint? = nil, frames: FrameIndexRange? = nil, time: SecondsRange? = nil, slow: Double = 1,
                reduceMotion: Bool = false) {
        self.at = at
        self.frames = frames
        self.time = time
        self.slow = slow
        self.reduceMotion = reduceMotion
    }

    /// Whether it asks for anything but every frame in real time with the recorded motion.
    public var isDefault: Bool { self == TimeControl() }

    /// Checks what does not depend on the transition: the slow factor and the combination.
    public func check() throws(TimeControlError) {
        guard slow.isFinite, Self.slowRange.contains(slow) else {
            throw TimeControlError("\(.slow) must be a number from 1 to 100 (how many times as many frames), not \(TimePoint.format(slow))")
        }
        if at != nil {
            for (given, field) in [(frames != nil, TimeControlError.Field.frames), (time != nil, .time), (slow != 1, .slow)] where given {
                throw TimeControlError("\(.at) renders one moment; it cannot be combined with \(field)")
            }
        }
        if frames != nil, time != nil {
            throw TimeControlError("\(.frames) and \(.time) both choose a range: give one of them")
        }
    }

    /// The frames a render of `t` at `fps` draws. Throws a `TimeControlError` naming the setting and
    /// the valid range when a value lies outside the transition.
    public func schedule(for t: RecordedTransition, fps: Double) throws(TimeControlError) -> FrameSchedule {
        try schedule(duration: t.recording.duration, fps: fps) {
            t.info.progressCurve.progress(elapsed: $0, duration: t.info.progressDuration)
        }
    }

    /// `schedule(for:fps:)` for a transition of `duration` whose progress at time t is `progress(t)`.
    public func schedule(duration: Double, fps: Double, progress: (Double) -> Double) throws(TimeControlError) -> FrameSchedule {
        try check()
        let timeline = Timeline(duration: duration, fps: fps)
        if let at {
            return FrameSchedule(timeline: timeline, moment: try at.seconds(duration: duration, fps: fps, progress: progress))
        }
        var schedule = FrameSchedule(timeline: timeline, slow: slow)
        let sampled = schedule.sampled
        let last = sampled.frameCount - 1
        let described = "\(sampled.frameCount) frame\(sampled.frameCount == 1 ? "" : "s") at \(TimePoint.format(fps)) fps"
            + (slow == 1 ? "" : ", slowed \(TimePoint.format(slow))×")
        if let frames {
            guard frames.first <= last, (frames.last ?? last) <= last else {
                throw TimeControlError("\(.frames) \(frames) lies outside the render: its frames are 0-\(last) (\(described))")
            }
            schedule.range = frames.first...(frames.last ?? last)
        }
        if let time {
            let end = time.last ?? duration
            guard end <= duration * (1 + 1e-12), time.first <= duration * (1 + 1e-12) else {
                throw TimeControlError("\(.time) \(time) ends after the transition: give seconds from 0 to \(TimePoint.format(duration))")
            }
            // NB: a frame's time is compared with a tolerance of a nanosecond, so `--time 0.1-0.2`
            // at 30 fps holds the frames at 0.1 and 0.2 although 3/30 and 6/30 are not exact decimals.
            let tolerance = 1e-9
            let first = Self.firstIndex(in: sampled) { $0 >= time.first - tolerance }
            let after = Self.firstIndex(in: sampled) { $0 > end + tolerance }
            guard first < after else {
                throw TimeControlError("\(.time) \(time) holds no frame (\(described), \(TimePoint.format(1 / sampled.fps)) s apart): widen it")
            }
            schedule.range = first...(after - 1)
        }
        return schedule
    }

    /// The first index whose time satisfies `predicate` (monotonic in time), or the frame count.
    static func firstIndex(in timeline: Timeline, where predicate: (Double) -> Bool) -> Int {
        var lo = 0, hi = timeline.frameCount
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if predicate(timeline.time(ofFrame: mid)) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

/// `--frames A-B`: frame indices, inclusive; `A-` runs to the last frame, `A` is one frame.
public struct FrameIndexRange: Hashable, Sendable, CustomStringConvertible {
    public var first: Int
    /// nil: to the last frame.
    public var last: Int?

    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    /// Parses `A-B`, `A-` or `A` (whole numbers from 0, A ≤ B).
    public init(parsing text: String) throws(TimeControlError) {
        let (a, b) = try RangeText.split(text, field: .frames, unit: "frame indices")
        guard let first = Int(a), first >= 0, b.map({ Int($0).map { $0 >= 0 } ?? false }) ?? true else {
            throw TimeControlError("\(.frames) takes whole frame indices from 0, like 12-20 or 12-, not \(InputText.quoted(text))")
        }
        let last = b.flatMap { Int($0) }
        if let last, last < first { throw TimeControlError("\(.frames) \(text) is reversed: the first frame must not come after the last") }
        self.init(first: first, last: last)
    }

    public var description: String { "\(first)-\(last.map(String.init) ?? "")" }
}

/// `--time A-B`: seconds of transition time, inclusive; `A-` runs to the end.
public struct SecondsRange: Hashable, Sendable, CustomStringConvertible {
    public var first: Double
    /// nil: to the end.
    public var last: Double?

    public init(first: Double, last: Double?) {
        self.first = first
        self.last = last
    }

    /// Parses `A-B`, `A-` (seconds, each with an optional `s`: `0.1s-0.3s`).
    public init(parsing text: String) throws(TimeControlError) {
        let (a, b) = try RangeText.split(text, field: .time, unit: "seconds")
        func seconds(_ s: String) -> Double? {
            let v = InputText.decimal(s.hasSuffix("s") ? s.dropLast() : Substring(s))
            return v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        guard let first = seconds(a), b.map({ seconds($0) != nil }) ?? true else {
            throw TimeControlError("\(.time) takes seconds from 0, like 0.1-0.3 or 0.2-, not \(InputText.quoted(text))")
        }
        let last = b.flatMap(seconds)
        if let last, last < first { throw TimeControlError("\(.time) \(text) is reversed: the start must not come after the end") }
        self.init(first: first, last: last)
    }

    public var description: String { "\(TimePoint.format(first))-\(last.map(TimePoint.format) ?? "")" }
}

/// Splits `A-B` / `A-` / `A` into its two ends.
enum RangeText {
    static func split(_ text: String, field: TimeControlError.Field, unit: String) throws(TimeControlError) -> (String, String?) {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("-") { throw TimeControlError("\(field) takes \(unit) from 0, not \(InputText.quoted(text)) (a negative start)") }
        let parts = t.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1: return (parts[0], parts[0])
        case 2: return (parts[0], parts[1].isEmpty ? nil : parts[1])
        default: throw TimeControlError("\(field) takes A-B, A- or A (\(unit)), not \(InputText.quoted(text))")
        }
    }
}
