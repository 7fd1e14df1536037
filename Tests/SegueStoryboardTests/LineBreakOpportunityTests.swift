import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Chinese and Japanese break between any two characters, with kinsoku: in
/// Fixtures/JapaneseText.storyboard a non-scrolling text view holds a 37-character Japanese
/// sentence in 14 pt, 361 pt wide, which UIKit wraps onto two lines at its size (Interface Builder
/// stored the view 49.33 pt tall: two lines and the text container's insets). Broken at spaces
/// only, it was one line, shrunk to fit.
@MainActor
struct LineBreakOpportunityTests {
    @Test("a Japanese sentence breaks between characters, not inside its kinsoku pairs")
    func units() {
        let units = LineBreaks.units("「利用規約」に同意します。OK two")
        #expect(units.map(\.text) == ["「利", "用", "規", "約」", "に", "同", "意", "し", "ま", "す。", "OK", "two"])
        #expect(units.map(\.spaced) == [false, false, false, false, false, false, false, false, false, false, false, true])
    }

    @Test("Korean keeps its words whole")
    func korean() {
        #expect(LineBreaks.units("계정을 만드세요").map(\.text) == ["계정을", "만드세요"])
    }

    @Test("a Japanese sentence counts the lines it wraps to")
    func lineCount() {
        let s = "ログインすると、利用規約及びプライバシーポリシーに同意したことになります。"
        #expect(TextMetrics.lineCount(s, size: 14, width: 351) == 2)
        #expect(TextMetrics.lineCount(s, size: 14, width: 2000) == 1)
    }

    @Test("a non-scrolling text view wraps Japanese onto two lines at its size")
    func textViewWraps() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("JapaneseText.storyboard"), mode: .strict)
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Jpt-Sg-0aA")), in: doc, options: StoryboardBuildOptions(),
                                         direction: .perform).recording
        let scene = try #require(r.steps.last?.scene)
        let texts = scene.layers.compactMap { layer -> TextContent? in
            if case .text(let c) = layer.content, c.string.hasPrefix("ログイン") { c } else { nil }
        }
        let text = try #require(texts.first)
        // Two lines by the estimate, and room for two more where Pango breaks them otherwise,
        // set from the top of the text container.
        #expect(text.numberOfLines == 2 + 2 && text.isTopAligned)
        #expect(text.fontSize == 14)
    }
}
