/// Runs a transition of the catalogue (SPEC.md §7) with the block-animation API: 0.35 s on the
/// cubic (0.4, 0, 0.2, 1) by default.
///
/// With W × H the container's size and d the direction's unit vector (`SlideDirection.unitVector`),
/// p the curve's progress, offsets in points (d·W along x, d·H along y), scales about each view's
/// centre, "dims" meaning a black layer over that view (moving and scaling with it) whose alpha goes
/// 0 → 0.1, "clears" meaning 0.1 → 0:
///
/// | kind      | old view                                 | new view                                   | on top |
/// |-----------|------------------------------------------|--------------------------------------------|--------|
/// | push      | 0 → d/3, dims                            | −d → 0                                     | new    |
/// | pull      | 0 → d                                    | −d/3 → 0, clears                           | old    |
/// | cover     | still, dims                              | −d → 0                                     | new    |
/// | uncover   | 0 → d                                    | still, clears                              | old    |
/// | slide     | 0 → d                                    | −d → 0                                     | new    |
/// | zoomSlide | as slide, and scale 1 → 0.8 → 1          | as slide, and scale 1 → 0.8 → 1            | new    |
/// | pageIn    | scale 1 → 0.7, dims                      | −d → 0                                     | new    |
/// | pageOut   | 0 → d                                    | scale 0.7 → 1, clears                      | old    |
/// | fade      | alpha 1 → 0                              | alpha 0 → 1                                | new    |
/// | zoom      | scale 1 → 1.3, alpha 1 → 0               | scale 0.7 → 1, alpha 0 → 1                 | old    |
/// | zoomOut   | scale 1 → 0.7, alpha 1 → 0               | scale 1.3 → 1, alpha 0 → 1                 | new    |
///
/// zoomSlide runs as keyframes, each on the curve: the scale goes 1 → 0.8 over the first 40 % of
/// the duration, the slide runs over 20 %…80 %, and the scale comes back over the last 40 %.
///
/// Forward (present, push) runs `kind` in `direction`; backward (dismiss, pop) runs
/// `kind.reversed(direction:)` (push left is undone by pull right), forward in time on the same
/// curve, as Hero does. At the end the old view is removed and both views are left at the
/// container's bounds, untransformed and opaque.
public struct CatalogueAnimator: TransitionAnimator {
    public static let defaultDuration = 0.35
    public static let defaultCurve = TimingCurve.cubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    /// The identifier of the black dimming layer (a subview of the covered view while it shows).
    public static let dimmingIdentifier = "catalogueDimming"

    public var kind: CatalogueTransition
    /// Ignored by fade, zoom and zoomOut.
    public var direction: SlideDirection
    public var duration = CatalogueAnimator.defaultDuration
    public var curve = CatalogueAnimator.defaultCurve
    /// The dimming layer's alpha over a covered view.
    public var dimmingAlpha = 0.1
    /// How far a covered view travels in push and pull, as a fraction of the width (or height).
    public var coveredTravel = 1.0 / 3
    /// The covered view's scale in pageIn and pageOut.
    public var pageScale = 0.7
    /// The smaller view's scale in zoom and zoomOut.
    public var zoomSmallScale = 0.7
    /// The larger view's scale in zoom and zoomOut.
    public var zoomLargeScale = 1.3
    /// The scale both views pass through in zoomSlide.
    public var zoomSlideScale = 0.8

    /// zoomSlide's keyframes, as fractions of the duration: scaling down, sliding, scaling back.
    static let zoomSlideScaleDown = (start: 0.0, duration: 0.4)
    static let zoomSlideSlide = (start: 0.2, duration: 0.6)
    static let zoomSlideScaleUp = (start: 0.6, duration: 0.4)

    public init(kind: CatalogueTransition, direction: SlideDirection = .left) {
        self.kind = kind
        self.direction = direction
    }

    /// A transition by name (`CatalogueTransition.named(_:)`); the direction defaults to left.
    public init?(named name: String) {
        guard let (kind, direction) = CatalogueTransition.named(name) else { return nil }
        self.init(kind: kind, direction: direction ?? .left)
    }

    /// One view's state: an offset from its place, a scale about its centre, an alpha.
    struct Pose: Equatable {
        var offset = Point.zero
        var scale = 1.0
        var alpha = 1.0
    }

    /// What a kind does, from the start to the end state of both views.
    struct Plan {
        var old = (start: Pose(), end: Pose())
        var new = (start: Pose(), end: Pose())
        var newOnTop = true
        /// The covered view (`true`: the new one) and its dimming alpha at the start and the end.
        var dimming: (overNew: Bool, start: Double, end: Double)?
    }

    func makePlan(_ kind: CatalogueTransition, _ direction: SlideDirection, size: Size) -> Plan {
        let u = direction.unitVector
        let full = Point(x: u.x * size.width, y: u.y * size.height)
        let none = Point.zero
        var plan = Plan()
        func pose(_ offset: Point = .zero, scale: Double = 1, alpha: Double = 1) -> Pose {
            Pose(offset: offset, scale: scale, alpha: alpha)
        }
        switch kind {
        case .push:
            plan.old = (pose(), pose(full * coveredTravel))
            plan.new = (pose(none - full), pose())
            plan.dimming = (false, 0, dimmingAlpha)
        case .pull:
            plan.old = (pose(), pose(full))
            plan.new = (pose(none - full * coveredTravel), pose())
            plan.newOnTop = false
            plan.dimming = (true, dimmingAlpha, 0)
        case .cover:
            plan.new = (pose(none - full), pose())
            plan.dimming = (false, 0, dimmingAlpha)
        case .uncover:
            plan.old = (pose(), pose(full))
            plan.newOnTop = false
            plan.dimming = (true, dimmingAlpha, 0)
        case .slide, .zoomSlide:
            plan.old = (pose(), pose(full))
            plan.new = (pose(none - full), pose())
        case .pageIn:
            plan.old = (pose(), pose(scale: pageScale))
            plan.new = (pose(none - full), pose())
            plan.dimming = (false, 0, dimmingAlpha)
        case .pageOut:
            plan.old = (pose(), pose(full))
            plan.new = (pose(scale: pageScale), pose())
            plan.newOnTop = false
            plan.dimming = (true, dimmingAlpha, 0)
        case .fade:
            plan.old = (pose(), pose(alpha: 0))
            plan.new = (pose(alpha: 0), pose())
        case .zoom:
            plan.old = (pose(), pose(scale: zoomLargeScale, alpha: 0))
            plan.new = (pose(scale: zoomSmallScale, alpha: 0), pose())
            plan.newOnTop = false
        case .zoomOut:
            plan.old = (pose(), pose(scale: zoomSmallScale, alpha: 0))
            plan.new = (pose(scale: zoomLargeScale, alpha: 0), pose())
        }
        return plan
    }

    public func animateTransition(_ ctx: TransitionContext) {
        let (kind, direction): (CatalogueTransition, SlideDirection) =
            ctx.isForward ? (self.kind, self.direction) : self.kind.reversed(direction: self.direction)
        let container = ctx.containerView
        let bounds = container.bounds
        let (old, new) = (ctx.fromView, ctx.toView)
        let plan = makePlan(kind, direction, size: bounds.size)

        if plan.newOnTop {
            container.insertSubview(new, aboveSubview: old)
        } else {
            container.insertSubview(new, belowSubview: old)
        }
        func apply(_ pose: Pose, to view: View) {
            view.frame = bounds.offsetBy(dx: pose.offset.x, dy: pose.offset.y)
            view.transform = pose.scale == 1 ? .identity : AffineTransform(scaleX: pose.scale, y: pose.scale)
            view.alpha = pose.alpha
        }
        var dimming: View?
        if let d = plan.dimming {
            let covered = d.overNew ? new : old
            let layer = View(frame: covered.bounds)
            layer.identifier = Self.dimmingIdentifier
            layer.backgroundColor = .black
            layer.alpha = d.start
            covered.addSubview(layer)
            dimming = layer
        }
        apply(plan.old.start, to: old)
        apply(plan.new.start, to: new)

        let finish: @MainActor (Bool) -> Void = { _ in
            dimming?.removeFromSuperview()
            old.removeFromSuperview()
            for view in [old, new] { apply(Pose(), to: view) }
            ctx.completeTransition()
        }

        if kind == .zoomSlide {
            let shrunk = AffineTransform(scaleX: zoomSlideScale, y: zoomSlideScale)
            let (down, slide, up) = (Self.zoomSlideScaleDown, Self.zoomSlideSlide, Self.zoomSlideScaleUp)
            View.animateKeyframes(withDuration: duration) {
                View.addKeyframe(withRelativeStartTime: down.start, relativeDuration: down.duration, curve: curve) {
                    old.transform = shrunk
                    new.transform = shrunk
                }
                View.addKeyframe(withRelativeStartTime: slide.start, relativeDuration: slide.duration, curve: curve) {
                    old.frame = bounds.offsetBy(dx: plan.old.end.offset.x, dy: plan.old.end.offset.y)
                    new.frame = bounds
                }
                View.addKeyframe(withRelativeStartTime: up.start, relativeDuration: up.duration, curve: curve) {
                    old.transform = .identity
                    new.transform = .identity
                }
            } completion: { finish($0) }
            return
        }

        View.animate(withDuration: duration, curve: curve) {
            if plan.old.start != plan.old.end { apply(plan.old.end, to: old) }
            if plan.new.start != plan.new.end { apply(plan.new.end, to: new) }
            if let d = plan.dimming { dimming?.alpha = d.end }
        } completion: { finish($0) }
    }
}
