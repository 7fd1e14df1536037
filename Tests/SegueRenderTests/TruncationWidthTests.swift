import Testing
@testable import SegueKit
@testable import SegueRender

/// A truncated line is as wide as what it shows: the text after the ellipsis follows it closely
/// and the line is aligned in its box, as `UILabel` sets it (Pango pads its ellipsis to fill the
/// width instead, which read "N…  t" and pushed a centred title to the left).
struct TruncationWidthTests {
    static func text(_ s: String, mode: LineBreakMode, alignment: TextAlignment) -> TextContent {
        var t = TextContent(s, fontSize: 17, weight: .bold, color: .black, alignment: alignment, numberOfLines: 1)
        t.lineBreakMode = mode
        return t
    }

    static func width(of s: String) throws -> Double {
        try #require(StandInFitTests.lines(Self.text(s, mode: .truncateTail, alignment: .left), width: 500).first).width
    }

    @Test("a title cut in the middle is as wide as its letters and the ellipsis, and centred")
    func middleTruncationIsNotPadded() throws {
        let whole = try Self.width(of: "Next"), cut = try Self.width(of: "N\u{2026}t")
        try #require(whole > cut + 2, "the fixture needs room between the two widths")
        // Room for "N…t" and most of the way to "Next" (but not for "Next" a step smaller, which
        // would be set whole): Pango cuts "ex" and used to pad the rest.
        let box = min(cut + 0.7 * (whole - cut), whole * LabelLayout.systemFontNearFit - 1.5)
        try #require(box > cut + 1)
        let line = try #require(StandInFitTests.lines(Self.text("Next", mode: .truncateMiddle, alignment: .center), width: box).first)
        #expect(abs(line.width - cut) < 0.5, "as wide as N…t (\(cut)), not the box (\(box)): \(line.width)")
        #expect(abs(line.x - (box - line.width) / 2) < 0.5, "centred: x \(line.x)")
    }

    @Test("right-aligned text cut at its head ends at the right edge")
    func headTruncationKeepsItsAlignment() throws {
        let whole = try Self.width(of: "Next")
        let box = whole - 3
        let line = try #require(StandInFitTests.lines(Self.text("Next", mode: .truncateHead, alignment: .right), width: box).first)
        #expect(line.width < box, "narrower than the box: \(line.width)")
        #expect(abs(line.x + line.width - box) < 0.5, "ends at the right edge: \(line.x) + \(line.width)")
    }

    @Test("a line that fits is not touched")
    func uncutLinesKeepTheirWidth() throws {
        let whole = try Self.width(of: "Next")
        let line = try #require(StandInFitTests.lines(Self.text("Next", mode: .truncateMiddle, alignment: .center), width: whole + 10).first)
        #expect(abs(line.width - whole) < 0.01)
        #expect(abs(line.x - 5) < 0.5)
    }
}
