import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Bars of a phone in landscape, and tab bar items in regular width (Fixtures/LandscapeTabs.storyboard,
/// an iPhone 15 Pro canvas in landscape, 852 × 393 pt): a tab bar controller whose Mail tab is a
/// navigation controller showing its toolbar (an Inbox with an Edit item; Mailboxes and compose in
/// the toolbar) and whose Starred tab is a plain scene, both tabs with SF Symbols. In compact height
/// UIKit's navigation bar and toolbar are 32 pt and the tab bar 32 pt over the 21 pt inset, each
/// item's title beside its 18 pt icon; a Max in landscape keeps 44 and 49 pt, and it and an iPad
/// centre their inline items as a group.
@MainActor
struct LandscapeTabsTests {
    static func built(_ options: StoryboardBuildOptions = StoryboardBuildOptions()) throws
        -> (StoryboardBuilder, TabBarController, NavigationController) {
        let doc = try IB.Document.read(contentsOf: Paths.own("LandscapeTabs.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc, options: options)
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        return (builder, tabs, try #require(tabs.viewControllers.first as? NavigationController))
    }

    static func on(_ device: Device) -> StoryboardBuildOptions {
        var options = StoryboardBuildOptions(device: device, landscape: true)
        options.deviceOverridesCanvas = true
        return options
    }

    /// Each tab's icon and title frames, by title: a title follows its icon in the bar.
    static func items(_ tabs: TabBarController) -> [String: (icon: Rect, title: Rect)] {
        let subviews = tabs.tabBar.subviews
        var found: [String: (icon: Rect, title: Rect)] = [:]
        for (i, v) in subviews.enumerated() where i > 0 {
            if case .text(let t) = v.content { found[t.string] = (subviews[i - 1].frame, v.frame) }
        }
        return found
    }

    /// The middle of an item's icon and title together.
    static func centre(_ item: (icon: Rect, title: Rect)) -> Double { (item.icon.minX + item.title.maxX) / 2 }

    @Test func aPhoneInLandscapeHasCompactBars() throws {
        let (builder, tabs, nav) = try Self.built()
        #expect(builder.device.size == Size(width: 852, height: 393))
        #expect(nav.navigationBar?.frame == Rect(x: 0, y: 0, width: 852, height: 32), "no status bar in landscape, and a 32 pt bar")
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 393 - 53, width: 852, height: 32 + 21))
        #expect(nav.toolbar.frame == Rect(x: 0, y: 340 - 32, width: 852, height: 32), "on the tab bar")
        let edit = try #require(nav.navigationBar?.firstDescendant { $0.identifier == "Bbi-lt-004" })
        #expect(edit.frame.midY == 16 && edit.frame.maxX == 852 - 59 - 20)
        let mailboxes = try #require(nav.toolbar.firstDescendant { $0.identifier == "Bbi-lt-001" })
        // Its items' holder spans the safe area; the first item sits at the layout margin in it.
        #expect((mailboxes.superview?.frame.minX ?? 0) + mailboxes.frame.minX == 59 + 20 && mailboxes.frame.height == 32)
    }

    @Test func itsTabItemsPutTheirTitlesBesideTheirIconsAndShareTheWidth() throws {
        let (_, tabs, _) = try Self.built()
        let items = Self.items(tabs)
        let mail = try #require(items["Mail"]), starred = try #require(items["Starred"])
        for item in [mail, starred] {
            #expect(item.icon.height == 18 && item.icon.midY == 16, "the compact 18 pt glyph, centred in the 32 pt row: \(item.icon)")
            #expect(item.title.minX > item.icon.maxX && item.title.midY == 16, "the title beside the icon: \(item)")
        }
        // Compact width fills: each item centred in its half of the bar inside the safe area.
        let half = (852 - 59 - 59) / 2.0
        #expect(abs(Self.centre(mail) - (59 + half / 2)) < 0.01 && abs(Self.centre(starred) - (59 + 1.5 * half)) < 0.01)
    }

    @Test func aMaxInLandscapeKeepsItsBarsAndCentresItsTabItems() throws {
        let (builder, tabs, nav) = try Self.built(Self.on(.iPhone15ProMax))
        #expect(builder.device.size == Size(width: 932, height: 430))
        #expect(nav.navigationBar?.frame == Rect(x: 0, y: 0, width: 932, height: 44))
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 430 - 70, width: 932, height: 49 + 21))
        #expect(nav.toolbar.frame.height == 44)
        let items = Self.items(tabs)
        let mail = try #require(items["Mail"]), starred = try #require(items["Starred"])
        #expect(mail.icon.height == 25 && mail.icon.midY == 24.5 && mail.title.minX > mail.icon.maxX)
        let (a, b) = (Self.centre(mail), Self.centre(starred))
        #expect(abs((a + b) / 2 - 932 / 2) < 0.01, "centred as a group")
        #expect(b - a < 200, "not spread over the bar: \(a), \(b)")
    }

    @Test func anIPadsTabItemsAreInlineAndCentred() throws {
        let (builder, tabs, _) = try Self.built(Self.on(.iPadPro11))
        let width = builder.device.size.width
        #expect(tabs.tabBar.frame.height == 65)
        let items = Self.items(tabs)
        let mail = try #require(items["Mail"]), starred = try #require(items["Starred"])
        for item in [mail, starred] {
            #expect(item.icon.height == 25 && item.icon.midY == 25 && item.title.midY == 25 && item.title.minX > item.icon.maxX,
                    "the title beside the icon in the 50 pt row: \(item)")
        }
        let (a, b) = (Self.centre(mail), Self.centre(starred))
        #expect(abs((a + b) / 2 - width / 2) < 0.01 && b - a < 200, "centred as a group: \(a), \(b)")
    }

    @Test func aPhoneInPortraitKeepsItsStackedItems() throws {
        var options = StoryboardBuildOptions(device: .iPhone15Pro)
        options.deviceOverridesCanvas = true
        options.landscape = false
        let doc = try IB.Document.read(contentsOf: Paths.own("PadBars.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc, options: options)
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        #expect(builder.device.size == Size(width: 393, height: 852))
        let mail = try #require(Self.items(tabs)["Mail"])
        #expect(mail.title.minY > mail.icon.maxY && mail.title.width == 393, "the title under the icon, across the item's width")
    }
}
