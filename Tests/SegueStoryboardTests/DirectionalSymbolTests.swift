import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// SF Symbols that point along the reading direction are mirrored right to left, as UIKit mirrors
/// them: the showcase app's own back button (`chevron.backward`) and its card's `chevron.forward`
/// (Tests/SegueCLITests/Fixtures/ShowcaseApp, Detail.storyboard), in Arabic.
@MainActor
struct DirectionalSymbolTests {
    static let detail = Paths.repoRoot.path + "/Tests/SegueCLITests/Fixtures/ShowcaseApp/FieldNotes/Base.lproj/Detail.storyboard"

    /// The entry's view, laid out right to left or not.
    static func entry(rightToLeft: Bool) throws -> View {
        var options = StoryboardBuildOptions()
        options.rightToLeft = rightToLeft
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: detail), options: options)
        let window = Window(device: builder.device)
        let entry = try #require(builder.instantiate(identifier: "EntryDetail"))
        window.rootViewController = entry
        return entry.view
    }

    static func glyph(_ name: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == "symbol:" + name }, "no symbol \(name)")
    }

    @Test("backward and forward chevrons are mirrored right to left; other symbols, and left to right, are not")
    func chevronsMirror() throws {
        let rtl = try Self.entry(rightToLeft: true)
        for name in ["chevron.backward", "chevron.forward"] {
            let t = try Self.glyph(name, in: rtl).transform
            #expect(t.a == -1 && t.d == 1 && t.b == 0 && t.c == 0, "\(name): \(t)")
        }
        for name in ["sun.max.fill", "leaf", "square.and.arrow.up"] {
            #expect(try Self.glyph(name, in: rtl).transform == .identity, "\(name) is not directional")
        }
        let ltr = try Self.entry(rightToLeft: false)
        #expect(try Self.glyph("chevron.backward", in: ltr).transform == .identity)
    }

    @Test("which names are directional", arguments: [
        ("chevron.backward", true), ("chevron.forward.circle.fill", true), ("arrow.backward", true), ("arrowshape.turn.up.forward", true),
        ("chevron.left", false), ("arrow.right", false), ("backward.fill", false), ("goforward", false), ("square.and.arrow.up", false),
    ])
    func directionalNames(_ name: String, directional: Bool) {
        #expect(Draw.isDirectional(name) == directional)
    }
}
