import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Cells whose `accessoryView` outlet names a switch (Fixtures/AccessoryViews.storyboard, an inset
/// grouped table on an iPhone 15 Pro): the first keeps it among the scene's top-level objects, as
/// Interface Builder does; the second keeps it in its content view, over its label.
@MainActor
struct AccessoryViewTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/AccessoryViews.storyboard").path

    @Test func theOutletAndTheSceneViewsAreRead() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        let scene = try #require(doc.scene(withControllerID: "Av2-Tc-0aA"))
        #expect(scene.detachedViews.map(\.id) == ["Av2-Sw-001"])
        let cells = try #require(scene.controller.view?.table?.sections.first?.cells)
        #expect(cells.map { $0.cell?.accessoryViewID } == ["Av2-Sw-001", "Av2-Sw-002", nil])
    }

    @Test("each switch sits at its cell's trailing margin, centred on the row, and nowhere else")
    func theAccessoryViewsAreAtTheTrailingEdge() throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "Av2-Sg-0aA", on: nil)
        for (toggle, cell) in [("Av2-Sw-001", "Av2-Ce-001"), ("Av2-Sw-002", "Av2-Ce-002")] {
            let row = try #require(LayerFrames.frame(cell, in: r, at: 0))
            let f = try #require(LayerFrames.frame(toggle, in: r, at: 0))
            #expect(f.width == 51 && f.height == 31)
            #expect(abs(f.maxX - (row.maxX - 16)) < 0.01 && abs(f.midY - (row.minY + 43.5 / 2)) < 0.01, "\(f) in \(row)")
            #expect(r.scene(at: 0).layers.filter { $0.identifier == toggle }.count == 1)
        }
        // The label of the second row ends before the switch.
        let label = try #require(LayerFrames.frame("Av2-Lb-002", in: r, at: 0))
        let toggle = try #require(LayerFrames.frame("Av2-Sw-002", in: r, at: 0))
        #expect(label.maxX <= toggle.minX, "\(label) \(toggle)")
    }

    @Test("right to left, each switch sits at its cell's leading margin, on the left")
    func rightToLeftTheAccessoryViewsAreOnTheLeft() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        var options = StoryboardBuildOptions()
        options.rightToLeft = true
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Av2-Sg-0aA")), in: doc, options: options).recording
        for (toggle, cell) in [("Av2-Sw-001", "Av2-Ce-001"), ("Av2-Sw-002", "Av2-Ce-002")] {
            let row = try #require(LayerFrames.frame(cell, in: r, at: 0))
            let f = try #require(LayerFrames.frame(toggle, in: r, at: 0))
            #expect(abs(f.minX - (row.minX + 16)) < 0.01, "\(f) in \(row)")
        }
        let label = try #require(LayerFrames.frame("Av2-Lb-002", in: r, at: 0))
        let toggle = try #require(LayerFrames.frame("Av2-Sw-002", in: r, at: 0))
        #expect(label.minX >= toggle.maxX, "\(label) \(toggle)")
    }
}
