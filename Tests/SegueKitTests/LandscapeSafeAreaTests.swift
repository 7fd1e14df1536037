import Foundation
import Testing
@testable import SegueKit

/// Safe areas in landscape as UIKit reports them, and the bars that keep their content inside
/// them while their backgrounds span the screen.
@MainActor
struct LandscapeSafeAreaTests {
    @Test("a notched iPhone in landscape: the notch's inset left and right, 21 pt above the home indicator")
    func notchedPhone() {
        let d = Device.iPhone15Pro.landscape
        #expect(d.size == Size(width: 852, height: 393))
        #expect(d.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Device.iPhone15ProMax.landscape.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test("a home-button iPhone hides its status bar in landscape and has no insets; an iPad keeps its own")
    func homeButtonPhoneAndIPad() {
        #expect(Device.iPhoneSE.landscape.safeArea == EdgeInsets())
        let pad = Device.iPadPro11.landscape
        #expect(pad.size == Size(width: 1194, height: 834))
        #expect(pad.safeArea == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.iPhone15Pro.landscape.landscape == Device.iPhone15Pro.landscape, "landscape twice is landscape")
    }

    @Test("a phone's window in landscape has no status bar, as iOS hides it in compact height; an iPad's keeps its own")
    func noStatusBarInCompactHeight() {
        for phone in [Device.iPhone15Pro, .iPhone15ProMax, .iPhoneSE] {
            #expect(Window(device: phone.landscape).statusBar == nil, "\(phone.name)")
            #expect(Window(device: phone).statusBar != nil, "\(phone.name) upright")
        }
        #expect(Window(device: Device.iPadPro11.landscape).statusBar?.frame.height == 24)
    }

    @Test("the navigation bar's back button and right button stay inside the safe area; the title stays centred")
    func navigationBar() {
        let bar = NavigationBar(device: Device.iPhone15Pro.landscape)
        bar.configure(title: "Message", backTitle: "Inbox", rightTitle: "Edit")
        #expect(bar.frame == Rect(x: 0, y: 0, width: 852, height: 32), "compact height: no status bar, a 32 pt bar")
        #expect(NavigationBar(device: Device.iPhone15ProMax.landscape).frame.height == 44, "a Max keeps its 44 pt bar")
        #expect(bar.backChevron.frame.minX == 59 + 9 && bar.backLabel.frame.minX == 59 + 29)
        #expect(bar.rightButton.frame.maxX == 852 - 59 - 20, "at the layout margin of a bar 414 pt wide or wider")
        #expect(bar.titleLabel.center.x == 852 / 2)
        // In portrait no safe area at the sides: the back chevron 9 pt from the edge, the right
        // button at the 16 pt layout margin of a narrower bar.
        let portrait = NavigationBar(device: .iPhone15Pro)
        portrait.configure(title: "Message", backTitle: "Inbox", rightTitle: "Edit")
        #expect(portrait.backChevron.frame.minX == 9 && portrait.rightButton.frame.maxX == 393 - 16)
    }

    @Test("a tab bar's items share the width inside the safe area, each title beside its icon")
    func tabBar() {
        let tabs = TabBarController(viewControllers: [ViewController(title: "One"), ViewController(title: "Two")])
        tabs.measureTitle = { title, size in Double(title.count) * size / 2 }
        tabs.prepare(for: Device.iPhone15Pro.landscape)
        _ = tabs.view
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 393 - 53, width: 852, height: 53), "32 pt over the 21 pt inset")
        let titles = tabs.tabBar.subviews.filter { if case .text = $0.content { true } else { false } }
        let icons = tabs.tabBar.subviews.filter { if case .shape = $0.content { true } else { false } }
        // Each item (an 18 pt icon, 6 pt, a 19.5 pt title at 13 pt) centred in its half of the safe area.
        let w: Double = (852 - 59 - 59) / 2
        let lefts: [Double] = [59 + w / 2 - 43.5 / 2, 59 + 1.5 * w - 43.5 / 2]
        #expect(icons.map(\.frame.minX) == lefts && icons.allSatisfy { $0.frame.height == 18 && $0.frame.midY == 16 })
        #expect(titles.map(\.frame.minX) == lefts.map { $0 + 24 } && titles.allSatisfy { $0.frame.midY == 16 })
    }

    /// In a right-to-left language the first tab is at the right edge, its icon above it.
    @Test("right to left, the tabs run from the right edge")
    func tabBarRightToLeft() {
        let tabs = TabBarController(viewControllers: [ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three")])
        tabs.isRightToLeft = true
        tabs.prepare(for: Device.iPhone15Pro)
        _ = tabs.view
        let titles = tabs.tabBar.subviews.compactMap { v -> (String, Double)? in
            if case .text(let t) = v.content { (t.string, v.frame.minX) } else { nil }
        }
        let w = 393.0 / 3
        #expect(titles.map(\.0) == ["One", "Two", "Three"] && titles.map(\.1) == [2 * w, w, 0])
        let icons = tabs.tabBar.subviews.filter { if case .shape = $0.content { true } else { false } }
        #expect(zip(icons.map(\.frame.midX), [2.5 * w, 1.5 * w, 0.5 * w]).allSatisfy { abs($0 - $1) < 1e-9 } && icons.count == 3)
    }
}
