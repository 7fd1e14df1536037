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

    /// The opacity at time `t` of the shown symbol `name` (0 when none is), and its colour.
    static func symbol(_ r: Recording, _ name: String, at t: Double) -> (alpha: Double, color: Color?) {
        let shown = r.scene(at: t).layers.filter { layer in
            if case .symbol(let s) = layer.content { return s.name == name && !layer.isHidden } else { return false }
        }
        let alpha = shown.map { $0.tracks.sample(at: t, base: $0.properties).alpha }.max() ?? 0
        let color: Color? = shown.first.flatMap { if case .symbol(let s) = $0.content { s.color } else { nil } }
        return (alpha, color)
    }

    static func barBackground(_ r: Recording, at t: Double) throws -> Color {
        let bar = try #require(r.scene(at: t).layers.first { $0.identifier == "navigationBar" })
        return bar.tracks.sample(at: t, base: bar.properties).backgroundColor
    }

    @Test("the items' titles, the back button's title, a system item's glyph and a left item in the back button's place")
    func itemsAreDrawn() throws {
        let (r, bar) = try Self.push()
        #expect(Self.alpha(r, "Library", at: 0) == 1)
        #expect(Self.symbol(r, "plus", at: 0).alpha == 1, "the add item is its SF Symbol, drawn from the stand-in icon font")
        #expect(Self.symbol(r, "plus", at: 0).color == .systemBlue)
        #expect(Self.symbol(r, "plus", at: r.duration).alpha == 0)
        #expect(Self.alpha(r, "+", size: 26, at: 0) == 0, "never a text glyph")
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

    @Test("the fonts of the title text attributes draw the titles, from an appearance or set on the bar the older way")
    func titleFonts() throws {
        let (r, _) = try Self.push { nav in
            let look = UINavigationBarAppearance()
            look.configureWithOpaqueBackground()
            look.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20, weight: .heavy)]
            look.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 30)]
            nav.navigationBar.standardAppearance = look
            nav.navigationBar.scrollEdgeAppearance = look
            nav.navigationBar.prefersLargeTitles = true
        }
        #expect(Self.alpha(r, "Library", size: 30, at: 0) == 1, "the large title in its attributes' font")
        #expect(Self.alpha(r, "Library", size: 34, at: 0) == 0)
        #expect(Self.alpha(r, "Dune (1965)", size: 20, at: r.duration) == 1)
        #expect(Self.alpha(r, "Dune (1965)", size: 17, at: r.duration) == 0)
        let (older, _) = try Self.push { nav in
            nav.navigationBar.titleTextAttributes = [.font: UIFont.italicSystemFont(ofSize: 19)]
        }
        let title = try #require(older.scene(at: older.duration).layers.first {
            if case .text(let c) = $0.content { c.string == "Dune (1965)" && !$0.isHidden } else { false }
        })
        if case .text(let c) = title.content { #expect(c.fontSize == 19 && c.isItalic && c.weight == .regular) }
    }

    @Test("a bar tinted the older way keeps its tint at rest, with white titles and items over it")
    func olderStyle() throws {
        let (r, _) = try Self.push { nav in
            nav.navigationBar.barTintColor = UIColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)
            nav.navigationBar.isTranslucent = false
        }
        #expect(try Self.barBackground(r, at: 0) == Color(red: 0.1, green: 0.1, blue: 0.4, alpha: 1))
        #expect(Self.symbol(r, "plus", at: 0).color == .white)
    }

    @Test("a dark bar style alone is transparent at rest, its title and items white over the content")
    func darkStyleAtTheScrollEdge() throws {
        let (r, _) = try Self.push { nav in nav.navigationBar.barStyle = .black }
        #expect(try Self.barBackground(r, at: 0).alpha == 0)
        #expect(Self.symbol(r, "plus", at: 0).color == .white)
        let title = try #require(r.scene(at: 0).layers.first {
            if case .text(let c) = $0.content { c.fontSize == 17 && c.weight == .semibold && !$0.isHidden } else { false }
        })
        if case .text(let c) = title.content { #expect(c.color == .white) }
    }

    final class ShareViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Photo"
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: UIAction { _ in }),
                UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in }),
                UIBarButtonItem(systemItem: .trash),
            ]
            view.backgroundColor = .white
        }
    }

    /// The push from the list to the controller `make` makes.
    static func push(_ make: @escaping () -> UIViewController) throws -> Recording {
        var nav: UINavigationController!
        return try UIKitTransition.record(name: "push", setUp: { window in
            nav = UINavigationController(rootViewController: ListViewController())
            window.rootViewController = nav
        }, perform: { _ in
            nav.pushViewController(make(), animated: true)
        }).recording
    }

    @Test("a title view is shown in the title's place, a custom view item as its view")
    func titleView() throws {
        let r = try Self.push {
            let detail = DetailViewController()
            let logo = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 28))
            logo.text = "LOGO"
            detail.navigationItem.titleView = logo
            let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            badge.text = "PRO"
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: badge)
            return detail
        }
        #expect(Self.alpha(r, "LOGO", at: r.duration) == 1)
        #expect(Self.alpha(r, "Dune (1965)", at: r.duration) == 0, "the title is not drawn under its title view")
        #expect(Self.alpha(r, "Library", at: r.duration) == 0 && Self.alpha(r, "Books", at: r.duration) == 0)
        #expect(Self.alpha(r, "PRO", at: r.duration) == 1, "a custom view item shows its view")
    }

    @Test("every item of a side is drawn, the first outermost, an image item as its symbol and never its title")
    func severalItemsAndImages() throws {
        let r = try Self.push { ShareViewController() }, end = r.duration
        #expect(Self.symbol(r, "square.and.arrow.up", at: end).alpha == 1)
        #expect(Self.symbol(r, "trash", at: end).alpha == 1, "a system item's glyph is its SF Symbol")
        #expect(Self.alpha(r, "Edit", at: end) == 1)
        #expect(Self.alpha(r, "Share", at: end) == 0, "an item with an image shows the image")
        #expect(Self.symbol(r, "square.and.arrow.up", at: 0).alpha == 0, "the new items fade in over the push")
        // Right to left from the trailing margin: share, then Edit, then trash, 12 pt apart.
        let scene = r.scene(at: end)
        // The layer's middle in window coordinates: its centre moved by each ancestor's origin.
        func midX(_ match: (ViewContent) -> Bool) throws -> Double {
            var i: Int = try #require(scene.layers.firstIndex { match($0.content) && !$0.isHidden })
            var x = scene.layers[i].tracks.sample(at: end, base: scene.layers[i].properties).bounds.width / 2
            while i >= 0 {
                let p = scene.layers[i].tracks.sample(at: end, base: scene.layers[i].properties)
                x += p.center.x - p.bounds.width / 2 - p.bounds.minX
                i = scene.layers[i].parent
            }
            return x
        }
        let share = try midX { if case .symbol(let s) = $0 { s.name == "square.and.arrow.up" } else { false } }
        let edit = try midX { if case .text(let c) = $0 { c.string == "Edit" } else { false } }
        let trash = try midX { if case .symbol(let s) = $0 { s.name == "trash" } else { false } }
        #expect(share > edit && edit > trash, "\(share) \(edit) \(trash)")
        // The outermost item's glyph box ends at the layout margin (16 pt on a 393 pt phone).
        #expect(abs(share + NavigationBar.itemImageSide / 2 - (393 - 16)) < 0.01, "\(share)")
    }

    final class ComposeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "New Note"
            let done = UIBarButtonItem(systemItem: .done)
            done.isEnabled = false
            let delete = UIBarButtonItem(systemItem: .trash)
            delete.tintColor = .systemRed
            navigationItem.rightBarButtonItems = [done, delete, UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })]
            view.backgroundColor = .white
        }
    }

    /// The colour of the shown label reading `text` at time `t`.
    static func color(_ r: Recording, _ text: String, at t: Double) -> Color? {
        r.scene(at: t).layers.lazy.compactMap { layer -> Color? in
            if case .text(let c) = layer.content, c.string == text, !layer.isHidden { return c.color }
            return nil
        }.first
    }

    @Test("a disabled item is drawn dimmed and an item's own tint colour is kept when the bar takes its look")
    func disabledAndTintedItems() throws {
        var nav: UINavigationController!
        let r = try UIKitTransition.record(name: "push", setUp: { window in
            nav = UINavigationController(rootViewController: ListViewController())
            nav.navigationBar.tintColor = .systemOrange
            window.rootViewController = nav
        }, perform: { _ in
            nav.pushViewController(ComposeViewController(), animated: true)
        }).recording
        let end = r.duration
        #expect(Self.color(r, "Done", at: end) == UIColor.tertiaryLabel.color, "partially dimmed")
        #expect(Self.symbol(r, "trash", at: end).color == UIColor.systemRed.color, "the item's own tint")
        #expect(Self.color(r, "Edit", at: end) == UIColor.systemOrange.color, "the bar's tint on the others")
    }
}
