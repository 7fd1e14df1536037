/// A plain cross-fade inside a container (`UIView.transition(with:duration:options:
/// .transitionCrossDissolve)`): the new view fades in over the old one, which stays opaque until
/// it is removed, so nothing darkens. Used for tab switches and split-view detail replacement.
public struct FadeTransition: TransitionAnimator {
    public var duration: Double
    public var curve: TimingCurve

    public init(duration: Double = 0.25, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    public func animateTransition(_ ctx: TransitionContext) {
        ctx.containerView.insertSubview(ctx.toView, aboveSubview: ctx.fromView)
        ctx.toView.alpha = 0
        View.animate(withDuration: duration, curve: curve) {
            ctx.toView.alpha = 1
        } completion: { _ in
            ctx.fromView.removeFromSuperview()
            ctx.completeTransition()
        }
    }
}
