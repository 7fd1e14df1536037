/// A path of straight lines and Bézier curves in points of a layer's own coordinates (y down), like
/// `CGPath` and the path of a `UIBezierPath`: one or more subpaths, each opened by a move and
/// optionally closed.
///
/// It is a value: building one (`move(to:)`, `addLine(to:)`, `addArc(withCenter:…)` …) mutates
/// this copy only. Arcs, ellipses and rounded corners are stored as cubic Béziers, as Core
/// Graphics stores them, so two circles of different radii have the same elements and a path
/// animation between them is a circle at every instant (`Path+Interpolation.swift`).
///
/// As in Core Graphics, a line or a curve added where there is no current point (an empty path)
/// is ignored; after `closeSubpath()` the current point is the closed subpath's start, and what
/// is added next begins a new subpath there.
public struct Path: Hashable, Sendable {
    /// One element, with `CGPathElement`'s kinds.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath (`moveToPoint`).
        case move(to: Point)
        /// A straight line from the current point (`addLineToPoint`).
        case line(to: Point)
        /// A quadratic Bézier from the current point (`addQuadCurveToPoint`).
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier from the current point (`addCurveToPoint`).
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, joined there (`closeSubpath`).
        case closeSubpath

        /// The point the element ends at (nil for `closeSubpath`, which ends at its subpath's start).
        public var endPoint: Point? {
            switch self {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
    }

    /// The elements in drawing order.
    public private(set) var elements: [Element]

    /// An empty path.
    public init() { elements = [] }

    /// A path of these elements, taken as they are (elements before the first move draw nothing
    /// and have no length, as in a path Core Graphics would have built without them).
    public init(elements: [Element]) { self.elements = elements }

    /// Whether the path has no elements (`CGPath.isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the last element's end point, or after `closeSubpath()` the
    /// closed subpath's start; nil for an empty path (where `CGPath.currentPoint` is `.zero`).
    public var currentPoint: Point? {
        var start: Point?, current: Point?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .closeSubpath: current = start
            default: current = e.endPoint
            }
        }
        return current
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// A straight line from the current point to `point`; ignored without a current point.
    public mutating func addLine(to point: Point) {
        guard !elements.isEmpty else { return }
        elements.append(.line(to: point))
    }

    /// A quadratic Bézier from the current point to `point`; ignored without a current point.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard !elements.isEmpty else { return }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier from the current point to `point`; ignored without a current point.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard !elements.isEmpty else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line to its start; ignored on an empty path.
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// Appends another path's elements (`CGMutablePath.addPath`, `UIBezierPath.append`).
    public mutating func addPath(_ other: Path) { elements += other.elements }

    /// The path with every point (control points included) mapped through `t`, as
    /// `CGPath.copy(using:)` does; exact for Béziers, which affine maps keep Béziers.
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map { e in
            switch e {
            case .move(let p): .move(to: t.apply(p))
            case .line(let p): .line(to: t.apply(p))
            case .quadCurve(let p, let c): .quadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }

    /// Every point of every element, control points included, in order.
    var allPoints: [Point] {
        elements.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [c, p]
            case .curve(let p, let c1, let c2): [c1, c2, p]
            case .closeSubpath: []
            }
        }
    }
}
