import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A label of several lines shown wider than designed wraps again, as Auto Layout lays it out
/// (Fixtures/WrapResize.storyboard, an iPhone 15 canvas): an About scene's text (three lines at
/// 353 pt, `numberOfLines` 0) 20 pt inside the safe area's sides, a 44 pt button 16 pt below it,
/// and under that a version caption with an info icon centred on it (the icon listed first, placed
/// only through the caption).
@MainActor
struct WrapResizeTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/WrapResize.storyboard").path

    static func frames(on device: Device?) throws -> (label: Rect, button: Rect) {
        let r = try LayerFrames.record(storyboard, segue: "SEG-wr-001", on: device)
        return (try #require(LayerFrames.frame("LBL-wr-001", in: r)), try #require(LayerFrames.frame("BTN-wr-002", in: r)))
    }

    @Test("as designed on the iPhone, the text keeps its three lines")
    func designed() throws {
        let f = try Self.frames(on: nil)
        #expect(f.label == Rect(x: 20, y: 79, width: 353, height: 61))
        #expect(f.button.minY == 156)
    }

    @Test("on an iPad the text is wider, takes fewer lines and a shorter label, and the button below follows it")
    func fewerLinesOnAnIPad() throws {
        let f = try Self.frames(on: .iPadPro11)
        #expect(f.label.width == 834 - 40)
        // Whole lines fewer: 61 pt held three lines of 17 pt text.
        #expect(f.label.height < 61 && f.label.height > 0, "\(f.label)")
        let line = TextMetrics.lineHeight(17)
        let removed = (61 - f.label.height) / line
        #expect(abs(removed - removed.rounded()) < 0.001, "\(f.label.height) is 61 less whole lines of \(line)")
        #expect(f.button.minY == f.label.maxY + 16, "\(f.button) under \(f.label)")
    }

    @Test("a label whose width is its stored one, or of one line, is not measured again")
    func onlyChangedWidths() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard)
        let label = try #require(doc.controller(withID: "FRM-wr-001")?.view?.subviews.first)
        #expect(TextLength.height(of: label, relaidAt: 353) == nil)
        var single = label
        single.numberOfLines = 1
        #expect(TextLength.height(of: single, relaidAt: 794) == nil)
        #expect(try #require(TextLength.height(of: label, relaidAt: 200)) > 61, "narrower: more lines")
    }

    @Test("an icon centred on a caption that follows the button moves with it, and the caption keeps its height")
    func centredIconFollowsItsCaption() throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "SEG-wr-001", on: .iPadPro11)
        let button = try #require(LayerFrames.frame("BTN-wr-002", in: r))
        let caption = try #require(LayerFrames.frame("CAP-wr-001", in: r))
        let icon = try #require(LayerFrames.frame("ICN-wr-001", in: r))
        #expect(caption.minY == button.maxY + 8, "\(caption) under \(button)")
        #expect(abs(caption.height - 20.333333333333332) < 0.001, "not stretched to the icon's stored place: \(caption)")
        #expect(abs(icon.midY - caption.midY) < 0.001 && icon.height == 20)
    }
}
