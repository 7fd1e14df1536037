import SegueKit

/// Records a transition an app's UIKit code performs: `setUp` builds the screen (a window on the
/// device, its root controller; nothing animates there), `perform` starts the transition the app's
/// way (`present`, `pushViewController`, `selectedIndex = 1`, a scripted swipe…). The recording
/// lasts until every transition started called `completeTransition(_:)` and every animation has
/// finished (SPEC.md §10), and is described from what ran: the animator's class, the direction,
/// the curves its animations used.
@preconcurrency @MainActor
public enum UIKitTransition {
    /// - Parameters:
    ///   - name: the frame folder's (and golden's) name.
    ///   - timeLimit: the longest the recording may run (virtual seconds); a transition still open
    ///     then is an error, as is one whose animator never completes it.
    public static func record(
        name: String, device: Device = .iPhone15Pro, timeLimit: Double = 30,
        setUp: (UIWindow) throws -> Void, perform: (UIWindow) throws -> Void
    ) throws -> RecordedTransition {
        let session = UIKitSession(device: device)
        defer { session.tearDown() }
        return try session.run {
            let window = UIWindow(device: device)
            try setUp(window)
            window.layoutIfNeeded()
            let animator = Animator()
            animator.timeLimit = timeLimit
            animator.beforeSnapshot = { window.layoutIfNeeded() }
            var failure: (any Error)?
            let recording = Recording.record(root: window.node, animator: animator) {
                do { try perform(window) } catch { failure = error }
            }
            if let failure { throw failure }
            try check(session, animator: animator, name: name, timeLimit: timeLimit)
            return RecordedTransition(name: name, recording: recording, info: info(of: session, recording: recording, device: device))
        }
    }

    /// What stops a recording: no transition, one never completed, or work still running at the limit.
    static func check(_ session: UIKitSession, animator: Animator, name: String, timeLimit: Double) throws {
        if let problem = session.problems.first { throw SegueError("\(name): \(problem)") }
        guard let first = session.contexts.first else {
            // A custom segue may animate by itself and present without animation.
            guard session.segues.isEmpty else { return }
            throw SegueError("\(name): no transition ran (perform must present, dismiss, push, pop, switch tabs or perform a segue)")
        }
        if let open = session.contexts.first(where: { $0.completedAt == nil }) {
            throw SegueError("\(name): \(animatorName(open)) never called completeTransition(_:); UIKit would leave the app "
                             + "inside the transition. Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) "
                             + "when its animations end.")
        }
        if animator.overran {
            throw SegueError("\(name): work was still scheduled after \(timeLimit) s (an animation that restarts itself?); "
                             + "\(animatorName(first)) completed at \(first.completedAt ?? 0) s")
        }
    }

    static func animatorName(_ context: TransitionContext) -> String {
        guard let animator = (context.owner as? UIKitTransitionContext)?.animator else { return "the built-in animator" }
        return String(describing: type(of: animator))
    }

    /// present, dismiss, push, pop or select, from the first transition's controllers.
    static func direction(of context: TransitionContext) -> TransitionDirection {
        if context.fromViewController?.parent is TabBarController { return .select }
        if context.fromViewController?.parent is NavigationController || context.toViewController?.parent is NavigationController {
            return context.isForward ? .push : .pop
        }
        return context.isForward ? .present : .dismiss
    }

    /// The manifest's description: the first transition's animator and direction (or the custom
    /// segue's class), its announced duration, and the curves the recording used (all of them, in
    /// order of first use).
    static func info(of session: UIKitSession, recording: Recording, device: Device) -> TransitionInfo {
        let first = session.contexts.first
        let name = TransitionName.named(first.map(animatorName) ?? session.segues.first ?? "segue")
        // NB: a segue that animates without a transition context still presents its destination.
        let dir = first.map(direction) ?? .present
        let curve = recording.curves.first ?? .linear
        var info = TransitionInfo(transition: name, direction: dir, device: TransitionInfo.deviceName(device), curve: curve,
                                  duration: first?.duration ?? recording.duration, deviceScale: device.scale, title: "\(name) — \(dir)",
                                  subtitle: TransitionInfo.deviceDescription(device))
        // A fade inside the transition's progress (the navigation bar's) is named by the progress's curve.
        info.curve = TransitionInfo.curveNames(recording.curves.filter {
            if case .progressWindow = $0 { return false }
            return true
        })
        return info
    }
}
