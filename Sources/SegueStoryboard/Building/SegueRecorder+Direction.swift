import SegueKit

/// Which way a storyboard segue is recorded.
public enum SegueDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Performed, as the app performs it: the push, the presentation, the unwind.
    case perform
    /// Performed at once, then taken back: the pop of a push, the dismissal of a presentation.
    case dismiss
}

extension SegueRecorder {
    /// Records `performance` one way or the other; returns the recording, the direction's name
    /// in manifests (`push`, `present`… or `pop`, `dismiss`) and, for the way back, the unwind
    /// segue it took when the storyboard wires one.
    ///
    /// The way back is, in order: the unwind segue that the storyboard wires from the destination
    /// back to the source (`wiredUnwind`), else the pop of a push, else the dismissal of a
    /// presentation (sheets, popovers, covers…). A segue with no way back in UIKit — an unwind (it
    /// is one), a showDetail or replace (the detail is replaced, nothing is kept to go back to), a
    /// custom segue class (its way back is the app's code) — throws a `SegueError` that says so.
    static func run(_ performance: Performance, of segue: IB.Segue, direction: SegueDirection,
                    in window: Window, builder: StoryboardBuilder) throws -> (Recording, TransitionDirection, IB.Segue?) {
        if direction == .dismiss, let reason = noWayBack(segue, performance: performance) {
            throw SegueError("segue '\(segue.id)' \(reason)")
        }
        var failure: Error?
        let duration = segue.animates ? performance.animator.duration : 0
        let perform = Recording.record(root: window) {
            do { try performance.run() } catch { failure = error }
            StatusBarAppearance.transition(in: window, options: builder.options, duration: duration,
                                           alongside: fadesAlongside(performance.direction))
        }
        if let failure { throw failure }
        guard direction == .dismiss else { return (perform, performance.direction, nil) }

        // The segue has settled (completions run when a recording ends): record the way back.
        if let unwind = wiredUnwind(for: segue, builder: builder),
           let shown = builder.latestInstance(of: unwind.sourceControllerID) {
            let back = try prepareUnwind(unwind, on: shown, builder: builder, window: window)
            let backDuration = unwind.animates ? back.animator.duration : 0
            var failure: Error?
            let recording = Recording.record(root: window) {
                do { try back.run() } catch { failure = error }
                // An unwind that dismisses hands the status bar back as a dismissal does.
                StatusBarAppearance.transition(in: window, options: builder.options, duration: backDuration,
                                               alongside: fadesAlongside(back.direction))
            }
            if let failure { throw failure }
            return (recording, back.direction, unwind)
        }
        switch performance.direction {
        case .push:
            guard let nav = window.topViewController.flatMap(topNavigation) else {
                throw SegueError("segue '\(segue.id)' pushed without a navigation controller on screen; it cannot be popped")
            }
            return (Recording.record(root: window) {
                _ = nav.popViewController(animated: true)
                StatusBarAppearance.transition(in: window, options: builder.options, duration: duration, alongside: false)
            }, .pop, nil)
        default:
            guard let top = window.topViewController, top.presentingViewController != nil else {
                throw SegueError("segue '\(segue.id)' presented nothing that can be dismissed")
            }
            return (Recording.record(root: window) {
                top.dismiss(animated: true)
                StatusBarAppearance.transition(in: window, options: builder.options, duration: duration, alongside: true, dismissing: top)
            }, .dismiss, nil)
        }
    }

    /// Whether a change of status bar style fades in over the whole transition (a presentation
    /// or a dismissal, whose controller takes the status bar over as it moves) rather than at
    /// its end (a push or a pop).
    static func fadesAlongside(_ direction: TransitionDirection) -> Bool { direction != .push && direction != .pop }

    /// Why `segue` has no way back to record, or nil when it has one.
    static func noWayBack(_ segue: IB.Segue, performance: Performance) -> String? {
        if segue.kind == .unwind { return "is an unwind segue: it has no dismissal to record (it is itself a way back)" }
        switch (performance.direction, performance.transition) {
        case (.push, _): return nil
        case (.present, .named(let cls)) where SegueRegistry.builtIn.factories[cls] != nil:
            return "is performed by the custom segue class \(cls): its way back is the app's code, not the storyboard's"
        case (.present, _): return nil
        case (.showDetail, _): return "replaces the split view's detail (showDetail): UIKit keeps nothing to go back to"
        default: return "is a \(performance.direction) segue: UIKit has no way back from it"
        }
    }

    /// The unwind segue the storyboard wires from `segue`'s destination (or the root of the
    /// navigation controller it presents) back to `segue`'s source: the first, in file order, whose
    /// action the source is taken to implement (`StoryboardBuilder.unwindTargets`).
    static func wiredUnwind(for segue: IB.Segue, builder: StoryboardBuilder) -> IB.Segue? {
        let doc = builder.document
        guard segue.kind != .unwind else { return nil }
        var scenes: Set<String> = [segue.destinationID]
        if let c = doc.controller(withID: segue.destinationID), c.kind == .navigationController {
            scenes.formUnion(c.relationshipDestinations(.rootViewController))
        }
        return doc.segues.first { u in
            u.kind == .unwind && scenes.contains(u.sourceControllerID) && builder.unwindTargets(for: u).contains(segue.sourceControllerID)
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
