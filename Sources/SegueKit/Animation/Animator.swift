/// Records block animations onto a timeline, the way Core Animation's implicit transactions do in
/// UIKit: changing an animatable property inside an animation block adds a track from the old value
/// to the new one; completion blocks run when the timeline reaches their animation's end, and
/// animations started there begin at that time.
///
/// The animator in effect is scoped with a task-local value (no global state): `Animator.record`
/// binds it around a transition's `perform()`.
@MainActor
public final class Animator {
    /// The animator recording right now, if any.
    @TaskLocal public static var current: Animator?

    struct Transaction {
        var start: Double
        var duration: Double
        var curve: TimingCurve
    }

    /// The timeline time at which animations begun now start.
    public private(set) var now: Double = 0
    private var transactions: [Transaction] = []
    private var completions: [(time: Double, order: Int, block: @MainActor (Bool) -> Void)] = []
    private var order = 0
    /// Every view that received a track, so a recording can tell how long it lasts.
    private(set) var animatedViews: [View] = []

    public init() {}

    /// Runs `perform` with this animator recording, then plays every scheduled completion in time
    /// order, calling `snapshot` after the synchronous part and after each completion time, so the
    /// caller can capture the view tree as it stands from that moment on.
    public func run(_ perform: @MainActor () -> Void, snapshot: @MainActor (Double) -> Void) {
        Animator.$current.withValue(self) {
            perform()
            snapshot(now)
            while let next = popNextCompletion() {
                now = next.time
                next.block(true)
                // Completions due at the same time form one step.
                while let more = completions.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }), more.time == now {
                    _ = popNextCompletion()
                    more.block(true)
                }
                snapshot(now)
            }
        }
    }

    private func popNextCompletion() -> (time: Double, order: Int, block: @MainActor (Bool) -> Void)? {
        guard let i = completions.indices.min(by: {
            (completions[$0].time, completions[$0].order) < (completions[$1].time, completions[$1].order)
        }) else { return nil }
        return completions.remove(at: i)
    }

    func begin(delay: Double, duration: Double, curve: TimingCurve) -> Double {
        let start = now + delay
        transactions.append(Transaction(start: start, duration: max(0, duration), curve: curve))
        return start
    }

    func end() { transactions.removeLast() }

    /// The innermost open animation block, if any (keyframes are placed relative to it).
    var currentTransaction: Transaction? { transactions.last }

    /// Opens a block at an absolute start time (a keyframe within its parent block).
    func begin(at start: Double, duration: Double, curve: TimingCurve) {
        transactions.append(Transaction(start: start, duration: max(0, duration), curve: curve))
    }

    func schedule(at time: Double, _ block: @escaping @MainActor (Bool) -> Void) {
        order += 1
        completions.append((time, order, block))
    }

    /// Called by a view's setter: returns the track to record for a change, or nil when the change
    /// is not animated.
    func track<V: Interpolatable>(from old: V, to new: V, hasTracks: Bool) -> Track<V>? {
        if let tx = transactions.last {
            return Track(start: tx.start, duration: tx.duration, curve: tx.curve, from: old, to: new)
        }
        // A change outside any block, made after earlier tracks on the same property: a step at `now`,
        // so that it overrides them from this time on (as removing the animation does in UIKit).
        if hasTracks { return Track(start: now, duration: 0, curve: .linear, from: new, to: new) }
        return nil
    }

    func noteAnimated(_ view: View) {
        if !animatedViews.contains(where: { $0 === view }) { animatedViews.append(view) }
    }
}
