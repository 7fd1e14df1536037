import SegueKit

/// Core Animation's transactions: the duration and timing of implicit animations, whether they
/// happen at all, and a completion block that runs once every animation added within has finished.
/// The stack lives in the recording's `UIKitSession`; outside one, the defaults apply.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    struct State {
        var duration = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (@MainActor () -> Void)?
        /// The latest end (timeline time) of an animation added within.
        var latestEnd: Double?
    }

    private static var state: State {
        get { UIKitSession.current?.transactions.last ?? State() }
        set {
            guard let session = UIKitSession.current else { return }
            if session.transactions.isEmpty { session.transactions.append(newValue) } else { session.transactions[session.transactions.count - 1] = newValue }
        }
    }

    public class func begin() { UIKitSession.current?.transactions.append(State()) }

    /// Ends the innermost transaction: its completion block runs when its animations have finished
    /// (at once when it added none).
    public class func commit() {
        guard let session = UIKitSession.current, let ended = session.transactions.popLast() else { return }
        if let completion = ended.completion {
            if let animator = Animator.current { animator.schedule(at: ended.latestEnd ?? animator.now, completion) } else { completion() }
        }
        if let end = ended.latestEnd { noteAnimation(endingAt: end) }
    }

    public class func flush() {}
    public class func lock() {}
    public class func unlock() {}

    public class func animationDuration() -> CFTimeInterval { state.duration }
    public class func setAnimationDuration(_ dur: CFTimeInterval) { state.duration = dur }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { state.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { state.timingFunction = function }
    public class func disableActions() -> Bool { state.disableActions }
    public class func setDisableActions(_ flag: Bool) { state.disableActions = flag }
    public class func completionBlock() -> (@MainActor () -> Void)? { state.completion }
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) { state.completion = block }

    /// Records that an animation added in the current transaction ends at `end`.
    static func noteAnimation(endingAt end: Double) {
        guard UIKitSession.current?.transactions.isEmpty == false else { return }
        state.latestEnd = max(state.latestEnd ?? end, end)
    }

    /// The implicit animation's duration and curve (Core Animation's default timing function when
    /// none is set).
    static var implicitTiming: (duration: Double, curve: TimingCurve) {
        (state.duration, state.timingFunction?.curve ?? .caDefault)
    }
}
