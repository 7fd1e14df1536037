/// `crossDissolve` (SPEC.md §3): 0.4 s on the system curve; the incoming view fades in above the
/// outgoing one while the outgoing one fades out, each composited alone over the window's black,
/// so a pixel at progress p is `p·in + (1 − p)²·out`. Dismissal plays it backwards in time: the
/// presented view, still on top, fades out while the presenting one fades in under it.
public struct CrossDissolveTransition: PlaysBackwardsOnDismissal {
    public var duration = 0.4
    public var curve = TimingCurve.system

    public init() {}

    public func animateTransition(_ ctx: TransitionContext) {
        let (from, to) = (ctx.fromView, ctx.toView)
        if ctx.isForward {
            ctx.containerView.insertSubview(to, aboveSubview: from)
        } else {
            ctx.containerView.insertSubview(to, belowSubview: from)
        }
        let (top, bottom) = ctx.isForward ? (to, from) : (from, to)
        // The view on top always carries p; the one under it 1 − p (forward) or 1 − p read backwards.
        let topTarget = ctx.isForward ? 1.0 : 0.0
        top.alpha = 1 - topTarget
        bottom.alpha = topTarget
        View.animate(withDuration: duration, curve: progressCurve(isForward: ctx.isForward)) {
            top.alpha = topTarget
            bottom.alpha = 1 - topTarget
        } completion: { _ in
            from.removeFromSuperview()
            from.alpha = 1
            to.alpha = 1
            ctx.completeTransition()
        }
    }
}
