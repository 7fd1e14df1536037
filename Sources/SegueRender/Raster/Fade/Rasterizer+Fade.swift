import CCairo
import SegueKit

/// A screen fading over the window's colour, in one pass.
///
/// A cross-dissolve of two screenshots is drawn as the window's opaque colour, the outgoing
/// screen at opacity α over it, then the incoming one at β. The first two are a fill of the whole
/// frame and a pass that reads the frame back to blend the screen into it: where the window is
/// filled with one opaque colour c and the screen is an opaque image copied pixel for pixel over
/// all of it, each pixel is s·m + c·(255 − m) (m: the opacity as the 8-bit mask pixman is given),
/// written once from the screen's pixels without reading the frame. Every product is rounded as
/// pixman rounds it ((t + t/256)/256 with t = x·y + 128), so the bytes are what Cairo draws
/// (FadeTests compares the two for every mask value).
extension Rasterizer {
    /// What `fadeOverFill` found: the fill's word, the operation of the faded screen, its bitmap
    /// and where its top-left pixel lands, and the mask.
    struct FadeOverFill {
        var fill: UInt32
        var index: Int
        var image: Bitmap
        var origin: (x: Int, y: Int)
        var mask: UInt32
        /// The next screen, fading over the first in the same pixels (a cross-dissolve's incoming
        /// one), written in the same pass; nil when there is none.
        var second: Screen?

        struct Screen {
            var index: Int
            var image: Bitmap
            var origin: (x: Int, y: Int)
            var mask: UInt32
        }

        /// The last operation the pass draws.
        var last: Int { second?.index ?? index }
    }

    /// The faded screen over the canvas-covering fill at `cover`, when `ops` starts (from `cover`)
    /// with such a pair and nothing drawn between them; nil otherwise.
    /// `visible`: what each operation is clipped to (`visibility(of:pixels:)`); a second fading
    /// screen joins the pass only where it is clipped as the first is.
    func fadeOverFill(_ ops: [DisplayOperation], cover: Int, pixels: (width: Int, height: Int), visible: [[PixelRect]?] = []) -> FadeOverFill? {
        guard case .layer(let exactFill) = ops[cover] else { return nil }
        let fill = aligned(exactFill)
        guard fill.content == .none, fill.backgroundColor.alpha >= 1, clipsExactly(fill), fill.opacity >= 1,
              let j = nextDrawn(ops, after: cover), let screen = fadingScreen(ops[j], pixels: pixels) else { return nil }
        var fade = FadeOverFill(fill: Self.painted(fill.backgroundColor), index: j, image: screen.image, origin: screen.origin, mask: screen.mask)
        if let k = nextDrawn(ops, after: j), let next = fadingScreen(ops[k], pixels: pixels),
           (j < visible.count ? visible[j] : nil) == (k < visible.count ? visible[k] : nil) {
            fade.second = FadeOverFill.Screen(index: k, image: next.image, origin: next.origin, mask: next.mask)
        }
        return fade
    }

    /// The index of the first operation after `i` that draws something, if it is a layer: layers
    /// that draw nothing (a container without a colour) are passed over; nil at anything else.
    private func nextDrawn(_ ops: [DisplayOperation], after i: Int) -> Int? {
        for j in (i + 1)..<ops.count {
            guard case .layer(let exact) = ops[j] else { return nil }
            if drawsNothing(aligned(exact)) { continue }
            return j
        }
        return nil
    }

    /// A layer without content, colour, border or shadow (a container).
    func drawsNothing(_ item: LayerItem) -> Bool {
        item.content == .none && item.backgroundColor.alpha <= 0 && item.borderWidth <= 0 && item.shadow == nil
    }

    /// An opaque image copied pixel for pixel over the whole canvas at an opacity below 1: its
    /// bitmap, where its top-left pixel lands, and its opacity as pixman's 8-bit mask.
    private func fadingScreen(_ op: DisplayOperation, pixels: (width: Int, height: Int)) -> (image: Bitmap, origin: (x: Int, y: Int), mask: UInt32)? {
        guard let screen = coveringScreen(op, pixels: pixels), screen.opacity < 1 else { return nil }
        // Cairo hands pixman the opacity as 16 bits, rounded; pixman's solid mask keeps the top 8.
        let alpha = min(1, max(0, screen.opacity))
        return (screen.image, screen.origin, UInt32(UInt16(alpha * 65535 + 0.5) >> 8))
    }

    /// A layer that draws an opaque image copied pixel for pixel over the whole canvas, and nothing
    /// else: its bitmap, where the bitmap's top-left pixel lands (at or above and left of the
    /// canvas's), and the layer's opacity.
    func coveringScreen(_ op: DisplayOperation, pixels: (width: Int, height: Int)) -> (image: Bitmap, origin: (x: Int, y: Int), opacity: Double)? {
        guard case .layer(let exact) = op else { return nil }
        let item = aligned(exact)
        guard case .image(let image) = item.content, imageHidesBackground(item), clipsExactly(item),
              (try? shouldDraw(item)) == true, let bounds = innerPixels(item.bounds, under: item.transform),
              bounds.x0 <= 0, bounds.y0 <= 0, bounds.x1 >= pixels.width, bounds.y1 >= pixels.height,
              let (corner, _, _) = Self.placement(of: image, in: item.bounds)
        else { return nil }
        let fx = ((corner.x + item.transform.tx) * scale).rounded(), fy = ((corner.y + item.transform.ty) * scale).rounded()
        guard abs(fx) < 1e9, abs(fy) < 1e9 else { return nil }
        let ox = Int(fx), oy = Int(fy), bitmap = image.bitmap
        guard ox <= 0, oy <= 0, ox + bitmap.width >= pixels.width, oy + bitmap.height >= pixels.height else { return nil }
        return (bitmap, (ox, oy), item.opacity)
    }

    /// Writes `fade` over the rectangles `rects` (canvas pixels) of the surface `cr` draws into.
    func draw(_ fade: FadeOverFill, in rects: [PixelRect], _ cr: OpaquePointer) {
        let surface = cairo_get_group_target(cr)!
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        withExtendedLifetime((fade.image, fade.second?.image)) {
            let second = fade.second.map {
                (source: UnsafeRawPointer($0.image.bytes.baseAddress!), stride: $0.image.stride, origin: $0.origin, mask: $0.mask)
            }
            KernelSet.best.fade(source: UnsafeRawPointer(fade.image.bytes.baseAddress!), stride: fade.image.stride, origin: fade.origin,
                                into: UnsafeMutableRawPointer(data), destStride: Int(cairo_image_surface_get_stride(surface)),
                                rects: rects, fill: fade.fill, mask: fade.mask, then: second)
        }
        cairo_surface_mark_dirty(surface)
    }
}
