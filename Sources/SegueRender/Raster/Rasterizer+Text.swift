import CCairo
import SegueKit

extension Rasterizer {
    /// Draws a label's text like `UILabel`: lines broken at word boundaries to fit the width, the
    /// block centred vertically in the bounds, the last line truncated with an ellipsis when the
    /// text needs more lines than allowed.
    func drawText(_ text: TextContent, in b: Rect, alpha: Double, _ cr: OpaquePointer) throws {
        guard !text.string.isEmpty, text.color.alpha > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_font_face(cr, try FontLibrary.shared.face(text.weight))
        cairo_set_font_size(cr, text.fontSize)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        let lines = TextLayout.lines(text.string, maxWidth: b.width, maxLines: text.numberOfLines) { advance(of: $0, cr) }
        let lineHeight = fe.ascent + fe.descent
        var y = b.midY - Double(lines.count) * lineHeight / 2 + fe.ascent
        setSource(cr, text.color.withAlpha(text.color.alpha * alpha))
        for line in lines {
            let w = advance(of: line, cr)
            let x: Double
            switch text.alignment {
            case .left, .justified, .natural: x = b.minX
            case .center: x = b.midX - w / 2
            case .right: x = b.maxX - w
            }
            cairo_move_to(cr, x, y)
            cairo_show_text(cr, line)
            y += lineHeight
        }
    }

    private func advance(of s: String, _ cr: OpaquePointer) -> Double {
        var e = cairo_text_extents_t()
        cairo_text_extents(cr, s, &e)
        return e.x_advance
    }
}

/// Line breaking for labels, independent of the drawing library so that it can be tested alone.
public enum TextLayout {
    /// Breaks `string` into lines no wider than `maxWidth` (as measured by `measure`), at spaces and
    /// explicit newlines; a word wider than a line stands alone. With `maxLines` > 0 the last
    /// allowed line ends with "…" when text is left over.
    public static func lines(_ string: String, maxWidth: Double, maxLines: Int, measure: (String) -> Double) -> [String] {
        var out: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || measure(candidate) <= maxWidth {
                    current = candidate
                } else {
                    out.append(current)
                    current = String(word)
                }
            }
            out.append(current)
        }
        if maxLines > 0, out.count > maxLines {
            var last = out[maxLines - 1] + " " + out[maxLines...].joined(separator: " ")
            out = Array(out.prefix(maxLines - 1))
            last = longestPrefix(of: last, fittingWithEllipsis: maxWidth, measure: measure)
            out.append(last.trimmingTrailingSpaces + "…")
        } else if maxLines == 1, let only = out.first, measure(only) > maxWidth {
            let s = longestPrefix(of: only, fittingWithEllipsis: maxWidth, measure: measure)
            out = [s.trimmingTrailingSpaces + "…"]
        }
        return out
    }

    /// The longest prefix of `s` (whole characters) that, followed by "…", is no wider than
    /// `maxWidth`; empty when none is.
    ///
    /// NB: a binary search over the prefix length. The loop it replaces dropped one character at a
    /// time and measured the whole rest again, quadratic in the text (22 s for a 10,000-character
    /// label). Both give the same prefix because a prefix is never wider than a longer one: glyph
    /// advances are not negative and Cairo's toy text API applies no kerning.
    static func longestPrefix(of s: String, fittingWithEllipsis maxWidth: Double, measure: (String) -> Double) -> String {
        let characters = Array(s)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(String(characters[..<mid]) + "…") <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return String(characters[..<low])
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
