import SegueKit
import Testing
@testable import SegueUIKit

/// Property animators and percent-driven interactive transitions, on the virtual timeline.
@MainActor
struct InteractiveTimingTests {
    @MainActor final class Ends {
        var positions: [(Double, UIViewAnimatingPosition)] = []
        var cancelled: Bool?
        var completedAt: Double?
    }

    static func now() -> Double { CACurrentMediaTime() - UIKitSession.mediaTimeOrigin }

    /// A 1 s linear fade of a property animator, driven by `drive` (which schedules its steps).
    func fade(_ drive: @escaping @MainActor (UIViewPropertyAnimator) -> Void, ends: Ends) -> Recording {
        recordView { v in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            animator.addCompletion { ends.positions.append((Self.now(), $0)) }
            drive(animator)
        }
    }

    /// Apple: `pauseAnimation()` holds the animations where they are; setting `fractionComplete`
    /// while paused moves them (linearly: `scrubsLinearly` is true by default); reversed, the
    /// animator runs back to the start and completes with `.start`.
    @Test func aPropertyAnimatorPausesScrubsAndReverses() {
        let ends = Ends()
        let r = fade({ animator in
            animator.startAnimation()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { animator.pauseAnimation() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { animator.fractionComplete = 0.6 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
                animator.isReversed = true
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }, ends: ends)
        let alpha = { (t: Double) in shown("v", at: t, in: r)!.alpha }
        #expect(close([alpha(0.2), alpha(0.4), alpha(0.6), alpha(1.0), alpha(1.5)], [0.8, 0.75, 0.4, 0.7, 1]))
        #expect(ends.positions.count == 1)
        #expect(abs((ends.positions.first?.0 ?? 0) - 1.3) < 1e-6 && ends.positions.first?.1 == .start)
    }

    /// Run without interruption, it completes with `.end` after its duration.
    @Test func aRunningPropertyAnimatorCompletesAtTheEnd() {
        let ends = Ends()
        let r = fade({ $0.startAnimation(afterDelay: 0.2) }, ends: ends)
        #expect(close([shown("v", at: 0.1, in: r)!.alpha, shown("v", at: 0.7, in: r)!.alpha], [1, 0.5]))
        #expect(ends.positions.count == 1 && abs(ends.positions[0].0 - 1.2) < 1e-6 && ends.positions[0].1 == .end)
    }

    /// Presents with a percent-driven interaction controller held at 40 %, then ended at 0.2 s.
    func interactivePresentation(end: @escaping @MainActor (UIPercentDrivenInteractiveTransition) -> Void,
                                 ends: Ends) throws -> RecordedTransition {
        let probe = ProbeAnimator(duration: 1) { ctx in
            fadeIn(ctx, duration: 1, options: .curveLinear)
        }
        let delegate = ProbeDelegate(probe)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        return try UIKitTransition.record(name: "probe", setUp: { $0.rootViewController = controller("presenter") }, perform: { window in
            let vc = controller("presented")
            vc.modalPresentationStyle = .fullScreen
            vc.transitioningDelegate = delegate
            window.rootViewController!.present(vc, animated: true)
            interaction.update(0.4)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                end(interaction)
                ends.cancelled = vc.transitionCoordinator?.isCancelled
            }
        })
    }

    /// `update(_:)` holds the animations at the fraction of the duration; `finish()` plays the rest
    /// in `(1 − percentComplete) × duration / completionSpeed` on `completionCurve` (easeInOut).
    @Test func aPercentDrivenTransitionFinishes() throws {
        let ends = Ends()
        let t = try interactivePresentation(end: { $0.finish() }, ends: ends)
        let alpha = { (time: Double) in shown("presented", at: time, in: t.recording)!.alpha }
        #expect(close([alpha(0.1), alpha(0.5), alpha(0.8)], [0.4, 0.7, 1]))
        #expect(abs(t.recording.duration - 0.8) < 1e-6)
        #expect(ends.cancelled == false)
        #expect(shown("presenter", at: 0.8, in: t.recording) == nil)
    }

    /// `completionSpeed` 2 plays the rest twice as fast.
    @Test func completionSpeedShortensTheRest() throws {
        let t = try interactivePresentation(end: { $0.completionSpeed = 2; $0.finish() }, ends: Ends())
        #expect(abs(t.recording.duration - 0.5) < 1e-6)
    }

    /// `cancel()` plays back to the start; the animator completes with `transitionWasCancelled`,
    /// and UIKit restores the state before: the presented view is gone, the presenter presents nothing.
    @Test func aCancelledTransitionRestoresTheStateBefore() throws {
        var presenter: UIViewController?
        let probe = ProbeAnimator(duration: 1) { ctx in fadeIn(ctx, duration: 1, options: .curveLinear) }
        let delegate = ProbeDelegate(probe)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let t = try UIKitTransition.record(name: "probe", setUp: { window in
            window.rootViewController = controller("presenter")
            presenter = window.rootViewController
        }, perform: { window in
            let vc = controller("presented")
            vc.modalPresentationStyle = .fullScreen
            vc.transitioningDelegate = delegate
            window.rootViewController!.present(vc, animated: true)
            interaction.update(0.4)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { interaction.cancel() }
        })
        let alpha = { (time: Double) in shown("presented", at: time, in: t.recording)?.alpha }
        #expect(close([alpha(0.1) ?? -1, alpha(0.4) ?? -1], [0.4, 0.2]))
        #expect(abs(t.recording.duration - 0.6) < 1e-6)
        #expect(alpha(0.6) == nil)
        #expect(shown("presenter", at: 0.6, in: t.recording) != nil)
        #expect(presenter?.controller.presentedViewController == nil)
    }
}
