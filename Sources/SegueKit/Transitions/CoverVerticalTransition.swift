/// `coverVertical` (SPEC.md §3), the default modal transition: 0.4 s on the system curve; the
/// presented view rises from y = +H to 0 over a presenting view that does not move. Dismissal is its
/// own animation on the same curve, forward in time: it lowers the view from 0 to +H, its top at
/// H·p(t), fast at first and settling slowly. A presentation that leaves its presenter in the
/// window (`overFullScreen`, `overCurrentContext`) keeps the presenter's view under the presented
/// one at the end.
public struct CoverVerticalTransition: TransitionAnimator {
    public var duration = 0.4
    public var curve = TimingCurve.system

    public init() {}

    public func animateTransition(_ ctx: TransitionContext) {
        let h = ctx.containerView.bounds.height
        let (from, to) = (ctx.fromView, ctx.toView)
        let final = ctx.containerView.bounds
        if ctx.isForward {
            ctx.containerView.insertSubview(to, aboveSubview: from)
            to.frame = final.offsetBy(dx: 0, dy: h)
            View.animate(withDuration: duration, curve: curve) {
                to.frame = final
            } completion: { _ in
                if ctx.view(forKey: .from) != nil { from.removeFromSuperview() }
                ctx.completeTransition()
            }
        } else {
            ctx.containerView.insertSubview(to, belowSubview: from)
            // A presenter that is itself presented (a sheet) comes back to its own place.
            to.frame = ctx.viewController(forKey: .to).map { ctx.finalFrame(for: $0) } ?? final
            View.animate(withDuration: duration, curve: curve) {
                from.frame = final.offsetBy(dx: 0, dy: h)
            } completion: { _ in
                from.removeFromSuperview()
                ctx.completeTransition()
            }
        }
    }
}
