/// `partialCurl` (SPEC.md §3): 0.6 s on the system curve. The presented view lies under the
/// presenting one, which curls up from its bottom edge around a cylinder (radius 200 device pixels)
/// until the uncovered band reaches the top of the presented view's highest subview, but never higher
/// than 40 pt from the top (a view without subviews gets its bottom half uncovered). The page then
/// stays curled. Dismissal uncurls it forward in time on the same curve: the curl's progress is
/// 1 − p(t), quick at first and settling flat.
///
/// The curl is one animatable property (`warpProgress` of the presenting view, whose warp effect
/// is `.pageCurl`), drawn by a pixel kernel.
public struct PartialCurlTransition: TransitionAnimator {
    public var duration = 0.6
    public var curve = TimingCurve.system
    /// The cylinder's radius in device pixels.
    public var radiusPixels = 200.0
    public var minimumStopFromTop = 40.0

    public init() {}

    /// Where the uncovered band stops, in points from the top.
    public func stopFromTop(for presented: View) -> Double {
        let tops = presented.subviews.filter { !$0.isHidden }.map(\.frame.minY)
        guard let highest = tops.min() else { return presented.bounds.height / 2 }
        return max(highest, minimumStopFromTop)
    }

    public func animateTransition(_ ctx: TransitionContext) {
        let container = ctx.containerView
        let page = ctx.isForward ? ctx.fromView : ctx.toView
        let presented = ctx.isForward ? ctx.toView : ctx.fromView
        presented.frame = container.bounds
        container.insertSubview(presented, belowSubview: page)
        if !ctx.isForward { container.insertSubview(page, aboveSubview: presented) }
        page.warp = .pageCurl(stopFromTop: stopFromTop(for: presented), radius: radiusPixels / ctx.device.scale)
        page.warpProgress = ctx.isForward ? 0 : 1
        View.animate(withDuration: duration, curve: curve) {
            page.warpProgress = ctx.isForward ? 1 : 0
        } completion: { _ in
            if !ctx.isForward {
                page.warp = nil
                presented.removeFromSuperview()
            }
            ctx.completeTransition()
        }
    }
}
