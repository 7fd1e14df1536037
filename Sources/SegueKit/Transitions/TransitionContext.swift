/// What a transition animator works with, like `UIViewControllerContextTransitioning`: the
/// container, the view going away and the one coming in, both already in the container in their
/// initial order, and the direction.
@MainActor
public struct TransitionContext {
    public let containerView: View
    public let fromView: View
    public let toView: View
    /// True for present and push; false for dismiss and pop.
    public let isForward: Bool
    public let device: Device
    /// Call once the animations are done (from a completion block), like `completeTransition(_:)`.
    public let completeTransition: @MainActor () -> Void

    public init(containerView: View, fromView: View, toView: View, isForward: Bool, device: Device,
                completeTransition: @escaping @MainActor () -> Void) {
        self.containerView = containerView
        self.fromView = fromView
        self.toView = toView
        self.isForward = isForward
        self.device = device
        self.completeTransition = completeTransition
    }
}

/// A transition written with the block-animation API (`UIViewControllerAnimatedTransitioning`).
///
/// Both directions run forward in time on `curve` over `duration` (SPEC.md §3): a dismissal is its
/// own animation, whose geometry at time t is the presentation's at progress 1 − p(t), never the
/// presentation played backwards. So `curve` is also what gives a dismissal's progress.
@MainActor
public protocol TransitionAnimator {
    /// The nominal duration (the timeline's length).
    var duration: Double { get set }
    /// The curve that defines the transition's progress in both directions, recorded in manifests.
    var curve: TimingCurve { get set }
    func animateTransition(_ context: TransitionContext)
}
