import CCairo
import SegueKit

/// Whole-device-pixel placement, and what it lets the rasterizer skip.
///
/// The rule, in SPEC terms: at a scale of 2 or more, a layer (or clip) whose transform to the canvas
/// is a pure translation (no scale, rotation or shear; any opacity) is drawn at that translation
/// rounded to the nearest device pixel, halves rounded up: never more than half a device pixel from
/// where the model puts it (1/6 pt at 3x, 1/4 pt at 2x), less than any motion a frame of a 60 fps
/// transition shows and below what a user can see on the device. A screenshot moved by a whole
/// number of pixels is then copied, not resampled: the frame keeps the screenshot's own sharp
/// pixels (bilinear resampling blurs every edge by a fraction of a pixel, which costs time and
/// makes frames about 20 % larger to compress). At scale 1 half a pixel is half a point, visible as
/// a jump of an edge between frames, so there positions stay exact and images are sampled with
/// subpixel precision (and Renders/ and the goldens, drawn at scale 1, are unchanged byte for byte).
///
/// Layers that scale, rotate or are warped keep their exact geometry at every scale.
extension Rasterizer {
    /// Whether positions may be rounded to whole device pixels (see above).
    var alignsTranslations: Bool { scale >= 2 }

    /// `t` with its translation on whole device pixels, when `t` is a pure translation and the
    /// scale allows it; `t` otherwise.
    ///
    /// NB: floor(x + 0.5), not `.rounded()`: a layer and its child a whole number of pixels apart
    /// must round the same way, and `.toNearestOrAwayFromZero` rounds −0.5 and +0.5 apart.
    func aligned(_ t: AffineTransform) -> AffineTransform {
        guard alignsTranslations, t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return t }
        var a = t
        a.tx = (t.tx * scale + 0.5).rounded(.down) / scale
        a.ty = (t.ty * scale + 0.5).rounded(.down) / scale
        return a
    }

    func aligned(_ item: LayerItem) -> LayerItem {
        guard alignsTranslations else { return item }
        var a = item
        a.transform = aligned(item.transform)
        return a
    }

    func aligned(_ clip: Clip) -> Clip {
        guard alignsTranslations else { return clip }
        var a = clip
        a.transform = aligned(clip.transform)
        return a
    }

    /// Whether `rect` under `t` (a pure translation) covers whole device pixels exactly: its edges
    /// fall on pixel boundaries, so a fill of it and a clip to it cover the same pixels fully and no
    /// pixel partly.
    func coversWholePixels(_ rect: Rect, under t: AffineTransform) -> Bool {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return false }
        let edges = [rect.minX + t.tx, rect.maxX + t.tx, rect.minY + t.ty, rect.maxY + t.ty].map { $0 * scale }
        return edges.allSatisfy { abs($0 - $0.rounded()) < 1e-6 }
    }

    /// Whether the layer's image hides its background colour completely, so that drawing the
    /// background changes no pixel: an opaque bitmap that covers its bounds (stretched or filling
    /// them), padded to the edges (`CAIRO_EXTEND_PAD`), over square-cornered bounds on whole pixels (no partly covered edge pixel where the background
    /// would show through the image's anti-aliasing). Only where positions are aligned, so that
    /// scale-1 frames stay byte for byte as they were.
    func imageHidesBackground(_ item: LayerItem) -> Bool {
        guard alignsTranslations, case .image(let image) = item.content, image.bitmap.isOpaque,
              item.cornerRadius <= 0 || item.maskedCorners.isEmpty, item.bounds.width > 0, item.bounds.height > 0,
              image.scale.isFinite, image.scale > 0,
              let (origin, sx, sy) = Self.placement(of: image, in: item.bounds),
              Self.covers(Rect(x: origin.x, y: origin.y, width: Double(image.bitmap.width) * sx, height: Double(image.bitmap.height) * sy), item.bounds)
        else { return false }
        return coversWholePixels(item.bounds, under: item.transform)
    }

    /// Cairo's format for a bitmap: RGB24 (no alpha to blend) when every pixel is opaque and
    /// positions are aligned, so that pixman copies it instead of blending it; ARGB32 otherwise.
    /// The bytes are the same: an opaque premultiplied pixel reads the same in both formats.
    func surfaceFormat(for bitmap: Bitmap) -> cairo_format_t {
        alignsTranslations && bitmap.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    }
}
