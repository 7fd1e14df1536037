/// The navigation push and pop (SPEC.md §2): 0.5 s on the system curve. Push: the incoming view
/// moves from x = +W to 0 while the outgoing one moves to −0.3 W under a black dimming layer going
/// to alpha 0.1, with a 9 pt shadow along the incoming view's leading edge. Pop is the exact mirror.
/// Each view moves from and to where it rests (its frame when the transition begins, the incoming
/// one's `finalFrame(for:)`): the container's bounds, or below the navigation bar for a controller
/// whose `edgesForExtendedLayout` leaves the top out.
public struct NavigationPushTransition: TransitionAnimator {
    public var duration = 0.5
    public var curve = TimingCurve.system
    /// The outgoing view's travel as a fraction of the width (parallax).
    public var parallax = 0.3
    public var dimmingAlpha = 0.1
    public var shadowWidth = 9.0
    public var shadowAlpha = 0.1
    /// Right-to-left layouts mirror everything (SPEC.md §2): the new screen enters from the left,
    /// the old one moves right, and the shadow lies along the incoming view's right (leading) edge.
    public var isRightToLeft = false

    public init() {}

    public func animateTransition(_ ctx: TransitionContext) {
        let bounds = ctx.containerView.bounds
        let w = bounds.width
        // Push: `to` enters on top. Pop: `from` leaves on top, `to` is revealed under it.
        let top = ctx.isForward ? ctx.toView : ctx.fromView
        let under = ctx.isForward ? ctx.fromView : ctx.toView
        let fromRest = ctx.fromView.frame
        let toRest = ctx.toViewController.map { ctx.finalFrame(for: $0) } ?? bounds
        let (topRest, underRest) = ctx.isForward ? (toRest, fromRest) : (fromRest, toRest)
        ctx.containerView.insertSubview(ctx.toView, aboveSubview: ctx.fromView)
        if !ctx.isForward { ctx.containerView.insertSubview(ctx.toView, belowSubview: ctx.fromView) }

        let dimming = View(frame: bounds)
        dimming.backgroundColor = .black
        dimming.identifier = "navigationDimming"
        ctx.containerView.insertSubview(dimming, aboveSubview: under)

        // +1 moves toward the trailing side: right in left-to-right layouts, left in right-to-left.
        let trailing = isRightToLeft ? -1.0 : 1.0
        let shadow = View(frame: Rect(x: isRightToLeft ? topRest.width : -shadowWidth, y: 0, width: shadowWidth, height: topRest.height))
        shadow.identifier = "navigationEdgeShadow"
        shadow.content = .gradient(LinearGradient(
            colors: [.clear, Color(white: 0, alpha: shadowAlpha)],
            start: Point(x: isRightToLeft ? 1 : 0, y: 0), end: Point(x: isRightToLeft ? 0 : 1, y: 0)))
        top.addSubview(shadow)

        let topStart = ctx.isForward ? topRest.offsetBy(dx: trailing * w, dy: 0) : topRest
        let topEnd = ctx.isForward ? topRest : topRest.offsetBy(dx: trailing * w, dy: 0)
        let underStart = ctx.isForward ? underRest : underRest.offsetBy(dx: -trailing * parallax * w, dy: 0)
        let underEnd = ctx.isForward ? underRest.offsetBy(dx: -trailing * parallax * w, dy: 0) : underRest
        top.frame = topStart
        under.frame = underStart
        dimming.frame = underStart
        dimming.alpha = ctx.isForward ? 0 : dimmingAlpha
        // The edge shadow shows only while the views move: absent in the first frame, gone in the last.
        shadow.alpha = 0
        View.animate(withDuration: 0) { shadow.alpha = 1 }
        View.animate(withDuration: duration, curve: curve) {
            top.frame = topEnd
            under.frame = underEnd
            dimming.frame = underEnd
            dimming.alpha = ctx.isForward ? dimmingAlpha : 0
        } completion: { _ in
            shadow.removeFromSuperview()
            dimming.removeFromSuperview()
            ctx.fromView.removeFromSuperview()
            ctx.fromView.frame = fromRest
            ctx.completeTransition()
        }
    }
}
