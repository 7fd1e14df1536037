import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A navigation bar placed in a view by hand (Fixtures/StandaloneBarTitle.storyboard: a sheet
/// whose own bar has a Done item and a long title) places its title as a navigation
/// controller's bar does: centred, at 17 pt, whole where it fits beside the items, not squeezed
/// into the middle half of the bar.
@MainActor
struct StandaloneBarTitleTests {
    @Test func aLongTitleThatFitsBesideTheItemsIsDrawnWholeAtFullSize() throws {
        let r = try LayerFrames.record(Paths.own("StandaloneBarTitle.storyboard"), segue: "SBT-sg-001", on: nil)
        let scene = try #require(r.steps.last?.scene)
        let title = "How To Send Email From Alias"
        let layer = try #require(scene.layers.first { if case .text(let t) = $0.content { t.string == title } else { false } })
        guard case .text(let text) = layer.content else { return }
        #expect(text.fontSize == 17, "\(text.fontSize) pt")
        let width = TextMetrics.width(title, size: 17, weight: .semibold)
        #expect(layer.properties.bounds.width >= width, "\(layer.properties.bounds.width) for \(width) of text")
        #expect(abs(layer.properties.center.x - 393 / 2) < 0.5, "centred: \(layer.properties.center.x)")
    }
}
