import CCairo
import SegueKit

/// What stands in for a symbol image: a glyph of the stand-in icon font (`IconFont`), or the
/// neutral glyph (a rounded square outline) for a symbol the font has no likeness of. Either is
/// drawn as a template image is: every inked pixel in one colour, its coverage as alpha.
public enum SymbolGlyph: Hashable, Sendable {
    /// The icon font's glyph for this code point.
    case icon(UInt32)
    /// A rounded square outline the size of the icon font's live area: a symbol's shape that
    /// names no symbol.
    case neutral

    /// The glyph as a path in em units (0…1 a side, y down); nil for an icon the font lacks.
    public var outline: Path? {
        switch self {
        case .icon(let codepoint): IconFont.shared.outline(codepoint)
        case .neutral: Self.neutralOutline
        }
    }

    /// The neutral glyph: the icon font's 20/24 live area with corners of 3/24, stroked 2/24 wide
    /// (Material's own outline weight), as an outline to fill (the ring between two rounded squares).
    static let neutralOutline: Path = {
        var p = Path()
        func square(inset: Double, radius: Double, clockwise: Bool) {
            let r = Rect(x: inset, y: inset, width: 1 - 2 * inset, height: 1 - 2 * inset)
            let corners = [
                (Point(x: r.maxX - radius, y: r.minY), Point(x: r.maxX, y: r.minY + radius), Point(x: r.maxX, y: r.minY)),
                (Point(x: r.maxX, y: r.maxY - radius), Point(x: r.maxX - radius, y: r.maxY), Point(x: r.maxX, y: r.maxY)),
                (Point(x: r.minX + radius, y: r.maxY), Point(x: r.minX, y: r.maxY - radius), Point(x: r.minX, y: r.maxY)),
                (Point(x: r.minX, y: r.minY + radius), Point(x: r.minX + radius, y: r.minY), Point(x: r.minX, y: r.minY)),
            ]
            let ordered = clockwise ? corners : corners.reversed().map { ($0.1, $0.0, $0.2) }
            p.move(to: ordered[0].0)
            for (i, c) in ordered.enumerated() {
                if i > 0 { p.addLine(to: c.0) }
                p.addQuadCurve(to: c.1, control: c.2)
            }
            p.closeSubpath()
        }
        let unit = 1.0 / 24
        square(inset: 2 * unit, radius: 3 * unit, clockwise: true)
        square(inset: 4 * unit, radius: 1 * unit, clockwise: false)
        return p
    }()

    /// The most pixels a side a symbol is drawn at (an image view the size of an iPad at 3x); a
    /// larger one is drawn at this size and scaled by the rasterizer, never allocated.
    public static let maximumPixels = 4096

    /// The glyph drawn in a square of `em` points at `scale` pixels per point, in `color`, its
    /// strokes made thicker (positive `weight`) or thinner (negative) by that many em on each
    /// side; premultiplied, ready for `ImageContent` at `scale`. Nil for an icon the font lacks.
    ///
    /// NB: the icon font has one weight; heavier weights are drawn by stroking the outline over
    /// its fill, lighter ones by erasing a stroke of the outline from the fill, which keeps each
    /// glyph's centre lines where they are.
    public func bitmap(em: Double, scale: Double, weight: Double = 0, color: Color) throws -> Bitmap? {
        guard let outline else { return nil }
        let side = max(1, min(Self.maximumPixels, Int((em * scale).rounded())))
        var buffer = PixelBuffer(width: side, height: side)
        try withCairoContext(on: &buffer, scale: Double(side)) { cr in
            // Coverage first, opaque, so that a stroke over the fill does not darken where they
            // overlap; then the colour, through the coverage.
            Rasterizer.addPath(outline, cr)
            setSource(cr, .black)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cr)
            if weight != 0 {
                cairo_set_line_width(cr, 2 * abs(weight))
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                if weight < 0 { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) }
                cairo_stroke(cr)
            }
            cairo_new_path(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_IN)
            setSource(cr, color)
            cairo_paint(cr)
        }
        return Bitmap(width: side, height: side, premultipliedBGRA: buffer.bytes)
    }
}
