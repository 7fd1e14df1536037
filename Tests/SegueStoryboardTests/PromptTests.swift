import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Navigation item prompts (Fixtures/Prompts.storyboard, an iPhone 15 Pro canvas): Sign In has a
/// prompt written as an element (its text holds quotes), and pushes Verify, which has none and
/// pushes Code, which has one as an attribute.
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

    /// The vertical centres of the back chevrons the bar shows at `t`.
    static func chevronCentres(in r: Recording, at t: Double) -> [Double] {
        let scene = r.scene(at: t)
        guard let bar = scene.layers.firstIndex(where: { $0.identifier == "navigationBar" }) else { return [] }
        return scene.layers.compactMap { l in
            guard l.parent == bar, case .shape = l.content else { return nil }
            let p = l.tracks.sample(at: t, base: l.properties)
            return p.alpha > 0 ? p.center.y : nil
        }
    }

    @Test("a back chevron shown on both sides moves down with the row as the prompt's band comes in")
    func theChevronMovesWithTheRow() throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "Pr3-Sg-0aA", on: nil)
        let top = Device.iPhone15Pro.safeArea.top
        #expect(Self.chevronCentres(in: r, at: 0) == [top + 22])
        let mid = try #require(Self.chevronCentres(in: r, at: r.duration / 4).first)
        #expect(mid > top + 22 && mid < top + 52)
        #expect(Self.chevronCentres(in: r, at: r.duration) == [top + 30 + 22])
    }

    @Test("in the dark appearance the prompt is white, as the title is")
    func thePromptTakesTheTitlesColourInTheDark() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict, appearance: .dark)
        var options = StoryboardBuildOptions()
        options.appearance = .dark
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Pr2-Sg-0aA")), in: doc, options: options, direction: .perform).recording
        let texts = r.scene(at: 0).layers.compactMap { l -> TextContent? in if case .text(let t) = l.content { t } else { nil } }
        let prompt = try #require(texts.first { $0.string == "Use your \"library card\" number" })
        let title = try #require(texts.first { $0.string == "Sign In" && $0.weight == .semibold })
        #expect(title.color == .white && prompt.color == title.color, "\(title.color) \(prompt.color)")
    }
}
