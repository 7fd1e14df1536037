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
@MainActor
public protocol TransitionAnimator {
    /// The nominal duration (the timeline's length).
    var duration: Double { get set }
    /// The curve that defines the transition's progress, recorded in manifests.
    var curve: TimingCurve { get set }
    func animateTransition(_ context: TransitionContext)
    /// The curve that gives the transition's progress in one direction (for manifests): the same
    /// curve by default; dismissals that play the presentation backwards in time report it reversed.
    func progressCurve(isForward: Bool) -> TimingCurve
}

extension TransitionAnimator {
    public func progressCurve(isForward: Bool) -> TimingCurve { curve }
}

/// The modal styles of SPEC.md §3 dismiss by playing the presentation backwards in time: the
/// dismissal at time t shows the presentation at D − t.
protocol PlaysBackwardsOnDismissal: TransitionAnimator {}

extension PlaysBackwardsOnDismissal {
    public func progressCurve(isForward: Bool) -> TimingCurve { isForward ? curve : .reversed(curve) }
}
