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
    /// surface, the rasterizer's canvas, that outlives the call) with `background`, and draws over
    /// it: what filling the region and then drawing gives, byte for byte.
    // NB: the pixels that the tables draw (most of a turned card) are not filled first: an opaque
    // sample replaces the background and a translucent one is composited over the background word
    // itself, so that the region is written once, not filled, read back and written again.
    static func draw(
        _ source: PixelBuffer, transform: Transform3D, over background: UInt32,
        into base: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int
    ) {
        precondition(stride * height < Int(Int32.max), "raster too large")
        let dst = DestRaster(base: base, stride: stride)
        guard source.width > 0, source.height > 0, width > 0, height > 0,
              let plan = WarpPlan(
                sourceWidth: Double(source.width), sourceHeight: Double(source.height), transform: transform,
                destWidth: width, destHeight: height)
        else {
            for y in 0..<max(0, height) { dst.fill(y: y, 0..<width, background) }
            return
        }
        for y in 0..<height where !plan.rows.contains(y) { dst.fill(y: y, 0..<width, background) }
        source.bytes.withUnsafeBytes { src in
            drawSIMD(plan, SourceRaster(src.baseAddress!, source), dst, background: (background, width))
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
    /// `background`: the rows are to be filled with this word across `width` pixels first.
    static func drawSIMD(_ plan: WarpPlan, _ src: SourceRaster, _ dst: DestRaster, columnTables: Bool = true,
                         background: (word: UInt32, width: Int)? = nil) {
        guard columnTables, let columns = WarpColumns(plan, src) else {
            for y in plan.rows {
                if let background { dst.fill(y: y, 0..<background.width, background.word) }
                guard let row = plan.row(y) else { continue }
                var x = row.span.lowerBound
                while x < row.span.upperBound {
                    step(x: x, n: min(8, row.span.upperBound - x), y: y, row, plan, src, dst)
                    x += 8
                }
            }
            return
        }
        columns.withPointers { tables in
            for y in plan.rows {
                guard let row = plan.row(y) else {
                    if let background { dst.fill(y: y, 0..<background.width, background.word) }
                    continue
                }
                let inner = plan.interior(y).clamped(to: columns.live).clamped(to: row.span)
                // The interior in whole steps from its first pixel; the rims on either side (and
                // the interior's last few pixels) in general steps of up to eight.
                let first = inner.isEmpty ? row.span.lowerBound : inner.lowerBound
                let end = inner.isEmpty ? first : first + (inner.upperBound - first) / 8 * 8
                columns.prepareRow(first..<end, y: y, src, tables)
                if let background {
                    dst.fill(y: y, 0..<first, background.word)
                    dst.fill(y: y, end..<background.width, background.word)
                }
                let under = background.map { U8x(repeating: $0.word) }
                var x = row.span.lowerBound
                while x < first {
                    step(x: x, n: min(8, first - x), y: y, row, plan, src, dst)
                    x += 8
                }
                columns.drawInteriorRow(first..<end, y: y, src, dst, tables, over: under)
                x = end
                while x < row.span.upperBound {
                    step(x: x, n: min(8, row.span.upperBound - x), y: y, row, plan, src, dst)
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
