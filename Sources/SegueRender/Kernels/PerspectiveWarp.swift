import SegueKit

/// Draws a raster through a 3D transform with perspective, which Cairo's affine model cannot: the
/// flipHorizontal card (see `FlipGeometry`).
///
/// Coordinates are device pixels, y down. `transform` maps a source point (x, y, 0), with the centre
/// of source pixel (i, j) at (i + ½, j + ½), to homogeneous destination coordinates (X, Y, Z, W)
/// with Core Animation's row-vector convention, `p' = p × M`; the destination point is (X/W, Y/W),
/// again with pixel centres at +½. An identity transform copies the source pixel for pixel.
///
/// Each destination pixel inside the projected quad's bounding box is drawn by inverse mapping:
/// the 3×3 homography made of the x, y and w columns of rows 1, 2 and 4 is inverted, the pixel
/// centre is mapped back into the source and sampled bilinearly in premultiplied space
/// (clamped to the edge), weighted by the pixel's coverage of the projected quad (4 × 4 samples,
/// evaluated only where an edge passes within 0.55 px of the centre), and composited source-over.
/// Destination points whose source point lies behind the camera (W ≤ 0) are skipped: the quad is
/// clipped to W > 0 before its edges are built.
public enum PerspectiveWarp {
    public static func draw(
        _ source: PixelBuffer, transform: Transform3D, into dest: inout PixelBuffer,
        implementation: KernelImplementation = .simd
    ) {
        draw(source, transform: transform, into: &dest, implementation: implementation, columnTables: true)
    }

    /// Fills `height` rows of `width` pixels at `base`, `stride` bytes apart (a region of a larger
    /// surface, the rasterizer's canvas, that outlives the call) with `background`, and draws over it.
    static func draw(
        _ source: PixelBuffer, transform: Transform3D, over background: UInt32,
        into base: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int
    ) {
        precondition(stride * height < Int(Int32.max), "raster too large")
        for y in 0..<max(0, height) { (base + y * stride).initializeMemory(as: UInt32.self, repeating: background, count: width) }
        guard source.width > 0, source.height > 0, width > 0, height > 0,
              let plan = WarpPlan(
                sourceWidth: Double(source.width), sourceHeight: Double(source.height), transform: transform,
                destWidth: width, destHeight: height)
        else { return }
        source.bytes.withUnsafeBytes { src in
            drawSIMD(plan, SourceRaster(src.baseAddress!, source), DestRaster(base: base, stride: stride))
        }
    }

    /// `columnTables: false` runs the SIMD path without `WarpColumns`, the tests' reference for it.
    static func draw(
        _ source: PixelBuffer, transform: Transform3D, into dest: inout PixelBuffer,
        implementation: KernelImplementation, columnTables: Bool
    ) {
        guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0,
              let plan = WarpPlan(
                sourceWidth: Double(source.width), sourceHeight: Double(source.height), transform: transform,
                destWidth: dest.width, destHeight: dest.height)
        else { return }
        let dstStride = dest.stride
        precondition(dstStride * dest.height < Int(Int32.max), "raster too large")
        source.bytes.withUnsafeBytes { src in
            let raster = SourceRaster(src.baseAddress!, source)
            dest.bytes.withUnsafeMutableBytes { dst in
                let out = DestRaster(base: dst.baseAddress!, stride: dstStride)
                switch implementation {
                case .simd: drawSIMD(plan, raster, out, columnTables: columnTables)
                case .scalar: drawScalar(plan, raster, out)
                }
            }
        }
    }

    // MARK: SIMD

    // NB: the loop runs over rows, then over steps of eight pixels along x inside the row's span
    // (the pixels that the quad can touch, computed once per row), because consecutive pixels along
    // x differ only in u: every per-pixel quantity is `u × constant + rowTerm`, one vector
    // multiply-add, and the destination's eight pixels are one contiguous 32-byte load and store.
    // Steps entirely outside the quad are skipped before any memory is touched; steps entirely
    // inside skip the coverage computation; only steps an edge passes through pay for the 4 × 4
    // coverage samples. No allocation happens inside the loops.
    // A transform that keeps the source x and the divisor the same down each column (the flip)
    // draws its interior steps from per-column tables instead (`WarpColumns`): no edge distances,
    // no division, the source y a multiply-add in fixed point and texel addresses from a table.
    // Their sample positions are the homography's to within 1/512 px, so their pixels are the
    // general step's within a level or two (the weights are rounded to 1/256).
    static func drawSIMD(_ plan: WarpPlan, _ src: SourceRaster, _ dst: DestRaster, columnTables: Bool = true) {
        guard columnTables, let columns = WarpColumns(plan, src) else {
            for y in plan.rows {
                guard let row = plan.row(y) else { continue }
                var x = row.span.lowerBound
                while x < row.span.upperBound {
                    step(x: x, n: min(8, row.span.upperBound - x), y: y, row, plan, src, dst)
                    x += 8
                }
            }
            return
        }
        columns.withTables { start, rowStep, weights, left in
            for y in plan.rows {
                guard let row = plan.row(y) else { continue }
                let inner = plan.interior(y).clamped(to: columns.live).clamped(to: row.span)
                var x = row.span.lowerBound
                while x < row.span.upperBound {
                    // NB: the steps keep the general loop's alignment, so that the opaque-step
                    // shortcut is taken for the same eight pixels either way.
                    if x >= inner.lowerBound && x + 8 <= inner.upperBound {
                        columns.drawInterior(x: x, y: y, src, dst, start: start, step: rowStep, weights: weights, left: left)
                    } else {
                        step(x: x, n: min(8, row.span.upperBound - x), y: y, row, plan, src, dst)
                    }
                    x += 8
                }
            }
        }
    }

    /// One step of eight pixels (n of them in the destination) in full generality.
    @inline(__always) static func step(
        x: Int, n: Int, y: Int, _ row: WarpPlan.Row, _ plan: WarpPlan, _ src: SourceRaster, _ dst: DestRaster
    ) {
        let edges = plan.edges
        let u = F8(repeating: Float(x)) + Lane.centres

        var minD = F8(repeating: .infinity)
        for e in 0..<edges.count { minD = V.min(minD, u * edges.a[e] + row.edgeC[e]) }
        var live = Lane.first(n) & V.lt(-WarpPlan.edgeReach, minD)
        if !V.any(live) { return }

        let w = u * plan.wa + row.wr
        live &= V.lt(0, w)
        if !V.any(live) { return }

        var cov = F8(repeating: 1)
        let partial = V.lt(minD, WarpPlan.edgeReach)
        if V.any(live & partial) {
            cov = V.select(partial, coverage(u, row, edges), cov)
        }
        cov = V.masked(cov, live)

        var sx = (u * plan.xa + row.xr) / w - 0.5
        var sy = (u * plan.ya + row.yr) / w - 0.5
        sx = PixelMath.clamp(V.masked(sx, live), -1, src.width)
        sy = PixelMath.clamp(V.masked(sy, live), -1, src.height)
        let p = src.bilinear(sx, sy)
        if n == 8 && PixelMath.allOpaque(p) && V.all(V.eq(cov, 1)) {
            // Opaque and fully covered: source-over leaves exactly the source.
            dst.setRow8(y: y, x: x, n: 8, p)
            return
        }
        let s = PixelMath.unpack(p) * cov
        let d = PixelMath.unpack(dst.row8(y: y, x: x, n: n))
        dst.setRow8(y: y, x: x, n: n, PixelMath.pack(PixelMath.over(s, d)))
    }

    /// 4 × 4 supersampled coverage of eight pixel centres.
    // NB: only the edges that pass within `edgeReach` of some lane are tested: every sample lies
    // inside an edge that is farther from all eight centres (the offsets reach at most 0.53 px), so
    // leaving it out changes no count. A step on the flip's upright sides tests one edge, not four.
    @inline(__always) static func coverage(_ u: F8, _ row: WarpPlan.Row, _ edges: WarpPlan.Edges) -> F8 {
        var near = 0
        for e in 0..<edges.count where V.any(V.lt(u * edges.a[e] + row.edgeC[e], WarpPlan.edgeReach)) { near |= 1 << e }
        var count = I8x()
        for k in 0..<16 {
            var inside = Mask8(repeating: -1)
            var m = near
            while m != 0 {
                let e = m.trailingZeroBitCount
                m &= m &- 1
                inside &= V.lt(0, u * edges.a[e] + row.edgeC[e] + edges.offsets[e &* 16 &+ k])
            }
            count &-= inside  // a set lane is −1
        }
        return PixelMath.float(unsafeBitCast(count, to: U8x.self)) * (1 / 16)
    }

    // MARK: scalar twin

    static func drawScalar(_ plan: WarpPlan, _ src: SourceRaster, _ dst: DestRaster) {
        let edges = plan.edges
        for y in plan.rows {
            guard let row = plan.row(y) else { continue }
            for x in row.span {
                let u = Float(x) + 0.5
                var minD = Float.infinity
                for e in 0..<edges.count { minD = V.min(minD, u * edges.a[e] + row.edgeC[e]) }
                if !V.lt(-WarpPlan.edgeReach, minD) { continue }
                let w = u * plan.wa + row.wr
                if !V.lt(0, w) { continue }

                var cov: Float = 1
                if V.lt(minD, WarpPlan.edgeReach) {
                    var count: Float = 0
                    for k in 0..<16 {
                        var inside = true
                        for e in 0..<edges.count where !V.lt(0, u * edges.a[e] + row.edgeC[e] + edges.offsets[e * 16 + k]) {
                            inside = false
                        }
                        if inside { count = count + 1 }
                    }
                    cov = count * (1 / 16)
                }

                let sx = PixelMath.clamp((u * plan.xa + row.xr) / w - 0.5, -1, src.width)
                let sy = PixelMath.clamp((u * plan.ya + row.yr) / w - 0.5, -1, src.height)
                let s = PixelMath.unpack(src.bilinear(sx, sy)) * cov
                let o = y * dst.stride + x * 4
                let d = PixelMath.unpack(dst.pixel(at: o))
                dst.setPixel(at: o, PixelMath.pack(PixelMath.over(s, d)))
            }
        }
    }
}

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
        func forward(_ x: Double, _ y: Double) -> SIMD3<Double> {
            SIMD3(x * h[0][0] + y * h[1][0] + h[2][0], x * h[0][1] + y * h[1][1] + h[2][1], x * h[0][2] + y * h[1][2] + h[2][2])
        }

        // The source rectangle's corners, clipped to W ≥ ε (in front of the camera).
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
        let poly = clipped.map { SIMD2($0.x / $0.z, $0.y / $0.z) }

        var area2 = 0.0
        for i in poly.indices {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            area2 += p.x * q.y - q.x * p.y
        }
        // A quad seen edge-on (the flip at 90°) covers no pixel: draw nothing.
        guard abs(area2) > 1e-6 else { return nil }
        let orientation = area2 > 0 ? 1.0 : -1.0

        var edges = Edges()
        for i in poly.indices {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            let e = q - p
            let len = (e * e).sum().squareRoot()
            guard len > 1e-9 else { continue }
            // Interior is where cross(e, x − p) has the sign of the area.
            let a = -e.y / len * orientation, b = e.x / len * orientation
            let c = -(a * p.x + b * p.y)
            let k = edges.count
            edges.a[k] = Float(a)
            edges.b[k] = b
            edges.c[k] = c
            for j in 0..<16 {
                let ox = Double(j % 4) * 0.25 - 0.375, oy = Double(j / 4) * 0.25 - 0.375
                edges.offsets[k * 16 + j] = Float(a * ox + b * oy)
            }
            edges.count += 1
        }
        guard edges.count >= 3 else { return nil }
        self.edges = edges

        // Bounding box of the projected quad, one pixel of margin for anti-aliasing.
        let lo = poly.reduce(SIMD2(repeating: Double.infinity)) { pointwiseMin($0, $1) }
        let hi = poly.reduce(SIMD2(repeating: -Double.infinity)) { pointwiseMax($0, $1) }
        let x0 = max(0, Int(max(-1, lo.x - 1).rounded(.down))), x1 = min(destWidth, Int(min(Double(destWidth) + 1, hi.x + 1).rounded(.up)))
        let y0 = max(0, Int(max(-1, lo.y - 1).rounded(.down))), y1 = min(destHeight, Int(min(Double(destHeight) + 1, hi.y + 1).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        rows = y0..<y1
        columns = x0..<x1

        // Inverse homography = adjugate / det, scaled by a positive factor only (so that w' keeps
        // the sign of 1/W) chosen to keep the Float coefficients in range.
        let (a, b, c) = (h[0][0], h[0][1], h[0][2])
        let (d, e, f) = (h[1][0], h[1][1], h[1][2])
        let (g, hh, i) = (h[2][0], h[2][1], h[2][2])
        var adj = [
            [e * i - f * hh, c * hh - b * i, b * f - c * e],
            [f * g - d * i, a * i - c * g, c * d - a * f],
            [d * hh - e * g, b * g - a * hh, a * e - b * d],
        ]
        let det = a * adj[0][0] + b * adj[1][0] + c * adj[2][0]
        guard det != 0, det.isFinite else { return nil }
        let largest = adj.flatMap { $0 }.map(abs).max() ?? 1
        let k = (det > 0 ? 1.0 : -1.0) / largest
        adj = adj.map { $0.map { $0 * k } }
        // [x' y' w'] = [u v 1] × adj.
        xa = Float(adj[0][0]); xb = adj[1][0]; xc = adj[2][0]
        ya = Float(adj[0][1]); yb = adj[1][1]; yc = adj[2][1]
        wa = Float(adj[0][2]); wb = adj[1][2]; wc = adj[2][2]
        inverse = (SIMD3(adj[0][0], adj[1][0], adj[2][0]), SIMD3(adj[0][1], adj[1][1], adj[2][1]), SIMD3(adj[0][2], adj[1][2], adj[2][2]))
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
