/// Records block animations onto a timeline, the way Core Animation's implicit transactions do in
/// UIKit: changing an animatable property inside an animation block adds a track from the old value
/// to the new one; completion blocks run when the timeline reaches their animation's end, and
/// animations started there begin at that time.
///
/// The timeline is virtual: `run` plays scheduled work in time order (completions, main-queue work,
/// the steps of a scripted gesture; Animator+Events.swift), setting `now` to each one's time, so
/// code that starts animations later, or changes a clock, records them at that time.
///
/// The animator in effect is scoped with a task-local value (no global state): `Animator.record`
/// binds it around a transition's `perform()`.
@MainActor
public final class Animator {
    /// The animator recording right now, if any (`AnimatorScope.current`).
    public nonisolated static var current: Animator? { AnimatorScope.current }

    /// An open animation block: where its tracks start and how they move.
    public struct Transaction: Sendable {
        /// In the clock's local time when `clock` is set, else on the timeline.
        public var start: Double
        public var duration: Double
        public var curve: TimingCurve
        /// What drives the block's tracks (a property animator's, an interactive transition's).
        public var clock: TrackClock?

        public init(start: Double, duration: Double, curve: TimingCurve, clock: TrackClock? = nil) {
            self.start = start
            self.duration = duration
            self.curve = curve
            self.clock = clock
        }

        public var end: Double { start + duration }
    }

    /// The timeline time at which animations begun now start.
    public internal(set) var now: Double = 0
    private var transactions: [Transaction] = []
    /// Clocks in effect for blocks opened now (`withClock`), innermost last.
    private var clocks: [TrackClock] = []
    /// Work scheduled on the timeline or on clocks (Animator+Events.swift).
    var events = EventQueue()
    /// Every view that received a track, so a recording can tell how long it lasts.
    private(set) var animatedViews: [View] = []
    /// Every curve a track was recorded with, in order of first use (what a manifest reports).
    public private(set) var curves: [TimingCurve] = []
    /// How many tracks were recorded so far: a block that adds none animates nothing.
    public private(set) var trackCount = 0
    /// The latest time work may be scheduled for: later work is dropped and `overran` is set, so an
    /// animation that restarts itself for ever cannot keep a recording from ending.
    public var timeLimit = Double.infinity
    public private(set) var overran = false
    /// Runs before each capture of the tree, at the end of a step (what UIKit does at the end of a
    /// run-loop turn: SegueUIKit lays views out there).
    public var beforeSnapshot: (@MainActor () -> Void)?

    public init() {}

    /// Runs `perform` with this animator recording, then plays every scheduled piece of work in time
    /// order, calling `snapshot` after the synchronous part and after each time at which work ran,
    /// so the caller can capture the view tree as it stands from that moment on.
    public func run(_ perform: @MainActor () -> Void, snapshot: @MainActor (Double) -> Void) {
        AnimatorScope.$current.withValue(self) {
            perform()
            beforeSnapshot?()
            snapshot(now)
            while let time = events.nextTime(notBefore: now) {
                guard time <= timeLimit else {
                    overran = true
                    break
                }
                now = time
                // Work due at the same time, including work scheduled by it for that time, forms one step.
                while let work = events.popDue(at: now) { work() }
                beforeSnapshot?()
                snapshot(now)
            }
        }
    }

    // MARK: Blocks

    /// The local time of the innermost clock in effect, or the timeline time.
    public var localNow: Double { clocks.last?.localTime(at: now) ?? now }

    /// The clock that blocks opened now are driven by, if any.
    public var currentClock: TrackClock? { clocks.last }

    /// Runs `body` with blocks opened in it driven by `clock` (their start is the clock's local time).
    public func withClock<R>(_ clock: TrackClock?, _ body: () throws -> R) rethrows -> R {
        guard let clock else { return try body() }
        clocks.append(clock)
        defer { clocks.removeLast() }
        return try body()
    }

    /// Opens a block starting `delay` after now (in the current clock's time); returns its start.
    @discardableResult
    public func begin(delay: Double, duration: Double, curve: TimingCurve) -> Double {
        let start = localNow + delay
        transactions.append(Transaction(start: start, duration: max(0, duration), curve: curve, clock: clocks.last))
        return start
    }

    /// Opens a block exactly as given (a keyframe within its parent block, a nested block that
    /// inherits its parent's timing).
    public func begin(_ transaction: Transaction) {
        var t = transaction
        t.duration = max(0, t.duration)
        transactions.append(t)
    }

    /// Opens a block at an absolute start time (a keyframe within its parent block).
    func begin(at start: Double, duration: Double, curve: TimingCurve) {
        begin(Transaction(start: start, duration: duration, curve: curve, clock: transactions.last?.clock ?? clocks.last))
    }

    public func end() { transactions.removeLast() }

    /// Runs `body` as if no block were open: its changes are not animated (as
    /// `performWithoutAnimation`, but a change still overrides earlier tracks from now on).
    public func withoutBlocks<R>(_ body: () throws -> R) rethrows -> R {
        let saved = transactions
        transactions = []
        defer { transactions = saved }
        return try body()
    }

    /// The innermost open animation block, if any (keyframes and nested blocks are placed relative to it).
    public var currentTransaction: Transaction? { transactions.last }

    /// Runs `completion` when the block `transaction` ends: on the timeline, or when its clock
    /// reaches its end going forward or its start going backward (a reversed or cancelled one).
    @discardableResult
    public func scheduleCompletion(of transaction: Transaction, _ completion: @escaping @MainActor (Bool) -> Void) -> Int {
        if let clock = transaction.clock {
            return events.add(ClockedWork(clock: clock, start: transaction.start, end: transaction.end, order: events.nextOrder(), block: completion))
        }
        return schedule(at: transaction.end) { completion(true) }
    }

    /// Runs `block` at timeline time `time` (never before now). Returns a token for `cancel`.
    @discardableResult
    public func schedule(at time: Double, _ block: @escaping @MainActor () -> Void) -> Int {
        events.add(TimedWork(time: max(time, now), order: events.nextOrder(), block: block))
    }

    /// Drops work scheduled with `schedule` or `scheduleCompletion` that has not run yet.
    public func cancel(_ token: Int) { events.cancel(token) }

    // MARK: Tracks

    /// Called by a view's setter: returns the track to record for a change, or nil when the change
    /// is not animated.
    func track<V: Interpolatable>(from old: V, to new: V, hasTracks: Bool) -> Track<V>? {
        if let tx = transactions.last {
            noteTrack(curve: tx.curve)
            return Track(start: tx.start, duration: tx.duration, curve: tx.curve, from: old, to: new, clock: tx.clock)
        }
        // A change outside any block, made after earlier tracks on the same property: a step at `now`,
        // so that it overrides them from this time on (as removing the animation does in UIKit).
        if hasTracks { return Track(start: now, duration: 0, curve: .linear, from: new, to: new) }
        return nil
    }

    /// Notes a track and its curve (one recorded some other way: an explicit Core Animation animation).
    public func noteTrack(curve: TimingCurve) {
        trackCount += 1
        if !curves.contains(curve) { curves.append(curve) }
    }

    func noteAnimated(_ view: View) {
        if !animatedViews.contains(where: { $0 === view }) { animatedViews.append(view) }
    }
}

/// Where the recording animator is bound for the task that records. Outside the main actor, so
/// that code not isolated to it (a shadowed `DispatchQueue.main.async`) can tell it runs inside a
/// recording; a task-local value is not inherited by work the main queue runs later.
public enum AnimatorScope {
    @TaskLocal public static var current: Animator?
}
