import CPango
import SegueKit
import Synchronization

/// The width of text the system font has no glyphs for (Arabic, Hebrew, Devanagari…), as Pango
/// draws it: from the fallback face fontconfig picks for it, shaped by HarfBuzz (an Arabic
/// letter's joined forms are narrower or wider than its isolated one), with SF's tracking as the
/// system font's text is set (`TextFont`). For layout decided before drawing (SegueStoryboard's
/// `TextMetrics`), so that a bar item or a label sized for such a text is drawn whole.
///
/// NB: a Pango layout per run, without a Cairo surface (widths are in unhinted, linear metrics
/// whatever the surface: `FontLibrary.makeOptions`), remembered per process: layout asks for
/// the same words again and again (line counts, fitting sizes).
public enum FallbackTextWidth {
    /// Runs measured at most (a longer text is measured again each time, not remembered).
    static let maxRemembered = 20_000
    static let maxRunBytes = 4096

    private struct Key: Hashable {
        var run: String
        var size: Double
        var weight: FontWeight
    }

    private static let known = Mutex<[Key: Size]>([:])

    /// The width in points of `run` set in the system font of `size` points and `weight`, as
    /// drawn (its fallback faces, SF's tracking after every character); nil when Pango cannot
    /// lay it out.
    public static func points(_ run: some StringProtocol, size: Double, weight: FontWeight) -> Double? {
        extent(run, size: size, weight: weight)?.width
    }

    /// The height in points of a line of `run` as Pango sets it: the tallest of the faces that
    /// draw it (Noto Sans Arabic UI's lines are about 1.4 em, the system font's 1.2 em).
    public static func lineHeight(_ run: some StringProtocol, size: Double, weight: FontWeight) -> Double? {
        extent(run, size: size, weight: weight)?.height
    }

    private static func extent(_ run: some StringProtocol, size: Double, weight: FontWeight) -> Size? {
        let key = Key(run: String(run), size: size, weight: weight)
        if let known = known.withLock({ $0[key] }) { return known }
        guard size.isFinite, size > 0, key.run.utf8.count <= maxRunBytes,
              let extent = fontCacheLock.withLock({ _ in try? FontSet.system.withContext({ measure(key.run, size: size, weight: weight, $0) }) })
        else { return nil }
        known.withLock { if $0.count < maxRemembered { $0[key] = extent } }
        return extent
    }

    private static func measure(_ s: String, size: Double, weight: FontWeight, _ context: TextContext) -> Size {
        // NB: a pooled context keeps the transform and direction of the label it last set
        // (`LabelLayout` sets both for every label, at the render's scale): reset here, so that
        // a width, remembered for the process, does not depend on which label that was.
        pango_context_set_matrix(context.context, nil)
        pango_context_set_base_dir(context.context, PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(context.context)!
        defer { segue_g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = TextFont(TextContent(s, fontSize: size, weight: weight), fonts: .system, warnings: nil)
        let description = font.description(for: TextContent(s, fontSize: size, weight: weight))
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        if let attributes = LabelLayout.attributes(for: s, language: nil, tracking: font.tracking) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, s, Int32(s.utf8.count))
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Size(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }
}
