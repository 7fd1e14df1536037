import SegueKit
import SegueRender

/// Text metrics for layout decisions made before drawing (fitting labels, bar items, text views):
/// the advance widths of the system font's face for the text's weight and size, read from the file
/// the rasterizer draws with (`SystemFontMetrics`: Inter, or Inter Display from 20 pt), plus SF's
/// tracking after every character, as UIKit sets the system font; what that face lacks, as the
/// fallback fonts draw it (`FallbackTextWidth`). A string's width here is the
/// sum of its advances: Pango, which lays the text out when it is drawn, also applies the font's
/// kerning, so the drawn width can differ slightly. `bold` means semibold, the weight of UIKit's
/// emphasized bar items and titles.
enum TextMetrics {
    /// One face at one size: advances and tracking in its font units.
    struct Measure {
        let face: SystemFontMetrics?
        let size: Double
        let weight: FontWeight
        let unitsPerEm: Int
        let tracking: Int

        init(size: Double, weight: FontWeight) {
            face = SystemFontMetrics.face(weight: weight, size: size)
            self.size = size
            self.weight = weight
            unitsPerEm = face?.unitsPerEm ?? 2048
            tracking = face?.tracking(size: size) ?? 0
        }

        /// The advance width of `s` in font units, tracking included.
        ///
        /// NB: characters the face lacks are measured as the fallback fonts draw them: runs of
        /// them (Arabic, Hebrew…) set by Pango, shaped as they are drawn (`FallbackTextWidth`),
        /// as their joined forms are not the sum of their isolated ones. Chinese, Japanese and
        /// Korean (Noto Sans CJK) are a full em a character, emoji (Noto Color Emoji) 1.245 em;
        /// a run Pango cannot measure 0.6 em a character.
        func units(_ s: some StringProtocol) -> Int {
            var units = 0
            var run = ""
            func flush() {
                guard !run.isEmpty else { return }
                if let points = FallbackTextWidth.points(run, size: size, weight: weight) {
                    units += Int((points / size * Double(unitsPerEm)).rounded())
                } else {
                    units += run.unicodeScalars.count * (Int((0.6 * Double(unitsPerEm)).rounded()) + tracking)
                }
                run = ""
            }
            for u in s.unicodeScalars {
                if let advance = face?.advance(u) {
                    flush()
                    units += advance + tracking
                    continue
                }
                let em: Double
                switch u.value {
                case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFF: em = 1
                case 0x1F300...0x1FAFF: em = 1.245
                default:
                    run.unicodeScalars.append(u)
                    continue
                }
                flush()
                units += Int((em * Double(unitsPerEm)).rounded()) + tracking
            }
            flush()
            return units
        }

        func points(_ units: Int) -> Double { Double(units) * size / Double(unitsPerEm) }
    }

    static func width(_ s: String, size: Double, bold isBold: Bool = false) -> Double {
        width(s, size: size, weight: isBold ? .semibold : .regular)
    }

    static func width(_ s: String, size: Double, weight: FontWeight) -> Double {
        let m = Measure(size: size, weight: weight)
        return m.points(m.units(s))
    }

    /// The width of `s` on one line as the rasterizer draws it: Pango spaces letters apart by the
    /// tracking but adds none after the last one, so with SF's negative tracking the drawn text
    /// is a tracking wider than `width` (UIKit's measure, tracking after every character).
    static func drawnWidth(_ s: String, size: Double, weight: FontWeight) -> Double {
        let m = Measure(size: size, weight: weight)
        let trailing = s.unicodeScalars.last.flatMap { m.face?.advance($0) } != nil ? m.tracking : 0
        return m.points(m.units(s) - trailing)
    }

    /// The system font's line height in ems, UIKit's `UIFont.lineHeight`: SF Pro's ascender and
    /// descender, 1950 + 494 of 2048 units (20.29 pt at 17 pt). Inter's is 1.21 em, near enough
    /// that what layout fits Pango draws.
    static let lineHeightEm = ascenderEm + descenderEm
    static let ascenderEm = 1950.0 / 2048
    static let descenderEm = 494.0 / 2048

    /// A line's height rounded up to whole points, as a label's intrinsic height is.
    static func lineHeight(_ size: Double) -> Double { (size * lineHeightEm).rounded(.up) }

    /// The height of a line of `s`: the system font's, or, where a fallback face draws part of
    /// it with taller lines (Noto Sans Arabic UI), as tall as Pango sets that face's lines,
    /// rounded up to whole points; a label sized for fewer would show a line less. Text with
    /// Chinese, Japanese or Korean in it keeps the system font's.
    static func lineHeight(_ s: String, size: Double, bold: Bool = false) -> Double {
        // Chinese, Japanese and Korean are set at the system font's line height (`LabelLayout`).
        if s.unicodeScalars.prefix(maxScalarsForLineHeight).contains(where: isCJK) { return lineHeight(size) }
        let m = Measure(size: size, weight: bold ? .semibold : .regular)
        // The characters the system face lacks, each once: one line of them meets every fallback face.
        var seen: Set<Unicode.Scalar> = []
        var lacking = ""
        for u in s.unicodeScalars.prefix(maxScalarsForLineHeight) where m.face?.advance(u) == nil && seen.insert(u).inserted {
            lacking.unicodeScalars.append(u)
        }
        let fallback = lacking.isEmpty ? nil : FallbackTextWidth.lineHeight(lacking, size: size, weight: m.weight)
        return max(lineHeight(size), fallback.map { $0.rounded(.up) } ?? 0)
    }

    /// Kana, hangul and Han ideographs: the characters whose text the rasterizer sets at the
    /// system font's line height.
    static func isCJK(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
            true
        default:
            false
        }
    }

    /// Characters of a text looked at for its line height.
    static let maxScalarsForLineHeight = 10_000

    /// How many lines `s` takes at `width`, breaking at newlines and where `LineBreaks` allows, as
    /// the rasterizer does.
    ///
    /// NB: the width of the line being filled is kept as a running sum of advances (exact, in
    /// integer units) rather than measured again for every word, which made long paragraphs
    /// quadratic; `width(current + " " + word)` is the same number.
    static func lineCount(_ s: String, size: Double, width: Double, bold: Bool = false) -> Int {
        let m = Measure(size: size, weight: bold ? .semibold : .regular)
        let space = m.units(" ")
        return s.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { n, paragraph in
            var lines = 1
            var current: Int?
            for unit in LineBreaks.units(paragraph) {
                let w = m.units(unit.text)
                let candidate = current.map { $0 + (unit.spaced ? space : 0) + w } ?? w
                if current == nil || m.points(candidate) <= width {
                    current = candidate
                } else {
                    lines += 1
                    current = w
                }
            }
            return n + lines
        }
    }

    /// The font size at which text fits its frame: the system font's stand-in is not exactly the
    /// San Francisco font Interface Builder sized the frames for, so text that would not fit is
    /// drawn smaller (down to 70 %, or `floor`) rather than truncated.
    ///
    /// Text of several lines fits when it takes no more lines than its frame holds at its own
    /// size (and its line limit allows) and, where it can, its longest word fits a line: a word a
    /// hair wider here than in San Francisco would otherwise break or be cut ("Versi…") where the
    /// device shows it whole. Text that fits at none of those sizes is text the device truncates
    /// too: it keeps its size (UILabel changes it only to autoshrink, down to a `floor` below 70 %).
    static func fittingSize(_ s: String, size: Double, bold: Bool, in frame: Size, lines: Int, floor: Double = 0.7) -> Double {
        guard !s.isEmpty, frame.width > 0 else { return size }
        // The widest word at the full size; its width scales with the size.
        let widest = lines == 1 ? nil : String(s.prefix(maxScalarsForLineHeight)).split(whereSeparator: \.isNewline)
            .flatMap(LineBreaks.units).map { width(String($0.text), size: size, bold: bold) }.max()
        // The lines the frame holds at the text's own size: the stand-in's compensation shows no
        // more of them, as UIKit sets the lines that fit and truncates the last. Autoshrink (a
        // `floor` below 70 %) fits the text's lines into the frame at the smaller size.
        let autoshrinks = floor < 0.7
        // A tenth to spare: the frame was sized to the lines of the app's font, whose height the
        // system font's stands for.
        let held = max(1, Int((frame.height + 1) / (size * lineHeightEm * 0.9) + 1e-6))
        let allowed = lines == 0 ? held : min(lines, held)
        func fits(_ scale: Double, wholeWords: Bool) -> Bool {
            let sz = size * scale
            if lines == 1 { return width(s, size: sz, bold: bold) <= frame.width }
            guard !wholeWords || (widest ?? 0) * scale <= frame.width else { return false }
            let n = lineCount(s, size: sz, width: frame.width, bold: bold)
            guard autoshrinks else { return n <= allowed }
            return (lines == 0 || n <= lines) && Double(n) * sz * lineHeightEm <= max(frame.height, sz * lineHeightEm) + 1
        }
        for wholeWords in widest == nil ? [false] : [true, false] {
            var scale = 1.0
            while scale > floor {
                if fits(scale, wholeWords: wholeWords) {
                    // Below 70 % (a label's autoshrink only), as large as fits, to the point, as
                    // UIKit shrinks: steps of 5 % of a 256 pt font are 13 pt apart.
                    guard scale < 0.7 else { return size * scale }
                    var best = scale
                    while best + 1 / size < scale + 0.05, fits(best + 1 / size, wholeWords: wholeWords) { best += 1 / size }
                    return size * best
                }
                scale -= 0.05
            }
        }
        return autoshrinks ? size * floor : size
    }
}
