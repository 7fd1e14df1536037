import Foundation
import Testing
@testable import SegueKit

/// `edgesForExtendedLayout`: a controller that leaves the top out rests below the navigation bar,
/// and the push moves it there; one that leaves the bottom out ends above the toolbar or tab bar.
/// By default views run under the bars, at the container's bounds.
@MainActor
struct ExtendedLayoutTests {
    static let device = Device.iPhone15Pro
    static var barBottom: Double { device.safeArea.top + 44 }

    static func push(_ configure: (ViewController) -> Void, in tabs: Bool = false, toolbar: Bool = false)
        -> (Recording, NavigationController, ViewController) {
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        nav.isToolbarHidden = !toolbar
        let window = Window(device: device)
        if tabs {
            let tabBar = TabBarController(viewControllers: [nav])
            tabBar.prepare(for: device)
            window.rootViewController = tabBar
        } else {
            nav.prepare(for: device)
            window.rootViewController = nav
        }
        let message = ViewController(title: "Message")
        configure(message)
        let rec = Recording.record(root: window) { nav.pushViewController(message, animated: true) }
        return (rec, nav, message)
    }

    @Test func byDefaultTheViewRunsUnderTheBars() {
        let (_, nav, message) = Self.push { _ in }
        #expect(message.view.frame == nav.containerView.bounds)
    }

    @Test func withoutTheTopTheViewRestsBelowTheBarThroughoutThePush() throws {
        let (rec, nav, message) = Self.push {
            $0.edgesForExtendedLayout = [.left, .bottom, .right]
            $0.view.identifier = "message"
        }
        let height = Self.device.size.height
        #expect(message.view.frame == Rect(x: 0, y: Self.barBottom, width: Self.device.size.width, height: height - Self.barBottom))
        #expect(nav.restingFrame(for: nav.viewControllers[0]) == nav.containerView.bounds)
        // Half-way, the incoming view is on its way in from the right at its resting height.
        let scene = rec.scene(at: rec.duration / 2)
        let layer = try #require(scene.layers.first { $0.identifier == "message" })
        let p = layer.tracks.sample(at: rec.duration / 2, base: layer.properties)
        #expect(p.center.y == Self.barBottom + (height - Self.barBottom) / 2)
        #expect(p.center.x > Self.device.size.width / 2)
    }

    @Test func anOpaqueBarKeepsTheViewBelowItUnlessItIncludesOpaqueBars() {
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        nav.isNavigationBarTranslucent = false
        nav.prepare(for: Self.device)
        _ = nav.view
        let root = nav.viewControllers[0]
        #expect(nav.restingFrame(for: root).minY == Self.barBottom)
        root.extendedLayoutIncludesOpaqueBars = true
        #expect(nav.restingFrame(for: root).minY == 0)
    }

    @Test func withoutTheBottomTheViewEndsAboveTheTabBarOrTheToolbar() {
        let (_, _, inTabs) = Self.push({ $0.edgesForExtendedLayout = [.top] }, in: true)
        #expect(inTabs.view.frame.maxY == Self.device.size.height - Self.device.tabBarHeight)
        let (_, _, aboveToolbar) = Self.push({ $0.edgesForExtendedLayout = [.top] }, toolbar: true)
        #expect(aboveToolbar.view.frame.maxY == Self.device.size.height - Self.device.safeArea.bottom - Self.device.toolbarHeight)
        let (_, _, hiding) = Self.push({ $0.edgesForExtendedLayout = [.top]; $0.hidesBottomBarWhenPushed = true }, in: true)
        #expect(hiding.view.frame.maxY == Self.device.size.height)
    }
}
