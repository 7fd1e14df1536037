import SegueKit

// The pixel kernels' entry points, on raw rasters (Cairo ARGB32: premultiplied, native-endian
// 32-bit pixels, `stride` bytes per row).
//
// NB: this module is compiled twice from the same files: as `SegueKernels` for the x86-64 (or
// arm64) baseline, and as `SegueKernelsAVX2` (Sources/SegueKernelsAVX2 is a link to this folder)
// with `-target-cpu haswell` on x86-64, where every SIMD8 vector is one AVX register instead of
// two SSE ones. SegueRender picks one at run time (`KernelSet`). Both give the same bytes: the
// kernels are integer arithmetic and IEEE Float operations that Swift never contracts into fused
// multiply-adds, so the wider instructions compute the same values (`KernelSetTests` holds the two
// builds to the byte).

public enum KernelEntry {
    /// Draws `width` × `height` source pixels through `transform` (see SegueRender's
    /// `PerspectiveWarp`) over `destWidth` × `destHeight` destination pixels. With `background`,
    /// the destination is taken as filled with that word first (and is written, not read). Nothing
    /// is drawn when the transform shows no pixel. `scalar`: the scalar twin (the tests' oracle);
    /// `columnTables: false`: the SIMD path without the flip's tables (the tables' oracle).
    public static func warp(
        source: UnsafeRawPointer, width: Int, height: Int, stride: Int, transform: Transform3D,
        into dest: UnsafeMutableRawPointer, destWidth: Int, destHeight: Int, destStride: Int,
        background: UInt32? = nil, scalar: Bool = false, columnTables: Bool = true
    ) {
        precondition(destStride * destHeight < Int(Int32.max), "raster too large")
        if let background {
            WarpBands(source: source, width: width, height: height, stride: stride, transform: transform,
                      destWidth: destWidth, destHeight: destHeight, background: background)
                .draw(rows: 0..<max(0, destHeight), into: dest, stride: destStride)
            return
        }
        let dst = DestRaster(base: dest, stride: destStride)
        guard width > 0, height > 0, destWidth > 0, destHeight > 0,
              let plan = WarpPlan(
                sourceWidth: Double(width), sourceHeight: Double(height), transform: transform,
                destWidth: destWidth, destHeight: destHeight)
        else { return }
        let src = SourceRaster(source, width: width, height: height, stride: stride)
        if scalar {
            Warp.drawScalar(plan, src, dst)
        } else {
            Warp.drawSIMD(plan, src, dst, columnTables: columnTables)
        }
    }

    /// Draws the page curl of a `width` × `height` page (see SegueRender's `PageCurl`) over a
    /// destination of the same size: over `revealed` when given (of the same size), else over a
    /// transparent revealed view, which is then not read (the destination is what lies under it).
    /// `scalar` (the scalar twin, the tests' oracle) needs `revealed`. With `rows`, only those
    /// destination rows are drawn, without `revealed` (transparent), and `dest` is their first:
    /// the rows of a frame that the rest of it does not need drawn (SegueRender's `CurlFrame`).
    public static func curl(
        page: UnsafeRawPointer, width: Int, height: Int, stride: Int, revealed: UnsafeRawPointer?, revealedStride: Int,
        into dest: UnsafeMutableRawPointer, destStride: Int, parameters: CurlParameters, scalar: Bool = false, rows: Range<Int>? = nil
    ) {
        guard width > 0, height > 0 else { return }
        precondition(destStride * height < Int(Int32.max), "raster too large")
        let plan = CurlPlan(parameters, width: Double(width), height: Double(height))
        let p = SourceRaster(page, width: width, height: height, stride: stride)
        if let rows {
            let band = rows.clamped(to: 0..<height)
            guard !band.isEmpty else { return }
            // Row y's pixels at base + y × destStride: a base that may lie before the band, never
            // read or written below its first row.
            let d = DestRaster(base: dest - rows.lowerBound * destStride, stride: destStride)
            Curl.drawSIMD(plan, p, nil, d, width: width, height: height, rows: band)
            return
        }
        let r = revealed.map { SourceRaster($0, width: width, height: height, stride: revealedStride) }
        let d = DestRaster(base: dest, stride: destStride)
        if scalar, let r {
            Curl.drawScalar(plan, p, r, d, width: width, height: height)
        } else {
            Curl.drawSIMD(plan, p, r, d, width: width, height: height)
        }
    }

    /// Which rows of a `width` × `height` page `curl` draws without its geometry: how many, from
    /// the top, it draws as the page's own pixels wherever the page is opaque (its flat rows: no
    /// folded-over paper can lie on them), and the first from which, to the bottom, over a
    /// transparent revealed view it leaves every pixel as it finds it (no paper, no shadow reaches
    /// them; `height` when there is none).
    public static func curlRows(width: Int, height: Int, parameters: CurlParameters) -> (flat: Int, untouchedFrom: Int) {
        guard width > 0, height > 0 else { return (0, max(0, height)) }
        let plan = CurlPlan(parameters, width: Double(width), height: Double(height))
        var flat = 0, untouched = height
        while flat < height && Curl.isFlatRow(flat, plan, width: width) { flat += 1 }
        while untouched > flat && Curl.isUncoveredRow(untouched - 1, plan, width: width) { untouched -= 1 }
        return (flat, untouched)
    }

    /// Writes, over the rectangles `rects` (x0, y0, x1, y1) of the destination, an opaque screen at
    /// 8-bit opacity `mask` over the opaque word `fill`: each pixel `s·m + fill·(255 − m)`, every
    /// product rounded as pixman rounds it (SegueRender's `Rasterizer+Fade.swift`). The screen's
    /// pixel (0, 0) lands on destination pixel `origin`. With `second`, a second opaque screen at
    /// its own opacity over that, in the same pass: `s₂·m₂ + d·(255 − m₂)`, as pixman composites
    /// an image with a solid mask over what is drawn.
    public static func fade(
        source: UnsafeRawPointer, stride srcStride: Int, origin: (x: Int, y: Int), into dest: UnsafeMutableRawPointer, destStride: Int,
        rects: [(x0: Int, y0: Int, x1: Int, y1: Int)], fill: UInt32, mask m: UInt32,
        then second: (source: UnsafeRawPointer, stride: Int, origin: (x: Int, y: Int), mask: UInt32)? = nil
    ) {
        let dst = DestRaster(base: dest, stride: destStride)
        let fade = FadeSpan(fill: fill, mask: m, secondMask: second?.mask)
        for r in rects {
            for y in r.y0..<r.y1 {
                let row = source + (y - origin.y) * srcStride - origin.x * 4
                let row2 = second.map { $0.source + (y - $0.origin.y) * $0.stride - $0.origin.x * 4 }
                fade.draw(row, row2, dst, y: y, r.x0..<r.x1)
            }
        }
    }

    /// Row `y` of what `fade` writes, for destination pixels 0..<`width`, into `row` (`width`
    /// ARGB32 words): a frame that is nothing but a fade, made a row at a time where it is used
    /// (SegueRender's `FadeFrame`, for the encoder) instead of drawn whole first.
    public static func fadeRow(
        _ y: Int, width: Int, source: UnsafeRawPointer, stride srcStride: Int, origin: (x: Int, y: Int), into row: UnsafeMutableRawPointer,
        fill: UInt32, mask m: UInt32, then second: (source: UnsafeRawPointer, stride: Int, origin: (x: Int, y: Int), mask: UInt32)? = nil
    ) {
        let fade = FadeSpan(fill: fill, mask: m, secondMask: second?.mask)
        let src = source + (y - origin.y) * srcStride - origin.x * 4
        let src2 = second.map { $0.source + (y - $0.origin.y) * $0.stride - $0.origin.x * 4 }
        fade.draw(src, src2, DestRaster(base: row, stride: 0), y: 0, 0..<width)
    }

    /// What `fadeRow` writes for `rows` rows, as packed R G B bytes (PNG's samples of an opaque
    /// row) instead of ARGB32 words, from the screens' rows as packed R G B bytes: `count` bytes a
    /// row from `first` (the first screen's pixel at the destination's first, rows `stride` bytes
    /// apart) and `second`, into `out` (rows `outStride` apart). `fill` and the masks as for `fade`:
    /// the same products of the same bytes, so the same values.
    public static func fadeRGB(
        rows: Int, count: Int, first: (row: UnsafeRawPointer, stride: Int, mask: UInt32), fill: UInt32,
        then second: (row: UnsafeRawPointer, stride: Int, mask: UInt32)?, into out: UnsafeMutableRawPointer, outStride: Int
    ) {
        let fade = FadeBytes(fill: fill, mask: first.mask, secondMask: second?.mask)
        for k in 0..<rows {
            fade.draw(count, first.row + k * first.stride, second.map { $0.row + k * $0.stride }, out + k * outStride)
        }
    }
}
