/// How a path animates, as Core Animation animates `CAShapeLayer.path`.
///
/// Core Animation's documentation: "Paths will interpolate as a linear blend of the 'on-line'
/// points; 'off-line' points may be interpolated non-linearly (e.g. to preserve continuity of the
/// curve's derivative). If the two paths have a different number of control points or segments
/// the results are undefined." Here two paths with the same elements (kind by kind, in order)
/// blend every point linearly, control points too: a circle to a larger circle is a circle at
/// every instant, and a spring's overshoot extrapolates. Paths whose elements differ do not
/// blend: the animation shows the first path until half way (progress 0.5) and the second from
/// there, as CSS and SwiftUI animate a value that cannot be blended.
extension Path: Interpolatable {
    public func interpolated(to end: Path, progress p: Double) -> Path {
        guard let blended = blend(to: end, progress: p) else { return p < 0.5 ? self : end }
        return blended
    }

    /// Whether `other` has the same elements as this path, kind by kind, so that the two blend.
    public func hasSameStructure(as other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        return zip(elements, other.elements).allSatisfy { Self.sameKind($0, $1) }
    }

    private func blend(to end: Path, progress p: Double) -> Path? {
        guard hasSameStructure(as: end) else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point { Point(a.simd + (b.simd - a.simd) * p) }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        for (a, b) in zip(elements, end.elements) {
            switch (a, b) {
            case (.move(let p0), .move(let p1)): out.append(.move(to: mix(p0, p1)))
            case (.line(let p0), .line(let p1)): out.append(.line(to: mix(p0, p1)))
            case (.quadCurve(let p0, let c0), .quadCurve(let p1, let c1)):
                out.append(.quadCurve(to: mix(p0, p1), control: mix(c0, c1)))
            case (.curve(let p0, let a0, let b0), .curve(let p1, let a1, let b1)):
                out.append(.curve(to: mix(p0, p1), control1: mix(a0, a1), control2: mix(b0, b1)))
            default: out.append(.closeSubpath)  // both close (same kinds, checked above)
            }
        }
        return Path(elements: out)
    }

    private static func sameKind(_ a: Element, _ b: Element) -> Bool {
        switch (a, b) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): true
        default: false
        }
    }
}
