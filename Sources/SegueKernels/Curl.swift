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
        let noBackSheet = plan.sNoBackSheet, uncovered = plan.sUncovered
        // The interior steps of a row: where their samples read (upper-left texels; the lower
        // ones are a row below), their packed weights, and their x.
        // NB: the same split as the flip's (`WarpColumns`): stored, the offsets are read back as
        // plain integers to address the loads, which then depend on nothing computed in their step;
        // taken out of vector registers in the step that computes them, they made one long chain.
        let capacity = (width + 7) / 8
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: capacity * 68, alignment: 32)
        defer { scratch.deallocate() }
        let upper = scratch.bindMemory(to: I8x.self, capacity: capacity)
        let weights = (scratch + capacity * 32).bindMemory(to: U8x.self, capacity: capacity)
        let xs = (scratch + capacity * 64).bindMemory(to: Int32.self, capacity: capacity)
        /// The flat page's own pixels over the revealed view and the destination.
        // NB: an opaque page hides everything under it, so it is copied.
        @inline(__always) func flatPage(y: Int, x: Int, n: Int) -> U8x {
            let front = page.row8(y: y, x: x, n: n)
            if PixelMath.allOpaque(front) { return front }
            var out = dst.row8(y: y, x: x, n: n)
            if let revealed { out = Packed.over(revealed.row8(y: y, x: x, n: n), out) }
            return Packed.over(front, out)
        }
        for y in rows ?? 0..<height {
            let v = Float(y) + 0.5
            let row = plan.row(y)
            // A row wholly on the flat side, where no folded-over paper can lie: the page's own
            // pixels, step by step as below but without the geometry.
            if isFlatRow(y, plan, width: width) {
                var x = 0
                while x < width {
                    let n = min(8, width - x)
                    dst.setRow8(y: y, x: x, n: n, flatPage(y: y, x: x, n: n))
                    x += 8
                }
                continue
            }
            var interior = 0
            var x = 0
            while x < width {
                let n = min(8, width - x)
                defer { x += 8 }
                let u = F8(repeating: Float(x)) + Lane.centres
                let s = u * plan.nx + row.s0
                if V.all(V.lt(uncovered, s)) {
                    if let revealed {
                        dst.setRow8(y: y, x: x, n: n, Packed.over(revealed.row8(y: y, x: x, n: n), dst.row8(y: y, x: x, n: n)))
                    }
                    continue
                }
                if V.all(V.lt(s, noBackSheet)) {
                    dst.setRow8(y: y, x: x, n: n, flatPage(y: y, x: x, n: n))
                    continue
                }
                let flat = V.all(V.lt(s, 0))
                if flat {
                    // The folded-over sheet's position, as `CurlPlan.flatGeometry` finds it.
                    let shiftB = (plan.piR - s) - s
                    let bx = u + shiftB * plan.nx, by = shiftB * plan.ny + v
                    if plan.isInterior(bx, by) {
                        let t = page.interiorTaps(bx - 0.5, by - 0.5)
                        upper[interior] = t.upper
                        weights[interior] = t.weights
                        xs[interior] = Int32(truncatingIfNeeded: x)
                        interior &+= 1
                        continue
                    }
                }
                // NB: where every lane lies on the flat page (s < 0) most of the geometry is
                // constant (`CurlPlan.flatGeometry`): only the folded-over sheet's position varies.
                let g = flat ? plan.flatGeometry(u: u, v: v, row: row) : plan.geometry(u: u, v: v, row: row)

                var back: U8x?
                if V.any(V.lt(0, g.backCoverage)) {
                    let sample = page.bilinear(PixelMath.clamp(g.backX - 0.5, -1, page.width), PixelMath.clamp(g.backY - 0.5, -1, page.height))
                    let sheet = Packed.scale(Packed.wash(sample, keep: plan.keep), SourceRaster.weights(g.backCoverage))
                    if PixelMath.allOpaque(sheet) {
                        dst.setRow8(y: y, x: x, n: n, sheet)
                        continue
                    }
                    back = sheet
                }

                let front: U8x
                if V.all(g.flat) {
                    front = page.row8(y: y, x: x, n: n)
                } else if V.any(V.lt(0, g.frontCoverage)) {
                    let sample = page.bilinear(PixelMath.clamp(g.frontX - 0.5, -1, page.width), PixelMath.clamp(g.frontY - 0.5, -1, page.height))
                    front = Packed.scale(sample, SourceRaster.weights(g.frontCoverage))
                } else {
                    front = U8x()
                }

                var out: U8x
                if PixelMath.allOpaque(front) {
                    out = front
                } else {
                    out = dst.row8(y: y, x: x, n: n)
                    if let revealed { out = Packed.over(revealed.row8(y: y, x: x, n: n), out) }
                    if V.any(V.lt(0, g.shadow)) { out = Packed.over(Packed.black(g.shadow), out) }
                    out = Packed.over(front, out)
                }
                if let back { out = Packed.over(back, out) }
                dst.setRow8(y: y, x: x, n: n, out)
            }
            // The second pass: the interior steps, the washed back sheet over the flat page (its
            // coverage is 1, so `Packed.scale` would leave it as it is).
            for i in 0..<interior {
                let x = Int(xs[i]), n = min(8, width &- x)
                let sheet = Packed.wash(page.sampleBelow(upper: UnsafeRawPointer(upper + i), weights: weights[i]), keep: plan.keep)
                dst.setRow8(y: y, x: x, n: n, PixelMath.allOpaque(sheet) ? sheet : Packed.over(sheet, flatPage(y: y, x: x, n: n)))
            }
        }
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
                } else if !V.lt(0, g.frontCoverage) {
                    front = 0
                } else {
                    let sample = page.bilinear(PixelMath.clamp(g.frontX - 0.5, -1, page.width), PixelMath.clamp(g.frontY - 0.5, -1, page.height))
                    front = Packed.scale(sample, SourceRaster.weight(g.frontCoverage))
                }

                var out = Packed.over(revealed.pixel(at: y * Int(revealed.stride) + x * 4), dst.pixel(at: o))
                out = Packed.over(Packed.black(g.shadow), out)
                out = Packed.over(front, out)

                if V.lt(0, g.backCoverage) {
                    let sample = page.bilinear(PixelMath.clamp(g.backX - 0.5, -1, page.width), PixelMath.clamp(g.backY - 0.5, -1, page.height))
                    out = Packed.over(Packed.scale(Packed.wash(sample, keep: plan.keep), SourceRaster.weight(g.backCoverage)), out)
                }
                dst.setPixel(at: o, out)
            }
        }
    }
}
