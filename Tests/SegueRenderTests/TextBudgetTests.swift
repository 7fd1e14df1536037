import CCairo
import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// Only as much of a label's text as can show goes to Pango (`TextBudget`), and what shows is what
/// the whole text gives: each layout is compared, line by line and pixel by pixel, with Pango given
/// the whole text (`budgeted: false`), and the bytes handed to Pango are counted.
struct TextBudgetTests {
    struct Laid: Equatable {
        var lines: [[Double]]
        var pixels: [UInt8]
        var bytes: Int
    }

    /// `text` set in `width × height` points at scale 2 and drawn: each line's start, x, baseline,
    /// top and (but the last) width, the pixels, and the bytes handed to Pango.
    static func lay(_ text: TextContent, width: Double, height: Double, budgeted: Bool) throws -> Laid {
        var buffer = PixelBuffer(width: Int(width * 2), height: Int(height * 2))
        var lines: [[Double]] = [], bytes = 0
        try withCairoContext(on: &buffer, scale: 2) { cr in
            try FontSet.system.withContext { context in
                let layout = LabelLayout(text, size: Size(width: width, height: height), fonts: .system, warnings: nil, context: context, cr,
                                         budgeted: budgeted)
                // NB: a last line set on its own (truncated, clipped) starts at 0 of its own
                // text, whose length and, when clipped, width are those of the part given.
                lines = layout.lines.enumerated().map { i, l in
                    [Double(l.line.pointee.start_index), l.x, l.baseline, l.top] + (i + 1 < layout.lines.count ? [l.width] : [])
                }
                bytes = layout.bytesLaidOut
                cairo_set_source_rgba(cr, 1, 1, 1, 1)
                layout.draw(in: Rect(x: 0, y: 0, width: width, height: height), cr)
            }
        }
        return Laid(lines: lines, pixels: buffer.bytes, bytes: bytes)
    }

    static func text(_ s: String, lines: Int, mode: LineBreakMode, alignment: TextAlignment = .natural, rtl: Bool = false) -> TextContent {
        var t = TextContent(s, fontSize: 17, color: .white, alignment: alignment, numberOfLines: lines)
        t.lineBreakMode = mode
        t.isRightToLeft = rtl
        return t
    }

    static let word = String(repeating: "abcdefghij", count: 1000)  // 10,000 characters, no break
    static let prose = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 250)
    static let arabic = String(repeating: "مرحبا بالعالم ", count: 700)
    /// Zero-width spaces between the letters: a first prefix decides too little, so it grows.
    static let zeroWidth = String(repeating: "a" + String(repeating: "\u{200B}", count: 40), count: 200)

    static let cases: [(String, String, Int, LineBreakMode, TextAlignment, Bool)] = [
        ("word, one line, tail", word, 1, .truncateTail, .natural, false),
        ("word, three lines, tail", word, 3, .truncateTail, .natural, false),
        ("word, as many lines as fit, word wrap", word, 0, .wordWrap, .natural, false),
        ("word, two lines, char wrap", word, 2, .charWrap, .natural, false),
        ("word, head", word, 2, .truncateHead, .natural, false),
        ("word, middle", word, 2, .truncateMiddle, .natural, false),
        ("word, clip, left", word, 1, .clip, .left, false),
        ("word, clip, centred", word, 1, .clip, .center, false),
        ("prose, four lines, justified", prose, 4, .truncateTail, .justified, false),
        ("prose, as many as fit, centred", prose, 0, .wordWrap, .center, false),
        ("arabic, right to left, three lines", arabic, 3, .truncateTail, .natural, true),
        ("zero-width spaces", zeroWidth, 2, .truncateTail, .natural, false),
        ("short", "Hello", 1, .truncateTail, .natural, false),
    ]

    @Test("the lines and pixels are the whole text's", arguments: cases.indices)
    func sameAsTheWholeText(_ i: Int) throws {
        let (name, s, lines, mode, alignment, rtl) = Self.cases[i]
        let t = Self.text(s, lines: lines, mode: mode, alignment: alignment, rtl: rtl)
        let budgeted = try Self.lay(t, width: 240, height: 90, budgeted: true)
        let whole = try Self.lay(t, width: 240, height: 90, budgeted: false)
        #expect(budgeted.lines == whole.lines, "\(name)")
        let samePixels = budgeted.pixels == whole.pixels  // (not in the expectation: it would print them all)
        #expect(samePixels, "\(name): the pixels differ")
        #expect(!budgeted.lines.isEmpty, "\(name)")
    }

    @Test("a 10,000-character word hands Pango a few hundred characters, not the word")
    func longWordsAreCut() throws {
        for mode in [LineBreakMode.truncateTail, .wordWrap, .truncateHead, .clip] {
            let t = Self.text(Self.word, lines: 2, mode: mode, alignment: .left)
            let laid = try Self.lay(t, width: 240, height: 90, budgeted: true)
            #expect(laid.bytes < 4000, "\(mode): \(laid.bytes) bytes")
            #expect(try Self.lay(t, width: 240, height: 90, budgeted: false).bytes >= 10_000)
        }
    }
}
