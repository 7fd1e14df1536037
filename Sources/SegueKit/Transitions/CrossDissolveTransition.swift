/// `crossDissolve` (SPEC.md §3): 0.4 s on the system curve; the incoming view fades in above the
/// outgoing one while the outgoing one fades out, each composited alone over the window's black,
/// so a pixel at progress p is `p·in + (1 − p)²·out`. Dismissal runs forward in time on the same
/// curve and shows the presentation at progress 1 − p(t): the presented view, still on top, fades
/// out while the presenting one fades in under it. A presentation that leaves its presenter in the
/// window (`overFullScreen`, `overCurrentContext`) fades only the presented view: the presenter's
/// stays opaque under it, and in the window at the end.
public struct CrossDissolveTransition: TransitionAnimator {
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
        // The presenting view stays as it is where the presentation leaves it in the window.
        let fadesBottom = ctx.view(forKey: ctx.isForward ? .from : .to) != nil
        // The presented view, always on top, carries the presentation's progress: p(t) presenting,
        // 1 − p(t) dismissing; the presenting view under it the complement.
        let topTarget = ctx.isForward ? 1.0 : 0.0
        top.alpha = 1 - topTarget
        if fadesBottom { bottom.alpha = topTarget }
        View.animate(withDuration: duration, curve: curve) {
            top.alpha = topTarget
            if fadesBottom { bottom.alpha = 1 - topTarget }
        } completion: { _ in
            if !ctx.isForward || fadesBottom { from.removeFromSuperview() }
            from.alpha = 1
            to.alpha = 1
            ctx.completeTransition()
        }
    }
}
