import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A 40 pt container view below the status bar embeds a page view controller whose pages are set
/// in code (Fixtures/ShortContainer.storyboard), so its content is a placeholder. The placeholder
/// stays inside the container, naming the controller on one line; the 140 pt card of a full
/// screen placeholder was drawn across the screen's content below.
@MainActor
struct ShortContainerTests {
    @Test func aPlaceholderInAShortContainerStaysInside() throws {
        let r = try LayerFrames.record(Paths.own("ShortContainer.storyboard"), segue: "SCG-00-002", on: nil)
        let container = try #require(LayerFrames.frame("SCC-00-001", in: r, at: 0))
        let placeholder = try #require(LayerFrames.frame("SCP-00-001", in: r, at: 0))
        #expect(placeholder == container, "\(placeholder) in \(container)")
        let scene = try #require(r.steps.first?.scene)
        let root = try #require(scene.layers.firstIndex { $0.identifier == "SCP-00-001" })
        #expect(scene.layers[root].clipsToBounds, "nothing is drawn outside the container")
        // No card: every layer inside is no taller than the container.
        func isInside(_ i: Int) -> Bool {
            var p = scene.layers[i].parent
            while p >= 0 {
                if p == root { return true }
                p = scene.layers[p].parent
            }
            return false
        }
        let tallest = scene.layers.indices.filter(isInside).map { scene.layers[$0].properties.bounds.height }.max() ?? 0
        #expect(tallest <= container.height, "\(tallest)")
    }
}
