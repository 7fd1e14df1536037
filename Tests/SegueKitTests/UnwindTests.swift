import Testing
@testable import SegueKit

/// The unwind search of SPEC.md §8 and its visual result.
@MainActor
struct UnwindTests {
    func window() -> Window { Window(device: .iPhone15Pro) }

    @Test func popsStraightToTheControllerInTheSameStack() throws {
        let w = window()
        let a = ViewController(title: "A"), b = ViewController(title: "B"), c = ViewController(title: "C")
        var received: String?
        a.unwindActions["back"] = { segue in received = segue.source.title }
        let nav = NavigationController(rootViewController: a)
        nav.prepare(for: .iPhone15Pro)
        w.rootViewController = nav
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        let dest = try c.performUnwind(action: "back", animated: false)
        #expect(dest === a)
        #expect(received == "C")
        #expect(nav.viewControllers.map(\.title) == ["A"])
    }

    @Test func nearestHandlerWinsAndTheSourceIsNotACandidate() {
        let a = ViewController(title: "A"), b = ViewController(title: "B"), c = ViewController(title: "C")
        for vc in [a, b, c] { vc.unwindActions["back"] = { _ in } }
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        #expect(c.unwindDestination(for: "back") === b)
    }

    @Test func searchesChildrenOfEachStopExceptTheBranchJustLeft() {
        // Tabs [A, nav[B, C]]: from C, the tab bar's other child A handles it.
        let a = ViewController(title: "A"), b = ViewController(title: "B"), c = ViewController(title: "C")
        a.unwindActions["toA"] = { _ in }
        let nav = NavigationController(rootViewController: b)
        nav.pushViewController(c, animated: false)
        let tabs = TabBarController(viewControllers: [a, nav])
        #expect(c.unwindDestination(for: "toA") === a)
        #expect(tabs.children.count == 2)
    }

    @Test func acrossPresentationsOnlyTheTopAnimatesAndTheMiddleGoesAtOnce() throws {
        let w = window()
        let root = ViewController(title: "Root")
        root.unwindActions["home"] = { _ in }
        w.rootViewController = root
        let middle = ViewController(title: "Middle"), top = ViewController(title: "Top")
        for vc in [middle, top] { vc.modalPresentationStyle = .fullScreen }
        middle.view.identifier = "middleView"
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        var unwind: Result<ViewController, any Error>?
        let rec = Recording.record(root: w) { unwind = Result { try top.performUnwind(action: "home") } }
        #expect(try #require(unwind).get() === root, "the unwind's destination is the controller with the action")
        #expect(root.presentedViewController == nil && middle.presentingViewController == nil)
        // Frame 0 shows the top view in place; the middle one never appears.
        let first = rec.scene(at: 0)
        let hasMiddle = first.layers.contains { $0.identifier == "middleView" }
        #expect(!hasMiddle)
        #expect(abs(rec.duration - 0.4) < 1e-9)
    }

    @Test func noHandlerIsAClearError() {
        let vc = ViewController(title: "Lonely")
        do {
            try vc.performUnwind(action: "nowhere")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("Could not find a view controller to handle the unwind action 'nowhere'"))
        }
    }
}
