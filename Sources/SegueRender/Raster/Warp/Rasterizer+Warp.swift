import CCairo
import SegueKit

extension Rasterizer {
    /// A subtree that Cairo's affine model cannot draw: rendered flat, then mapped by a pixel kernel.
    ///
    /// NB: the SIMD kernels are used in every build, never their scalar twins: the twins agree within
    /// one level per channel, not to the byte, and output must not depend on how it was built.
    /// `unfilled`: the canvas is not filled yet (`Rasterizer.draw`); only a flip's card can leave it so.
    func drawWarp(_ item: WarpItem, _ cr: OpaquePointer, unfilled: UInt32?) throws {
        if let word = unfilled, !isFlip(item) { Self.fill(cr, word) }
        switch item.kind {
        case .perspective(let transform):
            let flat = try flats.flat(of: item.content, screen: screenFlat, render)
            // Source pixels → the flat canvas in points → the screen in points → screen pixels →
            // the pixels of the surface drawn into.
            let target = TargetSurface(cr)
            let toPixels = Transform3D(scaleX: 1 / scale, y: 1 / scale)
                .concatenating(transform)
                .concatenating(Transform3D(scaleX: scale, y: scale))
                .concatenating(Transform3D(translationX: target.deviceOffset.x, y: target.deviceOffset.y))
            var layer = PixelBuffer(width: target.width, height: target.height)
            PerspectiveWarp.draw(flat, transform: toPixels, into: &layer, implementation: .simd)
            // Back from the surface's pixels to the screen's: the surface's corner in points.
            let corner = AffineTransform(translationX: -target.deviceOffset.x / scale, y: -target.deviceOffset.y / scale)
            try paint(&layer, at: corner, opacity: item.opacity, cr)
        case .flip(let progress, let presenting, let distance, let backList):
            // Only one face shows at a time: the other view is not drawn at all.
            let angle = FlipGeometry.angle(progress: progress, presenting: presenting)
            let face = try flats.flat(of: FlipGeometry.face(angle: angle) == .front ? item.content : backList, screen: screenFlat, render)
            if drawsWarpsInPlace, drawCardInPlace(face, angle: angle, perspectiveDistance: distance * scale, item, cr) { return }
            if let word = unfilled { Self.fill(cr, word) }
            var card = PixelBuffer(width: face.width, height: face.height, filledWith: .black)
            let size = (width: Double(face.width), height: Double(face.height))
            let (_, t) = FlipGeometry.faceTransform(angle: angle, size: size, perspectiveDistance: distance * scale)
            PerspectiveWarp.draw(face, transform: t, into: &card)
            try paint(&card, at: item.placement, opacity: item.opacity, cr)
        case .pageCurl(let progress, let stopFromTop, let radius):
            let flat = try flats.flat(of: item.content, screen: screenFlat, render)
            // The curl is drawn as a layer of its own, the shadow and both sheets of paper over a
            // transparent revealed view, then composited over what is drawn so far (what the curl
            // reveals) with the page's opacity, as Core Animation composites a layer and its shadow.
            // NB: the kernel never reads the canvas: a translucent canvas is not composited over a
            // copy of itself, and a group surface's device offset does not matter.
            let parameters = curlParameters(progress: progress, stopFromTop: stopFromTop, radius: radius, page: flat)
            if drawsWarpsInPlace, let region = inPlaceRegion(item, width: flat.width, height: flat.height, cr) {
                PageCurl.draw(page: flat, parameters: parameters, over: region.base, stride: region.stride)
                region.markDirty()
                warpsDrawnInPlace.add()
                return
            }
            var curl = PixelBuffer(width: flat.width, height: flat.height)
            PageCurl.draw(page: flat, revealedTransparent: parameters, into: &curl)
            try paint(&curl, at: item.placement, opacity: item.opacity, cr)
        }
    }

    /// The curl's geometry in the pixels of its `page`.
    func curlParameters(progress: Double, stopFromTop: Double, radius: Double, page: Flat) -> CurlParameters {
        let size = (width: Double(page.width), height: Double(page.height))
        let r = radius * scale
        return CurlParameters(foldPoint: PageCurl.foldPosition(progress: progress, pageSize: size, stopDistanceFromTop: stopFromTop * scale, radius: r),
                              radius: r)
    }

    /// The flip's card drawn straight into the surface, where that gives the bytes that painting the
    /// card would: at opacity 1 the card (its face over black, so opaque) replaces what lies under
    /// it, so the face is warped over black in place (`PerspectiveWarp.draw(over:)`), without a
    /// card-sized buffer to fill, warp into and composite (three passes over 12 MB at 3x). False
    /// (nothing drawn) where `inPlaceRegion` finds no region.
    private func drawCardInPlace(_ face: Flat, angle: Double, perspectiveDistance: Double, _ item: WarpItem, _ cr: OpaquePointer) -> Bool {
        guard let region = inPlaceRegion(item, width: face.width, height: face.height, cr) else { return false }
        let size = (width: Double(face.width), height: Double(face.height))
        let (_, t) = FlipGeometry.faceTransform(angle: angle, size: size, perspectiveDistance: perspectiveDistance)
        PerspectiveWarp.draw(face, transform: t, over: 0xFF00_0000, into: region.base, stride: region.stride, width: face.width, height: face.height)
        region.markDirty()
        warpsDrawnInPlace.add()
        return true
    }

    /// Where a warp of `width` × `height` pixels lands in the surface being drawn into, when it can
    /// be drawn there in place: at opacity 1, on whole surface pixels at the surface's scale, inside
    /// the surface, with no clip that cuts it; nil otherwise.
    private func inPlaceRegion(_ item: WarpItem, width: Int, height: Int, _ cr: OpaquePointer) -> InPlaceRegion? {
        let p = item.placement
        guard item.opacity >= 1, p.a == 1, p.b == 0, p.c == 0, p.d == 1 else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xx == scale, m.yy == scale, m.xy == 0, m.yx == 0 else { return nil }
        let surface = cairo_get_group_target(cr)!
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        let target = TargetSurface(cr)
        let fx = (p.tx * scale + m.x0 + target.deviceOffset.x), fy = (p.ty * scale + m.y0 + target.deviceOffset.y)
        guard fx == fx.rounded(), fy == fy.rounded(), abs(fx) < 1e6, abs(fy) < 1e6 else { return nil }
        let x0 = Int(fx), y0 = Int(fy)
        guard x0 >= 0, y0 >= 0, x0 + width <= target.width, y0 + height <= target.height else { return nil }
        guard clipContains(x: Double(x0), y: Double(y0), width: Double(width), height: Double(height), cr, target) else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return InPlaceRegion(surface: surface, base: UnsafeMutableRawPointer(data) + y0 * stride + x0 * 4, stride: stride,
                             rect: (x0, y0, width, height))
    }

    private func isFlip(_ item: WarpItem) -> Bool {
        if case .flip = item.kind { return true }
        return false
    }

    /// Fills the surface being drawn into with one ARGB32 word.
    static func fill(_ cr: OpaquePointer, _ word: UInt32) {
        let surface = cairo_get_group_target(cr)!
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface)), width = Int(cairo_image_surface_get_width(surface))
        for y in 0..<Int(cairo_image_surface_get_height(surface)) {
            (UnsafeMutableRawPointer(data) + y * stride).initializeMemory(as: UInt32.self, repeating: word, count: width)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// True when the current clip is one rectangle (or none) that holds the given surface pixels.
    private func clipContains(x: Double, y: Double, width: Double, height: Double, _ cr: OpaquePointer, _ target: TargetSurface) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1 else { return false }
        // The rectangle is in user space: back to surface pixels through the (pure scale) matrix.
        var r = list.pointee.rectangles[0]
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        r.x = r.x * m.xx + m.x0 + target.deviceOffset.x
        r.y = r.y * m.yy + m.y0 + target.deviceOffset.y
        r.width *= m.xx
        r.height *= m.yy
        let slack = 1e-6
        return r.x <= x + slack && r.y <= y + slack && r.x + r.width >= x + width - slack && r.y + r.height >= y + height - slack
    }

    /// Paints a pixel buffer (device pixels) over the canvas at a placement (points), with an opacity.
    /// NB: `inout` so that Cairo reads the caller's own bytes: a copy of 12 MB a frame at 3x before.
    private func paint(_ b: inout PixelBuffer, at placement: AffineTransform, opacity: Double, _ cr: OpaquePointer) throws {
        try b.bytes.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(b.width), Int32(b.height), Int32(b.stride))!
            defer { cairo_surface_destroy(s) }
            try CairoCheck.check(cairo_surface_status(s), "a \(b.width)×\(b.height)-pixel 3D or curl layer")
            cairo_save(cr)
            cairo_transform(cr, [placement.cairoMatrix])
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_set_source_surface(cr, s, 0, 0)
            cairo_paint_with_alpha(cr, min(1, max(0, opacity)))
            cairo_restore(cr)
        }
    }
}

/// The surface a context draws into right now: the canvas, or the group pushed last. A group pushed
/// under a clip covers only the clip's extents, and its pixel (0, 0) is the screen's pixel
/// (−deviceOffset.x, −deviceOffset.y): a kernel that writes surface pixels must shift by it.
struct TargetSurface {
    let width: Int
    let height: Int
    /// Added to a screen pixel position to give the surface's pixel position.
    let deviceOffset: (x: Double, y: Double)

    init(_ cr: OpaquePointer) {
        let target = cairo_get_group_target(cr)!
        width = Int(cairo_image_surface_get_width(target))
        height = Int(cairo_image_surface_get_height(target))
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(target, &x, &y)
        deviceOffset = (x, y)
    }
}

/// A rectangle of an image surface's pixels that a kernel writes in place (`inPlaceRegion`).
struct InPlaceRegion {
    let surface: OpaquePointer
    let base: UnsafeMutableRawPointer
    let stride: Int
    let rect: (x: Int, y: Int, width: Int, height: Int)

    /// Tells Cairo the pixels changed behind its back.
    func markDirty() {
        cairo_surface_mark_dirty_rectangle(surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
    }
}
