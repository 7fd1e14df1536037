import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Fixtures/ElevatedSheet: a Home screen presents, as the default page sheet, a Notes list in a
/// navigation controller whose bar's appearances are `systemBackgroundColor`, and whose one
/// prototype is left empty for the app to register `NoteCell.xib` (a
/// `secondarySystemGroupedBackgroundColor` cell with a `tertiarySystemBackgroundColor` badge).
/// In the dark a sheet's content is at the elevated level (`UITraitCollection.userInterfaceLevel`):
/// the bar's appearance and the xib's cell take the elevated values as the scene's own views do.
@MainActor
struct ElevatedSheetTests {
    static let folder = Paths.own("ElevatedSheet")

    static func sheet(_ appearance: Appearance) throws -> (home: ViewController, sheet: NavigationController, builder: StoryboardBuilder) {
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        options.resources = try ProjectResources(folders: [folder])
        let doc = try IB.Document.read(contentsOf: folder + "/Base.lproj/Main.storyboard", mode: .strict, appearance: appearance)
        let builder = StoryboardBuilder(document: doc, options: options)
        let window = Window(device: builder.device)
        let home = try #require(builder.instantiateInitialViewController())
        window.rootViewController = home
        let i = try #require(builder.templateIndex(of: "Not-eG-s01", on: home))
        let sheet = try #require(home.segueTemplates[i].makeDestination() as? NavigationController)
        return (home, sheet, builder)
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    @Test func inTheDarkASheetsBarAppearanceAndXibCellsAreElevated() throws {
        let (home, sheet, builder) = try Self.sheet(.dark)
        _ = builder
        #expect(home.view.backgroundColor == Color(white: 0), "the screen under the sheet is at the base level")
        #expect(try #require(sheet.navigationBar).backgroundColor == Color(hex: 0x1C1C1E), "systemBackground in the bar's appearance, elevated")
        let notes = try #require(sheet.topViewController).view
        #expect(notes.backgroundColor == Color(hex: 0x1C1C1E), "systemGroupedBackground, elevated")
        #expect(try Self.view("Nce-ll-v01", in: notes).backgroundColor == Color(hex: 0x2C2C2E), "the xib cell's secondarySystemGroupedBackground, elevated")
        #expect(try Self.view("Nce-ll-b01", in: notes).backgroundColor == Color(hex: 0x3A3A3C), "tertiarySystemBackground, elevated")
    }

    @Test func inTheLightTheElevatedLevelChangesNothing() throws {
        let (_, sheet, builder) = try Self.sheet(.light)
        _ = builder
        #expect(try #require(sheet.navigationBar).backgroundColor == Color(white: 1))
        let notes = try #require(sheet.topViewController).view
        #expect(try Self.view("Nce-ll-v01", in: notes).backgroundColor == Color(white: 1))
    }
}
