/// Lengths along a path, and the part of it between two fractions of its length: what
/// `CAShapeLayer.strokeStart` and `strokeEnd` stroke.
///
/// Lengths are measured as drawn: lines exactly, curves as 64 chords each (a quarter circle's
/// chords fall short of its arc by 3 parts in 100,000), closing lines included, every subpath
/// one after another as Core Animation counts them.
extension Path {
    /// The length of the path as drawn, in points.
    public var length: Double { subpaths().reduce(0) { $0 + $1.length } }

    /// The part of the path from fraction `start` to fraction `end` of its length (each clamped to
    /// 0…1): empty when `end` ≤ `start`, the path itself for 0 and 1. A subpath wholly inside
    /// stays as it is (closed ones closed, joined at their start); one cut by either end becomes
    /// an open subpath (its closing line a plain line), capped where it is cut, as Core Animation
    /// strokes a partial path.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let (f0, f1) = (min(1, max(0, start)), min(1, max(0, end)))
        if f0 <= 0 && f1 >= 1 { return self }
        guard f1 > f0 else { return Path() }
        let subs = subpaths()
        let total = subs.reduce(0) { $0 + $1.length }
        let (s0, s1) = (f0 * total, f1 * total)
        var out = Path()
        var offset = 0.0
        for sub in subs {
            defer { offset += sub.length }
            let a = max(s0, offset), b = min(s1, offset + sub.length)
            if s0 <= offset && s1 >= offset + sub.length {
                sub.append(to: &out)
            } else if b > a {
                sub.append(from: a - offset, to: b - offset, to: &out)
            }
        }
        return out
    }

    /// The subpaths as drawn: elements before the first move dropped, quadratics as cubics, a
    /// close as a line back to the start, and anything after a close starting again there.
    func subpaths() -> [Subpath] {
        var subs: [Subpath] = []
        var current: Subpath?
        func finish() { if let c = current { subs.append(c) }; current = nil }
        for e in elements {
            if case .move(let p) = e {
                finish()
                current = Subpath(start: p)
                continue
            }
            guard var sub = current else { continue }
            if sub.closed {  // a new subpath from the closed one's start
                subs.append(sub)
                sub = Subpath(start: sub.start)
            }
            let from = sub.end
            switch e {
            case .line(let p): sub.add(.line(from, p))
            case .quadCurve(let p, let c):
                let (c1, c2) = Bezier.cubic(quadratic: from, c, p)
                sub.add(.cubic(from, c1, c2, p))
            case .curve(let p, let c1, let c2): sub.add(.cubic(from, c1, c2, p))
            case .closeSubpath:
                sub.add(.line(from, sub.start))
                sub.closed = true
            case .move: break
            }
            current = sub
        }
        finish()
        return subs
    }

    /// One subpath: where it starts, its pieces and whether it closes.
    struct Subpath {
        var start: Point
        var segments: [Segment] = []
        var closed = false
        var length = 0.0

        var end: Point { segments.last?.end ?? start }

        mutating func add(_ s: Segment) {
            segments.append(s)
            length += s.length
        }

        /// Appends the whole subpath.
        func append(to path: inout Path) {
            path.move(to: start)
            for (i, s) in segments.enumerated() {
                if closed && i == segments.count - 1 { path.closeSubpath() } else { s.append(to: &path) }
            }
        }

        /// Appends the part from length `a` to length `b` along the subpath, as an open subpath.
        func append(from a: Double, to b: Double, to path: inout Path) {
            var offset = 0.0, opened = false
            for s in segments {
                defer { offset += s.length }
                let lo = max(a, offset), hi = min(b, offset + s.length)
                guard hi > lo else { continue }
                let piece = s.part(from: lo - offset, to: hi - offset)
                if !opened {
                    path.move(to: piece.start)
                    opened = true
                }
                piece.append(to: &path)
            }
        }
    }

    /// A line or a cubic, with its length.
    struct Segment {
        enum Shape {
            case line(Point, Point)
            case cubic(Point, Point, Point, Point)
        }
        var shape: Shape
        /// For a cubic, the length from its start to each of `chords` + 1 evenly spaced parameters.
        var lengths: [Double]

        static let chords = 64

        static func line(_ a: Point, _ b: Point) -> Segment { Segment(shape: .line(a, b), lengths: [0, a.distance(to: b)]) }

        static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> Segment {
            var lengths = [0.0], previous = p0
            for i in 1...chords {
                let q = Bezier.cubic(p0, c1, c2, p1, at: Double(i) / Double(chords))
                lengths.append(lengths[i - 1] + previous.distance(to: q))
                previous = q
            }
            return Segment(shape: .cubic(p0, c1, c2, p1), lengths: lengths)
        }

        var length: Double { lengths[lengths.count - 1] }

        var start: Point {
            switch shape {
            case .line(let a, _), .cubic(let a, _, _, _): a
            }
        }

        var end: Point {
            switch shape {
            case .line(_, let b), .cubic(_, _, _, let b): b
            }
        }

        /// The parameter (0…1) at length `s` from the start.
        func parameter(atLength s: Double) -> Double {
            guard length > 0 else { return 0 }
            guard case .cubic = shape else { return min(1, max(0, s / length)) }
            // The last table entry at or below s, then linearly along that chord.
            var lo = 0, hi = lengths.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if lengths[mid] <= s { lo = mid } else { hi = mid }
            }
            let span = lengths[hi] - lengths[lo]
            let within = span > 0 ? min(1, max(0, (s - lengths[lo]) / span)) : 0
            return (Double(lo) + within) / Double(lengths.count - 1)
        }

        /// The piece from length `a` to length `b` along the segment.
        func part(from a: Double, to b: Double) -> Segment {
            let (t0, t1) = (parameter(atLength: a), parameter(atLength: b))
            switch shape {
            case .line(let p, let q):
                func at(_ t: Double) -> Point { Point(p.simd + (q.simd - p.simd) * t) }
                return .line(t0 <= 0 ? p : at(t0), t1 >= 1 ? q : at(t1))
            case .cubic(let p0, let c1, let c2, let p1):
                let (q0, d1, d2, q1) = Bezier.cubic(p0, c1, c2, p1, from: t0, to: t1)
                return .cubic(q0, d1, d2, q1)
            }
        }

        func append(to path: inout Path) {
            switch shape {
            case .line(_, let b): path.addLine(to: b)
            case .cubic(_, let c1, let c2, let p1): path.addCurve(to: p1, control1: c1, control2: c2)
            }
        }
    }
}
