import CCairo
import Testing
@testable import SegueKit
@testable import SegueRender

/// Text in a face standing in for a font no file has is set smaller, down to
/// `LabelLayout.standInScale` of its size, where it would not fit the frame Interface Builder made
/// for the app's font; text in the fonts the set has is cut as UIKit cuts it, but the system
/// font's (standing in for San Francisco) is set a step smaller where that is all it needs.
struct StandInFitTests {
    /// The lines of `text` set in a box `width` wide and 40 pt tall.
    static func lines(_ text: TextContent, width: Double) throws -> [LabelLayout.Line] {
        var buffer = PixelBuffer(width: Int(width * 2) + 2, height: 80)
        var out: [LabelLayout.Line] = []
        try withCairoContext(on: &buffer, scale: 2) { cr in
            try FontSet.system.withContext { context in
                let layout = LabelLayout(text, size: Size(width: width, height: 40), fonts: .system, warnings: nil, context: context, cr)
                out = layout.lines
            }
        }
        return out
    }

    static func title(_ s: String, font: String?, lines: Int = 1) -> TextContent {
        var t = TextContent(s, fontSize: 17, weight: .bold, color: .black, alignment: .center, numberOfLines: lines)
        t.fontName = font
        t.lineBreakMode = .truncateMiddle
        return t
    }

    @Test("a stand-in a little too wide for its frame is set smaller, whole, on one line")
    func standInShrinks() throws {
        let text = Self.title("Next", font: "UbuntuTitling-Bold")
        let natural = try #require(Self.lines(text, width: 500).first)
        let box = (natural.width * 0.9).rounded(.down)
        let fitted = try Self.lines(text, width: box)
        #expect(fitted.count == 1)
        let line = try #require(fitted.first)
        #expect(line.width <= box + 0.01, "the text fits the box")
        #expect(line.width >= natural.width * 0.8 - 0.5, "no more than the floor smaller")
        #expect(line.height < natural.height - 0.5, "set at a smaller size")
    }

    @Test("past the floor a stand-in is truncated at the floor's size")
    func standInPastTheFloor() throws {
        let text = Self.title("Open my developer page", font: "UbuntuTitling-Bold")
        let natural = try #require(Self.lines(text, width: 500).first)
        let box = (natural.width * 0.5).rounded(.down)
        let line = try #require(Self.lines(text, width: box).first)
        #expect(line.width <= box + 0.01)
        #expect(abs(line.height - natural.height * LabelLayout.standInScale) < 1.5, "at the floor, then cut")
    }

    @Test("the system font is cut, not shrunk: UIKit draws what the frame holds")
    func systemFontIsNotShrunk() throws {
        let text = Self.title("Next", font: nil)
        let natural = try #require(Self.lines(text, width: 500).first)
        let line = try #require(Self.lines(text, width: (natural.width * 0.9).rounded(.down)).first)
        #expect(abs(line.height - natural.height) < 0.01)
    }

    @Test("system-font text a hair too wide for its frame is set a step smaller, whole; more is cut at its size")
    func systemFontNearFit() throws {
        let text = Self.title("Title", font: nil)
        let natural = try #require(Self.lines(text, width: 500).first)
        let box = natural.width * 0.98
        let fitted = try Self.lines(text, width: box)
        #expect(fitted.count == 1)
        let line = try #require(fitted.first)
        #expect(line.width <= box + 0.01 && line.width > natural.width * 0.9, "whole: \(line.width) in \(box)")
        #expect(line.height < natural.height - 0.3, "a step smaller")
        let cut = try #require(Self.lines(text, width: natural.width * 0.9).first)
        #expect(abs(cut.height - natural.height) < 0.01, "at its size, cut")
    }

    @Test("a multi-line stand-in that needs another line is set smaller to keep its lines")
    func multiLineStandIn() throws {
        let text = Self.title("Well, now the client id and secret", font: "UbuntuTitling-Bold", lines: 2)
        let natural = try #require(Self.lines(text, width: 1000).first)
        // Two lines of about half the text's width: the stand-in needs a third at full size.
        let box = (natural.width * 0.47).rounded(.down)
        let fitted = try Self.lines(text, width: box)
        #expect(fitted.count == 2)
        #expect(fitted.allSatisfy { $0.width <= box + 0.01 })
        #expect(try #require(fitted.first).height < natural.height - 0.5)
    }
}
