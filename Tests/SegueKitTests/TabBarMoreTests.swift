import Testing

@testable import SegueKit

/// A tab bar controller with more than five tabs, as UIKit shows it in compact width: the first
/// four tabs and a More item (three dots) standing for the rest; in regular width, every tab.
@MainActor
struct TabBarMoreTests {
    static func tabs(_ count: Int, device: Device, selected: Int = 0) -> TabBarController {
        let tabs = TabBarController(viewControllers: (1...count).map { ViewController(title: "Tab \($0)") })
        tabs.prepare(for: device)
        _ = tabs.view
        tabs.select(selected)
        return tabs
    }

    static func titles(_ tabs: TabBarController) -> [(String, Color)] {
        tabs.tabBar.subviews.compactMap { v in if case .text(let t) = v.content { (t.string, t.color) } else { nil } }
    }

    static func symbols(_ tabs: TabBarController) -> [String] {
        tabs.tabBar.subviews.flatMap(\.subviews).compactMap { v in if case .symbol(let s) = v.content { s.name } else { nil } }
    }

    @Test func sixTabsOnAPhoneShowFourAndMore() {
        let tabs = Self.tabs(6, device: .iPhone15Pro)
        #expect(Self.titles(tabs).map(\.0) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
        #expect(Self.symbols(tabs) == ["ellipsis"])
        #expect(tabs.showsMoreItem && tabs.shownItemCount == 5)
        #expect(Self.titles(tabs)[0].1 == tabs.tintColor && Self.titles(tabs)[4].1 == tabs.unselectedItemTintColor)
    }

    @Test func aTabPastTheFourthSelectsMore() {
        let tabs = Self.tabs(7, device: .iPhone15Pro, selected: 5)
        let titles = Self.titles(tabs)
        #expect(titles.last?.0 == "More" && titles.last?.1 == tabs.tintColor)
        #expect(titles.dropLast().allSatisfy { $0.1 == tabs.unselectedItemTintColor })
    }

    @Test func fiveTabsOrARegularWidthShowEveryTab() {
        #expect(Self.titles(Self.tabs(5, device: .iPhone15Pro)).map(\.0) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "Tab 5"])
        let wide = Self.tabs(6, device: .iPadPro11)
        #expect(!wide.showsMoreItem && Self.titles(wide).count == 6)
    }
}
