/// The timing of `UIPercentDrivenInteractiveTransition` (SPEC.md §10): the animator's animations are
/// recorded under a clock that holds still; `update(_:)` moves its local time to the fraction of the
/// transition's duration and holds it there; `finish()` plays the rest at `completionSpeed` on
/// `completionCurve`, `cancel()` plays back to the start, after which the animator's completion
/// blocks run (and it calls `completeTransition(false)`).
///
/// Apple: "During the interactive portion of a view controller transition, the animation curve is
/// linear" (`completionCurve`): the fraction maps linearly to the animations' time, and each
/// animation then applies its own curve, as Core Animation does for a layer held at a time offset.
/// The rest plays in `(1 − percentComplete) × duration / completionSpeed` seconds ("completionSpeed
/// defaults to 1.0 which corresponds to a completion duration of (1 - percentComplete)*duration").
@MainActor
public final class PercentDrivenInteraction: InteractiveTransitionDriver {
    public var completionSpeed = 1.0
    public var completionCurve = TimingCurve.easeInOut
    public private(set) var percentComplete = 0.0
    public private(set) var context: TransitionContext?
    /// The clock the animations run under once the transition started.
    public private(set) var clock: TrackClock?

    public init() {}

    /// The transition's duration (`transitionDuration(using:)`), 0 before it starts.
    public var duration: Double { context?.duration ?? 0 }

    public func startInteractiveTransition(_ context: TransitionContext, animator: any TransitionAnimator) {
        self.context = context
        let now = Animator.current?.now ?? 0
        // A fraction given before the transition started (a gesture that moved first) holds from the start.
        let clock = TrackClock(start: now, localTime: percentComplete * context.duration, motion: .hold)
        self.clock = clock
        context.drive(with: clock)
        context.updateInteractiveTransition(percentComplete)
        if let recorder = Animator.current {
            recorder.withClock(clock) { animator.animateTransition(context) }
        } else {
            animator.animateTransition(context)
        }
    }

    /// Holds the transition at `percent` of its duration (clamped to 0…1).
    public func update(_ percent: Double) {
        percentComplete = min(1, max(0, percent))
        guard let clock, let context, let now = Animator.current?.now else { return }
        context.updateInteractiveTransition(percentComplete)
        clock.change(at: now, localTime: percentComplete * context.duration, to: .hold)
    }

    /// Holds the transition where it is (a finish or cancel under way stops).
    public func pause() {
        guard let clock, let now = Animator.current?.now else { return }
        clock.change(at: now, to: .hold)
    }

    public func finish() {
        context?.finishInteractiveTransition()
        play(to: duration, remaining: 1 - percentComplete)
    }

    public func cancel() {
        context?.cancelInteractiveTransition()
        play(to: 0, remaining: percentComplete)
    }

    /// Plays the clock to local time `target`, over the `remaining` fraction of the duration at
    /// `completionSpeed`.
    private func play(to target: Double, remaining: Double) {
        guard let clock, let now = Animator.current?.now else { return }
        let seconds = remaining * duration / max(completionSpeed, 1e-6)
        clock.change(at: now, to: .ease(to: target, duration: seconds, curve: completionCurve))
    }
}
