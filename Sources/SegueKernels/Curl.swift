import SegueKit

/// The page curl's loops (`PageCurl` in SegueRender describes what they draw), on raw rasters: the
/// SIMD path and its scalar twin.
enum Curl {
    // MARK: SIMD

    // NB: one step is eight horizontally adjacent pixels: s is `u·nx + rowTerm`, one vector
    // multiply-add, and all the geometry (asin, sqrt, the four edge coverages, the shadow's sine)
    // is branch-free lane arithmetic with selects, a few dozen vector operations per step. The
    // memory work is what costs, so it is skipped where the result is known exactly:
    // - far enough beyond the cylinder that neither paper nor shadow reaches (`CurlPlan.sUncovered`),
    //   a step is the revealed view over the destination, from s alone;
    // - far enough on the flat side that no folded-over paper can lie there (`CurlPlan.sNoBackSheet`),
    //   it is the flat page's own pixels, one contiguous load, not a gather;
    // - where every lane lies on the flat page under the folded-over sheet, well inside that sheet
    //   (`CurlPlan.isInterior`, most of a late curl), the sheet covers fully and samples unclamped:
    //   the step is its washed sample over the page. Those steps are drawn in a second pass over the
    //   row (below);
    // - the back sheet lies over everything else, so it is sampled first: where it covers all eight
    //   pixels opaquely (most of the cylinder), nothing under it is read or sampled;
    // - where the front sheet is opaque and fully covered, the destination, the revealed view and
    //   the shadow are not read.
    // Each shortcut gives bit for bit what the full computation would (the scalar twin computes
    // everything for every pixel, and the tests hold the two to the bit).
    // A nil `revealed` is a transparent one: over(0, d) is d exactly, so it is not read.
    /// `rows`: the destination rows drawn (all of them when nil).
    static func drawSIMD(_ plan: CurlPlan, _ page: SourceRaster, _ revealed: SourceRaster?, _ dst: DestRaster, width: Int, height: Int,
                         rows: Range<Int>? = nil) {
        let capacity = (width + 7) / 8
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: capacity * 68, alignment: 32)
        defer { scratch.deallocate() }
        let steps = CurlSteps(plan: plan, page: page, revealed: revealed, dst: dst, width: width,
                              upper: scratch.bindMemory(to: I8x.self, capacity: capacity),
                              weights: (scratch + capacity * 32).bindMemory(to: U8x.self, capacity: capacity),
                              xs: (scratch + capacity * 64).bindMemory(to: Int32.self, capacity: capacity))
        for y in rows ?? 0..<height { steps.draw(row: y) }
    }

    /// Whether row y lies wholly on the flat side, where no folded-over paper can lie. (s = u·nx +
    /// s0 is monotonic in u, lane for lane as in `drawSIMD`, so its first and last pixels bound it.)
    @inline(__always) static func isFlatRow(_ y: Int, _ plan: CurlPlan, width: Int) -> Bool {
        let row = plan.row(y)
        let sFirst = Float(0.5) * plan.nx + row.s0, sLast = (Float(width - 1) + 0.5) * plan.nx + row.s0
        return sFirst < plan.sNoBackSheet && sLast < plan.sNoBackSheet
    }

    /// Whether every step of row y is beyond the paper and its shadow (`drawSIMD` writes nothing
    /// there over a transparent revealed view): both ends of the row, as for `isFlatRow`.
    @inline(__always) static func isUncoveredRow(_ y: Int, _ plan: CurlPlan, width: Int) -> Bool {
        let row = plan.row(y)
        let sFirst = Float(0.5) * plan.nx + row.s0, sLast = (Float(width - 1) + 0.5) * plan.nx + row.s0
        return plan.sUncovered < sFirst && plan.sUncovered < sLast
    }

    // MARK: scalar twin

    static func drawScalar(_ plan: CurlPlan, _ page: SourceRaster, _ revealed: SourceRaster, _ dst: DestRaster, width: Int, height: Int) {
        for y in 0..<height {
            let v = Float(y) + 0.5
            let row = plan.row(y)
            for x in 0..<width {
                let u = Float(x) + 0.5
                let g = plan.geometry(u: u, v: v, row: row)
                let o = y * dst.stride + x * 4

                let front: UInt32
                if g.flat {
                    front = page.pixel(at: y * Int(page.stride) + x * 4)
                } else if !Lanes.lt(0, g.frontCoverage) {
                    front = 0
                } else {
                    let sample = page.bilinear(PixelMath.clamp(g.frontX - 0.5, -1, page.width), PixelMath.clamp(g.frontY - 0.5, -1, page.height))
                    front = Packed.scale(sample, SourceRaster.weight(g.frontCoverage))
                }

                var out = Packed.over(revealed.pixel(at: y * Int(revealed.stride) + x * 4), dst.pixel(at: o))
                out = Packed.over(Packed.black(g.shadow), out)
                out = Packed.over(front, out)

                if Lanes.lt(0, g.backCoverage) {
                    let sample = page.bilinear(PixelMath.clamp(g.backX - 0.5, -1, page.width), PixelMath.clamp(g.backY - 0.5, -1, page.height))
                    out = Packed.over(Packed.scale(Packed.wash(sample, keep: plan.keep), SourceRaster.weight(g.backCoverage)), out)
                }
                dst.setPixel(at: o, out)
            }
        }
    }
}
