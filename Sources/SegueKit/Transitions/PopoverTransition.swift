/// `popoverPresentation` (SPEC.md §5). In regular width the popover — a rounded card (radius 13)
/// of the content's size, 320 × 480 pt unless the presented controller asks for another, with a
/// 13 pt arrow pointing at the anchor — grows from scale 0.01 to 1 about the tip of its arrow on an
/// under-damped spring (damping ratio 0.8, 0.49 s); dismissal shrinks it back to 0.01 and alpha 0
/// (damping 0.85, 0.52 s). In compact width UIKit adapts it into a page sheet
/// (`TransitionStyle.adapted(on:adaptivePresentationStyle:)`) unless the app keeps it.
public struct PopoverTransition: TransitionAnimator {
    /// The content's size when the presented controller asks for none (SPEC.md §5).
    public static let defaultContentSize = Size(width: 320, height: 480)

    /// The rectangle the arrow points at, in the container's coordinates.
    public var anchor: Rect
    /// The card's size before it is fitted beside the anchor (`layout(in:)`).
    public var contentSize = PopoverTransition.defaultContentSize
    public var cornerRadius = 13.0
    public var arrowHeight = 13.0
    public var duration: Double
    public var curve: TimingCurve
    /// Keeps the popover this far from the screen's edges.
    public var margin = 10.0

    public init(anchor: Rect, isForward: Bool = true) {
        self.anchor = anchor
        duration = isForward ? 0.49 : 0.52
        curve = .spring(Spring(response: duration, dampingRatio: isForward ? 0.8 : 0.85))
    }

    /// A popover of the presented controller's `preferredContentSize`, as UIKit sizes one: each
    /// side that is positive is the content's, a side left at 0 is the default's (UIKit reads 0
    /// as "no preference" for that side); `layout(in:)` then keeps it on the screen.
    public init(anchor: Rect, preferredContentSize wanted: Size, isForward: Bool = true) {
        self.init(anchor: anchor, isForward: isForward)
        let standard = Self.defaultContentSize
        contentSize = Size(width: wanted.width > 0 ? wanted.width : standard.width,
                           height: wanted.height > 0 ? wanted.height : standard.height)
    }

    /// The default anchor from screenshots: a 44 × 44 pt bar button at the top right.
    public static func defaultAnchor(device: Device) -> Rect {
        Rect(x: device.size.width - 8 - 44, y: device.safeArea.top, width: 44, height: 44)
    }

    /// The popover's frame (card and arrow) and the arrow tip, in container coordinates. The arrow
    /// points up at the anchor's bottom edge when there is room below, else down at its top edge.
    public func layout(in container: Rect) -> (frame: Rect, tip: Point, pointsUp: Bool) {
        let below = container.maxY - anchor.maxY
        let pointsUp = below >= contentSize.height + arrowHeight + margin || below >= anchor.minY
        let h = min(contentSize.height, (pointsUp ? below : anchor.minY) - arrowHeight - margin)
        let w = min(contentSize.width, container.width - 2 * margin)
        let x = min(max(anchor.midX - w / 2, margin), container.maxX - margin - w)
        let tip = Point(x: anchor.midX, y: pointsUp ? anchor.maxY : anchor.minY)
        let y = pointsUp ? tip.y : tip.y - arrowHeight - h
        return (Rect(x: x, y: y, width: w, height: h + arrowHeight), tip, pointsUp)
    }

    /// The card the content fills, in container coordinates: the popover's frame less its arrow.
    /// Its size is what the content is laid out at.
    public func cardFrame(in container: Rect) -> Rect {
        let (frame, _, up) = layout(in: container)
        return Rect(x: frame.minX, y: frame.minY + (up ? arrowHeight : 0), width: frame.width, height: frame.height - arrowHeight)
    }

    /// Draws the popover on any screen: a compact width's adaptation to a sheet is decided
    /// before (`TransitionStyle.adapted(on:adaptivePresentationStyle:)`).
    public func animateTransition(_ ctx: TransitionContext) {
        let container = ctx.containerView
        let content = ctx.isForward ? ctx.toView : ctx.fromView
        let presenting = ctx.isForward ? ctx.fromView : ctx.toView
        let (frame, tip, _) = layout(in: container.bounds)
        let shrunk = scale(0.01, about: tip, of: frame)
        if ctx.isForward {
            let popover = makePopover(around: content, in: container.bounds)
            container.insertSubview(popover, aboveSubview: presenting)
            popover.transform3D = shrunk
            View.animate(withDuration: duration, curve: curve) {
                popover.transform3D = .identity
            } completion: { _ in ctx.completeTransition() }
        } else {
            // The popover its presentation left, or, after a presentation without animation (which
            // put the content straight into the container), the same popover built at rest.
            let popover = container.subviews.first { $0.identifier == "popover" } ?? makePopover(around: content, in: container.bounds)
            container.addSubview(popover)
            container.insertSubview(presenting, belowSubview: popover)
            presenting.frame = container.bounds
            View.animate(withDuration: duration, curve: curve) {
                popover.transform3D = shrunk
                popover.alpha = 0
            } completion: { _ in
                popover.removeFromSuperview()
                content.removeFromSuperview()
                ctx.completeTransition()
            }
        }
    }

    /// The popover at rest, in the container: a card holding `content` at the card's size (the
    /// content keeps its own layout at the popover's size), the arrow and the shadow.
    func makePopover(around content: View, in container: Rect) -> View {
        let (frame, tip, up) = layout(in: container)
        let popover = View(frame: frame)
        popover.identifier = "popover"
        popover.shadowOpacity = 0.2
        popover.shadowRadius = 20
        popover.shadowOffset = Size(width: 0, height: 8)
        let card = View(frame: cardFrame(in: container).offsetBy(dx: -frame.minX, dy: -frame.minY))
        card.identifier = "popoverCard"
        content.transform3D = .identity
        content.frame = Rect(card.bounds.size)
        // The card behind the content is the content's own colour (so its rounded corners blend
        // into it); the arrow is the colour of what it meets.
        card.backgroundColor = content.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil } ?? .white
        let backdrop = Self.backdropColor(of: content, at: Point(x: tip.x - frame.minX - card.frame.minX, y: up ? 0.5 : card.frame.height - 0.5))
        card.cornerRadius = cornerRadius
        card.clipsToBounds = true
        let arrow = View(frame: Rect(x: tip.x - frame.minX - arrowHeight * 1.4, y: up ? 0 : frame.height - arrowHeight - 0.5,
                                     width: arrowHeight * 2.8, height: arrowHeight + 0.5))
        arrow.content = .shape(ShapeContent(
            elements: up ? [.move(Point(x: 0, y: 1)), .line(Point(x: 0.5, y: 0)), .line(Point(x: 1, y: 1)), .close]
                         : [.move(Point(x: 0, y: 0)), .line(Point(x: 0.5, y: 1)), .line(Point(x: 1, y: 0)), .close],
            fill: backdrop))
        popover.addSubview(arrow)
        popover.addSubview(card)
        card.addSubview(content)
        return popover
    }

    /// The colour UIKit draws the arrow (and the card behind the content) in: the popover's
    /// backdrop, which takes the presented view's background colour. Where that view is clear (a
    /// navigation controller's), the colour of the topmost coloured view at `point`, the content's
    /// edge the arrow meets (the bar above, the page below); else white.
    @MainActor static func backdropColor(of content: View, at point: Point) -> Color {
        func opaque(_ c: Color?) -> Color? { c.flatMap { $0.alpha > 0 ? $0 : nil } }
        if let own = opaque(content.backgroundColor) { return own }
        var v = content, p = point
        while let hit = v.subviews.last(where: { !$0.isHidden && $0.frame.contains(p) }) {
            if let c = opaque(hit.backgroundColor) { return c }
            (v, p) = (hit, Point(x: p.x - hit.frame.minX, y: p.y - hit.frame.minY))
        }
        return .white
    }

    /// A scale about a point of the container, for a view whose frame is `frame` (its layer's
    /// anchor is its centre, so the scale is wrapped in translations to and from the point).
    func scale(_ s: Double, about p: Point, of frame: Rect) -> Transform3D {
        let d = Point(x: p.x - frame.midX, y: p.y - frame.midY)
        return Transform3D(translationX: -d.x, y: -d.y).concatenating(Transform3D(scaleX: s, y: s))
            .concatenating(Transform3D(translationX: d.x, y: d.y))
    }
}
