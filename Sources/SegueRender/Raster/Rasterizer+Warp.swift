import CCairo
import SegueKit

extension Rasterizer {
    /// A subtree that Cairo's affine model cannot draw: rendered flat, then mapped by a pixel kernel.
    ///
    /// NB: the SIMD kernels are used in every build, never their scalar twins: the twins agree within
    /// one level per channel, not to the byte, and output must not depend on how it was built.
    func drawWarp(_ item: WarpItem, _ cr: OpaquePointer) throws {
        switch item.kind {
        case .perspective(let transform):
            let flat = try render(item.content)
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
            let face = try render(FlipGeometry.face(angle: angle) == .front ? item.content : backList)
            var card = PixelBuffer(width: face.width, height: face.height, filledWith: .black)
            FlipGeometry.drawVisibleFace(face, angle: angle, perspectiveDistance: distance * scale, into: &card, implementation: .simd)
            try paint(&card, at: item.placement, opacity: item.opacity, cr)
        case .pageCurl(let progress, let stopFromTop, let radius):
            let flat = try render(item.content)
            // The curl is drawn as a layer of its own, the shadow and both sheets of paper over a
            // transparent revealed view, then composited over what is drawn so far (what the curl
            // reveals) with the page's opacity, as Core Animation composites a layer and its shadow.
            // NB: the kernel never reads the canvas: a translucent canvas is not composited over a
            // copy of itself, and a group surface's device offset does not matter.
            let size = (width: Double(flat.width), height: Double(flat.height))
            let r = radius * scale
            let fold = PageCurl.foldPosition(progress: progress, pageSize: size, stopDistanceFromTop: stopFromTop * scale, radius: r)
            var curl = PixelBuffer(width: flat.width, height: flat.height)
            PageCurl.draw(page: flat, revealedTransparent: CurlParameters(foldPoint: fold, radius: r), into: &curl)
            try paint(&curl, at: item.placement, opacity: item.opacity, cr)
        }
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
