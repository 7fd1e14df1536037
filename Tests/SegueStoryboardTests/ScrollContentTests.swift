import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A scroll view laid out again at another size keeps its content's length, as Auto Layout
/// reads the constraints between a scroll view and its content (Fixtures/ScrollSheets.storyboard,
/// an iPhone 15 Pro canvas): a trip's details in a scroll view pinned to the safe area, whose
/// 1000 pt content view is pinned to the scroll view's four edges and as wide as it, presented as
/// a page sheet (shorter than the screen it was designed on); once with constraints to the scroll
/// view itself, once to its content and frame layout guides.
@MainActor
struct ScrollContentTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/ScrollSheets.storyboard").path

    @Test("in a sheet the scroll view is shorter, but its content keeps its 1000 pt and the text at its end stays below, out of view",
          arguments: [("Sh1-Sg-0aA", "Sl1"), ("Sh1-Sg-0aB", "Sg1")])
    func contentKeepsItsLength(segue: String, prefix: String) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: segue, on: nil)
        let scroll = try #require(LayerFrames.frame("\(prefix)-Sv-0aA", in: r))
        let content = try #require(LayerFrames.frame("\(prefix)-Cv-0aA", in: r))
        let end = try #require(LayerFrames.frame("\(prefix)-Bl-0aA", in: r))
        #expect(scroll.height < 759, "the sheet is shorter than the screen: \(scroll)")
        #expect(content.height == 1000 && content.width == scroll.width && content.minY == scroll.minY, "\(content) in \(scroll)")
        #expect(end.minY > scroll.maxY, "the last line scrolls, below the scroll view: \(end)")
    }

    @Test("constraints to the scroll view's edges and its content guide name the content area, widths and the frame guide its frame")
    func rewriting() {
        let scroll = ScrollContent(scrollID: "S", contentGuideID: "CG", frameGuideID: "FG")
        let edge = scroll.rewritten(IB.LayoutConstraint(firstItem: "S", firstAttribute: .bottom, secondItem: "V", secondAttribute: .bottom))
        #expect(edge.firstItem == scroll.contentID && edge.secondItem == "V")
        let width = scroll.rewritten(IB.LayoutConstraint(firstItem: "V", firstAttribute: .width, secondItem: "S", secondAttribute: .width))
        #expect(width.secondItem == "S")
        let guided = scroll.rewritten(IB.LayoutConstraint(firstItem: "V", firstAttribute: .width, secondItem: "FG", secondAttribute: .width))
        #expect(guided.secondItem == "S")
        let content = scroll.rewritten(IB.LayoutConstraint(firstItem: "CG", firstAttribute: .trailing, secondItem: "V", secondAttribute: .trailing))
        #expect(content.firstItem == scroll.contentID)
        let centred = scroll.rewritten(IB.LayoutConstraint(firstItem: "V", firstAttribute: .centerX, secondItem: "S", secondAttribute: .centerX))
        #expect(centred.secondItem == "S", "a centre attaches to the frame")
    }

    /// Fixtures/ScrollCenteredContent.storyboard: on an iPhone 8 canvas (375 pt), a content view
    /// pinned to a scroll view's four edges and centred in it, with no width of its own, as
    /// storyboards of that era size it; drawn on a 393 pt iPhone 15 Pro.
    @Test("content pinned to the edges and centred in a scroll view is as wide as its frame on a wider device")
    func centredContentTakesTheFramesWidth() throws {
        let path = Paths.own("ScrollCenteredContent.storyboard")
        let r = try LayerFrames.record(path, segue: "SEG-sx-001", on: .iPhone15Pro)
        let scroll = try #require(LayerFrames.frame("SCV-sx-001", in: r, at: r.duration))
        let header = try #require(LayerFrames.frame("HDR-sx-001", in: r, at: r.duration))
        #expect(scroll.width == 393)
        #expect(header.minX == scroll.minX && header.width == 393, "\(header) in \(scroll)")
    }
}
