/// The rectangles around a path, as Core Graphics measures them.
extension Path {
    /// The smallest rectangle holding every point of the path, control points included
    /// (`CGPath.boundingBox`); nil for an empty path (where Core Graphics returns `.null`).
    public var boundingBox: Rect? { Self.box(around: allPoints) }

    /// The smallest rectangle holding the path as drawn, without its control points: the ends of
    /// every element and the turning points of its curves (`CGPath.boundingBoxOfPath`); nil for
    /// an empty path.
    public var boundingBoxOfPath: Rect? {
        var points: [Point] = []
        var current: Point?, start: Point?
        for e in elements {
            switch e {
            case .move(let p):
                points.append(p)
                (current, start) = (p, p)
            case .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                if let p0 = current { points += Self.turningPoints(quadratic: p0, c, p) }
                points.append(p)
                current = p
            case .curve(let p, let c1, let c2):
                if let p0 = current { points += Self.turningPoints(cubic: p0, c1, c2, p) }
                points.append(p)
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return Self.box(around: points)
    }

    static func box(around points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        var lo = first.simd, hi = first.simd
        for p in points.dropFirst() {
            lo = pointwiseMin(lo, p.simd)
            hi = pointwiseMax(hi, p.simd)
        }
        return Rect(origin: Point(lo), size: Size(hi - lo))
    }

    /// The points of a quadratic Bézier where x or y turns (its derivative is zero inside 0…1).
    static func turningPoints(quadratic p0: Point, _ c: Point, _ p1: Point) -> [Point] {
        var out: [Point] = []
        for axis in 0..<2 {
            // B'(t) = 2[(c − p0) + t(p0 − 2c + p1)] = 0
            let a = p0.simd[axis] - 2 * c.simd[axis] + p1.simd[axis]
            guard a != 0 else { continue }
            let t = (p0.simd[axis] - c.simd[axis]) / a
            if t > 0, t < 1 { out.append(Bezier.quadratic(p0, c, p1, at: t)) }
        }
        return out
    }

    /// The points of a cubic Bézier where x or y turns (roots of its quadratic derivative inside 0…1).
    static func turningPoints(cubic p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> [Point] {
        var out: [Point] = []
        for axis in 0..<2 {
            let (v0, v1, v2, v3) = (p0.simd[axis], c1.simd[axis], c2.simd[axis], p1.simd[axis])
            // B'(t)/3 = a·t² + b·t + c
            let a = -v0 + 3 * v1 - 3 * v2 + v3, b = 2 * (v0 - 2 * v1 + v2), c = v1 - v0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots = [-c / b] }
            } else {
                let d = b * b - 4 * a * c
                if d >= 0 {
                    let s = d.squareRoot()
                    roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
                }
            }
            for t in roots where t > 0 && t < 1 { out.append(Bezier.cubic(p0, c1, c2, p1, at: t)) }
        }
        return out
    }
}
