import Foundation

/// The local time of a group of tracks that does not follow the timeline one to one: the
/// animations of a `UIViewPropertyAnimator` (paused, scrubbed, continued faster, reversed) or of an
/// interactive transition (held where the finger is, then played to the end or back to the start).
///
/// A clock is a list of segments in timeline order; each gives the local time from its start on
/// until the next one starts: held, running at a rate, or easing to a target over a duration on a
/// curve. A track driven by a clock takes its `start` and `duration` in local time.
///
/// NB: a clock is shared by every track of its group and changed while the recording runs, so it
/// is a reference; but it is append-only. A change made at time T adds what happens from T on and
/// never alters a value before T, so a frame sampled at any time gives the same value whether it
/// was sampled before or after later changes, and once the recording is done sampling is a pure
/// function of time on any thread (the lock only orders the recorder's writes with readers).
public final class TrackClock: @unchecked Sendable, Equatable {
    /// How local time moves during a segment.
    public enum Motion: Hashable, Sendable {
        /// Stands still (a paused animator, an interactive transition between two touches).
        case hold
        /// Runs at `rate` local seconds per timeline second, without end (−1 plays backwards).
        case run(rate: Double)
        /// Moves from the segment's local time to `to` over `duration` timeline seconds on `curve`,
        /// then holds (an interactive transition finishing or cancelling).
        case ease(to: Double, duration: Double, curve: TimingCurve)
    }

    public struct Segment: Hashable, Sendable {
        /// Timeline time at which the segment takes over.
        public var start: Double
        /// Local time at `start`.
        public var from: Double
        public var motion: Motion
        /// While this segment rules, tracks ignore their own curve and move linearly in local time
        /// (`UIViewPropertyAnimator.scrubsLinearly` while scrubbing a paused animator).
        public var scrubsLinearly: Bool

        public func localTime(at t: Double) -> Double {
            switch motion {
            case .hold: return from
            case .run(let rate): return from + rate * max(0, t - start)
            case .ease(let to, let duration, let curve):
                // NB: compared with the end as `settleTime` computes it, so that the settle time
                // (start + duration, rounded) shows the target exactly.
                if t >= start + duration { return to }
                return from + (to - from) * curve.progress(elapsed: t - start, duration: duration)
            }
        }

        /// When the segment stops moving (its end for `ease`), nil for `run`; `start` for `hold`.
        public var settleTime: Double? {
            switch motion {
            case .hold: start
            case .run: nil
            case .ease(_, let duration, _): start + max(0, duration)
            }
        }
    }

    private let lock = NSLock()
    private var storedSegments: [Segment]
    private var storedRemoval: Double?

    /// A clock whose local time is `localTime` at timeline time `start` and then moves as `motion` says.
    public init(start: Double, localTime: Double = 0, motion: Motion = .run(rate: 1), scrubsLinearly: Bool = false) {
        storedSegments = [Segment(start: start, from: localTime, motion: motion, scrubsLinearly: scrubsLinearly)]
    }

    public static func == (a: TrackClock, b: TrackClock) -> Bool { a === b }

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    public var segments: [Segment] { locked { storedSegments } }

    /// When the group began: its tracks take part in sampling from this timeline time on.
    public var begin: Double { locked { storedSegments[0].start } }

    /// The timeline time from which the group's tracks no longer apply (their animations were
    /// removed, as Core Animation removes them), nil while they do.
    public var removedAt: Double? { locked { storedRemoval } }

    /// The segment in effect at `t` (the first one before the clock began).
    public func segment(at t: Double) -> Segment {
        locked {
            var chosen = storedSegments[0]
            for s in storedSegments where s.start <= t { chosen = s }
            return chosen
        }
    }

    @inlinable public func localTime(at t: Double) -> Double { segment(at: t).localTime(at: t) }

    /// The last segment: the one that rules from now on while recording.
    public var current: Segment { locked { storedSegments[storedSegments.count - 1] } }

    /// Appends a segment at `t` that starts from the local time the clock shows at `t` (or from
    /// `localTime`, a jump, as setting `fractionComplete` makes). Segments appended at the same
    /// time replace one another.
    public func change(at t: Double, localTime: Double? = nil, to motion: Motion, scrubsLinearly: Bool = false) {
        let from = localTime ?? self.localTime(at: t)
        locked {
            precondition(t >= storedSegments[storedSegments.count - 1].start, "a clock changes only from the last change on")
            let segment = Segment(start: t, from: from, motion: motion, scrubsLinearly: scrubsLinearly)
            if storedSegments[storedSegments.count - 1].start == t {
                storedSegments[storedSegments.count - 1] = segment
            } else {
                storedSegments.append(segment)
            }
        }
    }

    /// Removes the group's animations from `t` on: every track of the clock stops applying.
    public func remove(at t: Double) {
        locked { if storedRemoval == nil { storedRemoval = t } }
    }

    /// When the clock stops for good: the end of a final `ease` (or the start of a final `hold`);
    /// nil while it runs without end.
    public var settleTime: Double? { current.settleTime }
}
