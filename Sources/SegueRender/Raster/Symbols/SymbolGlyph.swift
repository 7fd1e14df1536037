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

    /// The glyph that stands in for the SF Symbol `name` (its mapped icon, else the neutral
    /// glyph) and what the manifest says of it.
    public static func glyph(for name: String) -> (glyph: SymbolGlyph, detail: String) {
        if let icon = SymbolTable.icon(for: name), IconFont.shared.hasGlyph(icon.codepoint) {
            return (.icon(icon.codepoint), "Material Icons \"\(icon.name)\"")
        }
        let why = IconFont.shared.path == nil ? "the icon font is not installed" : "no likeness in the stand-in icon font"
        return (.neutral, "neutral symbol glyph (\(why))")
    }

    /// The symbols `recording` shows (`ViewContent.symbol`), each once in the order first met,
    /// with the glyph that stands in for it: what its manifest lists.
    public static func approximations(in recording: Recording) -> [Approximation] {
        var seen: Set<String> = [], found: [Approximation] = []
        for step in recording.steps {
            for layer in step.scene.layers {
                guard case .symbol(let symbol) = layer.content, seen.insert(symbol.name).inserted else { continue }
                found.append(Approximation(.symbol, subject: symbol.name, detail: glyph(for: symbol.name).detail))
            }
        }
        return found
    }

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
    /// side (`draw`); premultiplied, ready for `ImageContent` at `scale`. Nil for an icon the font
    /// lacks.
    public func bitmap(em: Double, scale: Double, weight: Double = 0, color: Color) throws -> Bitmap? {
        guard outline != nil else { return nil }
        let side = max(1, min(Self.maximumPixels, Int((em * scale).rounded())))
        var buffer = PixelBuffer(width: side, height: side)
        try withCairoContext(on: &buffer, scale: Double(side)) { cr in
            draw(in: Rect(x: 0, y: 0, width: 1, height: 1), weight: weight, color: color, cr)
        }
        return Bitmap(width: side, height: side, premultipliedBGRA: buffer.bytes)
    }

    /// Draws the glyph with its em square over `rect` (in the context's current user space), in
    /// `color` at `alpha`, its strokes `weight` em heavier on each side (lighter when negative).
    /// Nothing for an icon the font lacks.
    ///
    /// NB: the icon font has one weight; heavier weights are drawn by stroking the outline over
    /// its fill, lighter ones by erasing a stroke of the outline from the fill, which keeps each
    /// glyph's centre lines where they are. Both go into a group of their own, clipped to the em
    /// square and the stroke's reach, so that a stroke over the fill does not darken where they
    /// overlap and a translucent colour is applied once.
    func draw(in rect: Rect, weight: Double, color: Color, alpha: Double = 1, _ cr: OpaquePointer) {
        guard let outline, rect.width > 0, rect.height > 0, color.alpha * alpha > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width, rect.height)
        let reach = 2 * abs(weight) + 0.05
        cairo_rectangle(cr, -reach, -reach, 1 + 2 * reach, 1 + 2 * reach)
        cairo_clip(cr)
        cairo_push_group(cr)
        Rasterizer.addPath(outline, cr)
        setSource(cr, color.withAlpha(1))
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill_preserve(cr)
        if weight != 0 {
            cairo_set_line_width(cr, 2 * abs(weight))
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            if weight < 0 { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) }
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, color.alpha * alpha)
        cairo_restore(cr)
    }
}
