import CCairo
import func Foundation.cos
import func Foundation.sin
import SegueKit

/// Occlusion: what a later opaque layer hides is not drawn.
///
/// A layer at full opacity, outside any group, with an opaque background (or an image that hides
/// it), square corners and a transform that only moves it paints every device pixel its rectangle
/// covers fully, whatever was there. Whatever an earlier operation would draw on those pixels is
/// lost, so each earlier layer is clipped to the pixels that no later such layer covers (a few
/// rectangles of whole pixels), and not drawn at all when there are none. Inside a clip, an
/// opaque layer hides only what the clip lets it paint; a clip that is not a rectangle of whole
/// pixels hides nothing.
///
/// NB: a push draws the window's black, the outgoing screen, its dimming and the incoming screen
/// over one another: at 3x about three frames' worth of pixels written (and the dimming read as
/// well) for one frame of output. Clipped, each pixel is written about once. The frames are the
/// same bytes: a pixel covered fully by an opaque layer painted over it is that layer's pixel,
/// and a clip of whole pixels changes nothing inside it (OcclusionTests draws frames both ways).
extension Rasterizer {
    /// A rectangle of whole device pixels, `x0..<x1` × `y0..<y1`.
    package struct PixelRect: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int

        package init(x0: Int, y0: Int, x1: Int, y1: Int) {
            (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
        }

        var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

        func intersection(_ o: PixelRect) -> PixelRect {
            PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        }

        /// The pixels of `self` outside `o`: at most four rectangles (the bands above and below
        /// `o`, and beside it).
        func subtracting(_ o: PixelRect) -> [PixelRect] {
            let cut = intersection(o)
            guard !cut.isEmpty else { return [self] }
            let parts = [
                PixelRect(x0: x0, y0: y0, x1: x1, y1: cut.y0),
                PixelRect(x0: x0, y0: cut.y1, x1: x1, y1: y1),
                PixelRect(x0: x0, y0: cut.y0, x1: cut.x0, y1: cut.y1),
                PixelRect(x0: cut.x1, y0: cut.y0, x1: x1, y1: cut.y1),
            ]
            return parts.filter { !$0.isEmpty }
        }
    }

    /// The most rectangles an operation is clipped to; an opaque layer that would cut the pixels
    /// still to draw into more is not counted as hiding anything.
    static let maximumVisibleRectangles = 16

    /// For each operation of `ops` on a canvas of `pixels`, the pixels it can still show in: nil
    /// when no later opaque layer hides any of the canvas (or the operation is not a layer, or is
    /// one that does not clip exactly), an empty list when later layers hide all of it, otherwise
    /// the rectangles to clip it to. And
    /// whether the opaque layers together hide the whole canvas (then nothing needs filling first).
    func visibility(of ops: [DisplayOperation], pixels: (width: Int, height: Int)) -> (visible: [[PixelRect]?], canvasHidden: Bool) {
        let canvas = PixelRect(x0: 0, y0: 0, x1: pixels.width, y1: pixels.height)
        // Forward: what each operation hides (its fully covered pixels, within the clips around it).
        var hides = [PixelRect?](repeating: nil, count: ops.count)
        var clips: [PixelRect?] = [canvas]  // nil: a clip that is not a rectangle of whole pixels
        var groups = 0
        for (i, op) in ops.enumerated() {
            switch op {
            // A masked layer shows through its mask's alpha: like a group's, it hides nothing.
            case .beginGroup, .pushMask: groups += 1
            case .endGroup, .popMask: groups -= 1
            case .pushClip(let exact):
                let clip = aligned(exact)
                let rect = clip.cornerRadius > 0 && !clip.maskedCorners.isEmpty ? nil : innerPixels(clip.rect, under: clip.transform)
                let outer = clips.last ?? nil
                clips.append(outer.flatMap { o in rect.map { $0.intersection(o) } })
            case .popClip: if clips.count > 1 { clips.removeLast() }
            case .layer(let exact):
                guard groups == 0, let clip = clips.last ?? nil else { continue }
                let item = aligned(exact)
                guard item.opacity >= 1, item.backgroundColor.alpha >= 1 || imageHidesBackground(item),
                      item.cornerRadius <= 0 || item.maskedCorners.isEmpty, (try? shouldDraw(item)) == true,
                      let rect = innerPixels(item.bounds, under: item.transform)?.intersection(clip), !rect.isEmpty
                else { continue }
                hides[i] = rect
            case .warp(let item):
                guard groups == 0, clips.last == canvas else { continue }
                hides[i] = hiddenRows(under: item, pixels: pixels)
            }
        }
        // Backward: the canvas less what every later operation hides.
        var visible = [[PixelRect]?](repeating: nil, count: ops.count)
        var region = [canvas]
        for i in ops.indices.reversed() {
            if case .layer(let item) = ops[i], region != [canvas] {
                visible[i] = region.isEmpty || clipsExactly(aligned(item)) ? region : nil
            }
            guard let rect = hides[i] else { continue }
            let rest = region.flatMap { $0.subtracting(rect) }
            if rest.count <= Self.maximumVisibleRectangles { region = rest }
        }
        return (visible, region.isEmpty)
    }

    /// The rows at the top of the canvas that a curl hides: where its page, opaque, unmoved, at
    /// full opacity and the canvas's size, still lies flat, more than 4 px before the fold on every
    /// pixel. There the kernel writes the page's own pixels without reading what is under them
    /// (`Curl.drawSIMD`: a step with every lane before the fold is the flat page, and in a step
    /// that crosses it a lane before the fold has an opaque front); nil when it hides none.
    // NB: a screenshot's curl draws the revealed screen over the whole frame and then the page over
    // most of it; the rows above the fold are now copied once.
    func hiddenRows(under item: WarpItem, pixels: (width: Int, height: Int)) -> PixelRect? {
        guard case .pageCurl(let progress, let stopFromTop, let radius) = item.kind, item.opacity >= 1, item.placement == .identity,
              pixelSize(of: item.content.size) == pixels, (try? shouldDraw(item)) == true,
              let page = try? flats.flat(of: item.content, screen: screenFlat, render), flats.isOpaque(item.content)
        else { return nil }
        let p = curlParameters(progress: progress, stopFromTop: stopFromTop, radius: radius, page: page)
        let (sn, cs) = (sin(p.foldAngle), cos(p.foldAngle))
        guard cs > 0.1 else { return nil }
        // s(x, y) = (x + ½ − fx)·sin α + (y + ½ − fy)·cos α, largest along a row at its first or last pixel.
        let across = max((0.5 - p.foldPoint.x) * sn, (Double(pixels.width) - 0.5 - p.foldPoint.x) * sn)
        let limit = p.foldPoint.y - (4 + across) / cs - 0.5
        guard limit.isFinite else { return nil }
        let rows = min(pixels.height, max(0, Int(limit.rounded(.down))))
        return rows > 0 ? PixelRect(x0: 0, y0: 0, x1: pixels.width, y1: rows) : nil
    }

    /// Whether clipping `item` to whole pixels leaves every pixel inside the clip as it would be
    /// unclipped: true for a square-cornered layer on whole pixels, that only moves, with no
    /// shadow or border, drawing its background colour or an image copied pixel for pixel (one
    /// image pixel a device pixel). Not for anything with an anti-aliased edge (Cairo computes a
    /// partly covered pixel's coverage by another route under a clip: a level apart), nor
    /// gradients, text, shapes or resampled images (pixman steps its sampling from the first
    /// pixel of each span it draws, and a span that starts elsewhere can round a pixel
    /// differently). Those are drawn unclipped, and left out only when every pixel is hidden.
    func clipsExactly(_ item: LayerItem) -> Bool {
        let t = item.transform
        guard item.shadow == nil, item.borderWidth <= 0, item.cornerRadius <= 0 || item.maskedCorners.isEmpty,
              coversWholePixels(item.bounds, under: t) else { return false }
        switch item.content {
        case .none: return true
        case .image(let image):
            guard let (origin, sx, sy) = Self.placement(of: image, in: item.bounds) else { return true }
            let numbers = [sx * scale, sy * scale, (origin.x + t.tx) * scale, (origin.y + t.ty) * scale]
            return abs(numbers[0] - 1) < 1e-9 && abs(numbers[1] - 1) < 1e-9
                && numbers[2...].allSatisfy { abs($0 - $0.rounded()) < 1e-6 }
        case .text, .gradient, .shape, .shapeLayer, .symbol: return false
        }
    }

    /// The device pixels that `rect` under `t` covers fully, or nil when `t` does more than move it.
    func innerPixels(_ rect: Rect, under t: AffineTransform) -> PixelRect? {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return nil }
        // NB: within a millionth of a pixel an edge counts as on the boundary (as in
        // `coversWholePixels`): a coverage that close to full is the same byte.
        func inner(_ v: Double, up: Bool) -> Int? {
            let p = v * scale
            guard p.isFinite, abs(p) < 1e9 else { return nil }
            return Int(up ? (p - 1e-6).rounded(.up) : (p + 1e-6).rounded(.down))
        }
        guard let x0 = inner(rect.minX + t.tx, up: true), let x1 = inner(rect.maxX + t.tx, up: false),
              let y0 = inner(rect.minY + t.ty, up: true), let y1 = inner(rect.maxY + t.ty, up: false)
        else { return nil }
        return PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// Clips `cr` to `rects` (device pixels) until the matching `cairo_restore`, which the caller
    /// makes; the user-space matrix is left as it was.
    func clip(_ cr: OpaquePointer, to rects: [PixelRect]) {
        cairo_save(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for r in rects {
            cairo_rectangle(cr, Double(r.x0), Double(r.y0), Double(r.x1 - r.x0), Double(r.y1 - r.y0))
        }
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }
}
