import Foundation
import SegueKit

/// Where and how the page curls (SPEC.md §3, partialCurl). Device pixels, y down.
///
/// Sign conventions:
/// - The fold line passes through `foldPoint` with direction T = (cos α, −sin α), α = `foldAngle`:
///   positive α tilts it counter-clockwise as seen on screen, so its right end is higher.
/// - Its normal n = (sin α, cos α) points toward the page's bottom edge. A point's distance beyond
///   the fold is d = (p − foldPoint)·n: d ≤ 0 is flat and untouched, d > 0 has curled up.
/// - The paper rolls onto a cylinder of radius r standing on the fold line: a page point at
///   d < π·r is seen at s = r·sin(d/r) beyond the fold (its front while d < π·r/2, its back after);
///   one at d ≥ π·r lies flat, upside down, at s = −(d − π·r), over the uncurled page.
///   Everything at s > r is uncovered and shows the revealed view.
public struct CurlParameters: Sendable, Hashable {
    /// 10°, right end higher: the bottom-right corner lifts first.
    public static let defaultFoldAngle = 10 * Double.pi / 180

    /// A point on the fold line, in pixels (`PageCurl.foldPosition` computes it from progress).
    public var foldPoint: Point
    /// Radians counter-clockwise on screen from the +x axis.
    public var foldAngle: Double
    /// The cylinder's radius in pixels (SPEC: 200 device pixels at any scale).
    public var radius: Double
    /// How much white washes the back of the paper, 0…1.
    public var backWash: Double
    /// Darkness of the shadow the curl casts onto the revealed view right at the paper's edge, 0…1.
    public var shadowOpacity: Double
    /// Distance in pixels over which the shadow fades out beyond the paper's silhouette.
    public var shadowRadius: Double

    public init(
        foldPoint: Point, foldAngle: Double = defaultFoldAngle, radius: Double = 200, backWash: Double = 0.6,
        shadowOpacity: Double = 0.5, shadowRadius: Double = 30
    ) {
        self.foldPoint = foldPoint
        self.foldAngle = foldAngle
        self.radius = radius
        self.backWash = backWash
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
    }
}

/// The partialCurl page curl: the presenting view (`page`) rolls up from its bottom edge around a
/// cylinder and uncovers the presented view (`revealed`) lying under it.
///
/// Each output pixel is computed by inverse mapping. For a screen point at signed distance s from the
/// fold line, at most two sheets of paper lie over it: the *back sheet* (top-most), the page points
/// at d = π·r − r·asin(s/r) on the upper half of the cylinder (0 ≤ s ≤ r) or at d = π·r − s on the
/// flat folded-over part (s < 0); and the *front sheet* under it, at d = r·asin(s/r) on the lower
/// half of the cylinder or d = s on the flat page. A sheet is there when its page point lies inside
/// the page. Under both lies the revealed view, darkened by the shadow. Layers are composited
/// source-over: dest ← revealed ← shadow ← front sheet ← back sheet (washed with white). Sheets are
/// sampled bilinearly; their silhouettes (the page's edges, mapped through the curl, and the
/// cylinder's outline at s = r) are anti-aliased by coverage from the screen-space distance.
public enum PageCurl {
    /// Draws the curl over `dest`. `page`, `revealed` and `dest` must have the same size.
    public static func draw(
        page: PixelBuffer, revealed: PixelBuffer, parameters: CurlParameters, into dest: inout PixelBuffer,
        implementation: KernelImplementation = .simd
    ) {
        precondition(
            page.width == dest.width && page.height == dest.height && revealed.width == dest.width && revealed.height == dest.height,
            "page, revealed view and destination must have the same size")
        guard dest.width > 0, dest.height > 0 else { return }
        let plan = CurlPlan(parameters, width: Double(dest.width), height: Double(dest.height))
        let dstStride = dest.stride
        precondition(dstStride * dest.height < Int(Int32.max), "raster too large")
        page.bytes.withUnsafeBytes { pageBytes in
            revealed.bytes.withUnsafeBytes { revealedBytes in
                dest.bytes.withUnsafeMutableBytes { destBytes in
                    let p = SourceRaster(pageBytes.baseAddress!, page)
                    let r = SourceRaster(revealedBytes.baseAddress!, revealed)
                    let d = DestRaster(base: destBytes.baseAddress!, stride: dstStride)
                    switch implementation {
                    case .simd: drawSIMD(plan, p, r, d, width: dest.width, height: dest.height)
                    case .scalar: drawScalar(plan, p, r, d, width: dest.width, height: dest.height)
                    }
                }
            }
        }
    }

    /// The curl as a layer of its own: `draw` over a transparent revealed view into a transparent
    /// `dest` (which must be all zero, as `PixelBuffer(width:height:)` makes it), what the
    /// rasterizer composites over the view the curl uncovers. Bit for bit what `draw` gives with
    /// both transparent, without reading either.
    public static func draw(page: PixelBuffer, revealedTransparent parameters: CurlParameters, into dest: inout PixelBuffer) {
        precondition(page.width == dest.width && page.height == dest.height, "page and destination must have the same size")
        guard dest.width > 0, dest.height > 0 else { return }
        let plan = CurlPlan(parameters, width: Double(dest.width), height: Double(dest.height))
        let dstStride = dest.stride
        precondition(dstStride * dest.height < Int(Int32.max), "raster too large")
        page.bytes.withUnsafeBytes { pageBytes in
            dest.bytes.withUnsafeMutableBytes { destBytes in
                let d = DestRaster(base: destBytes.baseAddress!, stride: dstStride)
                drawSIMD(plan, SourceRaster(pageBytes.baseAddress!, page), nil, d, width: dest.width, height: dest.height)
            }
        }
    }

    /// The curl composited over `page.height` rows of `page.width` pixels at `base`, `stride` bytes
    /// apart (a region of the rasterizer's canvas that outlives the call): `draw` with a transparent
    /// revealed view, whose destination is what is drawn so far. Pixels neither sheet nor shadow
    /// reaches are not touched.
    static func draw(page: PixelBuffer, parameters: CurlParameters, over base: UnsafeMutableRawPointer, stride: Int) {
        guard page.width > 0, page.height > 0 else { return }
        precondition(stride * page.height < Int(Int32.max), "raster too large")
        let plan = CurlPlan(parameters, width: Double(page.width), height: Double(page.height))
        page.bytes.withUnsafeBytes { pageBytes in
            drawSIMD(plan, SourceRaster(pageBytes.baseAddress!, page), nil, DestRaster(base: base, stride: stride), width: page.width, height: page.height)
        }
    }

    /// The fold point at a given progress, with the fold line at `foldAngle`.
    /// - At progress 0 the fold line passes through the page corner farthest along n (the
    ///   bottom-right one for the default tilt): no page point lies beyond it, nothing is curled.
    /// - At progress 1 the uncovered band (s > r) reaches `stopDistanceFromTop` across the whole
    ///   width: the line s = r passes through the lower of the two points (0, stop) and (width, stop),
    ///   which for the default tilt is the left one.
    /// - In between the line moves linearly along n; progress outside 0…1 extrapolates.
    /// The returned point is the foot of the page centre on the fold line.
    public static func foldPosition(
        progress: Double, pageSize: (width: Double, height: Double), stopDistanceFromTop: Double,
        radius: Double = 200, foldAngle: Double = CurlParameters.defaultFoldAngle
    ) -> Point {
        let n = SIMD2(sin(foldAngle), cos(foldAngle))
        let w = pageSize.width, h = pageSize.height
        // The fold line is {p : p·n = k}, and s(p) = p·n − k.
        let start = [SIMD2(0, 0), SIMD2(w, 0), SIMD2(0, h), SIMD2(w, h)].map { ($0 * n).sum() }.max()!
        let stop = [SIMD2(0, stopDistanceFromTop), SIMD2(w, stopDistanceFromTop)].map { ($0 * n).sum() }.min()! - radius
        let k = start + progress * (stop - start)
        let centre = SIMD2(w / 2, h / 2)
        return Point(centre + (k - (centre * n).sum()) * n)
    }

    /// SPEC's stop position as a distance from the top, in pixels: the top of the presented view's
    /// highest subview, but never less than 40 pt; half the page when it has no subviews (a screenshot).
    public static func stopDistanceFromTop(highestSubviewTop: Double?, pageHeight: Double, scale: Double) -> Double {
        guard let top = highestSubviewTop else { return pageHeight / 2 }
        return max(top, 40 * scale)
    }

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
    static func drawSIMD(_ plan: CurlPlan, _ page: SourceRaster, _ revealed: SourceRaster?, _ dst: DestRaster, width: Int, height: Int) {
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
        for y in 0..<height {
            let v = Float(y) + 0.5
            let row = plan.row(y)
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
