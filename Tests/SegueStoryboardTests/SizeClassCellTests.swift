import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A prototype cell as Xcode 7 wrote one with size classes (Fixtures/SizeClassCells.storyboard):
/// its name label is pinned 3 pt under the content view's top margin, and the compact width's
/// `<variation fixedFrame="YES">` keeps a frame placed by hand 8 pt lower. The constraints place
/// the label at run time, so the hand-placed frame tells nothing of the margin: the label sits at
/// UIKit's 11 pt margin plus 3, the count beside it and the address under it.
@MainActor
struct SizeClassCellTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/SizeClassCells.storyboard").path

    @Test func theVariationsFrameIsReadAsFixedByHand() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        let cell = try #require(doc.controller(withID: "Xsc-Tc-0aA")?.view?.table?.prototypes.first)
        let content = try #require(cell.subviews.first { $0.key == .contentView })
        let name = try #require(content.subviews.first { $0.id == "Xsc-Lb-001" })
        #expect(name.hasFixedFrame && name.frame?.minY == 19, "the compact width's frame, on a phone")
        #expect(content.subviews.first { $0.id == "Xsc-Lb-003" }?.hasFixedFrame == false)
    }

    @Test("labels pinned to the cell's margin sit where their constraints put them, not where the variation left them")
    func theConstraintsPlaceTheLabels() throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "Xsc-Sg-0aA", on: nil)
        let content = try #require(LayerFrames.frame("Xsc-Cv-001", in: r, at: 0))
        let name = try #require(LayerFrames.frame("Xsc-Lb-001", in: r, at: 0))
        let count = try #require(LayerFrames.frame("Xsc-Lb-002", in: r, at: 0))
        let address = try #require(LayerFrames.frame("Xsc-Lb-003", in: r, at: 0))
        #expect(abs(name.minY - content.minY - 14) < 0.01, "\(name) in \(content)")
        #expect(count.minY == name.minY && count.maxX < content.maxX)
        #expect(abs(address.minY - name.maxY - 2) < 0.01, "\(address) under \(name)")
    }
}
