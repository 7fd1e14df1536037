import CCairo
import SegueKit

extension Rasterizer {
    /// A subtree that Cairo's affine model cannot draw: rendered flat, then mapped by a kernel.
    func drawWarp(_ item: WarpItem, _ cr: OpaquePointer) throws {
        let flat = try render(item.content)
        var copy = flat
        try copy.bytes.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(flat.width), Int32(flat.height), Int32(flat.stride))!
            defer { cairo_surface_destroy(s) }
            try CairoCheck.check(cairo_surface_status(s), "warp surface")
            cairo_save(cr)
            cairo_transform(cr, [item.placement.cairoMatrix])
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_set_source_surface(cr, s, 0, 0)
            cairo_paint_with_alpha(cr, item.opacity)
            cairo_restore(cr)
        }
    }
}
