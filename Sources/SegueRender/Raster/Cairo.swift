import CCairo
import SegueKit

/// A frame that cannot be drawn. `description` is one line: what was being drawn, what went wrong
/// and what to do, e.g. `cannot draw a 40000×2-pixel frame: Cairo draws at most 32767 pixels a
/// side; lower the scale`.
public struct CairoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being drawn: "a text layer ("Hello")", "the shadow mask (120×80 pixels)".
    public var subject: String
    /// What went wrong (Cairo's status text, or why the item was refused before Cairo saw it).
    public var status: String
    /// What to do about it.
    public var fix: String

    public init(subject: String, status: String, fix: String) {
        self.subject = subject
        self.status = status
        self.fix = fix
    }

    public var description: String { "cannot draw \(subject): \(status); \(fix)" }
}

/// Every Cairo call that creates something goes through here: Cairo never returns NULL, a failed
/// create returns an object in an error state, so the status is checked right after. The status of
/// the context is checked the same way after each display-list item.
enum CairoCheck {
    static func check(_ status: cairo_status_t, _ subject: @autoclosure () -> String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError(subject: subject(), status: String(cString: cairo_status_to_string(status)), fix: fix(for: status))
        }
    }

    static func fix(for status: cairo_status_t) -> String {
        switch status {
        case CAIRO_STATUS_NO_MEMORY: "free some memory, or lower the scale or the frames drawn at once"
        case CAIRO_STATUS_INVALID_SIZE: "lower the scale (Cairo draws at most \(Rasterizer.maximumSurfaceSide) pixels a side)"
        case CAIRO_STATUS_FREETYPE_ERROR: "check the font files (scripts/setup installs fonts-dejavu-core) and the text's size"
        default: Rasterizer.reportFix
        }
    }
}

/// The version of the Cairo library the frames are drawn with.
public var cairoVersion: String { String(cString: cairo_version_string()) }

/// The version of pixman, which Cairo composites image surfaces with.
public var pixmanVersion: String { String(cString: pixman_version_string()) }

extension AffineTransform {
    var cairoMatrix: cairo_matrix_t { cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty) }
}

/// Runs `body` with a Cairo context drawing straight into `buffer`'s bytes (no copy), scaled so
/// that user space is in points. The surface and context die before this returns.
func withCairoContext<R>(
    on buffer: inout PixelBuffer, scale: Double, _ body: (OpaquePointer) throws -> R
) throws -> R {
    let (w, h, stride) = (buffer.width, buffer.height, buffer.stride)
    return try buffer.bytes.withUnsafeMutableBytes { raw -> R in
        let surface = cairo_image_surface_create_for_data(
            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        try CairoCheck.check(cairo_surface_status(surface), "a \(w)×\(h)-pixel frame")
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try CairoCheck.check(cairo_status(cr), "a \(w)×\(h)-pixel frame")
        cairo_scale(cr, scale, scale)
        let result = try body(cr)
        try CairoCheck.check(cairo_status(cr), "a \(w)×\(h)-pixel frame")
        cairo_surface_flush(surface)
        return result
    }
}

/// An image surface over a bitmap's bytes, valid while the bitmap lives. Cairo only reads it.
/// `format` is ARGB32, or RGB24 for a bitmap whose every alpha is 255 (the same bytes).
func makeSurface(for bitmap: Bitmap, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws -> OpaquePointer {
    let s = cairo_image_surface_create_for_data(
        bitmap.baseAddressForReading.assumingMemoryBound(to: UInt8.self), format,
        Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.stride))!
    try CairoCheck.check(cairo_surface_status(s), "a \(bitmap.width)×\(bitmap.height) image")
    return s
}

func setSource(_ cr: OpaquePointer, _ c: Color) {
    let a = min(1, max(0, c.alpha))
    cairo_set_source_rgba(cr, min(1, max(0, c.red)), min(1, max(0, c.green)), min(1, max(0, c.blue)), a)
}

/// Adds a rectangle with some corners rounded (a circular arc per corner, as `CALayer.cornerRadius`
/// draws; the radius is clamped to half the shorter side).
func addRoundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double, corners: CornerMask) {
    let rad = max(0, min(radius, min(abs(r.width), abs(r.height)) / 2))
    guard rad > 0 else {
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        return
    }
    let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
    let tl = corners.contains(.topLeft) ? rad : 0, tr = corners.contains(.topRight) ? rad : 0
    let br = corners.contains(.bottomRight) ? rad : 0, bl = corners.contains(.bottomLeft) ? rad : 0
    cairo_new_sub_path(cr)
    cairo_move_to(cr, x0 + tl, y0)
    cairo_line_to(cr, x1 - tr, y0)
    if tr > 0 { cairo_arc(cr, x1 - tr, y0 + tr, tr, -.pi / 2, 0) }
    cairo_line_to(cr, x1, y1 - br)
    if br > 0 { cairo_arc(cr, x1 - br, y1 - br, br, 0, .pi / 2) }
    cairo_line_to(cr, x0 + bl, y1)
    if bl > 0 { cairo_arc(cr, x0 + bl, y1 - bl, bl, .pi / 2, .pi) }
    cairo_line_to(cr, x0, y0 + tl)
    if tl > 0 { cairo_arc(cr, x0 + tl, y0 + tl, tl, .pi, 3 * .pi / 2) }
    cairo_close_path(cr)
}
