import SegueKit

/// What both implementations of the warp share: the inverse homography, the projected quad's edges
/// as signed-distance lines, the rows to visit and, per row, the span of pixels that can be touched.
/// Geometry is set up in Double; the per-pixel terms are handed to the kernels as Float.
struct WarpPlan {
    /// Coverage is 0 when a pixel centre lies this far outside any edge, 1 when it lies this far
    /// inside all of them: the 4 × 4 samples reach at most 0.375·√2 ≈ 0.53 px from the centre.
    static let edgeReach: Float = 0.55

    /// Up to eight edges (a clipped quad has at most five); d = a·u + b·v + c is the signed distance
    /// in pixels, positive inside.
    struct Edges {
        var count = 0
        var a = SIMD8<Float>(), b = SIMD8<Double>(), c = SIMD8<Double>()
        /// `a·ox + b·oy` for the 16 sample offsets of each edge: `offsets[e * 16 + k]`.
        var offsets = [Float](repeating: 0, count: 8 * 16)

        /// The edges of the convex polygon `poly`, whichever way round it goes; nil when it has
        /// no area (a quad seen edge-on, the flip at 90°, covers no pixel) or fewer than three.
        init?(_ poly: [SIMD2<Double>]) {
            var area2 = 0.0
            for i in poly.indices {
                let p = poly[i], q = poly[(i + 1) % poly.count]
                area2 += p.x * q.y - q.x * p.y
            }
            guard abs(area2) > 1e-6 else { return nil }
            let orientation = area2 > 0 ? 1.0 : -1.0
            for i in poly.indices {
                let p = poly[i], q = poly[(i + 1) % poly.count]
                let e = q - p
                let len = (e * e).sum().squareRoot()
                guard len > 1e-9 else { continue }
                // Interior is where cross(e, x − p) has the sign of the area.
                let a = -e.y / len * orientation, b = e.x / len * orientation
                let c = -(a * p.x + b * p.y)
                self.a[count] = Float(a)
                self.b[count] = b
                self.c[count] = c
                for j in 0..<16 {
                    let ox = Double(j % 4) * 0.25 - 0.375, oy = Double(j / 4) * 0.25 - 0.375
                    offsets[count * 16 + j] = Float(a * ox + b * oy)
                }
                count += 1
            }
            guard count >= 3 else { return nil }
        }
    }

    struct Row {
        var span: Range<Int>
        var v: Float
        var xr: Float, yr: Float, wr: Float
        var edgeC = SIMD8<Float>()
    }

    let rows: Range<Int>
    let columns: Range<Int>
    let edges: Edges
    // Inverse homography: x' = xa·u + (xb·v + xc), likewise y' and w'; the source point is
    // (x'/w', y'/w'), and w' has the sign of the forward W.
    let xa: Float, ya: Float, wa: Float
    private let xb: Double, xc: Double, yb: Double, yc: Double, wb: Double, wc: Double
    /// The inverse homography in Double: [x' y' w'] = [u v 1] × (x, y, w).
    let inverse: (x: SIMD3<Double>, y: SIMD3<Double>, w: SIMD3<Double>)

    init?(sourceWidth sw: Double, sourceHeight sh: Double, transform m: Transform3D, destWidth: Int, destHeight: Int) {
        // Forward homography, row-vector convention: [X Y W] = [x y 1] × H.
        let h = [
            [m.r1.x, m.r1.y, m.r1.w],
            [m.r2.x, m.r2.y, m.r2.w],
            [m.r4.x, m.r4.y, m.r4.w],
        ]
        guard let poly = Self.projectedQuad(h, width: sw, height: sh), let edges = Edges(poly),
              let (rows, columns) = Self.pixelBounds(of: poly, destWidth: destWidth, destHeight: destHeight),
              let adj = Self.inverse(of: h)
        else { return nil }
        (self.edges, self.rows, self.columns) = (edges, rows, columns)
        // [x' y' w'] = [u v 1] × adj.
        xa = Float(adj[0][0]); xb = adj[1][0]; xc = adj[2][0]
        ya = Float(adj[0][1]); yb = adj[1][1]; yc = adj[2][1]
        wa = Float(adj[0][2]); wb = adj[1][2]; wc = adj[2][2]
        inverse = (SIMD3(adj[0][0], adj[1][0], adj[2][0]), SIMD3(adj[0][1], adj[1][1], adj[2][1]), SIMD3(adj[0][2], adj[1][2], adj[2][2]))
    }

    /// The source rectangle's corners through the homography `h`, clipped to W ≥ ε (in front of
    /// the camera), in destination pixels; nil when fewer than three corners remain.
    static func projectedQuad(_ h: [[Double]], width sw: Double, height sh: Double) -> [SIMD2<Double>]? {
        func forward(_ x: Double, _ y: Double) -> SIMD3<Double> {
            SIMD3(x * h[0][0] + y * h[1][0] + h[2][0], x * h[0][1] + y * h[1][1] + h[2][1], x * h[0][2] + y * h[1][2] + h[2][2])
        }
        let corners = [forward(0, 0), forward(sw, 0), forward(sw, sh), forward(0, sh)]
        let epsilon = 1e-6
        var clipped: [SIMD3<Double>] = []
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            if p.z >= epsilon { clipped.append(p) }
            if (p.z >= epsilon) != (q.z >= epsilon) {
                let t = (epsilon - p.z) / (q.z - p.z)
                clipped.append(p + (q - p) * t)
            }
        }
        guard clipped.count >= 3 else { return nil }
        return clipped.map { SIMD2($0.x / $0.z, $0.y / $0.z) }
    }

    /// The pixels of a `destWidth` × `destHeight` destination that the bounding box of `poly`
    /// touches, with one pixel of margin for anti-aliasing; nil when there are none.
    static func pixelBounds(of poly: [SIMD2<Double>], destWidth: Int, destHeight: Int) -> (rows: Range<Int>, columns: Range<Int>)? {
        let lo = poly.reduce(SIMD2(repeating: Double.infinity)) { pointwiseMin($0, $1) }
        let hi = poly.reduce(SIMD2(repeating: -Double.infinity)) { pointwiseMax($0, $1) }
        let x0 = max(0, Int(max(-1, lo.x - 1).rounded(.down))), x1 = min(destWidth, Int(min(Double(destWidth) + 1, hi.x + 1).rounded(.up)))
        let y0 = max(0, Int(max(-1, lo.y - 1).rounded(.down))), y1 = min(destHeight, Int(min(Double(destHeight) + 1, hi.y + 1).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        return (y0..<y1, x0..<x1)
    }

    /// The inverse of `h`: its adjugate over its determinant, scaled by a positive factor only (so
    /// that w' keeps the sign of 1/W) chosen to keep the Float coefficients in range; nil when `h`
    /// has none.
    static func inverse(of h: [[Double]]) -> [[Double]]? {
        let (a, b, c) = (h[0][0], h[0][1], h[0][2])
        let (d, e, f) = (h[1][0], h[1][1], h[1][2])
        let (g, hh, i) = (h[2][0], h[2][1], h[2][2])
        let adj = [
            [e * i - f * hh, c * hh - b * i, b * f - c * e],
            [f * g - d * i, a * i - c * g, c * d - a * f],
            [d * hh - e * g, b * g - a * hh, a * e - b * d],
        ]
        let det = a * adj[0][0] + b * adj[1][0] + c * adj[2][0]
        guard det != 0, det.isFinite else { return nil }
        let largest = adj.flatMap { $0 }.map(abs).max() ?? 1
        let k = (det > 0 ? 1.0 : -1.0) / largest
        return adj.map { $0.map { $0 * k } }
    }

    /// True when the source x and the divisor do not depend on the destination row (`WarpColumns`).
    var isColumnSeparable: Bool { xb == 0 && wb == 0 }

    /// The per-row terms of the inverse homography, without the span.
    func rowTerms(_ y: Int) -> Row {
        let v = Double(y) + 0.5
        return Row(span: 0..<0, v: Float(v), xr: Float(xb * v + xc), yr: Float(yb * v + yc), wr: Float(wb * v + wc))
    }

    /// Per-row terms and the span of pixels whose centre lies within `edgeReach` (plus a margin
    /// for float error) of the inside of every edge; nil when the row misses the quad.
    func row(_ y: Int) -> Row? {
        let v = Double(y) + 0.5
        var lo = Double(columns.lowerBound), hi = Double(columns.upperBound)
        var row = rowTerms(y)
        let reach = Double(WarpPlan.edgeReach) + 0.05
        for e in 0..<edges.count {
            let a = Double(edges.a[e])
            let cRow = edges.b[e] * v + edges.c[e]
            row.edgeC[e] = Float(cRow)
            // a·(x + ½) + cRow > −reach
            if a > 1e-12 {
                lo = max(lo, ((-reach - cRow) / a - 0.5).rounded(.down))
            } else if a < -1e-12 {
                hi = min(hi, ((-reach - cRow) / a - 0.5).rounded(.up) + 1)
            } else if cRow <= -reach {
                return nil
            }
        }
        guard lo < hi else { return nil }
        row.span = Int(lo)..<Int(hi)
        return row
    }

    /// The pixels of row y whose centre lies more than `edgeReach` inside every edge, with a
    /// margin that Float rounding of the per-pixel distances cannot cross: there the general step
    /// finds every pixel fully covered. Possibly empty.
    func interior(_ y: Int) -> Range<Int> {
        let v = Double(y) + 0.5
        let reach = Double(WarpPlan.edgeReach) + 0.05
        var lo = Double(columns.lowerBound), hi = Double(columns.upperBound)
        for e in 0..<edges.count {
            let a = Double(edges.a[e])
            let cRow = edges.b[e] * v + edges.c[e]
            // a·(x + ½) + cRow ≥ reach
            if a > 1e-12 {
                lo = max(lo, ((reach - cRow) / a - 0.5).rounded(.up))
            } else if a < -1e-12 {
                hi = min(hi, ((reach - cRow) / a - 0.5).rounded(.down) + 1)
            } else if cRow < reach {
                return 0..<0
            }
        }
        return lo < hi ? Int(lo)..<Int(hi) : 0..<0
    }
}
