import CCairo
import SegueKit

extension Rasterizer {
    /// A subtree that Cairo's affine model cannot draw: rendered flat, then mapped by a pixel kernel.
    ///
    /// NB: the SIMD kernels are used in every build, never their scalar twins: the twins agree within
    /// one level per channel, not to the byte, and output must not depend on how it was built.
    func drawWarp(_ item: WarpItem, _ cr: OpaquePointer) throws {
        let flat = try render(item.content)
        switch item.kind {
        case .perspective(let transform):
            // Source pixels → the flat canvas in points → the screen in points → screen pixels.
            let toPixels = Transform3D(scaleX: 1 / scale, y: 1 / scale)
                .concatenating(transform)
                .concatenating(Transform3D(scaleX: scale, y: scale))
            var layer = try targetSizedBuffer(cr)
            PerspectiveWarp.draw(flat, transform: toPixels, into: &layer, implementation: .simd)
            try paint(layer, at: .identity, opacity: item.opacity, operator: CAIRO_OPERATOR_OVER, cr)
        case .flip(let progress, let presenting, let distance, let backList):
            let back = try render(backList)
            var card = PixelBuffer(width: flat.width, height: flat.height)
            fill(&card, with: .black)
            FlipGeometry.drawCard(front: flat, back: back, angle: FlipGeometry.angle(progress: progress, presenting: presenting),
                                  perspectiveDistance: distance * scale, into: &card, implementation: .simd)
            try paint(card, at: item.placement, opacity: item.opacity, operator: CAIRO_OPERATOR_OVER, cr)
        case .pageCurl(let progress, let stopFromTop, let radius):
            // What is drawn so far, under the page, is what the curl reveals.
            var revealed = try targetSnapshot(cr, size: (flat.width, flat.height), at: item.placement)
            let size = (width: Double(flat.width), height: Double(flat.height))
            let r = radius * scale
            let fold = PageCurl.foldPosition(progress: progress, pageSize: size, stopDistanceFromTop: stopFromTop * scale, radius: r)
            var out = revealed
            PageCurl.draw(page: flat, revealed: revealed, parameters: CurlParameters(foldPoint: fold, radius: r),
                          into: &out, implementation: .simd)
            revealed = out
            try paint(revealed, at: item.placement, opacity: 1, operator: CAIRO_OPERATOR_SOURCE, cr)
        }
    }

    private func fill(_ buffer: inout PixelBuffer, with c: Color) {
        let px: [UInt8] = [UInt8(c.blue * 255), UInt8(c.green * 255), UInt8(c.red * 255), UInt8(c.alpha * 255)]
        for i in stride(from: 0, to: buffer.bytes.count, by: 4) {
            buffer.bytes[i] = px[0]; buffer.bytes[i + 1] = px[1]; buffer.bytes[i + 2] = px[2]; buffer.bytes[i + 3] = px[3]
        }
    }

    /// A transparent buffer the size of the surface being drawn into.
    private func targetSizedBuffer(_ cr: OpaquePointer) throws -> PixelBuffer {
        let target = cairo_get_group_target(cr)!
        return PixelBuffer(width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)))
    }

    /// A copy of the pixels drawn so far under a rectangle placed at `placement` (an integer
    /// translation in points; other placements are not needed by the page curl, which is full screen).
    private func targetSnapshot(_ cr: OpaquePointer, size: (Int, Int), at placement: AffineTransform) throws -> PixelBuffer {
        let target = cairo_get_group_target(cr)!
        cairo_surface_flush(target)
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        guard let data = cairo_image_surface_get_data(target) else { throw CairoError(subject: "a page curl", status: "the canvas has no pixels to read", fix: Rasterizer.reportFix) }
        var out = PixelBuffer(width: size.0, height: size.1)
        let ox = Int((placement.tx * scale).rounded()), oy = Int((placement.ty * scale).rounded())
        for y in 0..<size.1 where y + oy >= 0 && y + oy < th {
            for x in 0..<size.0 where x + ox >= 0 && x + ox < tw {
                let s = (y + oy) * stride + (x + ox) * 4, d = y * out.stride + x * 4
                for k in 0..<4 { out.bytes[d + k] = data[s + k] }
            }
        }
        return out
    }

    /// Paints a pixel buffer onto the canvas at a placement (points), with an opacity and operator.
    private func paint(_ b: PixelBuffer, at placement: AffineTransform, opacity: Double, operator op: cairo_operator_t,
                       _ cr: OpaquePointer) throws {
        var copy = b
        try copy.bytes.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(b.width), Int32(b.height), Int32(b.stride))!
            defer { cairo_surface_destroy(s) }
            try CairoCheck.check(cairo_surface_status(s), "a \(b.width)×\(b.height)-pixel 3D or curl layer")
            cairo_save(cr)
            cairo_transform(cr, [placement.cairoMatrix])
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_set_source_surface(cr, s, 0, 0)
            cairo_set_operator(cr, op)
            if op == CAIRO_OPERATOR_SOURCE {
                cairo_rectangle(cr, 0, 0, Double(b.width), Double(b.height))
                cairo_fill(cr)
            } else {
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_restore(cr)
        }
    }
}
