/// What drives a transition interactively in place of its animator playing on its own
/// (`UIViewControllerInteractiveTransitioning`): it starts the animator under a clock it then moves.
@MainActor
public protocol InteractiveTransitionDriver: AnyObject {
    func startInteractiveTransition(_ context: TransitionContext, animator: any TransitionAnimator)
}

extension TransitionContext {
    /// Starts the transition as UIKit does: `interaction` drives it when there is one, else the
    /// animator plays it; then the animations registered to run alongside start with it.
    public func start(animator: any TransitionAnimator, interaction: (any InteractiveTransitionDriver)?) {
        duration = animator.transitionDuration(self)
        if let interaction {
            interaction.startInteractiveTransition(self, animator: animator)
        } else {
            animator.animateTransition(self)
        }
        hasStarted = true
        runAlongside(alongside.compactMap(\.animation))
    }

    /// Runs `blocks` in one animation block lasting the transition's duration, on UIKit's default
    /// curve (easeInOut), driven by the interactive clock when there is one.
    func runAlongside(_ blocks: [@MainActor (TransitionContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        let run = { View.animate(withDuration: self.duration, curve: .easeInOut) { for b in blocks { b(self) } } }
        if let animator = Animator.current {
            animator.withClock(interactiveClock, run)
        } else {
            run()
        }
    }

    /// Drives the transition with `clock` (an interactive driver's), whose local time is the
    /// transition's elapsed time.
    public func drive(with clock: TrackClock) { interactiveClock = clock }

    /// A controller's animations run under the transition's clock too: the animations of the
    /// navigation bar while it pops interactively.
    public func withInteractiveClock(_ body: () -> Void) {
        if let animator = Animator.current { animator.withClock(interactiveClock, body) } else { body() }
    }
}

/// What UIKit's presentation controller decides for a `.custom` presentation (SPEC.md §10): where
/// the presented view rests, whether the presenter's view leaves the window, and the chrome it adds
/// around the transition (`UIPresentationController`).
@MainActor
public protocol PresentationBehavior: AnyObject {
    /// Whether UIKit removes the presenter's view when the presentation ends (default false: it stays).
    var shouldRemovePresentersView: Bool { get }
    /// Where the presented view rests in `container`.
    func frameOfPresentedView(in container: View) -> Rect
    /// Called with the context before the animator runs, and after the transition ends.
    func presentationTransitionWillBegin(_ context: TransitionContext)
    func presentationTransitionDidEnd(_ completed: Bool)
    func dismissalTransitionWillBegin(_ context: TransitionContext)
    func dismissalTransitionDidEnd(_ completed: Bool)
    /// Lays out the container (the presented view's frame, chrome).
    func layoutContainer(_ container: View)
}
