import SegueKit

/// Which way a storyboard segue is recorded.
public enum SegueDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Performed, as the app performs it: the push, the presentation, the unwind.
    case perform
    /// Performed at once, then taken back: the pop of a push, the dismissal of a presentation.
    case dismiss
}

extension SegueRecorder {
    /// Records `performance` one way or the other; returns the recording and the direction's name
    /// in manifests (`push`, `present`… or `pop`, `dismiss`).
    static func run(_ performance: Performance, of segue: IB.Segue, direction: SegueDirection,
                    in window: Window) throws -> (Recording, String) {
        var failure: Error?
        let perform = Recording.record(root: window) {
            do { try performance.run() } catch { failure = error }
        }
        if let failure { throw failure }
        guard direction == .dismiss else { return (perform, performance.direction) }

        // The segue has settled (completions run when a recording ends): record the way back.
        switch performance.direction {
        case "push":
            guard let nav = window.topViewController.flatMap(topNavigation) else {
                throw SegueError("segue '\(segue.id)' pushed without a navigation controller on screen; it cannot be popped")
            }
            return (Recording.record(root: window) { _ = nav.popViewController(animated: true) }, "pop")
        case "present" where SegueRegistry.builtIn.factories[performance.transition] == nil:
            guard let top = window.topViewController, top.presentingViewController != nil else {
                throw SegueError("segue '\(segue.id)' presented nothing that can be dismissed")
            }
            return (Recording.record(root: window) { top.dismiss(animated: true) }, "dismiss")
        default:
            let what = segue.kind == .unwind ? "an unwind segue"
                : performance.direction == "present" ? "performed by the custom segue class \(performance.transition)"
                : "a \(performance.direction) segue"
            throw SegueError("segue '\(segue.id)' is \(what): it has no dismissal to record; record it with direction .perform")
        }
    }

    /// The navigation controller whose stack the last push went onto.
    static func topNavigation(_ vc: ViewController) -> NavigationController? {
        if let nav = vc as? NavigationController { return nav }
        if let tabs = vc as? TabBarController { return tabs.selectedViewController.flatMap(topNavigation) }
        for child in vc.children.reversed() { if let nav = topNavigation(child) { return nav } }
        return nil
    }
}
