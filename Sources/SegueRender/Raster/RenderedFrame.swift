import CCairo
import SegueKit

/// A rendered frame: its pixels, or, where the frame is mostly one fade (a cross-dissolve of two
/// screenshots over the window's colour) or all one flip's card (`WarpFrame`), the recipe for its
/// rows, which the PNG encoder follows a band of rows at a time instead of reading a drawn frame
/// back (`Rasterizer.frame`).
///
/// NB: a 3x cross-dissolve frame drawn whole is 12 MB written by the fade in fresh pages, then
/// read again and converted to R G B by the encoder; made by the encoder, 32 rows at a time, as
/// R G B samples from the screens as R G B (`FadeFrame.rgbRows`) where its filters read them, it
/// is neither (issue 10: crossDissolve at least as fast as push). The bytes are the same either
/// way (RenderedFrameTests).
public struct RenderedFrame: Sendable {
    public let width: Int
    public let height: Int
    let content: Content

    enum Content: Sendable {
        case pixels(PixelBuffer)
        case fade(FadeFrame)
        case warp(WarpFrame)
        /// Straight (not premultiplied) R G B A bytes: a preview's frame (`APNGEncoder`).
        case straight(RGBAImage)
    }

    /// A frame of these pixels.
    public init(_ pixels: PixelBuffer) {
        width = pixels.width
        height = pixels.height
        content = .pixels(pixels)
    }

    init(fade: FadeFrame) {
        width = fade.width
        height = fade.height
        content = .fade(fade)
    }

    init(warp: WarpFrame) {
        width = warp.width
        height = warp.height
        content = .warp(warp)
    }

    /// A frame of these straight R G B A pixels, which the fast encoders read as they are.
    init(straight image: RGBAImage) {
        width = image.width
        height = image.height
        content = .straight(image)
    }

    /// Where row `y` lies ready as a screenshot's row, pixel for pixel (a curl's page above the
    /// fold, the screenshot it uncovers at the bottom); nil where it does not or is not known to.
    func screenRow(_ y: Int) -> ScreenRow? {
        guard case .warp(let warp) = content else { return nil }
        return warp.screenRow(y)
    }

    /// Where the encoder keeps the blocks of bands of screenshot rows (`BlockCache`), if anywhere.
    var blocks: BlockCache? {
        guard case .warp(let warp) = content else { return nil }
        return warp.blocks
    }

    /// The frame's pixels, drawn now if they were not.
    public var pixels: PixelBuffer {
        switch content {
        case .pixels(let p): return p
        case .straight(let image):
            return PixelBuffer(width: width, height: height, stride: width * 4, bytes: Premultiplication.premultipliedBytes(of: image))
        case .warp(let warp):
            var buffer = PixelBuffer(uninitializedWidth: width, height: height)
            let stride = buffer.stride
            buffer.bytes.withUnsafeMutableBytes { warp.rows(0..<height, into: $0.baseAddress!, stride: stride) }
            return buffer
        case .fade(let fade):
            var buffer = fade.rest ?? PixelBuffer(uninitializedWidth: width, height: height)
            let stride = buffer.stride
            buffer.bytes.withUnsafeMutableBytes { out in
                for y in fade.rows { fade.fadeRow(y, into: out.baseAddress! + y * stride) }
            }
            return buffer
        }
    }
}

/// A frame whose rows `rows` are a screen fading over an opaque fill, and perhaps a second over
/// that, each screen covering the canvas (`Rasterizer.FadeOverFill`); the other rows drawn in `rest`.
struct FadeFrame: Sendable {
    let width: Int
    let height: Int
    let fade: Rasterizer.FadeOverFill
    let kernels: KernelSet
    /// The rows of the fade, all of their pixels.
    let rows: Range<Int>
    /// A frame-sized buffer with every row outside `rows` drawn (those inside are not written);
    /// nil when `rows` are all of them.
    let rest: PixelBuffer?
    /// The screens as R G B bytes (`PackedScreens`), the second when there is one.
    let packed: (first: PackedScreens.Packed, second: PackedScreens.Packed?)

    /// Writes fade rows `ys` (within `rows`) as packed R G B bytes, `width × 3` a row, rows
    /// `outStride` bytes apart from `out`: what their ARGB32 words (`fadeRow`) would be converted
    /// to, made from the screens' own R G B bytes.
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

    /// Row `y`'s `width` ARGB32 words in `rest`, when it is not a fade row.
    func withRestRow<R>(_ y: Int, _ body: (UnsafeRawPointer) -> R) -> R? {
        guard !rows.contains(y), let rest else { return nil }
        return rest.bytes.withUnsafeBytes { body($0.baseAddress! + y * rest.stride) }
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
    /// Renders one frame as `render` does, but leaves undrawn, for the encoder to make
    /// (`RenderedFrame`), the rows of a fade of canvas-covering screens over the window's colour,
    /// where those rows are all the fade draws and what is drawn after it (a status bar kept
    /// still) lies in the other rows, and every row of a frame that is all one flip's card
    /// (`warpFrame`). Everything is checked as `render` checks it.
    public func frame(_ list: DisplayList) throws -> RenderedFrame {
        let (w, h) = pixelSize(of: list.size)
        try Self.checkCanvas(width: w, height: h)
        let ops = list.operations
        guard drawsWarpsInPlace, cullsHiddenPixels, let cover = covering(list, pixels: (w, h)) else {
            return RenderedFrame(try render(list))
        }
        if let warp = try warpFrame(list, cover: cover, pixels: (w, h)) { return RenderedFrame(warp: warp) }
        guard fusesFades else { return RenderedFrame(try render(list)) }
        let visible = visibility(of: ops, pixels: (w, h)).visible
        guard let fade = fadeOverFill(ops, cover: cover, pixels: (w, h), visible: visible),
              let rows = Self.wholeRows(visible[fade.index], width: w, height: h)
        else { return RenderedFrame(try render(list)) }
        let after = fade.last + 1
        switch extent(of: ops[after...], pixels: (w, h)) {
        case .nothing: break
        case .within(let r) where r.y1 <= rows.lowerBound || r.y0 >= rows.upperBound: break
        default: return RenderedFrame(try render(list))
        }
        try check(ops[..<after])
        guard let first = packedScreens.packed(fade.image) else { return RenderedFrame(try render(list)) }
        let second = fade.second.flatMap { packedScreens.packed($0.image) }
        guard (second == nil) == (fade.second == nil) else { return RenderedFrame(try render(list)) }
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
        return RenderedFrame(fade: FadeFrame(width: w, height: h, fade: fade, kernels: .best, rows: rows, rest: rest,
                                              packed: (first, second)))
    }

    /// The rows of `visible` when it is every pixel of some rows (nil: the whole canvas).
    private static func wholeRows(_ visible: [PixelRect]?, width: Int, height: Int) -> Range<Int>? {
        guard let visible else { return 0..<height }
        guard visible.count == 1, let r = visible.first, r.x0 <= 0, r.x1 >= width, r.y0 < r.y1 else { return nil }
        return max(0, r.y0)..<min(height, r.y1)
    }
}
