import SegueKit
import Testing
@testable import SegueUIKit

/// A tab bar controller's bar set up the UIKit way, in code: tab bar items (titles, system items,
/// badges), the bar's tints and appearances or older styling, drawn as UIKit draws them.
@MainActor
struct UIKitTabBarItemTests {
    final class Screen: UIViewController {
        let color: UIColor
        init(_ title: String, _ color: UIColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UITabBarControllerDelegate {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    /// A switch from an Inbox tab (badge "12") to a Favorites system item, `configure` applied
    /// to the tab bar controller first.
    static func switchTabs(_ configure: (UITabBarController) -> Void = { _ in }) throws -> Recording {
        var tabs: UITabBarController!
        let fade = Fade()
        let t = try UIKitTransition.record(name: "tabs", setUp: { window in
            tabs = UITabBarController()
            let inbox = Screen("Inbox", .white)
            inbox.tabBarItem.badgeValue = "12"
            let favorites = Screen("Starred", .white)
            favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
            tabs.viewControllers = [inbox, favorites]
            tabs.delegate = fade
            configure(tabs)
            window.rootViewController = tabs
        }, perform: { _ in
            tabs.selectedIndex = 1
        })
        return t.recording
    }

    static func textLayers(_ r: Recording, at t: Double) -> [(String, TextContent)] {
        r.scene(at: t).layers.compactMap { layer in
            if case .text(let c) = layer.content, !layer.isHidden { (c.string, c) } else { nil }
        }
    }

    static func tabBar(_ r: Recording, at t: Double) throws -> Color {
        let bar = try #require(r.scene(at: t).layers.first { $0.identifier == "tabBar" })
        return bar.tracks.sample(at: t, base: bar.properties).backgroundColor
    }

    @Test("items show their titles (a system item the system's), the selected one in the tint, and a badge in a red oval")
    func itemsAndBadge() throws {
        let r = try Self.switchTabs { $0.tabBar.tintColor = .systemOrange }
        // The bar shows the new selection as the switch starts, as UIKit's does.
        let start = Self.textLayers(r, at: 0)
        #expect(start.first { $0.0 == "Favorites" }?.1.color == UIColor.systemOrange.color)
        #expect(start.first { $0.0 == "Inbox" }?.1.color == Color.systemGray)
        #expect(!start.contains { $0.0 == "Starred" }, "a system item's title is the system's")
        let badgeText = try #require(start.first { $0.0 == "12" }?.1)
        #expect(badgeText.color == .white && badgeText.fontSize == 13)
        let badge = try #require(r.scene(at: 0).layers.first { $0.identifier == "tabBarBadge" })
        #expect(badge.properties.backgroundColor == .systemRed)
    }

    @Test("setting a controller's title or its item's badge later redraws the tab")
    func laterChanges() throws {
        let r = try Self.switchTabs { tabs in
            tabs.viewControllers?[0].title = "Mail"
            tabs.viewControllers?[0].tabBarItem.badgeValue = nil
        }
        let start = Self.textLayers(r, at: 0)
        #expect(start.contains { $0.0 == "Mail" } && !start.contains { $0.0 == "Inbox" })
        #expect(!r.scene(at: 0).layers.contains { $0.identifier == "tabBarBadge" })
    }

    @Test("a bar left to the system is transparent (iOS 15); older styling and appearances keep their look")
    func looks() throws {
        #expect(try Self.tabBar(Self.switchTabs(), at: 0).alpha == 0)
        let older = try Self.switchTabs { tabs in
            tabs.tabBar.barTintColor = .black
            tabs.tabBar.isTranslucent = false
        }
        #expect(try Self.tabBar(older, at: 0) == Color(white: 0, alpha: 1))
        let dark = try Self.switchTabs { tabs in tabs.tabBar.barStyle = .black }
        #expect(try Self.tabBar(dark, at: 0).alpha == 0, "a dark style alone is no background of its own")
        let styled = try Self.switchTabs { tabs in
            let look = UITabBarAppearance()
            look.configureWithOpaqueBackground()
            look.backgroundColor = .systemIndigo
            tabs.tabBar.scrollEdgeAppearance = look
        }
        #expect(try Self.tabBar(styled, at: 0) == UIColor.systemIndigo.color)
        let item = try Self.switchTabs { tabs in
            tabs.tabBar.scrollEdgeAppearance = UITabBarAppearance()
            let own = UITabBarAppearance()
            own.backgroundColor = .systemTeal
            tabs.viewControllers?[1].tabBarItem.scrollEdgeAppearance = own
        }
        #expect(try Self.tabBar(item, at: item.duration) == UIColor.systemTeal.color, "the selected item's own appearance")
    }

    static func symbols(_ r: Recording, at t: Double) -> [String: Color] {
        var found: [String: Color] = [:]
        for layer in r.scene(at: t).layers where !layer.isHidden {
            if case .symbol(let s) = layer.content { found[s.name] = s.color }
        }
        return found
    }

    @Test("a tab's symbol image, its selected image while selected, and a system item's glyph are drawn in the tab's colour")
    func images() throws {
        let plain = try Self.switchTabs()
        // Favorites is selected from the start of the switch: its star in the tint.
        #expect(Self.symbols(plain, at: 0)["star.fill"] == .systemBlue, "\(Self.symbols(plain, at: 0))")
        let r = try Self.switchTabs { tabs in
            tabs.viewControllers?[0].tabBarItem.image = UIImage(systemName: "tray")
            tabs.viewControllers?[1].tabBarItem = UITabBarItem(title: "Starred", image: UIImage(systemName: "star"),
                                                               selectedImage: UIImage(systemName: "star.fill"))
        }
        let shown = Self.symbols(r, at: 0)
        #expect(shown["tray"] == .systemGray, "an unselected tab in the unselected colour")
        #expect(shown["star.fill"] == .systemBlue && shown["star"] == nil, "the selected image while selected")
        let glyph = try #require(r.scene(at: 0).layers.first { $0.identifier == "symbol:tray" })
        #expect(abs(glyph.properties.bounds.width - TabBarController.iconSide * 1.2) < 1e-9, "a 25 pt glyph: its em 30 pt")
    }
}
