import SegueKit

/// UIKit's interruptible animator. Its animation blocks run when it starts, recording tracks that
/// a clock of its own drives (SegueKit's `TrackClock`): running, the clock follows the timeline;
/// `pauseAnimation()` holds it; `fractionComplete` moves it while paused (linearly, unless
/// `scrubsLinearly` is false); `isReversed` runs it backwards; `continueAnimation(…)` resumes.
/// Completions run when the clock reaches the end (`.end`) or, reversed, the start (`.start`).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: (any UITimingCurveProvider)?
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    public internal(set) var state = UIViewAnimatingState.inactive

    let curve: TimingCurve
    var clock: TrackClock?
    var pending: [(block: @MainActor () -> Void, delayFactor: Double)] = []
    var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    var completionToken: Int?
    var reversed = false
    /// The model values the blocks set, kept when the animator stops (for `finishAnimation(at: .end)`).
    var targets: [(view: View, properties: LayerProperties)] = []

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        curve = parameters.curve(duration: duration)
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                                              completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let a = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: UIView.AnimationCurve(
            rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut))
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    open var isRunning: Bool {
        guard state == .active, let clock, let now = Animator.current?.now else { return false }
        return clock.segment(at: now).direction != 0
    }

    open var isReversed: Bool {
        get { reversed }
        set {
            reversed = newValue
            if isRunning { resume(durationFactor: 1, parameters: nil) }
        }
    }

    /// The fraction of the duration the animations have reached.
    open var fractionComplete: CGFloat {
        get {
            guard let clock, duration > 0 else { return 0 }
            return CGFloat(min(1, max(0, clock.localTime(at: Animator.current?.now ?? 0) / duration)))
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard let clock, let now = Animator.current?.now, !isRunning else { return }
            clock.change(at: now, localTime: min(1, max(0, Double(newValue))) * duration, to: .hold, scrubsLinearly: scrubsLinearly)
        }
    }

    open func addAnimations(_ animation: @escaping @MainActor () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations: before the start they wait for it (starting `delayFactor` of the duration
    /// in); while running, they run for the time left.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        guard state == .active, let clock, let animator = Animator.current else {
            pending.append((animation, Double(delayFactor)))
            return
        }
        let local = clock.localTime(at: animator.now)
        let start = local + Double(delayFactor) * (duration - local)
        record(animation, start: start, clock: clock, animator: animator)
    }

    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        guard let animator = Animator.current else { return runWithoutRecorder() }
        if state == .inactive { begin(animator: animator, running: delay <= 0) }
        if delay > 0 {
            // The pending start keeps the animator alive, as UIKit keeps a running animator.
            animator.schedule(at: animator.now + delay) { self.resume(durationFactor: 1, parameters: nil) }
        } else {
            resume(durationFactor: 1, parameters: nil)
        }
    }

    open func pauseAnimation() {
        guard let animator = Animator.current else { return }
        if state == .inactive { begin(animator: animator, running: false) }
        clock?.change(at: animator.now, to: .hold)
    }

    /// Resumes a paused animator. After a linear scrub, or with other timing parameters, the rest
    /// of the way runs on the parameters' curve from the value shown, so nothing jumps.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        resume(durationFactor: Double(durationFactor), parameters: parameters)
    }
}
