/// When a clock's local time reaches a given value: what decides when the completion of an
/// animation driven by the clock runs.
extension TrackClock.Segment {
    /// Whether local time rises (+1), falls (−1) or stands (0) while this segment rules.
    public var direction: Int {
        switch motion {
        case .hold: 0
        case .run(let rate): rate > 0 ? 1 : rate < 0 ? -1 : 0
        case .ease(let to, let duration, _): duration <= 0 || to == from ? 0 : to > from ? 1 : -1
        }
    }

    /// The first timeline time at or after `start` at which local time, moving in its direction,
    /// has reached `target` (at `start` when it is already past it); nil when it never does while
    /// this segment rules, or when the segment stands still.
    public func time(reaching target: Double) -> Double? {
        let d = direction
        guard d != 0 else { return nil }
        func reached(_ local: Double) -> Bool { d > 0 ? local >= target : local <= target }
        if reached(from) { return start }
        switch motion {
        case .hold: return nil
        case .run(let rate): return start + (target - from) / rate
        case .ease(let to, let duration, _):
            // A spring may overshoot and come back: step forward to the first sample past the
            // target, then bisect between it and the sample before.
            guard reached(to) || reached(localTime(at: start + duration)) else { return nil }
            let steps = max(8, Int((duration * 240).rounded(.up)))
            var low = start
            for i in 1...steps {
                let t = start + duration * Double(i) / Double(steps)
                if reached(localTime(at: t)) {
                    var high = t
                    for _ in 0..<50 {
                        let mid = (low + high) / 2
                        if reached(localTime(at: mid)) { high = mid } else { low = mid }
                    }
                    return high
                }
                low = t
            }
            return start + duration
        }
    }
}

extension TrackClock {
    /// The timeline time, no earlier than `now`, at which the clock as it stands reaches `target`
    /// moving forward (`forward`) or backward; nil while it holds or moves the other way.
    public func time(reaching target: Double, forward: Bool, notBefore now: Double) -> Double? {
        let s = current
        guard s.direction == (forward ? 1 : -1), let t = s.time(reaching: target) else { return nil }
        return max(t, now)
    }
}
