import SegueKit
import Testing
@testable import SegueUIKit

/// A navigation controller's bar set up the UIKit way, in code: navigation items (title, bar
/// button items, back button title, large title display mode) and the bar's appearances or older
/// styling, drawn over a push as UIKit draws them.
@MainActor
struct UIKitNavigationItemTests {
    final class ListViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Library"
            navigationItem.backButtonTitle = "Books"
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
            view.backgroundColor = .white
        }
    }

    final class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Dune"
            navigationItem.title = "Dune (1965)"
            navigationItem.largeTitleDisplayMode = .never
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction { _ in })
            view.backgroundColor = .white
        }
    }

    /// The push from the list to the detail, with `configure` applied to the navigation controller first.
    /// What the bar UIKit code sees once the push has started: its top item's title, the back
    /// item's back button title and the bar's height.
    struct BarFacts { var topTitle: String?; var backButtonTitle: String?; var height: CGFloat }

    static func push(_ configure: (UINavigationController) -> Void = { _ in }) throws -> (Recording, BarFacts) {
        var nav: UINavigationController!
        var facts = BarFacts(height: 0)
        let t = try UIKitTransition.record(name: "push", setUp: { window in
            nav = UINavigationController(rootViewController: ListViewController())
            configure(nav)
            window.rootViewController = nav
        }, perform: { _ in
            nav.pushViewController(DetailViewController(), animated: true)
            facts = BarFacts(topTitle: nav.navigationBar.topItem?.title, backButtonTitle: nav.navigationBar.backItem?.backButtonTitle,
                             height: nav.navigationBar.frame.height)
        })
        return (t.recording, facts)
    }

    /// The opacity at time `t` of the shown label reading `text` at `size` (0 when none is).
    static func alpha(_ r: Recording, _ text: String, size: Double = 17, at t: Double) -> Double {
        r.scene(at: t).layers.filter { layer in
            if case .text(let c) = layer.content { return c.string == text && c.fontSize == size && !layer.isHidden } else { return false }
        }.map { $0.tracks.sample(at: t, base: $0.properties).alpha }.max() ?? 0
    }

    static func barBackground(_ r: Recording, at t: Double) throws -> Color {
        let bar = try #require(r.scene(at: t).layers.first { $0.identifier == "navigationBar" })
        return bar.tracks.sample(at: t, base: bar.properties).backgroundColor
    }

    @Test("the items' titles, the back button's title, a system item's glyph and a left item in the back button's place")
    func itemsAreDrawn() throws {
        let (r, bar) = try Self.push()
        #expect(Self.alpha(r, "Library", at: 0) == 1)
        #expect(Self.alpha(r, "+", size: 26, at: 0) == 1)
        #expect(Self.alpha(r, "+", size: 26, at: r.duration) == 0)
        #expect(Self.alpha(r, "Dune (1965)", at: r.duration) == 1)
        #expect(Self.alpha(r, "Dune", at: r.duration) == 0)
        #expect(Self.alpha(r, "Close", at: r.duration) == 1)
        #expect(Self.alpha(r, "Books", at: r.duration) == 0, "a left item takes the back button's place")
        #expect(bar.topTitle == "Dune (1965)" && bar.backButtonTitle == "Books")
        #expect(abs(Double(bar.height) - 103) < 1e-9, "the bar UIKit code sees is the one drawn (59 + 44 pt): \(Double(bar.height))")
    }

    @Test("a bar left to the system is transparent at rest (iOS 15); the item's own scroll-edge appearance fades in over the push")
    func appearances() throws {
        let (r, _) = try Self.push()
        #expect(try Self.barBackground(r, at: 0).alpha == 0)
        #expect(try Self.barBackground(r, at: r.duration).alpha == 0)
        let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
        let (styled, _) = try Self.push { nav in
            let look = UINavigationBarAppearance()
            look.configureWithOpaqueBackground()
            look.backgroundColor = teal
            look.titleTextAttributes = [.foregroundColor: UIColor.white]
            nav.navigationBar.scrollEdgeAppearance = look
            nav.navigationBar.prefersLargeTitles = true
        }
        #expect(try Self.barBackground(styled, at: 0) == teal.color)
        #expect(Self.alpha(styled, "Library", size: 34, at: 0) == 1, "the root's title is large")
        let title = try #require(styled.scene(at: styled.duration).layers.first {
            if case .text(let c) = $0.content { c.string == "Dune (1965)" && c.fontSize == 17 } else { false }
        })
        if case .text(let c) = title.content { #expect(c.color == .white) }
    }

    @Test("a bar tinted the older way keeps its tint at rest, with white titles and items over it")
    func olderStyle() throws {
        let (r, _) = try Self.push { nav in
            nav.navigationBar.barTintColor = UIColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)
            nav.navigationBar.isTranslucent = false
        }
        #expect(try Self.barBackground(r, at: 0) == Color(red: 0.1, green: 0.1, blue: 0.4, alpha: 1))
        let plus = try #require(r.scene(at: 0).layers.first {
            if case .text(let c) = $0.content { c.string == "+" } else { false }
        })
        if case .text(let c) = plus.content { #expect(c.color == .white) }
    }
}
