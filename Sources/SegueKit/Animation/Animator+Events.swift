/// Work waiting for its time on the virtual timeline.
@MainActor
struct TimedWork {
    var time: Double
    var order: Int
    var block: @MainActor () -> Void
}

/// The completion of a block driven by a clock: it runs when the clock, as it stands, carries local
/// time past the block's end (going forward) or back past its start (going backward, as a reversed
/// animator or a cancelled interactive transition does). While the clock holds, it waits.
@MainActor
struct ClockedWork {
    var clock: TrackClock
    var start: Double
    var end: Double
    var order: Int
    var block: @MainActor (Bool) -> Void

    /// When it runs if nothing changes the clock again; nil while that is never.
    func time(notBefore now: Double) -> Double? {
        clock.time(reaching: end, forward: true, notBefore: now)
            ?? clock.time(reaching: start, forward: false, notBefore: now)
    }
}

/// The animator's pending work, in (time, order) order: timed work, and clocked work whose time is
/// worked out again from its clock each time the next step is chosen, since a clock may change
/// (a pause, a scrub, a finish) after the work was scheduled.
@MainActor
struct EventQueue {
    private var timed: [TimedWork] = []
    private var clocked: [ClockedWork] = []
    private var order = 0

    mutating func nextOrder() -> Int {
        order += 1
        return order
    }

    @discardableResult
    mutating func add(_ work: TimedWork) -> Int {
        timed.append(work)
        return work.order
    }

    @discardableResult
    mutating func add(_ work: ClockedWork) -> Int {
        clocked.append(work)
        return work.order
    }

    mutating func cancel(_ token: Int) {
        timed.removeAll { $0.order == token }
        clocked.removeAll { $0.order == token }
    }

    var isEmpty: Bool { timed.isEmpty && clocked.isEmpty }

    /// The time of the next work, nil when nothing will ever run.
    func nextTime(notBefore now: Double) -> Double? {
        let a = timed.map(\.time).min()
        let b = clocked.compactMap { $0.time(notBefore: now) }.min()
        switch (a, b) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    /// Removes and returns the first work due at `now` (by scheduling order), wrapped as a call.
    mutating func popDue(at now: Double) -> (@MainActor () -> Void)? {
        let t = timed.indices.filter { timed[$0].time <= now }.min { timed[$0].order < timed[$1].order }
        let c = clocked.indices.filter { clocked[$0].time(notBefore: now).map { $0 <= now } ?? false }
            .min { clocked[$0].order < clocked[$1].order }
        switch (t, c) {
        case let (t?, c?) where timed[t].order < clocked[c].order:
            return timed.remove(at: t).block
        case let (_, c?):
            let work = clocked.remove(at: c)
            return { work.block(true) }
        case let (t?, nil):
            return timed.remove(at: t).block
        case (nil, nil):
            return nil
        }
    }
}
