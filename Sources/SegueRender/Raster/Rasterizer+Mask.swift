import CCairo
import SegueKit

/// Masks (`CALayer.mask`): what lies between `pushMask` and `popMask` is drawn into a group of its
/// own; the mask's operations are drawn into a second, alpha-only group; the first is then painted
/// through the second (`cairo_mask`): each pixel of the masked drawing shows as much as the mask
/// covers it. Clips and groups opened around the mask apply to that final paint, as they would to
/// any layer drawn there.
extension Rasterizer {
    func beginMasked(_ cr: OpaquePointer) {
        cairo_push_group(cr)
    }

    func endMasked(by mask: LayerMask, _ cr: OpaquePointer) throws {
        let masked = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(masked) }
        // NB: only the mask's alpha is used, so its group holds nothing else: a quarter of the
        // memory of a colour group, and colour that could not matter is never blended.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        try draw(mask.operations, cr)
        let coverage = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source(cr, masked)
        cairo_mask(cr, coverage)
        try CairoCheck.check(cairo_status(cr), "a mask")
    }
}
