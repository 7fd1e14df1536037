import CCairo
import SegueKit

extension Rasterizer {
    /// One layer: shadow, background, content, border, in that order (Core Animation's).
    func drawLayer(_ item: LayerItem, _ cr: OpaquePointer) throws {
        let opacity = min(1, max(0, item.opacity))
        // An opaque image on whole pixels hides the background colour: skipping it changes no pixel,
        // and a translucent layer then draws once, without a group (Rasterizer+Alignment.swift).
        let drawsBackground = item.backgroundColor.alpha > 0 && !imageHidesBackground(item)
        let needsGroup = opacity < 0.9995 && layerDrawsMoreThanOnce(item, background: drawsBackground)
        if needsGroup { cairo_push_group(cr) }
        let alpha = needsGroup ? 1 : opacity

        if let shadow = item.shadow { try drawShadow(shadow, of: item, alpha: alpha, cr) }
        cairo_save(cr)
        cairo_transform(cr, [item.transform.cairoMatrix])
        let b = item.bounds
        if drawsBackground {
            setSource(cr, item.backgroundColor.withAlpha(item.backgroundColor.alpha * alpha))
            addRoundedRect(cr, b, radius: item.cornerRadius, corners: item.maskedCorners)
            cairo_fill(cr)
        }
        switch item.content {
        case .none: break
        case .text(let text): try drawText(text, in: b, alpha: alpha, cr)
        case .image(let image): try drawImage(image, item: item, alpha: alpha, cr)
        case .gradient(let g): drawGradient(g, in: b, alpha: alpha, cr)
        case .shape(let shape): drawShape(shape, in: b, alpha: alpha, cr)
        case .shapeLayer(let shape): drawShapeLayer(shape, alpha: alpha, cr)  // Rasterizer+Shape.swift
        case .symbol(let symbol):
            SymbolGlyph.glyph(for: symbol.name).glyph.draw(in: symbol.emRect(in: b), weight: symbol.strokeOffset, color: symbol.color,
                                                           alpha: alpha, cr)
        }
        if item.borderWidth > 0, item.borderColor.alpha > 0 {
            // The border lies inside the bounds, as CALayer draws it.
            let w = item.borderWidth
            setSource(cr, item.borderColor.withAlpha(item.borderColor.alpha * alpha))
            addRoundedRect(cr, b.insetBy(dx: w / 2, dy: w / 2), radius: max(0, item.cornerRadius - w / 2), corners: item.maskedCorners)
            cairo_set_line_width(cr, w)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
        if needsGroup {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    private func layerDrawsMoreThanOnce(_ item: LayerItem, background: Bool) -> Bool {
        var parts = 0
        if item.shadow != nil { parts += 1 }
        if background { parts += 1 }
        if case .shapeLayer(let shape) = item.content { parts += shapeLayerParts(shape) } else if item.content != .none { parts += 1 }
        if item.borderWidth > 0 { parts += 1 }
        return parts > 1
    }

    func drawImage(_ image: ImageContent, item: LayerItem, alpha: Double, _ cr: OpaquePointer) throws {
        let bmp = image.bitmap
        let surface = try makeSurface(for: bmp, format: surfaceFormat(for: bmp))
        defer { cairo_surface_destroy(surface) }
        let b = item.bounds
        guard let (origin, sx, sy) = Self.placement(of: image, in: b) else { return }
        cairo_save(cr)
        addRoundedRect(cr, b, radius: item.cornerRadius, corners: item.maskedCorners)
        cairo_clip(cr)
        // The bitmap's edges are padded (no seam where a stretched image meets its bounds), so
        // an image that leaves part of its bounds empty (fit, centre, an edge) is clipped to itself.
        let drawn = Rect(x: origin.x, y: origin.y, width: Double(bmp.width) * sx, height: Double(bmp.height) * sy)
        if !Self.covers(drawn, b) {
            cairo_rectangle(cr, drawn.minX, drawn.minY, drawn.width, drawn.height)
            cairo_clip(cr)
        }
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, sx, sy)
        cairo_set_source_surface(cr, surface, 0, 0)
        // NB: GOOD is a box filter when shrinking and bilinear when enlarging: screenshots scaled to a
        // smaller --scale stay sharp without the cost of BEST.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Whether `rect` covers `bounds` (to a millionth of a point: a stretched image's rectangle,
    /// computed through its scale, is its bounds).
    static func covers(_ rect: Rect, _ bounds: Rect) -> Bool {
        let e = 1e-6
        return rect.minX <= bounds.minX + e && rect.minY <= bounds.minY + e && rect.maxX >= bounds.maxX - e && rect.maxY >= bounds.maxY - e
    }

    /// Where an image's top-left corner goes in bounds `b` (points), and how much one of its
    /// pixels is stretched in x and y, by its content mode; nil when it draws nothing.
    static func placement(of image: ImageContent, in b: Rect) -> (origin: Point, sx: Double, sy: Double)? {
        let bmp = image.bitmap
        let natural = Size(width: Double(bmp.width) / image.scale, height: Double(bmp.height) / image.scale)
        let drawn = image.contentMode.rect(for: natural, in: b)
        let sx = drawn.width / natural.width, sy = drawn.height / natural.height
        // NB: a zero or non-finite factor (empty bounds, an image scale of 0) draws nothing, and
        // Cairo would take the scale as a matrix it cannot invert.
        let factors = [sx / image.scale, sy / image.scale, drawn.width, drawn.height]
        guard factors.allSatisfy({ $0.isFinite && $0 != 0 }), drawn.minX.isFinite, drawn.minY.isFinite else { return nil }
        return (Point(x: drawn.minX, y: drawn.minY), sx / image.scale, sy / image.scale)
    }

    func drawGradient(_ g: LinearGradient, in b: Rect, alpha: Double, _ cr: OpaquePointer) {
        guard !g.colors.isEmpty else { return }
        let pattern = cairo_pattern_create_linear(
            b.minX + g.start.x * b.width, b.minY + g.start.y * b.height,
            b.minX + g.end.x * b.width, b.minY + g.end.y * b.height)!
        defer { cairo_pattern_destroy(pattern) }
        for (i, c) in g.colors.enumerated() {
            let offset = g.colors.count == 1 ? 0 : Double(i) / Double(g.colors.count - 1)
            cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha * alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_fill(cr)
    }

    func drawShape(_ shape: ShapeContent, in b: Rect, alpha: Double, _ cr: OpaquePointer) {
        func pt(_ p: Point) -> (Double, Double) { (b.minX + p.x * b.width, b.minY + p.y * b.height) }
        cairo_new_path(cr)
        for e in shape.elements {
            switch e {
            case .move(let p): let q = pt(p); cairo_move_to(cr, q.0, q.1)
            case .line(let p): let q = pt(p); cairo_line_to(cr, q.0, q.1)
            case .close: cairo_close_path(cr)
            case .ellipse(let r):
                let o = pt(r.origin)
                let (w, h) = (r.width * b.width, r.height * b.height)
                guard w != 0, h != 0, w.isFinite, h.isFinite else { continue }  // a flat ellipse encloses nothing
                cairo_save(cr)
                cairo_translate(cr, o.0 + w / 2, o.1 + h / 2)
                cairo_scale(cr, w / 2, h / 2)
                cairo_new_sub_path(cr)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_restore(cr)
            case .roundedRect(let r, let radius):
                let o = pt(r.origin)
                addRoundedRect(cr, Rect(x: o.0, y: o.1, width: r.width * b.width, height: r.height * b.height),
                               radius: radius, corners: .all)
            }
        }
        if let fill = shape.fill {
            setSource(cr, fill.withAlpha(fill.alpha * alpha))
            if shape.stroke != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
        }
        if let stroke = shape.stroke {
            setSource(cr, stroke.withAlpha(stroke.alpha * alpha))
            cairo_set_line_width(cr, shape.lineWidth)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
    }
}
