import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A navigation item's own bar appearances and a bar's compact ones
/// (Fixtures/ItemAppearances.storyboard): a navigation controller whose bar is teal with a white
/// title (standard and scroll edge) and maroon with a yellow title in compact height (compact and
/// compact scroll edge); its root, Feed, whose navigation item sets its own orange appearances
/// with a black title and a red hairline; Story, pushed from it, whose item sets only a purple
/// standard appearance (which UIKit does not show at the scroll edge, where the bar's teal one
/// applies); and in Story's view a bar of its own whose item is green and whose bar is indigo in
/// compact height.
@MainActor
struct ItemAppearanceTests {
    static let teal = Color(red: 0.18823529411764706, green: 0.69019607843137254, blue: 0.7803921568627451)
    static let orange = Color(red: 1, green: 0.58431372549019611, blue: 0)
    static let maroon = Color(red: 0.5, green: 0, blue: 0)
    static let yellow = Color(red: 1, green: 0.80000000000000004, blue: 0)

    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("ItemAppearances.storyboard"), mode: .strict) }

    static func landscape() -> StoryboardBuildOptions {
        var options = StoryboardBuildOptions(device: .iPhone15Pro, landscape: true)
        options.deviceOverridesCanvas = true
        return options
    }

    static func navigation(_ options: StoryboardBuildOptions = StoryboardBuildOptions()) throws -> (StoryboardBuilder, NavigationController) {
        let builder = StoryboardBuilder(document: try document(), options: options)
        let window = Window(device: builder.device)
        let nav = try #require(builder.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = nav
        return (builder, nav)
    }

    static func title(_ bar: NavigationBar) -> TextContent? {
        if case .text(let t) = bar.titleLabel.content { t } else { nil }
    }

    static func hairline(_ bar: View) -> Color? {
        bar.subviews.first { $0.frame.height <= 1 && $0.content == .none }?.backgroundColor
    }

    /// The navigation bar's background at time `t` of the push from Feed to Story.
    static func barBackground(at t: Double, in r: Recording) throws -> Color {
        let layer = try #require(r.steps[0].scene.layers.first { $0.identifier == "navigationBar" })
        return layer.tracks.sample(at: t, base: layer.properties).backgroundColor
    }

    @Test("the reader keeps a navigation item's appearance objects by key")
    func read() throws {
        let doc = try Self.document()
        let feed = try #require(doc.controller(withID: "Ia2-Vc-0aA")?.navigationItem)
        #expect(Set(feed.appearances.keys) == ["standardAppearance", "scrollEdgeAppearance"])
        #expect(feed.appearances["scrollEdgeAppearance"]?.backgroundColor == Self.orange)
        #expect(feed.appearances["scrollEdgeAppearance"]?.shadowColor == Color(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706))
        let bar = try #require(doc.controller(withID: "Ia1-Nc-0aA")?.navigationBar?.barLook)
        #expect(Set(bar.appearances.keys) == ["standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance"])
    }

    @Test("the top item's scroll-edge appearance overrides the bar's: its background, title colour and hairline")
    func itemOverridesTheBar() throws {
        let (_, nav) = try Self.navigation()
        let bar = try #require(nav.navigationBar)
        #expect(bar.backgroundColor == Self.orange)
        #expect(Self.title(bar)?.string == "Feed" && Self.title(bar)?.color == .black)
        #expect(Self.hairline(bar) == Color(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706))
    }

    @Test("pushing a controller whose item sets only a standard appearance: the bar fades to the bar's own scroll-edge appearance")
    func pushFadesToTheNextItemsLook() throws {
        let doc = try Self.document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "Ia2-Sg-0aA")), in: doc, options: StoryboardBuildOptions(),
                                         direction: .perform).recording
        #expect(try Self.barBackground(at: 0, in: r) == Self.orange)
        let mid = try Self.barBackground(at: r.duration / 2, in: r)
        #expect(mid != Self.orange && mid != Self.teal, "the background changes over the push, not at once: \(mid)")
        #expect(try Self.barBackground(at: r.duration, in: r) == Self.teal, "the item's purple standard appearance is not its scroll-edge one")
    }

    @Test("a phone in landscape shows the compact scroll-edge appearance, which the item does not override")
    func compactHeight() throws {
        let (_, nav) = try Self.navigation(Self.landscape())
        let bar = try #require(nav.navigationBar)
        #expect(bar.bounds.height < 44)
        #expect(bar.backgroundColor == Self.maroon)
        #expect(Self.title(bar)?.color == Self.yellow)
    }

    @Test("a bar of its own shows its item's standard appearance, and its compact appearance in landscape")
    func standaloneBar() throws {
        for (options, expected) in [(StoryboardBuildOptions(), Color(red: 0.20392156862745098, green: 0.7803921568627451, blue: 0.34901960784313724)),
                                    (Self.landscape(), Color(red: 0.34509803921568627, green: 0.33725490196078434, blue: 0.83921568627450982))] {
            let (builder, _) = try Self.navigation(options)
            let story = builder.instantiate("Ia3-Vc-0aA", size: builder.device.size)
            let bar = try #require(story.view.firstDescendant { $0.identifier == "Ia3-Nb-0aA" })
            #expect(bar.backgroundColor == expected)
        }
    }

    @Test("the selected tab's item's own scroll-edge appearance overrides the tab bar's (Fixtures/TabItemAppearances.storyboard)")
    func selectedTabItemOverridesTheTabBar() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("TabItemAppearances.storyboard"), mode: .strict)
        #expect(doc.controller(withID: "Ta2-Vc-0aA")?.tabBarItem?.appearances.keys.sorted() == ["scrollEdgeAppearance"])
        let (tabs, window) = try Self.tabs()
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.tabBar.backgroundColor == Color(red: 0.20392156862745098, green: 0.7803921568627451, blue: 0.34901960784313724))
        let line = try #require(tabs.tabBar.subviews.first { $0.frame.height <= 1 && $0.content == .none })
        #expect((line.backgroundColor ?? .clear).alpha == 0, "its shadow is nil: no hairline")
    }

    @Test("a tab item's badgeValue is drawn in a red oval at its icon's upper right (Fixtures/TabItemAppearances.storyboard)")
    func tabItemBadge() throws {
        let (tabs, window) = try Self.tabs()
        defer { withExtendedLifetime(window) {} }
        let badges = tabs.tabBar.subviews.filter { $0.identifier == "tabBarBadge" }
        #expect(badges.count == 1)
        let badge = try #require(badges.first)
        #expect(badge.backgroundColor == .systemRed)
        #expect(badge.subviews.contains { if case .text(let t) = $0.content { t.string == "5" } else { false } })
        #expect(badge.frame.minX > tabs.tabBar.bounds.midX, "on the second of two tabs")
    }

    @Test("the selected tab shows its item's selectedImage, the others their image, as the selection moves")
    func selectedImages() throws {
        // The builder stays alive while the selection moves: the tabs draw their icons through it.
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: Paths.own("TabItemAppearances.storyboard"), mode: .strict))
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        defer { withExtendedLifetime((builder, window)) {} }
        func symbols() -> Set<String> {
            var names: Set<String> = []
            func visit(_ v: View) {
                if case .symbol(let s) = v.content { names.insert(s.name) }
                v.subviews.forEach(visit)
            }
            visit(tabs.tabBar)
            return names
        }
        #expect(symbols() == ["sun.max.fill", "clock"])
        tabs.select(1)
        #expect(symbols() == ["sun.max", "clock.fill"])
    }

    @Test("controllers whose builder is gone still switch tabs: a view still to load is empty, nothing crashes")
    func builderReleased() throws {
        let (tabs, window) = try Self.tabs()
        defer { withExtendedLifetime(window) {} }
        tabs.select(1)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.viewControllers[1].view.identifier == "released")
    }

    @Test("right to left, the badge sits at the icon's upper left, on the mirrored second tab")
    func tabItemBadgeRightToLeft() throws {
        let (tabs, window) = try Self.tabs(rightToLeft: true)
        defer { withExtendedLifetime(window) {} }
        let badge = try #require(tabs.tabBar.subviews.first { $0.identifier == "tabBarBadge" })
        #expect(badge.frame.maxX < tabs.tabBar.bounds.midX, "the second tab is on the left")
        // The mirrored second tab's icon is centred on the left half's middle; the badge ends 5 pt before it.
        let iconMid = tabs.tabBar.bounds.width / 4
        #expect(abs(badge.frame.maxX - (iconMid - 5)) < 1)
    }

    /// Fixtures/TabItemAppearances.storyboard's tab bar controller in a window (kept alive with it).
    static func tabs(rightToLeft: Bool = false) throws -> (TabBarController, Window) {
        let doc = try IB.Document.read(contentsOf: Paths.own("TabItemAppearances.storyboard"), mode: .strict)
        var options = StoryboardBuildOptions()
        options.rightToLeft = rightToLeft
        return try initialController(of: doc, options: options, as: TabBarController.self)
    }
}
