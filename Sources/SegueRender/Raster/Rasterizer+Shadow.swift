import CCairo
import SegueKit

extension Rasterizer {
    /// A layer's shadow: its (rounded) bounds, offset, blurred with a Gaussian whose standard
    /// deviation is the shadow radius, painted in the shadow colour under the layer.
    func drawShadow(_ shadow: Shadow, of item: LayerItem, alpha: Double, _ cr: OpaquePointer) throws {
        guard shadow.color.alpha * alpha > 0 else { return }
        // Device-space box of the offset shape, grown by three standard deviations.
        let m = item.transform
        let sigma = shadow.radius * scale
        let margin = (3 * sigma).rounded(.up) + 1
        let r = item.bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
            .map { m.apply($0) * scale }
        var x0 = (corners.map(\.x).min()! - margin).rounded(.down), y0 = (corners.map(\.y).min()! - margin).rounded(.down)
        var x1 = (corners.map(\.x).max()! + margin).rounded(.up), y1 = (corners.map(\.y).max()! + margin).rounded(.up)
        // Only what can reach the surface drawn into matters: the canvas, or a group's surface,
        // whose pixel (0, 0) is the canvas's (−deviceOffset.x, −deviceOffset.y).
        let target = TargetSurface(cr)
        let (left, top) = (-target.deviceOffset.x, -target.deviceOffset.y)
        x0 = max(x0, left - margin); y0 = max(y0, top - margin)
        x1 = min(x1, left + Double(target.width) + margin); y1 = min(y1, top + Double(target.height) + margin)
        guard x1 > x0, y1 > y0 else { return }
        let (w, h) = (Int(x1 - x0), Int(y1 - y0))
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(w)))
        var mask = [UInt8](repeating: 0, count: stride * h)
        try mask.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))!
            defer { cairo_surface_destroy(s) }
            try CairoCheck.check(cairo_surface_status(s), "a \(w)×\(h)-pixel shadow mask")
            let c = cairo_create(s)!
            defer { cairo_destroy(c) }
            cairo_translate(c, -x0, -y0)
            cairo_scale(c, scale, scale)
            cairo_transform(c, [m.cairoMatrix])
            addRoundedRect(c, r, radius: item.cornerRadius, corners: item.maskedCorners)
            cairo_fill(c)
            cairo_surface_flush(s)
        }
        Blur.gaussian(&mask, width: w, height: h, stride: stride, sigma: sigma)
        try mask.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))!
            defer { cairo_surface_destroy(s) }
            try CairoCheck.check(cairo_surface_status(s), "a \(w)×\(h)-pixel shadow mask")
            cairo_save(cr)
            cairo_identity_matrix(cr)
            setSource(cr, shadow.color.withAlpha(shadow.color.alpha * alpha))
            cairo_mask_surface(cr, s, x0, y0)
            cairo_restore(cr)
        }
    }
}
