import CCairo
import CPango
import SegueKit

/// A label's text set by Pango (HarfBuzz shaping, kerning, ligatures, bidi, font fallback, line
/// breaking at grapheme and word boundaries) the way `UILabel` sets it: lines as wide as the
/// bounds, at most `numberOfLines` of them (0: as many as fit the height), the last one truncated
/// or clipped by `lineBreakMode`, the block centred vertically (a text view's from the top).
///
/// NB: Pango limits lines per paragraph, UILabel per label, so the lines are laid out without a
/// limit and, when there are too many, the last allowed line is set again on its own from where
/// it starts to the end of the text (newlines as spaces), ellipsized where the mode says: the
/// same lines before it, and one truncation at the place UIKit puts it.
///
/// NB: only as much text as can show is handed to Pango (`TextBudget`): breaking one long word
/// costs Pango time in proportion to its length for every line it makes, so a 10,000-character
/// word took seconds a frame. The lines shown are the same: a prefix is used only when it makes
/// two lines more than are shown, so every shown line ends where it ends in the whole text.
final class LabelLayout {
    /// One line to draw: the layout that owns it, where its origin (left end of the baseline) is
    /// relative to the bounds' left edge and the block's top, and its logical size.
    struct Line {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        var x: Double
        var baseline: Double
        var top: Double
        var width: Double
        var height: Double
        /// Drawn only inside the bounds' width (`.clip`).
        var clipped = false
    }

    /// The smallest multiple of its size that text in a stand-in face is set at to fit the
    /// frame made for the app's font (stand-ins are at most about a fifth wider).
    static let standInScale = 0.8
    /// The size, as a multiple, at which system-font text that overflows its frame by a hair is
    /// set whole; text that needs more is cut at its size, as UIKit cuts it.
    static let systemFontNearFit = 0.95

    private(set) var lines: [Line] = []
    /// The block's height: from the first line's top to the last line's bottom.
    private(set) var height: Double = 0
    private var layouts: [OpaquePointer] = []

    /// UTF-8 bytes of text handed to Pango, all layouts together (what the budget bounds).
    private(set) var bytesLaidOut = 0
    /// Points between characters (`TextFont.tracking`).
    private var tracking = 0.0
    /// Whether lines are as tall as the system font's, whatever face draws part of them
    /// (`systemLineHeight(_:_:)`).
    private var systemLines = false
    /// Whether the block starts at the bounds' top (`TextContent.isTopAligned`).
    private var topAligned = false

    /// Sets `text` in a box of `size` points, for the cairo context's current transform;
    /// `budgeted` false hands Pango the whole text (the tests' oracle).
    init(_ text: TextContent, size: Size, fonts: FontSet, warnings: RenderWarnings?, context: TextContext, _ cr: OpaquePointer,
         budgeted: Bool = true) {
        pango_cairo_update_context(cr, context.context)
        pango_context_set_base_dir(context.context, Self.baseDirection(of: text))
        let font = TextFont(text, fonts: fonts, warnings: warnings)
        var description = font.description(for: text)
        defer { pango_font_description_free(description) }
        tracking = font.tracking
        topAligned = text.isTopAligned
        // Chinese, Japanese and Korean in the system font are set at San Francisco's line height,
        // as UIKit sets them (Interface Builder sizes a two-line label of Japanese 17 pt text
        // 40.67 pt tall, as one of English); the fallback face's own lines are a quarter taller,
        // and two of them would not fit the frame.
        systemLines = font.isSystemFont && Self.language(of: text.string) != nil
        let width = Self.pangoUnits(size.width)
        let wrap = text.lineBreakMode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        let budget = TextBudget(text, size: size, unlimited: !budgeted)
        func setLines(_ description: OpaquePointer) -> (all: [Line], limit: Int) {
            var all: [Line] = [], limit = 0
            // The shortest prefix of the text that decides every line shown (see the type's note).
            for shown in budget.prefixes() {
                all = Self.lines(of: makeLayout(shown, text, description, context, width: width, wrap: wrap, ellipsize: PANGO_ELLIPSIZE_NONE))
                limit = text.numberOfLines > 0 ? text.numberOfLines : Self.linesFitting(all, height: size.height)
                if all.count > limit + 1 { break }
            }
            return (all, limit)
        }
        var (all, limit) = setLines(description)
        var scale = 1.0
        // Interface Builder sized the frame for the app's own font: a stand-in wider than it is
        // set smaller, as far as `standInScale` allows, rather than cut ("N…t" for "Next").
        while all.count > limit, font.isStandIn, scale > Self.standInScale + 0.001 {
            scale -= 0.05
            pango_font_description_free(description)
            description = font.description(for: text, scale: scale)
            (all, limit) = setLines(description)
        }
        // The system font stands in for San Francisco, which the frame was sized for, and the size
        // chosen before drawing (`TextMetrics`) does not see kerning: text that a step smaller
        // fits whole is set so rather than cut ("Ti…" for a "Title" that fits on a device). Only
        // text one line too long can: the rest is far longer than its frame.
        if all.count == limit + 1, limit > 0, font.isSystemFont {
            let smaller = font.description(for: text, scale: Self.systemFontNearFit)
            let set = setLines(smaller)
            if set.all.count <= set.limit {
                pango_font_description_free(description)
                description = smaller
                (all, limit) = set
            } else {
                pango_font_description_free(smaller)
            }
        }
        guard all.count > limit else {
            finish(all)
            return
        }
        switch text.lineBreakMode {
        case .wordWrap, .charWrap:
            finish(Array(all.prefix(limit)))
        case .clip, .truncateHead, .truncateMiddle, .truncateTail:
            let start = Int(all[limit - 1].line.pointee.start_index)
            let rest = String(String(decoding: Array(text.string.utf8)[start...], as: UTF8.self)
                .replacingOccurrences(of: "\r\n", with: " ").map { $0.isNewline ? " " : $0 })
            let clip = text.lineBreakMode == .clip
            let ellipsize = switch text.lineBreakMode {
            case .truncateHead: PANGO_ELLIPSIZE_START
            case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
            case .truncateTail: PANGO_ELLIPSIZE_END
            default: PANGO_ELLIPSIZE_NONE
            }
            var last: OpaquePointer?
            for part in budget.lastLineParts(rest) {
                last = makeLayout(part, text, description, context, width: clip ? -1 : width, wrap: wrap, ellipsize: ellipsize)
                // A part decides the line when it still overflows it: it is ellipsized, or clipped.
                if part.utf8.count == rest.utf8.count { break }
                if clip ? Self.lines(of: last!).first.map({ $0.width > size.width + 2 * text.fontSize }) == true
                        : pango_layout_is_ellipsized(last) != 0 { break }
            }
            guard let last, var line = Self.lines(of: last).first else {
                finish(Array(all.prefix(limit - 1)))
                return
            }
            line.top += all[limit - 1].top
            line.baseline += all[limit - 1].top
            // Pango pads its ellipsis to fill the width; UIKit sets the cut line at its own width.
            let padding = ellipsize == PANGO_ELLIPSIZE_NONE ? 0 : Self.points(segue_pango_line_unpad_ellipsis(line.line))
            if padding > 0 {
                let padded = line.width
                line.width -= padding
                line.x += Self.offset(of: line.width, in: size.width, text) - Self.offset(of: padded, in: size.width, text)
            }
            if clip {
                // One unwrapped line: placed by the alignment here, as Pango has no width to align in.
                line.x += Self.offset(of: line.width, in: size.width, text)
                line.clipped = true
            }
            finish(Array(all.prefix(limit - 1)) + [line])
        }
    }

    deinit {
        for layout in layouts { segue_g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    private func finish(_ lines: [Line]) {
        self.lines = lines
        height = lines.last.map { $0.top + $0.height } ?? 0
    }

    /// Draws the lines with the block centred vertically in `b` (or from its top), in the source
    /// colour set.
    func draw(in b: Rect, _ cr: OpaquePointer) {
        let top = topAligned ? b.minY : b.midY - height / 2
        for line in lines {
            if line.clipped {
                cairo_save(cr)
                cairo_rectangle(cr, b.minX, top + line.top, b.width, line.height)
                cairo_clip(cr)
            }
            cairo_move_to(cr, b.minX + line.x, top + line.baseline)
            pango_cairo_show_layout_line(cr, line.line)
            if line.clipped { cairo_restore(cr) }
        }
    }

    private func makeLayout(_ string: String, _ text: TextContent, _ description: OpaquePointer, _ context: TextContext,
                            width: Int32, wrap: PangoWrapMode, ellipsize: PangoEllipsizeMode) -> OpaquePointer {
        let layout = pango_layout_new(context.context)!
        layouts.append(layout)
        bytesLaidOut += string.utf8.count
        pango_layout_set_auto_dir(layout, 0)  // alignment stays absolute; the base direction is the context's
        pango_layout_set_font_description(layout, description)
        pango_layout_set_width(layout, width)
        pango_layout_set_wrap(layout, wrap)
        pango_layout_set_ellipsize(layout, ellipsize)
        switch text.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .natural, .justified:
            pango_layout_set_alignment(layout, text.isRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, text.alignment == .justified ? 1 : 0)
        }
        let lineHeight = systemLines ? Self.systemLineHeight(description, context) : nil
        if let attributes = Self.attributes(for: string, language: Self.language(of: string), tracking: tracking, lineHeight: lineHeight) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, string, Int32(string.utf8.count))
        return layout
    }

    /// The paragraph's base direction, as UIKit's natural writing direction takes it: from the
    /// text's first strong character (English stays left to right in an Arabic layout, Arabic
    /// right to left in an English one), the layout's direction for text without one. Only the
    /// natural alignment follows the layout (`offset`, `makeLayout`).
    ///
    /// NB: one direction for the whole label, its first strong character's (UIKit takes each
    /// paragraph's own).
    static func baseDirection(of text: TextContent) -> PangoDirection {
        let found = segue_pango_first_strong_direction(text.string, Int32(clamping: text.string.utf8.count))
        if found == PANGO_DIRECTION_LTR || found == PANGO_DIRECTION_RTL { return found }
        return text.isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
    }

    /// Every line of a layout, with positions in points from the layout's top left.
    private static func lines(of layout: OpaquePointer) -> [Line] {
        var out: [Line] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var placed = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &placed)
            pango_layout_line_get_extents(line, nil, &own)
            out.append(Line(
                line: line, x: points(placed.x - own.x), baseline: points(pango_layout_iter_get_baseline(iter)),
                top: points(placed.y), width: points(placed.width), height: points(placed.height)))
        } while pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// How many lines fit a height (at least one): a line whose last quarter hangs out still
    /// counts, as label heights are rounded from another font's metrics.
    private static func linesFitting(_ lines: [Line], height: Double) -> Int {
        let fitting = lines.prefix { $0.top + $0.height * 0.75 <= height }.count
        return max(1, fitting)
    }

    /// Where a line of `width` starts in a box of `boxWidth` for the text's alignment.
    private static func offset(of width: Double, in boxWidth: Double, _ text: TextContent) -> Double {
        switch text.alignment {
        case .left: 0
        case .center: (boxWidth - width) / 2
        case .right: boxWidth - width
        case .natural, .justified: text.isRightToLeft ? boxWidth - width : 0
        }
    }

    /// The attributes a label's text is shaped with, nil when it needs none: its language, its
    /// tracking, its line height where one is set (in Pango units), and contextual alternates off
    /// where they would turn typed arrows (`->`, `<-`, `=>`) into arrow glyphs, which San
    /// Francisco, the font the stand-in replaces, never does.
    static func attributes(for string: String, language: String?, tracking: Double, lineHeight: Int32? = nil) -> OpaquePointer? {
        let typedArrow = ["->", "<-", "=>"].contains { string.contains($0) }
        guard language != nil || tracking != 0 || typedArrow || lineHeight != nil else { return nil }
        let attributes = pango_attr_list_new()
        if let lineHeight { pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(lineHeight)) }
        if let language { pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(language))) }
        if tracking != 0 { pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((tracking * Double(PANGO_SCALE)).rounded()))) }
        if typedArrow { pango_attr_list_insert(attributes, pango_attr_font_features_new("calt 0")) }
        return attributes
    }

    /// The height of a line of Latin text in the face `description` names, in Pango units: as
    /// tall as Pango sets a line of it.
    private static func systemLineHeight(_ description: OpaquePointer, _ context: TextContext) -> Int32? {
        let layout = pango_layout_new(context.context)!
        defer { segue_g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, "Hg", 2)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical.height > 0 ? logical.height : nil
    }

    /// The language for Han ideographs: Japanese forms in text with kana, Korean with hangul,
    /// simplified Chinese otherwise; nil for text without them (the context's English).
    static func language(of s: String) -> String? {
        var han = false
        for u in s.unicodeScalars where u.value >= 0x1100 {
            switch u.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return "ja"
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "ko"
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: han = true
            default: break
            }
        }
        return han ? "zh-cn" : nil
    }

    static func pangoUnits(_ points: Double) -> Int32 {
        Int32(max(0, min(points * Double(PANGO_SCALE), Double(Int32.max / 2))).rounded())
    }

    private static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}
