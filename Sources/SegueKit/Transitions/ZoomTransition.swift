/// The zoom transition of iOS 18 (SPEC.md §6): the new screen grows out of a source view of the old
/// one — its frame from the source's frame to the full screen, its corners from the source's radius to
/// the screen's, its content cross-fading from the source's image — while the old screen stays in
/// place under a black layer going to alpha 0.2. A spring of 0.5 s with no bounce. Without a source
/// view it grows from the screen inset by 5 % and fades in. Dismissal shrinks back into the source.
public struct ZoomTransition: TransitionAnimator {
    /// The view of the old screen that the new one grows from (nil: none).
    public var sourceView: View?
    public var duration = 0.5
    public var curve = TimingCurve.spring(Spring(duration: 0.5, bounce: 0))
    public var dimmingAlpha = 0.2
    public var insetWithoutSource = 0.05

    public init(sourceView: View? = nil) { self.sourceView = sourceView }

    public func animateTransition(_ ctx: TransitionContext) {
        let container = ctx.containerView
        let full = container.bounds
        let screen = ctx.isForward ? ctx.toView : ctx.fromView
        let old = ctx.isForward ? ctx.fromView : ctx.toView
        let sourceRect = sourceView?.frameInRoot
            ?? full.insetBy(dx: full.width * insetWithoutSource, dy: full.height * insetWithoutSource)
        let sourceRadius = sourceView?.cornerRadius ?? ctx.device.cornerRadius
        // The new screen scaled uniformly to cover the source rect, centred in it.
        let s = max(sourceRect.width / full.width, sourceRect.height / full.height)

        if !ctx.isForward { container.insertSubview(old, belowSubview: screen) }
        old.frame = full
        let dimming = View(frame: full)
        dimming.identifier = "zoomDimming"
        dimming.backgroundColor = .black
        container.insertSubview(dimming, aboveSubview: old)
        let clip = View(frame: ctx.isForward ? sourceRect : full)
        clip.identifier = "zoomClip"
        clip.clipsToBounds = true
        clip.cornerRadius = ctx.isForward ? sourceRadius : ctx.device.cornerRadius
        container.insertSubview(clip, aboveSubview: dimming)
        screen.bounds = Rect(full.size)
        clip.addSubview(screen)
        let snapshot = sourceView?.snapshotView()
        if let snapshot {
            snapshot.transform3D = .identity
            clip.addSubview(snapshot)
        }
        sourceView?.isHidden = true

        func apply(grown: Bool) {
            let r = grown ? full : sourceRect
            clip.frame = r
            clip.cornerRadius = grown ? ctx.device.cornerRadius : sourceRadius
            screen.center = Point(x: r.width / 2, y: r.height / 2)
            screen.transform3D = grown ? .identity : Transform3D(scaleX: s, y: s)
            snapshot?.frame = Rect(r.size)
            snapshot?.alpha = grown ? 0 : 1
            if sourceView == nil { screen.alpha = grown ? 1 : 0 }
            dimming.alpha = grown ? dimmingAlpha : 0
        }
        apply(grown: !ctx.isForward)
        View.animate(withDuration: duration, curve: curve) {
            apply(grown: ctx.isForward)
        } completion: { _ in
            sourceView?.isHidden = false
            snapshot?.removeFromSuperview()
            clip.removeFromSuperview()
            dimming.removeFromSuperview()
            if ctx.isForward {
                screen.transform3D = .identity
                screen.frame = full
                container.addSubview(screen)
                old.removeFromSuperview()
            } else {
                screen.removeFromSuperview()
            }
            ctx.completeTransition()
        }
    }
}
