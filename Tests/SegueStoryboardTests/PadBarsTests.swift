import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Bars on an iPad as iPadOS (12 and later) draws them (Fixtures/PadBars.storyboard, an iPad Pro
/// 11"): a tab bar controller whose Mail tab is a navigation controller showing its toolbar, an
/// Inbox with an Edit item and toolbar items. Navigation bars and toolbars are 50 pt, the tab bar
/// 50 pt and 65 in all over the home indicator; items sit at the 20 pt layout margins.
@MainActor
struct PadBarsTests {
    static func built() throws -> (TabBarController, NavigationController) {
        let doc = try IB.Document.read(contentsOf: Paths.own("PadBars.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc)
        #expect(builder.device.size == Size(width: 834, height: 1194))
        let window = Window(device: builder.device)
        let tabs = try #require(builder.instantiateInitialViewController() as? TabBarController)
        window.rootViewController = tabs
        return (tabs, try #require(tabs.viewControllers.first as? NavigationController))
    }

    @Test func barsAreAnIPadsHeights() throws {
        let (tabs, nav) = try Self.built()
        #expect(nav.navigationBar?.frame == Rect(x: 0, y: 0, width: 834, height: 24 + 50))
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 1194 - 65, width: 834, height: 65))
        #expect(nav.toolbar.frame == Rect(x: 0, y: 1194 - 65 - 50, width: 834, height: 50), "on the tab bar")
    }

    @Test func itemsSitAtTheTwentyPointMargins() throws {
        let (_, nav) = try Self.built()
        let edit = try #require(nav.navigationBar?.firstDescendant { $0.identifier == "Ed7-Pd-9pM" })
        #expect(edit.frame.maxX == 834 - 20 && edit.frame.midY == 24 + 25)
        let mailboxes = try #require(nav.toolbar.firstDescendant { $0.identifier == "Tb3-Pd-5lI" })
        #expect(mailboxes.frame.minX == 20 && mailboxes.frame.height == 50)
    }

    /// In regular width a tab's title sits beside its icon (the inline layout), the items centred.
    @Test func tabItemsAreInlineAndCentred() throws {
        let (tabs, _) = try Self.built()
        let subviews = tabs.tabBar.subviews
        let i = try #require(subviews.firstIndex { if case .text(let t) = $0.content { t.string == "Mail" } else { false } })
        let (icon, title) = (subviews[i - 1].frame, subviews[i].frame)
        #expect(icon.midY == 25 && title.midY == 25, "in the 50 pt row above the home indicator's 15")
        #expect(title.minX > icon.maxX, "the title beside the icon: \(icon), \(title)")
        #expect(abs((icon.minX + title.maxX) / 2 - 834 / 2) < 0.01, "the one item centred")
    }
}
