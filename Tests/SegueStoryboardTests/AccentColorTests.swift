import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The app's accent colour (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor` in its
/// target, a colour set of its catalog) tints what sets no tint of its own, as UIKit's default
/// tint: the showcase app's back button title and its tab bar's selected item
/// (Tests/SegueCLITests/Fixtures/ShowcaseApp; AccentColor is #4E7D4A, #8CC884 in dark).
@MainActor
struct AccentColorTests {
    static let app = Paths.repoRoot.path + "/Tests/SegueCLITests/Fixtures/ShowcaseApp/FieldNotes"
    static let light = Color(hex: 0x4E7D4A), dark = Color(hex: 0x8CC884)

    static func builder(_ storyboard: String, appearance: Appearance) throws -> StoryboardBuilder {
        let path = app + "/Base.lproj/" + storyboard + ".storyboard"
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        options.resources = try ProjectResources.forStoryboard(path)
        return StoryboardBuilder(document: try IB.Document.read(contentsOf: path), options: options)
    }

    @Test("the project names its accent colour set, and the catalog outside the app's folder has it")
    func theAccentColorIsFound() throws {
        let resources = try #require(try ProjectResources.forStoryboard(Self.app + "/Base.lproj/Main.storyboard"))
        #expect(resources.accentColorName == "AccentColor")
        #expect(resources.accentColor(.light) == Self.light && resources.accentColor(.dark) == Self.dark)
        // A project that names none (RefApp) keeps UIKit's blue.
        let ref = Paths.repoRoot.path + "/Tests/SegueCLITests/Fixtures/RefApp/RefApp/Base.lproj/Main.storyboard"
        #expect(try #require(try ProjectResources.forStoryboard(ref)).accentColor(.light) == nil)
    }

    @Test("a button with no tint of its own is drawn in the accent colour, in each appearance", arguments: [Appearance.light, .dark])
    func buttonsTakeTheAccentColor(_ appearance: Appearance) throws {
        let builder = try Self.builder("Detail", appearance: appearance)
        let window = Window(device: builder.device)
        let entry = try #require(builder.instantiate(identifier: "EntryDetail"))
        window.rootViewController = entry
        let back = try #require(entry.view.firstDescendant { $0.identifier == "BCK-ED-001" })
        let title = try #require(back.firstDescendant { if case .text = $0.content { true } else { false } })
        guard case .text(let t) = title.content else { return }
        #expect(t.string == "Journal" && t.color == (appearance == .dark ? Self.dark : Self.light), "\(t.color)")
    }

    @Test("the tab bar's selected item is in the accent colour")
    func theSelectedTabTakesTheAccentColor() throws {
        let builder = try Self.builder("Main", appearance: .dark)
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        let titles = tabs.tabBar.subviews.compactMap { v -> TextContent? in if case .text(let t) = v.content { t } else { nil } }
        #expect(titles.map(\.string) == ["Journal", "Settings"])
        #expect(titles.first?.color == Self.dark && titles.last?.color == .systemGray)
    }
}
