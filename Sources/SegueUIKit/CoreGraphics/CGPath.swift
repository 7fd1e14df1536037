#if !canImport(CoreGraphics)
import SegueKit

/// Core Graphics' immutable path, for platforms without Core Graphics (on macOS the real one is
/// used): a SegueKit `Path` in the layer's own y-down coordinates, as `CAShapeLayer.path` and
/// `UIBezierPath.cgPath` hold it. Arcs and ellipses are stored as cubic Béziers, as Core Graphics
/// stores them.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    var storage: Path

    init(storage: Path) { self.storage = storage }

    /// `CGPath(rect:transform:)`: a closed rectangle from its top-left corner.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: Path(rect: rect.rect).applying(transform?.pointee))
    }

    /// `CGPath(ellipseIn:transform:)`: the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: Path(ellipseIn: rect.rect).applying(transform?.pointee))
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`, with circular corners of the
    /// smaller of the two radii.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: Path(roundedRect: rect.rect, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform?.pointee))
    }

    public var isEmpty: Bool { storage.isEmpty }

    /// The end of the last element; `.zero` for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint { storage.currentPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    public var boundingBox: CGRect { storage.boundingBox.map(CGRect.init) ?? .null }

    /// The smallest rectangle holding the path's curves (not their control points); `.null` when empty.
    public var boundingBoxOfPath: CGRect { storage.boundingBoxOfPath.map(CGRect.init) ?? .null }

    public func copy() -> CGPath? { CGPath(storage: storage) }

    /// The path with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage: storage.applying(transform?.pointee))
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.storage == b.storage }
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
    public var description: String { "CGPath(\(storage.elements.count) elements)" }
}

/// Core Graphics' mutable path. Angles are in radians; `clockwise` is Core Graphics' sense, which in
/// UIKit's flipped (y-down) coordinates shows counter-clockwise on screen, as on iOS.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(storage: Path()) }
    override init(storage: Path) { super.init(storage: storage) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.move(to: point.applying(transform).point)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addLine(to: point.applying(transform).point)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addQuadCurve(to: end.applying(transform).point, control: control.applying(transform).point)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addCurve(to: end.applying(transform).point, control1: control1.applying(transform).point,
                         control2: control2.applying(transform).point)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addPath(Path(rect: rect.rect).applying(transform))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addPath(Path(ellipseIn: rect.rect).applying(transform))
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        storage.addPath(Path(roundedRect: rect.rect, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform))
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path()
        if let current = storage.currentPoint { arc.move(to: current) }
        arc.addArc(withCenter: center.point, radius: Double(radius), startAngle: Double(startAngle),
                   endAngle: Double(endAngle), clockwise: !clockwise)
        append(arc, droppingMoveTo: storage.currentPoint, transform: transform)
    }

    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        var arc = Path()
        if let current = storage.currentPoint { arc.move(to: current) }
        arc.addArc(withCenter: center.point, radius: Double(radius), startAngle: Double(startAngle), sweep: Double(delta))
        append(arc, droppingMoveTo: storage.currentPoint, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.addPath(path.storage.applying(transform.affine))
    }

    public func closeSubpath() { storage.closeSubpath() }

    /// Appends an arc built from the current point: its opening move is the current point again
    /// and is dropped, so the arc continues the subpath.
    private func append(_ arc: Path, droppingMoveTo current: Point?, transform: CGAffineTransform) {
        let elements = current == nil ? arc.elements : Array(arc.elements.dropFirst())
        storage.addPath(Path(elements: elements).applying(transform.affine))
    }
}

extension Path {
    func applying(_ t: CGAffineTransform?) -> Path { t.map { applying($0.affine) } ?? self }
    func applying(_ t: CGAffineTransform) -> Path { t.isIdentity ? self : applying(t.affine) }
}
#endif
