import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Prototype cells as Xcode 6 wrote them (Fixtures/Xcode6Prototypes.storyboard): neither the cell
/// nor its content view has a frame; UIKit sizes both to the row (88 pt here).
@MainActor
struct Xcode6PrototypeTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/Xcode6Prototypes.storyboard").path

    @Test func aContentViewWithoutAFrameIsRead() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        let cell = try #require(doc.controller(withID: "X6p-Tc-0aA")?.view?.table?.prototypes.first)
        let content = try #require(cell.subviews.first { $0.key == .contentView })
        #expect(content.frame == nil && content.subviews.count == 2)
    }

    @Test("the cell's labels are drawn in its row, where their constraints put them")
    func theLabelsAreDrawnInTheRow() throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "X6p-Sg-0aA", on: nil)
        #expect(LayerFrames.texts(in: r).contains("Swift on the server"))
        #expect(LayerFrames.texts(in: r).contains("by Ada, 3 hours ago"))
        let bar = try #require(LayerFrames.frame("navigationBar", in: r, at: 0))
        let title = try #require(LayerFrames.frame("X6p-Lb-001", in: r, at: 0))
        let byline = try #require(LayerFrames.frame("X6p-Lb-002", in: r, at: 0))
        // Under the bar, inside the 88 pt row; the byline 8 pt under the title, at its leading edge.
        #expect(title.minY > bar.maxY && byline.maxY < bar.maxY + 88, "\(title) \(byline)")
        #expect(byline.minX == title.minX && abs(byline.minY - title.maxY - 8) < 0.01)
        #expect(title.minX > 0 && title.width > 0 && title.height > 0)
    }
}
