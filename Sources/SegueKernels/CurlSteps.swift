/// The curl's SIMD path, a row at a time (`Curl.drawSIMD`): each step of eight horizontally
/// adjacent pixels by the cheapest way that gives its exact pixels (`Curl` says which), and the
/// steps inside the folded-over sheet in a second pass over the row.
struct CurlSteps {
    let plan: CurlPlan
    let page: SourceRaster
    /// Transparent when nil: over(0, d) is d exactly, so it is not read.
    let revealed: SourceRaster?
    let dst: DestRaster
    let width: Int
    /// The interior steps of a row: where their samples read (upper-left texels; the lower ones
    /// are a row below), their packed weights, and their x.
    // NB: the same split as the flip's (`WarpColumns`): stored, the offsets are read back as plain
    // integers to address the loads, which then depend on nothing computed in their step; taken
    // out of vector registers in the step that computes them, they made one long chain.
    let upper: UnsafeMutablePointer<I8x>
    let weights: UnsafeMutablePointer<U8x>
    let xs: UnsafeMutablePointer<Int32>

    /// Row y: on the flat side, the page's own pixels, step by step without the geometry; else
    /// each step, then the interior steps.
    @inline(__always) func draw(row y: Int) {
        if Curl.isFlatRow(y, plan, width: width) {
            var x = 0
            while x < width {
                let n = min(8, width - x)
                dst.setRow8(y: y, x: x, n: n, flatPage(y: y, x: x, n: n))
                x += 8
            }
            return
        }
        let v = Float(y) + 0.5
        let row = plan.row(y)
        var interior = 0
        var x = 0
        while x < width {
            if let taps = drawStep(y: y, x: x, n: min(8, width - x), v: v, row: row) {
                upper[interior] = taps.upper
                weights[interior] = taps.weights
                xs[interior] = Int32(truncatingIfNeeded: x)
                interior &+= 1
            }
            x += 8
        }
        drawInterior(y: y, count: interior)
    }

    /// The flat page's own pixels over the revealed view and the destination.
    // NB: an opaque page hides everything under it, so it is copied.
    @inline(__always) func flatPage(y: Int, x: Int, n: Int) -> U8x {
        let front = page.row8(y: y, x: x, n: n)
        if PixelMath.allOpaque(front) { return front }
        var out = dst.row8(y: y, x: x, n: n)
        if let revealed { out = Packed.over(revealed.row8(y: y, x: x, n: n), out) }
        return Packed.over(front, out)
    }

    /// Draws the step of `n` pixels at (x, y), or, where every lane lies well inside the
    /// folded-over sheet over the flat page, leaves it for the second pass and returns its taps.
    @inline(__always) func drawStep(y: Int, x: Int, n: Int, v: Float, row: CurlPlan.Row) -> (upper: I8x, weights: U8x)? {
        let u = F8(repeating: Float(x)) + Lanes.centres
        let s = u * plan.nx + row.s0
        if Lanes.all(Lanes.lt(plan.sUncovered, s)) {
            if let revealed {
                dst.setRow8(y: y, x: x, n: n, Packed.over(revealed.row8(y: y, x: x, n: n), dst.row8(y: y, x: x, n: n)))
            }
            return nil
        }
        if Lanes.all(Lanes.lt(s, plan.sNoBackSheet)) {
            dst.setRow8(y: y, x: x, n: n, flatPage(y: y, x: x, n: n))
            return nil
        }
        let flat = Lanes.all(Lanes.lt(s, 0))
        if flat {
            // The folded-over sheet's position, as `CurlPlan.flatGeometry` finds it.
            let shiftB = (plan.piR - s) - s
            let bx = u + shiftB * plan.nx, by = shiftB * plan.ny + v
            if plan.isInterior(bx, by) { return page.interiorTaps(bx - 0.5, by - 0.5) }
        }
        // NB: where every lane lies on the flat page (s < 0) most of the geometry is constant
        // (`CurlPlan.flatGeometry`): only the folded-over sheet's position varies.
        let g = flat ? plan.flatGeometry(u: u, v: v, row: row) : plan.geometry(u: u, v: v, row: row)
        dst.setRow8(y: y, x: x, n: n, composite(g, y: y, x: x, n: n))
        return nil
    }

    /// The step's pixels from its geometry: the back sheet over the front sheet over the shadow over
    /// the revealed view and the destination, each read only where what lies over it lets it show.
    @inline(__always) func composite(_ g: CurlPlan.Geometry8, y: Int, x: Int, n: Int) -> U8x {
        var back: U8x?
        if Lanes.any(Lanes.lt(0, g.backCoverage)) {
            let sample = page.bilinear(PixelMath.clamp(g.backX - 0.5, -1, page.width), PixelMath.clamp(g.backY - 0.5, -1, page.height))
            let sheet = Packed.scale(Packed.wash(sample, keep: plan.keep), SourceRaster.weights(g.backCoverage))
            if PixelMath.allOpaque(sheet) { return sheet }
            back = sheet
        }
        let front: U8x
        if Lanes.all(g.flat) {
            front = page.row8(y: y, x: x, n: n)
        } else if Lanes.any(Lanes.lt(0, g.frontCoverage)) {
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
            if Lanes.any(Lanes.lt(0, g.shadow)) { out = Packed.over(Packed.black(g.shadow), out) }
            out = Packed.over(front, out)
        }
        if let back { out = Packed.over(back, out) }
        return out
    }

    /// The second pass: the interior steps, the washed back sheet over the flat page (its coverage
    /// is 1, so `Packed.scale` would leave it as it is).
    @inline(__always) func drawInterior(y: Int, count: Int) {
        for i in 0..<count {
            let x = Int(xs[i]), n = min(8, width &- x)
            let sheet = Packed.wash(page.sampleBelow(upper: UnsafeRawPointer(upper + i), weights: weights[i]), keep: plan.keep)
            dst.setRow8(y: y, x: x, n: n, PixelMath.allOpaque(sheet) ? sheet : Packed.over(sheet, flatPage(y: y, x: x, n: n)))
        }
    }
}
