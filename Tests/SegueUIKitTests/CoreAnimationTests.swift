import SegueKit
import Testing
@testable import SegueUIKit

/// Explicit Core Animation animations change only the presentation (SPEC.md §10): "when it ends it
/// is removed and the layer shows the model value again, unless isRemovedOnCompletion = false with
/// fillMode = .forwards".
@MainActor
struct CoreAnimationTests {
    final class Stops: NSObject, CAAnimationDelegate {
        var stoppedAt: [(Double, Bool)] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stoppedAt.append((CACurrentMediaTime() - UIKitSession.mediaTimeOrigin, flag))
        }
    }

    func opacity(at times: [Double], _ configure: @escaping @MainActor (CABasicAnimation, UIView) -> Void) -> [Double] {
        let r = recordView { v in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 0.5
            configure(fade, v)
            v.layer.add(fade, forKey: "fade")
        }
        return times.map { shown("v", at: $0, in: r)!.alpha }
    }

    @Test func anExplicitAnimationSnapsBackToTheModelValue() {
        let a = opacity(at: [0, 0.25, 0.49, 0.5, 0.75]) { _, _ in }
        #expect(close(a, [1, 0.5, 0.02, 1, 1]))
    }

    @Test func aForwardsFillKeepsTheLastValueWhenNotRemoved() {
        let kept = opacity(at: [0.75]) { fade, _ in
            fade.isRemovedOnCompletion = false
            fade.fillMode = .forwards
        }
        #expect(close(kept, [0]))
        // A forwards fill alone does nothing: the finished animation is removed.
        let removed = opacity(at: [0.75]) { fade, _ in fade.fillMode = .forwards }
        #expect(close(removed, [1]))
    }

    /// The model value set after adding the animation shows once it is over, not while it runs.
    @Test func theModelValueShowsAfterTheAnimation() {
        let a = opacity(at: [0.25, 0.75]) { _, view in
            DispatchQueue.main.async { view.alpha = 0.3 }
        }
        #expect(close(a, [0.5, 0.3]))
    }

    /// `beginTime = CACurrentMediaTime() + 0.2`: the model value shows until then, or the first value
    /// with a backwards fill.
    @Test func beginTimesDelayAndBackwardsFillsHoldTheStart() {
        let delayed = opacity(at: [0.1, 0.45]) { fade, _ in
            fade.fromValue = 0.5
            fade.beginTime = CACurrentMediaTime() + 0.2
        }
        #expect(close(delayed, [1, 0.25]))
        let held = opacity(at: [0.1]) { fade, _ in
            fade.fromValue = 0.5
            fade.beginTime = CACurrentMediaTime() + 0.2
            fade.fillMode = .backwards
        }
        #expect(close(held, [0.5]))
    }

    /// The delegate hears `finished: true` at the end, `false` when the animation is removed early.
    @Test func theDelegateHearsWhenItStops() {
        let stops = Stops()
        _ = opacity(at: [0]) { fade, _ in fade.delegate = stops }
        #expect(stops.stoppedAt.count == 1 && stops.stoppedAt[0].0 == 0.5 && stops.stoppedAt[0].1)
        let early = Stops()
        let a = opacity(at: [0.2, 0.35]) { fade, view in
            fade.delegate = early
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { view.layer.removeAnimation(forKey: "fade") }
        }
        #expect(close(a, [0.6, 1]))
        #expect(early.stoppedAt.count == 1 && abs(early.stoppedAt[0].0 - 0.3) < 1e-9 && !early.stoppedAt[0].1)
    }

    /// Keyframes move through their values at their key times.
    @Test func keyframesPassThroughTheirValues() {
        let r = recordView { v in
            let move = CAKeyframeAnimation(keyPath: "position.x")
            move.values = [0, 100, 40]
            move.keyTimes = [0, 0.25, 1]
            move.duration = 1
            v.layer.add(move, forKey: nil)
        }
        #expect(close([0.125, 0.25, 0.625, 1.5].map { shown("v", at: $0, in: r)!.center.x }, [50, 100, 70, 5]))
    }
}

/// Whether two lists of numbers agree within 1e-6 (the curve solver finds a time to within 1e-7).
func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
}
