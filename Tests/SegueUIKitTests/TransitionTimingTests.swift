import SegueKit
import Testing
@testable import SegueUIKit

/// When a transition ends, and how main-queue work and nested blocks are timed (SPEC.md §10).
@MainActor
struct TransitionTimingTests {
    @MainActor final class Times {
        var completedAt: Double?
    }

    /// Presents `presented` through `probe`, returning the recording.
    func present(_ probe: ProbeAnimator, style: UIModalPresentationStyle = .fullScreen) throws -> RecordedTransition {
        let delegate = ProbeDelegate(probe)
        return try UIKitTransition.record(name: "probe", setUp: { $0.rootViewController = controller("presenter") }, perform: { window in
            let vc = controller("presented")
            vc.modalPresentationStyle = style
            vc.transitioningDelegate = delegate
            window.rootViewController!.present(vc, animated: true)
        })
    }

    /// "The transition itself lasts until the animator calls completeTransition(_:), and animations
    /// it started may still run after that call": a 0.8 s animation completed after 0.3 s lasts 0.8 s.
    /// `DispatchQueue.main.asyncAfter` runs on the virtual clock.
    @Test func animationsOutlastingTheCompletionSetTheLength() throws {
        let times = Times()
        let probe = ProbeAnimator(duration: 0.3) { ctx in
            let to = ctx.view(forKey: .to)!
            to.alpha = 0
            ctx.containerView.addSubview(to)
            UIView.animate(withDuration: 0.8) { to.alpha = 1 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                times.completedAt = CACurrentMediaTime() - UIKitSession.mediaTimeOrigin
                ctx.completeTransition(true)
            }
        }
        let t = try present(probe)
        #expect(abs(t.recording.duration - 0.8) < 1e-6)
        #expect(abs((times.completedAt ?? -1) - 0.3) < 1e-6)
    }

    /// … and a completion later than every animation sets it: the full-screen presenter's view leaves
    /// the window only then (UIKit removes it on `completeTransition(true)`).
    @Test func aLateCompletionSetsTheLength() throws {
        let probe = ProbeAnimator(duration: 0.2) { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            UIView.animate(withDuration: 0.2) { to.alpha = 0.5 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { ctx.completeTransition(true) }
        }
        let t = try present(probe)
        #expect(abs(t.recording.duration - 0.6) < 1e-6)
        #expect(shown("presenter", at: 0.59, in: t.recording) != nil)
        #expect(shown("presenter", at: 0.6, in: t.recording) == nil)
    }

    /// An animator that never completes leaves UIKit inside the transition: a clear error.
    @Test func anAnimatorThatNeverCompletesIsAnError() throws {
        let probe = ProbeAnimator { ctx in ctx.containerView.addSubview(ctx.view(forKey: .to)!) }
        #expect(throws: SegueError.self) { try present(probe) }
        do { _ = try present(probe) } catch {
            #expect("\(error)".contains("ProbeAnimator never called completeTransition(_:)"))
        }
    }

    /// A block inside another inherits its duration and curve ("If this key is not present, the
    /// animation inherits the curve of the in-flight animation"; "… inherits the remaining duration
    /// of the in-flight animation"), unless `.overrideInheritedDuration` / `.overrideInheritedCurve`.
    @Test func nestedBlocksInheritDurationAndCurve() {
        func alpha(at t: Double, outer: UIView.AnimationOptions, inner: UIView.AnimationOptions, innerDuration: Double) -> Double {
            let r = recordView { v in
                UIView.animate(withDuration: 1, delay: 0, options: outer, animations: {
                    UIView.animate(withDuration: innerDuration, delay: 0, options: inner, animations: { v.alpha = 0 })
                })
            }
            return shown("v", at: t, in: r)!.alpha
        }
        // Inherited: the inner easeIn block of 0.2 s runs linearly over the outer second.
        #expect(abs(alpha(at: 0.5, outer: .curveLinear, inner: .curveEaseIn, innerDuration: 0.2) - 0.5) < 1e-6)
        // Its own duration, the inherited (linear) curve: half-way at 0.2 s of 0.4 s.
        #expect(abs(alpha(at: 0.2, outer: .curveLinear, inner: .overrideInheritedDuration, innerDuration: 0.4) - 0.5) < 1e-6)
        // Its own duration and curve (linear inside an easeIn block): half-way at 0.1 s of 0.2 s.
        #expect(abs(alpha(at: 0.1, outer: .curveEaseIn, inner: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                          innerDuration: 0.2) - 0.5) < 1e-6)
        // Its own curve (easeIn, below the diagonal) over the inherited second.
        #expect(alpha(at: 0.5, outer: .curveLinear, inner: [.overrideInheritedCurve, .curveEaseIn], innerDuration: 0.2) > 0.55)
    }

    /// A block that changes nothing animatable completes at once; completions may start new
    /// animations, which begin at the completion's time.
    @Test func completionsStartAnimationsWhenTheyRun() {
        let r = recordView { v in
            UIView.animate(withDuration: 0.4, animations: {}) { _ in
                UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
            }
        }
        #expect(abs(r.duration - 0.2) < 1e-6)
        #expect(abs(shown("v", at: 0.1, in: r)!.alpha - 0.5) < 1e-6)
    }
}
