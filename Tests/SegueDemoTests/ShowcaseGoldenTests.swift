import Foundation
import SegueTesting
import Testing

/// The storyboard showcase, Field Notes (Tests/SegueCLITests/Fixtures/ShowcaseApp), against its
/// goldens: every segue `segue render FieldNotes --all` draws, in Renders/showcase-dark (as the
/// app ships: its Info.plist forces dark), showcase-light and showcase-ar (Arabic, right to left),
/// each drawn as scripts/render draws it, through `TransitionSource.app`.
struct ShowcaseGoldenTests {
    static let app = repositoryRoot + "/Tests/SegueCLITests/Fixtures/ShowcaseApp/FieldNotes"

    /// Every segue of the app, as `render --all` names its folders: storyboard, then segue.
    static let segues = ["Main/openEntry", "Main/newNote", "Atlas/addRegion"]

    /// What each variant's folder in Renders/ asks of the app.
    static let variants: [(folder: String, appearance: Appearance, locale: String?)] = [
        ("showcase-dark", .dark, nil), ("showcase-light", .light, nil), ("showcase-ar", .dark, "ar"),
    ]

    /// The goldens' names in Renders/: `showcase-dark/Main/openEntry`, ….
    static let names = variants.flatMap { v in segues.map { v.folder + "/" + $0 } }

    @Test("a segue of the showcase app renders its golden", arguments: names)
    func showcaseMatchesItsGolden(_ name: String) async throws {
        let parts = name.split(separator: "/").map(String.init)
        let variant = try #require(Self.variants.first { $0.folder == parts[0] })
        let source = TransitionSource.app(folder: Self.app, storyboard: parts[1], segue: parts[2],
                                          appearance: variant.appearance, locale: variant.locale)
        let result = await assertTransition(source, named: name, goldens: try DemoGoldenTests.goldens())
        #expect(result.passed, "\(result.summary)")
    }
}
