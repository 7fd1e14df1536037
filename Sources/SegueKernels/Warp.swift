import SegueKit

/// The perspective warp's loops (`PerspectiveWarp` in SegueRender describes what they draw), on
/// raw rasters: the SIMD path, with the flip's per-column tables (`WarpColumns`), and its scalar twin.
enum Warp {
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
        drawSIMD(plan, src, dst, columns: columnTables ? WarpColumns(plan, src) : nil, rows: plan.rows, background: background)
    }

    /// Rows `rows` (within the plan's) only, with the flip's tables when given (made once for all
    /// the bands of a frame, `WarpBands`).
    static func drawSIMD(_ plan: WarpPlan, _ src: SourceRaster, _ dst: DestRaster, columns: WarpColumns?, rows: Range<Int>,
                         background: (word: UInt32, width: Int)?) {
        guard let columns else {
            for y in rows {
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
            for y in rows {
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
        let u = F8(repeating: Float(x)) + Lanes.centres

        var minD = F8(repeating: .infinity)
        for e in 0..<edges.count { minD = Lanes.min(minD, u * edges.a[e] + row.edgeC[e]) }
        var live = Lanes.first(n) & Lanes.lt(-WarpPlan.edgeReach, minD)
        if !Lanes.any(live) { return }

        let w = u * plan.wa + row.wr
        live &= Lanes.lt(0, w)
        if !Lanes.any(live) { return }

        var cov = F8(repeating: 1)
        let partial = Lanes.lt(minD, WarpPlan.edgeReach)
        if Lanes.any(live & partial) {
            cov = Lanes.select(partial, coverage(u, row, edges), cov)
        }
        cov = Lanes.masked(cov, live)

        var sx = (u * plan.xa + row.xr) / w - 0.5
        var sy = (u * plan.ya + row.yr) / w - 0.5
        sx = PixelMath.clamp(Lanes.masked(sx, live), -1, src.width)
        sy = PixelMath.clamp(Lanes.masked(sy, live), -1, src.height)
        let p = src.bilinear(sx, sy)
        if n == 8 && PixelMath.allOpaque(p) && Lanes.all(Lanes.eq(cov, 1)) {
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
        for e in 0..<edges.count where Lanes.any(Lanes.lt(u * edges.a[e] + row.edgeC[e], WarpPlan.edgeReach)) { near |= 1 << e }
        var count = I8x()
        for k in 0..<16 {
            var inside = Mask8(repeating: -1)
            var m = near
            while m != 0 {
                let e = m.trailingZeroBitCount
                m &= m &- 1
                inside &= Lanes.lt(0, u * edges.a[e] + row.edgeC[e] + edges.offsets[e &* 16 &+ k])
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
                for e in 0..<edges.count { minD = Lanes.min(minD, u * edges.a[e] + row.edgeC[e]) }
                if !Lanes.lt(-WarpPlan.edgeReach, minD) { continue }
                let w = u * plan.wa + row.wr
                if !Lanes.lt(0, w) { continue }

                var cov: Float = 1
                if Lanes.lt(minD, WarpPlan.edgeReach) {
                    var count: Float = 0
                    for k in 0..<16 {
                        var inside = true
                        for e in 0..<edges.count where !Lanes.lt(0, u * edges.a[e] + row.edgeC[e] + edges.offsets[e * 16 + k]) {
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
