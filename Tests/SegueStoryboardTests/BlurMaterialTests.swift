import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Visual effect views (Fixtures/BlurEffect.storyboard: a calculator whose results strip is a
/// `light` blur over its total, presenting over its own context a bill whose whole view is a
/// `systemMaterial` blur). The blur is not drawn; its material's tint is, and it is listed as not
/// real, rather than a clear view that leaves the screen under it unchanged.
@MainActor
struct BlurMaterialTests {
    static func record(_ appearance: Appearance) throws -> PerformedSegue {
        let doc = try IB.Document.read(contentsOf: Paths.own("BlurEffect.storyboard"), mode: .strict, appearance: appearance)
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        return try SegueRecorder.record(try #require(doc.segue(withID: "SEG-bl-001")), in: doc, options: options)
    }

    static func background(_ id: String, in r: PerformedSegue) throws -> Color? {
        let last = try #require(r.recording.steps.last)
        return try #require(last.scene.layers.first { $0.identifier == id }).properties.backgroundColor
    }

    @Test func theEffectIsReadWithItsStyle() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("BlurEffect.storyboard"), mode: .strict)
        let node = { (id: String) in doc.scenes.lazy.compactMap { $0.controller.view?.node(withID: id) }.first }
        #expect(node("STR-bl-001")?.blurEffectStyle == "light")
        #expect(node("FRO-bl-001")?.blurEffectStyle == "systemMaterial")
    }

    @Test func theTintIsDrawnAndListed() throws {
        let light = try Self.record(.light)
        #expect(try Self.background("STR-bl-001", in: light) == Color(white: 0.97).withAlpha(0.75))
        #expect(try Self.background("FRO-bl-001", in: light) == Color(white: 0.97).withAlpha(0.75))
        let blurs = light.approximations.filter { $0.kind == .blur }.map(\.subject)
        #expect(Set(blurs) == ["light", "systemMaterial"])
        // The system material follows the appearance; the older light style does not.
        let dark = try Self.record(.dark)
        #expect(try Self.background("FRO-bl-001", in: dark) == Color(white: 0.12).withAlpha(0.75))
        #expect(try Self.background("STR-bl-001", in: dark) == Color(white: 0.97).withAlpha(0.75))
    }

    @Test func stylesAreNamedAsUIKitNamesThem() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("BlurEffect.storyboard"), mode: .strict)
        let theme = Theme(document: doc, device: .iPhone15Pro, appearance: .light)
        #expect(BlurMaterial.tint("systemThinMaterialDark", theme: theme) == Color(white: 0.12).withAlpha(0.6))
        #expect(BlurMaterial.tint("extraLight", theme: theme) == Color(white: 0.97).withAlpha(0.9))
        #expect(BlurMaterial.tint("neon", theme: theme) == nil)
    }
}
