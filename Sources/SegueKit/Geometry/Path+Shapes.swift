import Foundation

/// Arcs, rectangles, ellipses and rounded rectangles, as `UIBezierPath` builds them in UIKit's
/// y-down coordinates. Curved parts are cubic Béziers of at most a quarter turn each, the
/// approximation Core Graphics uses (the control points of a quarter circle lie 4/3·tan(π/8) of
/// the radius along the tangents, within 0.03 % of the circle).
extension Path {
    /// `UIBezierPath(rect:)`: a closed subpath from the top-left corner, clockwise on screen
    /// (top-left, top-right, bottom-right, bottom-left).
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// `UIBezierPath(ovalIn:)`: the ellipse inscribed in `rect`, four quarter curves from the right
    /// end of the horizontal axis, clockwise on screen, closed.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// `UIBezierPath(roundedRect:cornerRadius:)`: a rectangle with circular corners of
    /// `cornerRadius`, clamped to half the shorter side. UIKit draws its corners as "continuous"
    /// curves that ease into the sides; these are circular arcs (the radius and the sides are the
    /// same; the curvature's onset differs by under a point at common radii).
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        addRoundedRect(rect, cornerRadius: cornerRadius, corners: .all)
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` with equal radii: only the
    /// `corners` given are rounded.
    public init(roundedRect rect: Rect, byRoundingCorners corners: CornerMask, cornerRadius: Double) {
        self.init()
        addRoundedRect(rect, cornerRadius: cornerRadius, corners: corners)
    }

    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`: an open arc
    /// (`addArc(withCenter:…)`).
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Adds `rect` as a closed subpath (`CGMutablePath.addRect`; `UIBezierPath(rect:)`).
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four quarter curves from
    /// (maxX, midY). `clockwise` (the default, `UIBezierPath(ovalIn:)`'s) is clockwise on screen.
    public mutating func addEllipse(in rect: Rect, clockwise: Bool = true) {
        let c = rect.center, rx = rect.width / 2, ry = rect.height / 2
        // NB: exact quadrant directions, so that the ends of the quarters sit exactly on the axes
        // (cos(π/2) is 6e-17, not 0).
        let axes: [(Double, Double)] = clockwise ? [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 0)] : [(1, 0), (0, -1), (-1, 0), (0, 1), (1, 0)]
        let k = Self.quarterHandle
        func point(_ a: (Double, Double)) -> Point { Point(x: c.x + rx * a.0, y: c.y + ry * a.1) }
        move(to: point(axes[0]))
        for q in 0..<4 {
            let (a, b) = (axes[q], axes[q + 1])
            // The tangent at a is the direction towards b's axis, and back from b towards a's.
            addCurve(to: point(b), control1: Point(x: c.x + rx * (a.0 + k * b.0), y: c.y + ry * (a.1 + k * b.1)),
                     control2: Point(x: c.x + rx * (b.0 + k * a.0), y: c.y + ry * (b.1 + k * a.1)))
        }
        closeSubpath()
    }

    /// Adds a rectangle whose `corners` are rounded with `cornerRadius` (clamped to half the
    /// shorter side) as a closed subpath, clockwise on screen from the end of the top-left
    /// corner. Every corner is a curve, of zero size where it is not rounded, so that any two
    /// rounded rectangles have the same elements and animate into one another.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask = .all) {
        let r = max(0, min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2))
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func radius(_ c: CornerMask) -> Double { corners.contains(c) ? r : 0 }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        let k = 1 - Self.quarterHandle
        move(to: Point(x: x0 + tl, y: y0))
        addLine(to: Point(x: x1 - tr, y: y0))
        addCurve(to: Point(x: x1, y: y0 + tr), control1: Point(x: x1 - tr * k, y: y0), control2: Point(x: x1, y: y0 + tr * k))
        addLine(to: Point(x: x1, y: y1 - br))
        addCurve(to: Point(x: x1 - br, y: y1), control1: Point(x: x1, y: y1 - br * k), control2: Point(x: x1 - br * k, y: y1))
        addLine(to: Point(x: x0 + bl, y: y1))
        addCurve(to: Point(x: x0, y: y1 - bl), control1: Point(x: x0 + bl * k, y: y1), control2: Point(x: x0, y: y1 - bl * k))
        addLine(to: Point(x: x0, y: y0 + tl))
        addCurve(to: Point(x: x0 + tl, y: y0), control1: Point(x: x0, y: y0 + tl * k), control2: Point(x: x0 + tl * k, y: y0))
        closeSubpath()
    }

    /// `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: an arc of the
    /// circle around `center`, angles in radians from the positive x axis. In UIKit's y-down
    /// coordinates a growing angle turns clockwise on screen, so `clockwise: true` sweeps from
    /// `startAngle` up to `endAngle` (0 to π is the bottom half) and `false` down to it (0 to π is
    /// the top half). How far it sweeps follows the rule HTML canvas's `arc()` took from Core
    /// Graphics: a difference of 2π or more in the direction of travel is the whole circle; any
    /// other is taken modulo 2π in that direction (so 0 to 2π counter-clockwise is no arc at all).
    ///
    /// A line joins the current point to the arc's start when they differ; on an empty path the
    /// arc's start opens a subpath.
    ///
    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)` names its direction in
    /// Core Graphics' y-up space: in UIKit's coordinates pass `clockwise: !clockwise` here.
    public mutating func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        let travelled = clockwise ? endAngle - startAngle : startAngle - endAngle
        let turn = travelled >= twoPi ? twoPi : travelled - twoPi * (travelled / twoPi).rounded(.down)
        addArc(withCenter: center, radius: radius, startAngle: startAngle, sweep: clockwise ? turn : -turn)
    }

    /// `CGMutablePath.addRelativeArc`, in UIKit's y-down sense: an arc from `startAngle` turning by
    /// `sweep` radians, clockwise on screen when positive.
    public mutating func addArc(withCenter center: Point, radius: Double, startAngle: Double, sweep: Double) {
        func on(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = on(startAngle)
        if let current = currentPoint {
            if current != start { addLine(to: start) }
        } else {
            move(to: start)
        }
        guard sweep != 0, sweep.isFinite else { return }
        // NB: equal pieces of at most a quarter turn; the 1e-9 keeps a whole quarter one piece.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<pieces {
            let a = startAngle + step * Double(i), b = i == pieces - 1 ? startAngle + sweep : a + step
            let p0 = on(a), p3 = on(b)
            addCurve(to: p3, control1: Point(x: p0.x - handle * sin(a), y: p0.y + handle * cos(a)),
                     control2: Point(x: p3.x + handle * sin(b), y: p3.y - handle * cos(b)))
        }
    }

    /// How far along the tangent a quarter circle's control points lie, as a fraction of the
    /// radius: 4/3·tan(π/8).
    static let quarterHandle = 4.0 / 3.0 * (2.0.squareRoot() - 1)
}
