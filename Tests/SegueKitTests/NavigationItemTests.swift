import Foundation
import Testing
@testable import SegueKit

/// A navigation item's parts in the bar (`UINavigationItem`: title, back button title, hidden back
/// button, left and right bar button items) and the bar's look while a controller is on top.
@MainActor
struct NavigationItemTests {
    /// Inbox (a right item "Edit", back button title "Mail") pushes Message (title overridden by
    /// its item, a left item "Close" in the back button's place).
    static func record(look: (@MainActor (ViewController) -> NavigationBarLook)? = nil) -> (Recording, NavigationBar) {
        let device = Device.iPhone15Pro
        let inbox = ViewController(title: "Inbox")
        inbox.rightBarButtonTitle = "Edit"
        inbox.backButtonTitle = "Mail"
        let message = ViewController(title: "Message")
        message.navigationItemTitle = "Re: Lunch"
        let nav = NavigationController(rootViewController: inbox)
        nav.barLook = look
        nav.prepare(for: device)
        let window = Window(device: device)
        window.rootViewController = nav
        let rec = Recording.record(root: window) { nav.pushViewController(message, animated: true) }
        return (rec, nav.navigationBar!)
    }

    /// The opacity at time `t` of the bar's label reading `text` that is shown (0 when none is).
    static func alpha(_ rec: Recording, _ text: String, at t: Double) -> Double {
        let s = rec.scene(at: t)
        return s.layers.filter { layer in
            if case .text(let c) = layer.content { return c.string == text && !layer.isHidden } else { return false }
        }.map { $0.tracks.sample(at: t, base: $0.properties).alpha }.max() ?? 0
    }

    @Test("a right item stays until the push starts and cross-fades with the next item's; the item's title replaces the controller's")
    func itemsCrossFade() {
        let (rec, _) = Self.record()
        #expect(Self.alpha(rec, "Edit", at: 0) == 1)
        #expect(Self.alpha(rec, "Edit", at: rec.duration) == 0)
        #expect(Self.alpha(rec, "Re: Lunch", at: rec.duration) == 1)
        #expect(Self.alpha(rec, "Message", at: rec.duration) == 0)
    }

    @Test("the item below titles the back button; a left item takes its place, and hidesBackButton hides it")
    func backButton() {
        let (rec, bar) = Self.record()
        #expect(Self.alpha(rec, "Mail", at: rec.duration) == 1)
        #expect(!bar.backChevron.isHidden)
        let device = Device.iPhone15Pro
        let top = ViewController(title: "Compose")
        top.leftBarButtonTitle = "Cancel"
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        nav.prepare(for: device)
        let window = Window(device: device)
        window.rootViewController = nav
        nav.pushViewController(top, animated: false)
        #expect(nav.navigationBar!.backLabel.isHidden && nav.navigationBar!.backChevron.isHidden)
        #expect(!nav.navigationBar!.leftButton.isHidden)
        top.leftBarButtonTitle = nil
        top.hidesBackButton = true
        nav.pushViewController(ViewController(title: "Draft"), animated: false)
        nav.popViewController(animated: false)
        #expect(nav.navigationBar!.backLabel.isHidden && nav.navigationBar!.leftButton.isHidden)
    }

    @Test("the bar takes each controller's look: at once at rest, its background fading over a push, the labels in its colours")
    func lookFadesOverThePush() throws {
        let teal = Color(red: 0, green: 0.5, blue: 0.5, alpha: 1)
        let (rec, _) = Self.record { vc in
            vc.title == "Inbox" ? .transparent
                : NavigationBarLook(background: teal, hairline: .clear, titleColor: .white, tint: .white)
        }
        let s = rec.scene(at: 0)
        let bar = try #require(s.layers.first { $0.identifier == "navigationBar" })
        #expect(bar.tracks.sample(at: 0, base: bar.properties).backgroundColor.alpha == 0)
        let mid = bar.tracks.sample(at: rec.duration * 0.1, base: bar.properties).backgroundColor
        #expect(mid.alpha > 0 && mid.alpha < 1, "\(mid)")
        #expect(bar.tracks.sample(at: rec.duration, base: bar.properties).backgroundColor == teal)
        let title = try #require(rec.scene(at: rec.duration).layers.first {
            if case .text(let c) = $0.content { c.string == "Re: Lunch" && c.fontSize == 17 } else { false }
        })
        if case .text(let c) = title.content { #expect(c.color == .white) }
    }
}
