/// Points on Bézier curves, and curves split in two (de Casteljau).
enum Bezier {
    static func quadratic(_ p0: Point, _ c: Point, _ p1: Point, at t: Double) -> Point {
        let u = 1 - t
        return Point(p0.simd * (u * u) + c.simd * (2 * u * t) + p1.simd * (t * t))
    }

    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, at t: Double) -> Point {
        let u = 1 - t
        return Point(p0.simd * (u * u * u) + c1.simd * (3 * u * u * t) + c2.simd * (3 * u * t * t) + p1.simd * (t * t * t))
    }

    /// The part of a cubic between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), as a cubic.
    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, from t0: Double, to t1: Double) -> (Point, Point, Point, Point) {
        // The tail from t0, then the head of that tail up to where t1 falls within it.
        let (_, tail) = split(p0, c1, c2, p1, at: t0)
        guard t0 < 1 else { return tail }
        let (head, _) = split(tail.0, tail.1, tail.2, tail.3, at: (t1 - t0) / (1 - t0))
        return head
    }

    /// A cubic split at `t` into the part before and the part after.
    static func split(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, at t: Double)
        -> (head: (Point, Point, Point, Point), tail: (Point, Point, Point, Point)) {
        func lerp(_ a: Point, _ b: Point) -> Point { Point(a.simd + (b.simd - a.simd) * t) }
        let a = lerp(p0, c1), b = lerp(c1, c2), c = lerp(c2, p1)
        let d = lerp(a, b), e = lerp(b, c)
        let m = lerp(d, e)
        return ((p0, a, d, m), (m, e, c, p1))
    }

    /// A quadratic as the cubic that draws the same curve.
    static func cubic(quadratic p0: Point, _ c: Point, _ p1: Point) -> (Point, Point) {
        (Point(p0.simd + (c.simd - p0.simd) * (2.0 / 3)), Point(p1.simd + (c.simd - p1.simd) * (2.0 / 3)))
    }
}
