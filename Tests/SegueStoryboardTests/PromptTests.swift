import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Navigation item prompts (Fixtures/Prompts.storyboard, an iPhone 15 Pro canvas): Sign In has a
/// prompt written as an element (its text holds quotes), and pushes Verify, which has none.
@MainActor
struct PromptTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/Prompts.storyboard").path

    static func record() throws -> Recording {
        try LayerFrames.record(storyboard, segue: "Pr2-Sg-0aA", on: nil)
    }

    @Test("a prompt adds a 30 pt band above the row, and the content starts under it")
    func promptGrowsTheBar() throws {
        let r = try Self.record()
        let device = Device.iPhone15Pro
        let bar = try #require(LayerFrames.frame("navigationBar", in: r, at: 0))
        #expect(bar.height == device.safeArea.top + 30 + 44)
        #expect(LayerFrames.texts(in: r, at: 0).contains("Use your \"library card\" number"))
        // The button is pinned 20 pt under the safe area's top, which the taller bar moves down.
        #expect(try #require(LayerFrames.frame("Pr2-Bt-001", in: r, at: 0)).minY == bar.maxY + 20)
        // The title is centred in the row under the band.
        let scene = r.scene(at: 0)
        let title = try #require(scene.layers.first { if case .text(let t) = $0.content { t.string == "Sign In" && t.weight == .semibold } else { false } })
        #expect(title.tracks.sample(at: 0, base: title.properties).center.y == device.safeArea.top + 30 + 22)
    }

    @Test("a push to an item without a prompt shrinks the bar back to its row and fades the prompt out")
    func pushWithoutPromptShrinksTheBar() throws {
        let r = try Self.record()
        let device = Device.iPhone15Pro
        let end = try #require(LayerFrames.frame("navigationBar", in: r, at: r.duration))
        #expect(end.height == device.safeArea.top + 44)
        let mid = try #require(LayerFrames.frame("navigationBar", in: r, at: r.duration / 4))
        #expect(mid.height < device.safeArea.top + 74 && mid.height > end.height)
        #expect(try #require(LayerFrames.frame("Pr3-Lb-001", in: r, at: r.duration)).minY == end.maxY + 20)
        #expect(!LayerFrames.texts(in: r, at: r.duration).contains("Use your \"library card\" number"))
    }
}
