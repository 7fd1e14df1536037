import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Bars styled with iOS 13's appearance objects in Interface Builder
/// (Fixtures/BarAppearances.storyboard): a tab bar controller whose tab bar has a dark blue
/// background, a yellow tint, grey unselected items and a red hairline; a "Styled" navigation
/// controller whose bar is indigo with a white title and no hairline in both its standard and
/// scroll-edge appearances; a "Plain" one that sets only a black standard appearance with an
/// orange title, which UIKit shows transparent at rest; and a bar of its own in a view, with an
/// older bar tint and title attributes.
@MainActor
struct BarAppearanceTests {
    static let indigo = Color(red: 0.34509803921568627, green: 0.33725490196078434, blue: 0.83921568627450982)
    static let navy = Color(red: 0.1, green: 0.2, blue: 0.3)

    static func tabs() throws -> (StoryboardBuilder, TabBarController) {
        let doc = try IB.Document.read(contentsOf: Paths.own("BarAppearances.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc, options: StoryboardBuildOptions())
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        return (builder, tabs)
    }

    static func title(_ bar: NavigationBar) -> TextContent? {
        if case .text(let t) = bar.titleLabel.content { t } else { nil }
    }

    static func hairline(_ bar: View) -> View? {
        bar.subviews.first { $0.frame.height <= 1 && $0.content == .none }
    }

    @Test("the reader keeps each appearance object by its key, with its colours and a shadow written as nil")
    func read() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("BarAppearances.storyboard"), mode: .strict)
        let styled = try #require(doc.controller(withID: "Nv1-Ap-0aA")?.navigationBar?.barLook)
        #expect(Set(styled.appearances.keys) == ["standardAppearance", "scrollEdgeAppearance"])
        let edge = try #require(styled.appearances["scrollEdgeAppearance"])
        #expect(edge.backgroundColor == Self.indigo && edge.titleColor == .white && !edge.hasShadow)
        #expect(styled.appearances["standardAppearance"]?.hasShadow == true)
        let standalone = try #require(doc.controller(withID: "Pl1-Vc-0aA")?.view?.subviews.first)
        #expect(standalone.barLook.appearances.isEmpty && standalone.barLook.titleColor == Color(red: 0.68627450980392157, green: 0.32156862745098042, blue: 0.87058823529411766))
    }

    @Test("a navigation bar shows its scroll-edge appearance at rest: its background, its title colour, no hairline")
    func scrollEdgeAppearance() throws {
        let (_, tabs) = try Self.tabs()
        let nav = try #require(tabs.viewControllers.first as? NavigationController)
        let bar = try #require(nav.navigationBar)
        #expect(bar.backgroundColor == Self.indigo)
        #expect(Self.title(bar)?.string == "Palettes" && Self.title(bar)?.color == .white)
        #expect(Self.hairline(bar).map { ($0.backgroundColor ?? .clear).alpha } == 0)
    }

    @Test("with only a standard appearance, the bar at rest is that appearance made transparent: no background, no hairline, its title colour")
    func standardOnlyIsTransparentAtRest() throws {
        let (_, tabs) = try Self.tabs()
        let nav = try #require(tabs.viewControllers.last as? NavigationController)
        _ = nav.view
        let bar = try #require(nav.navigationBar)
        #expect((bar.backgroundColor ?? .clear).alpha == 0, "UIKit: a nil scrollEdgeAppearance is the standard one with a transparent background")
        #expect(Self.title(bar)?.color == Color(red: 1, green: 0.58431372549019611, blue: 0))
        #expect(Self.hairline(bar).map { ($0.backgroundColor ?? .clear).alpha } == 0)
    }

    @Test("a tab bar takes its appearance's background and hairline, its tint for the selected item and its unselected tint for the others")
    func tabBar() throws {
        let (_, tabs) = try Self.tabs()
        #expect(tabs.tabBar.backgroundColor == Self.navy)
        #expect(tabs.tintColor == Color(red: 1, green: 0.8, blue: 0))
        #expect(tabs.unselectedItemTintColor == Color(white: 0.66666666666666663))
        #expect(Self.hairline(tabs.tabBar)?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    }

    @Test("a bar of its own in a view: its bar tint and its title attributes' colour (no controller manages it)")
    func standaloneBar() throws {
        let (_, tabs) = try Self.tabs()
        let nav = try #require(tabs.viewControllers.last as? NavigationController)
        let root = try #require(nav.topViewController).view
        let bar = try #require(root.firstDescendant { $0.identifier == "Pl1-Nb-0aA" })
        #expect(bar.backgroundColor == Color(red: 0.20392156862745098, green: 0.7803921568627451, blue: 0.34901960784313724))
        let title = bar.subviews.compactMap { v -> TextContent? in if case .text(let t) = v.content { t } else { nil } }.first
        #expect(title?.string == "Standalone" && title?.color == Color(red: 0.68627450980392157, green: 0.32156862745098042, blue: 0.87058823529411766))
    }

    @Test("a tab bar system item is drawn with a symbol and titled in words (Favorites, Most Recent), never as a placeholder")
    func systemItems() throws {
        #expect(IB.TabBarSystemItem.mostRecent.capitalizedName == "Most Recent")
        #expect(IB.TabBarSystemItem.topRated.capitalizedName == "Top Rated" && IB.TabBarSystemItem.more.capitalizedName == "More")
        // Legacy.storyboard (Xcode 4.2): a tab bar controller whose second tab is `systemItem="favorites"`.
        let (_, tabs, window) = try Self.legacyTabs()
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.tabBar.firstDescendant { $0.identifier == "symbol:star.fill" } != nil)
        #expect(tabs.viewControllers.contains { $0.title == "Favorites" })
    }

    /// Legacy.storyboard's tab bar controller (Xcode 4.2), shown in a window.
    static func legacyTabs() throws -> (StoryboardBuilder, TabBarController, Window) {
        let doc = try IB.Document.read(contentsOf: Paths.own("Legacy.storyboard"))
        let builder = StoryboardBuilder(document: doc, options: StoryboardBuildOptions())
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        return (builder, tabs, window)
    }

    @Test("a tab's image the project does not have is a labelled placeholder, listed")
    func aMissingTabImageIsListed() throws {
        // The first tab's `image="first.png"`, with no resources.
        let (builder, tabs, window) = try Self.legacyTabs()
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.tabBar.firstDescendant { $0.identifier == "image:first.png" } != nil)
        #expect(builder.approximations.contains { $0.kind == .missingImage && $0.subject == "first.png" }, "\(builder.approximations)")
    }
}
