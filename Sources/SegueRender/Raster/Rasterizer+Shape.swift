import CCairo
import SegueKit

/// Shape layers (`ShapeView`, `CAShapeLayer`): the path filled by its fill rule, then stroked along
/// its centre line, trimmed to `strokeStart`…`strokeEnd` of its length, with the layer's caps,
/// joins, miter limit and dashes. Drawn in the layer's bounds coordinates (the context's matrix
/// is the layer's), so line widths and dashes scale with the layer's transform, as in Core
/// Animation.
extension Rasterizer {
    func drawShapeLayer(_ shape: ShapeLayerProperties, alpha: Double, _ cr: OpaquePointer) {
        guard !shape.path.isEmpty else { return }
        // The fill rule, line style and dashes stay with this shape: the border drawn next strokes
        // with Cairo's defaults.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if Self.fills(shape) {
            Self.addPath(shape.path, cr)
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(cr, shape.fillColor.withAlpha(shape.fillColor.alpha * alpha))
            cairo_fill(cr)
        }
        guard Self.strokes(shape) else { return }
        Self.addPath(shape.path.trimmed(from: shape.strokeStart, to: shape.strokeEnd), cr)
        cairo_set_line_width(cr, shape.lineWidth)
        cairo_set_line_cap(cr, shape.lineCap == .round ? CAIRO_LINE_CAP_ROUND : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, shape.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, shape.miterLimit)
        if let dashes = Self.dashes(shape) { cairo_set_dash(cr, dashes, Int32(dashes.count), shape.lineDashPhase) }
        setSource(cr, shape.strokeColor.withAlpha(shape.strokeColor.alpha * alpha))
        cairo_stroke(cr)
    }

    /// How many times a shape layer paints (its fill, its stroke), so that a translucent layer that
    /// paints more than once is drawn as a group (`drawLayer`).
    func shapeLayerParts(_ shape: ShapeLayerProperties) -> Int {
        shape.path.isEmpty ? 0 : (Self.fills(shape) ? 1 : 0) + (Self.strokes(shape) ? 1 : 0)
    }

    static func fills(_ shape: ShapeLayerProperties) -> Bool { shape.fillColor.alpha > 0 }

    static func strokes(_ shape: ShapeLayerProperties) -> Bool {
        shape.strokeColor.alpha > 0 && shape.lineWidth > 0 && min(1, shape.strokeEnd) > max(0, shape.strokeStart)
    }

    /// The dash pattern as Cairo takes it, or nil for a solid line: also for a pattern Cairo would
    /// refuse (a negative or non-finite length, or only zeros), which would put the context into
    /// an error state and lose the frame.
    static func dashes(_ shape: ShapeLayerProperties) -> [Double]? {
        let d = shape.lineDashPattern
        guard !d.isEmpty, d.allSatisfy({ $0.isFinite && $0 >= 0 }), d.contains(where: { $0 > 0 }), shape.lineDashPhase.isFinite
        else { return nil }
        return d
    }

    /// Whether every number Cairo would be given for the shape is finite.
    static func isFinite(_ shape: ShapeLayerProperties) -> Bool {
        guard [shape.lineWidth, shape.strokeStart, shape.strokeEnd, shape.miterLimit].allSatisfy(\.isFinite) else { return false }
        return shape.path.elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
            case .quadCurve(let p, let c): [p.x, p.y, c.x, c.y].allSatisfy(\.isFinite)
            case .curve(let p, let c1, let c2): [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite)
            case .closeSubpath: true
            }
        }
    }

    /// Replaces the context's path with `path`. Elements before the first move are passed over,
    /// as `Path` measures them; a quadratic becomes the cubic that draws the same curve.
    static func addPath(_ path: Path, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        var current: Point?, start: Point?
        for e in path.elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                (current, start) = (p, p)
            case .line(let p):
                guard current != nil else { continue }
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                guard let p0 = current else { continue }
                let c1 = Point(x: p0.x + (c.x - p0.x) * 2 / 3, y: p0.y + (c.y - p0.y) * 2 / 3)
                let c2 = Point(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                guard current != nil else { continue }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                guard current != nil else { continue }
                cairo_close_path(cr)
                current = start
            }
        }
    }
}
