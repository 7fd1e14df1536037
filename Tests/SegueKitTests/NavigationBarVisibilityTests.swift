import Foundation
import Testing
@testable import SegueKit

/// `setNavigationBarHidden(_:animated:)` called from a controller's appearance methods, as apps
/// hide the bar for screens that draw their own header: during a push or pop the bar travels with
/// the view of the controller that shows it; outside one it slides up past the top edge.
@MainActor
struct NavigationBarVisibilityTests {
    static let device = Device.iPhone15Pro

    /// A controller that hides (or shows) the bar as it appears, as apps write it.
    final class Header: ViewController {
        var hides: Bool
        init(title: String, hides: Bool) {
            self.hides = hides
            super.init(title: title)
        }
        override func viewWillAppear(_ animated: Bool) {
            navigationController?.setNavigationBarHidden(hides, animated: animated)
        }
    }

    static func stack(root: ViewController) -> (Window, NavigationController) {
        let nav = NavigationController(rootViewController: root)
        let window = Window(device: device)
        nav.prepare(for: device)
        window.rootViewController = nav
        root.view.identifier = "root"
        return (window, nav)
    }

    /// The identifiers of the layers above the first named `id`, nearest first.
    static func ancestors(of id: String, in scene: SceneSnapshot) throws -> [String] {
        var i = try #require(scene.layers.firstIndex { $0.identifier == id }, "no layer \(id)")
        var names: [String] = []
        while scene.layers[i].parent >= 0 {
            i = scene.layers[i].parent
            names.append(scene.layers[i].identifier ?? "")
        }
        return names
    }

    static func isHidden(_ id: String, in scene: SceneSnapshot) throws -> Bool {
        try #require(scene.layers.first { $0.identifier == id }).isHidden
    }

    @Test func aPushedScreenThatHidesTheBarLeavesItWithTheOutgoingView() throws {
        let (window, nav) = Self.stack(root: ViewController(title: "Library"))
        let profile = Header(title: "Profile", hides: true)
        let rec = Recording.record(root: window) { nav.pushViewController(profile, animated: true) }
        #expect(nav.isNavigationBarHidden)
        let middle = rec.scene(at: rec.duration / 2)
        #expect(try Self.ancestors(of: "navigationBar", in: middle).first == "root", "the bar moves with the library's view")
        #expect(try !Self.isHidden("navigationBar", in: middle))
        let last = try #require(rec.steps.last).scene
        #expect(try Self.isHidden("navigationBar", in: last))
        #expect(try Self.ancestors(of: "navigationBar", in: last).first == "navigationController")
        // Without the bar, a view kept out from under it rests at the top.
        profile.edgesForExtendedLayout = []
        #expect(nav.restingFrame(for: profile).minY == 0)
    }

    @Test func aRootThatHidesTheBarGetsItBackWithThePushedView() throws {
        let welcome = Header(title: "Welcome", hides: true)
        let (window, nav) = Self.stack(root: welcome)
        welcome.viewWillAppear(false)
        #expect(nav.isNavigationBarHidden && nav.navigationBar?.isHidden != false)
        let library = Header(title: "Library", hides: false)
        library.view.identifier = "library"
        let rec = Recording.record(root: window) { nav.pushViewController(library, animated: true) }
        let middle = rec.scene(at: rec.duration / 2)
        #expect(try Self.ancestors(of: "navigationBar", in: middle).first == "library", "the bar comes in with the library's view")
        let last = try #require(rec.steps.last).scene
        #expect(try !Self.isHidden("navigationBar", in: last))
        if case .text(let title)? = nav.navigationBar?.titleLabel.content {
            #expect(title.string == "Library", "the bar shows the library's item")
        } else {
            Issue.record("the bar has no title")
        }
        // Popping back to the welcome screen takes the bar away with the library's view.
        let back = Recording.record(root: window) { nav.popViewController(animated: true) }
        #expect(try Self.ancestors(of: "navigationBar", in: back.scene(at: back.duration / 2)).first == "library")
        #expect(try Self.isHidden("navigationBar", in: try #require(back.steps.last).scene))
        #expect(nav.isNavigationBarHidden)
    }

    @Test func withoutAPushTheBarSlidesUpPastTheTopEdge() throws {
        let (window, nav) = Self.stack(root: ViewController(title: "Library"))
        let bar = try #require(nav.navigationBar)
        let shown = bar.frame
        let rec = Recording.record(root: window) { nav.setNavigationBarHidden(true, animated: true) }
        #expect(abs(rec.duration - 0.2) < 1e-9)
        let layer = try #require(rec.scene(at: 0.1).layers.first { $0.identifier == "navigationBar" })
        let p = layer.tracks.sample(at: 0.1, base: layer.properties)
        #expect(p.center.y < shown.midY && p.center.y > -shown.height / 2, "half-way up")
        #expect(bar.isHidden && bar.frame == shown)
        nav.isNavigationBarHidden = false
        #expect(!bar.isHidden)
    }

    @Test func aNavigationControllerMadeWithoutABarMakesOneWhenAskedToShowIt() {
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        nav.showsNavigationBar = false
        nav.prepare(for: Self.device)
        _ = nav.view
        #expect(nav.navigationBar == nil)
        nav.setNavigationBarHidden(false, animated: false)
        #expect(nav.navigationBar?.isHidden == false)
        #expect(nav.navigationBar?.superview === nav.view)
    }
}
