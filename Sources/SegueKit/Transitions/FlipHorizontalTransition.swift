/// `flipHorizontal` (SPEC.md §3): 0.7 s, easeInOut. The window's content turns 180° about the
/// vertical axis through its centre, in perspective (m34 = −1/500 pt), with the presented view on
/// the back face; the faces swap at 90°, the card is scaled down just enough to stay inside the
/// container, and black shows behind it. Presenting turns right to left; dismissing the other way,
/// forward in time on the same curve (the turn is π·(1 − p(t)), the presentation's at 1 − p).
///
/// The turn is one animatable property (`warpProgress` of a card view whose warp effect is
/// `.flip`): the perspective is drawn by a pixel kernel, since Cairo's model is affine.
public struct FlipHorizontalTransition: TransitionAnimator {
    public var duration = 0.7
    public var curve = TimingCurve.easeInOut
    public var perspectiveDistance = 500.0

    public init() {}

    public func animateTransition(_ ctx: TransitionContext) {
        let container = ctx.containerView
        let bounds = container.bounds
        // The front face is always the presenting view, the back the presented one.
        let presenting = ctx.isForward ? ctx.fromView : ctx.toView
        let presented = ctx.isForward ? ctx.toView : ctx.fromView
        let card = View(frame: bounds)
        card.identifier = "flipCard"
        card.warp = .flip(presenting: ctx.isForward, perspectiveDistance: perspectiveDistance)
        container.insertSubview(card, aboveSubview: ctx.fromView)
        for face in [presenting, presented] {
            face.frame = bounds
            card.addSubview(face)
        }
        card.warpProgress = 0
        View.animate(withDuration: duration, curve: curve) {
            card.warpProgress = 1
        } completion: { _ in
            container.insertSubview(ctx.toView, aboveSubview: card)
            // A presentation that leaves its presenter in the window (`overFullScreen`) puts
            // the presenter's view back under the presented one.
            if ctx.view(forKey: .from) == nil { container.insertSubview(ctx.fromView, belowSubview: ctx.toView) } else { ctx.fromView.removeFromSuperview() }
            card.removeFromSuperview()
            ctx.completeTransition()
        }
    }
}
