import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

private typealias G = GeneratedStoryboard

/// What a storyboard says about a label's text reaches the rasterizer: the named font by its
/// PostScript name, italic, the line break mode, justified and natural alignment.
@MainActor
struct LabelTextTests {
    func content(_ element: String) throws -> TextContent {
        let doc = try G.read(G.withSubview(element))
        let builder = StoryboardBuilder(document: doc)
        let root = builder.instantiate("C0").view
        defer { withExtendedLifetime(builder) {} }
        let label = try #require(root.firstDescendant { $0.identifier == "L" })
        let view = label.subviews.first { if case .text = $0.content { true } else { false } } ?? label
        guard case .text(let text) = view.content else { throw TestFailure("no text in \(element)") }
        return text
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    static let frame = "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"300\" height=\"60\"/>"

    @Test func namedFontsItalicModeAndAlignment() throws {
        let t = try content("<label id=\"L\" text=\"Hello\" textAlignment=\"justified\" lineBreakMode=\"middleTruncation\" numberOfLines=\"2\">"
            + "\(Self.frame)<fontDescription key=\"fontDescription\" name=\"Avenir-HeavyOblique\" family=\"Avenir\" pointSize=\"20\"/></label>")
        #expect(t.fontName == "Avenir-HeavyOblique" && t.isItalic && t.weight == .heavy, "UIKit's heavy, not bold")
        #expect(t.lineBreakMode == .truncateMiddle && t.alignment == .justified && t.numberOfLines == 2)

        let natural = try content("<label id=\"L\" text=\"Hi\" textAlignment=\"natural\" lineBreakMode=\"characterWrap\">\(Self.frame)"
            + "<fontDescription key=\"fontDescription\" type=\"italicSystem\" pointSize=\"17\"/></label>")
        #expect(natural.fontName == nil && natural.isItalic && natural.alignment == .natural && natural.lineBreakMode == .charWrap)

        let plain = try content("<label id=\"L\" text=\"Hi\">\(Self.frame)</label>")
        #expect(plain.fontName == nil && !plain.isItalic && plain.lineBreakMode == .truncateTail && plain.alignment == .left)
    }

    @Test(arguments: [("wordWrap", LineBreakMode.wordWrap), ("characterWrap", .charWrap), ("clip", .clip),
                      ("headTruncation", .truncateHead), ("tailTruncation", .truncateTail), ("middleTruncation", .truncateMiddle)])
    func everyLineBreakModeIsRead(_ ib: String, _ mode: LineBreakMode) throws {
        #expect(try content("<label id=\"L\" text=\"Hi\" lineBreakMode=\"\(ib)\">\(Self.frame)</label>").lineBreakMode == mode)
    }

    /// A button's title takes the button's font name and line break mode.
    @Test func buttonTitlesTakeTheFontAndMode() throws {
        let t = try content("<button id=\"L\" lineBreakMode=\"headTruncation\" buttonType=\"system\" title=\"Go\">\(Self.frame)"
            + "<fontDescription key=\"fontDescription\" name=\"SegueTest-Heavy\" family=\"Segue Test\" pointSize=\"18\"/>"
            + "<state key=\"normal\" title=\"Go\"/></button>")
        #expect(t.string == "Go" && t.fontName == "SegueTest-Heavy" && t.lineBreakMode == .truncateHead)
    }

    /// CJK characters, which the system font lacks, are estimated a full em wide (Noto Sans CJK),
    /// plus SF's tracking at 10 pt (+12/1000 em, 34 of Inter's 2816 units); letters beyond ASCII
    /// that Inter has are measured, not estimated: "é" is as wide as "e", Cyrillic has its widths.
    @Test func cjkWidthsAreAFullEm() {
        #expect(abs(TextMetrics.width("日本語", size: 10) - 3 * Double(2816 + 34) * 10 / 2816) < 1e-9)
        #expect(TextMetrics.width("é", size: 17) == TextMetrics.width("e", size: 17))
        #expect(abs(TextMetrics.width("Д", size: 17) - Double(2116 - 73) * 17 / 2816) < 1e-9)
    }
}
