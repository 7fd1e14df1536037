import SegueKit

/// UIKit's path object: a `CGPath` built in UIKit's y-down coordinates, where `clockwise` means
/// clockwise on screen. Animators make one to hand its `cgPath` to a `CAShapeLayer` (a mask's
/// circle, a card's rounded outline); drawing it into a context (`fill()`, `stroke()`) is not
/// covered. Arcs, ovals and rounded corners are stored as cubic Béziers, as on iOS, so that a
/// `path` animation between two circles is a circle at every instant. A plain value holder, it is
/// bound to no actor (a path may be built off the main thread).
open class UIBezierPath: NSObject, NSCopying {
    var storage = Path()

    /// The stroke's attributes, kept for the app (a shape layer takes its own).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    public override init() { super.init() }

    init(storage: Path) {
        self.storage = storage
        super.init()
    }

    public convenience init(rect: CGRect) { self.init(storage: Path(rect: rect.rect)) }

    public convenience init(ovalIn rect: CGRect) { self.init(storage: Path(ellipseIn: rect.rect)) }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(storage: Path(roundedRect: rect.rect, cornerRadius: Double(cornerRadius)))
    }

    /// Rounds only `corners`, with the smaller of the radii's two components (UIKit draws circular
    /// corners from `cornerRadii.width`; equal radii are the usual case).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let mask = CornerMask(rawValue: UInt8(truncatingIfNeeded: corners.rawValue))
        self.init(storage: Path(roundedRect: rect.rect, byRoundingCorners: mask, cornerRadius: Double(cornerRadii.width)))
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(storage: Path(arcCenter: center.point, radius: Double(radius), startAngle: Double(startAngle),
                                endAngle: Double(endAngle), clockwise: clockwise))
    }

    public convenience init(cgPath: CGPath) { self.init(storage: cgPath.path) }

    /// The path as Core Graphics holds it; setting it replaces every element.
    open var cgPath: CGPath {
        get { CGPath.from(storage) }
        set { storage = newValue.path }
    }

    open var isEmpty: Bool { storage.isEmpty }

    /// The rectangle around every point, control points included (`CGPath.boundingBox`).
    open var bounds: CGRect { storage.boundingBox.map(CGRect.init) ?? .null }

    open var currentPoint: CGPoint { storage.currentPoint.map(CGPoint.init) ?? .zero }

    open func move(to point: CGPoint) { storage.move(to: point.point) }

    open func addLine(to point: CGPoint) { storage.addLine(to: point.point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint.point, control1: controlPoint1.point, control2: controlPoint2.point)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint.point, control: controlPoint.point)
    }

    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(withCenter: center.point, radius: Double(radius), startAngle: Double(startAngle),
                       endAngle: Double(endAngle), clockwise: clockwise)
    }

    open func close() { storage.closeSubpath() }

    open func removeAllPoints() { storage = Path() }

    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

    /// Maps every point, control points included, through `transform`.
    open func apply(_ transform: CGAffineTransform) { storage = storage.applying(transform.affine) }

    /// A copy with the same elements and attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UIBezierPath(storage: storage)
        (c.lineWidth, c.lineCapStyle, c.lineJoinStyle, c.miterLimit) = (lineWidth, lineCapStyle, lineJoinStyle, miterLimit)
        (c.flatness, c.usesEvenOddFillRule) = (flatness, usesEvenOddFillRule)
        return c
    }
}
