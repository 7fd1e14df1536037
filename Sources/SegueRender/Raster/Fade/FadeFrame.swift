import CCairo
import SegueKit

/// A frame whose rows `madeRows` are a screen fading over an opaque fill, and perhaps a second over
/// that, each screen covering the canvas (`Rasterizer.FadeOverFill`), made where the encoder reads
/// them; the other rows drawn in `rest`.
///
/// NB: the fade is made a band at a time as the encoder asks; where it takes an opaque frame's rows
/// as PNG's R G B samples, they are made as R G B samples from the screens as R G B
/// (`PackedScreens`), straight where the filters read them: no 12 MB frame written and read back,
/// no conversion after. The same products with pixman's rounding, so the drawn frame's bytes
/// (RenderedFrameTests).
struct FadeFrame: RowSource {
    let width: Int
    let height: Int
    let fade: Rasterizer.FadeOverFill
    let kernels: KernelSet
    /// The rows of the fade, all of their pixels.
    let madeRows: Range<Int>
    /// A frame-sized buffer with every row outside `madeRows` drawn (those inside are not
    /// written); nil when `madeRows` are all of them.
    let rest: PixelBuffer?
    /// The screens as R G B bytes (`PackedScreens`), the second when there is one.
    let packed: (first: PackedScreens.Packed, second: PackedScreens.Packed?)

    /// A screen and a fill are opaque, so every pixel of the fade is.
    var makesOpaqueRGB: Bool { true }

    func withRow(_ y: Int, _ body: (UnsafeRawPointer) -> Void) {
        guard let rest else { preconditionFailure("row \(y) of a frame that is all fade") }
        rest.bytes.withUnsafeBytes { body($0.baseAddress! + y * rest.stride) }
    }

    func makeRows(_ ys: Range<Int>, as layout: RowLayout, into out: UnsafeMutableRawPointer, stride: Int) {
        if layout == .opaqueRGB {
            rgbRows(ys, into: out, outStride: stride)
        } else {
            for y in ys { fadeRow(y, into: out + (y - ys.lowerBound) * stride) }
        }
    }

    /// The drawn rows and the fade's, in place of the rows `rest` left for them.
    func drawn() -> PixelBuffer {
        var buffer = rest ?? PixelBuffer(uninitializedWidth: width, height: height)
        let stride = buffer.stride
        buffer.bytes.withUnsafeMutableBytes { out in
            for y in madeRows { fadeRow(y, into: out.baseAddress! + y * stride) }
        }
        return buffer
    }

    /// Writes fade rows `ys` as packed R G B bytes, `width × 3` a row, rows `outStride` bytes apart
    /// from `out`: what their ARGB32 words (`fadeRow`) would be converted to, made from the
    /// screens' own R G B bytes.
    func rgbRows(_ ys: Range<Int>, into out: UnsafeMutableRawPointer, outStride: Int) {
        let (first, second) = packed
        first.bytes.withUnsafeBytes { a in
            (second?.bytes ?? []).withUnsafeBytes { b in
                let row = a.baseAddress! + (ys.lowerBound - fade.origin.y) * first.stride - fade.origin.x * 3
                let row2 = second.map { s in
                    (row: b.baseAddress! + (ys.lowerBound - fade.second!.origin.y) * s.stride - fade.second!.origin.x * 3, stride: s.stride, mask: fade.second!.mask)
                }
                kernels.fadeRGB(rows: ys.count, count: width * 3, first: (row, first.stride, fade.mask), fill: fade.fill, then: row2,
                                into: out, outStride: outStride)
            }
        }
    }

    /// Writes fade row `y` as `width` ARGB32 words at `row`.
    func fadeRow(_ y: Int, into row: UnsafeMutableRawPointer) {
        withExtendedLifetime((fade.image, fade.second?.image)) {
            let second = fade.second.map {
                (source: UnsafeRawPointer($0.image.bytes.baseAddress!), stride: $0.image.stride, origin: $0.origin, mask: $0.mask)
            }
            kernels.fadeRow(y, width: width, source: UnsafeRawPointer(fade.image.bytes.baseAddress!), stride: fade.image.stride,
                            origin: fade.origin, into: row, fill: fade.fill, mask: fade.mask, then: second)
        }
    }
}

extension Rasterizer {
    /// The frame as a `FadeFrame`, when from `cover` on it is a fade of canvas-covering screens over
    /// the window's colour (`fadeOverFill`) whose visible pixels are whole rows, those rows are all
    /// it draws there, and what is drawn after it (a status bar kept still) lies in the other rows,
    /// drawn now into `rest`. Nil otherwise (the frame is drawn whole), after the same checks as
    /// `render` makes on what it would have drawn.
    func fadeFrame(_ list: DisplayList, cover: Int, pixels: (width: Int, height: Int)) throws -> FadeFrame? {
        let (w, h) = pixels, ops = list.operations
        let visible = visibility(of: ops, pixels: pixels).visible
        guard let fade = fadeOverFill(ops, cover: cover, pixels: pixels, visible: visible),
              let rows = Self.wholeRows(visible[fade.index], width: w, height: h)
        else { return nil }
        let after = fade.last + 1
        switch extent(of: ops[after...], pixels: pixels) {
        case .nothing: break
        case .within(let r) where r.y1 <= rows.lowerBound || r.y0 >= rows.upperBound: break
        default: return nil
        }
        try check(ops[..<after])
        guard let first = packedScreens.packed(fade.image) else { return nil }
        let second = fade.second.flatMap { packedScreens.packed($0.image) }
        guard (second == nil) == (fade.second == nil) else { return nil }
        var rest: PixelBuffer?
        if rows != 0..<h {
            var buffer = PixelBuffer(uninitializedWidth: w, height: h)
            try withCairoContext(on: &buffer, scale: scale) { cr in
                FontLibrary.apply(to: cr)
                // NB: the fade's rows are left alone (the extent above says nothing reaches them).
                clip(cr, to: [PixelRect(x0: 0, y0: 0, x1: w, y1: rows.lowerBound), PixelRect(x0: 0, y0: rows.upperBound, x1: w, y1: h)])
                try draw(Array(ops[after...]), cr, visible: Array(visible[after...]))
                cairo_restore(cr)
            }
            rest = buffer
        } else {
            try check(ops[after...])
        }
        return FadeFrame(width: w, height: h, fade: fade, kernels: .best, madeRows: rows, rest: rest, packed: (first, second))
    }

    /// The rows of `visible` when it is every pixel of some rows (nil: the whole canvas).
    private static func wholeRows(_ visible: [PixelRect]?, width: Int, height: Int) -> Range<Int>? {
        guard let visible else { return 0..<height }
        guard visible.count == 1, let r = visible.first, r.x0 <= 0, r.x1 >= width, r.y0 < r.y1 else { return nil }
        return max(0, r.y0)..<min(height, r.y1)
    }
}
