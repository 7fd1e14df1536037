import Foundation
import Testing
@testable import SegueKit

/// The block-animation API records tracks the way UIKit's implicit transactions do.
@MainActor
struct AnimationRecordingTests {
    @Test func changesInsideABlockBecomeTracksFromOldToNew() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(v)
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 1, curve: .linear) {
                v.center = Point(x: 55, y: 5)
                v.alpha = 0.5
            }
        }
        #expect(rec.duration == 1)
        let at = { (t: Double) in rec.scene(at: t).layers[1].tracks.sample(at: t, base: rec.scene(at: t).layers[1].properties) }
        #expect(at(0).center == Point(x: 5, y: 5))
        #expect(abs(at(0.5).center.x - 30) < 1e-9)
        #expect(abs(at(0.25).alpha - 0.875) < 1e-9)
        #expect(at(1).center == Point(x: 55, y: 5))
        // The model value is the new value at once, as in UIKit.
        #expect(v.center == Point(x: 55, y: 5))
    }

    @Test func delayHoldsTheOldValueUntilTheAnimationStarts() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View()
        root.addSubview(v)
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 0.5, delay: 0.5, curve: .linear) { v.alpha = 0 }
        }
        let layer = rec.scene(at: 0).layers[1]
        #expect(rec.duration == 1)
        #expect(layer.tracks.sample(at: 0.25, base: layer.properties).alpha == 1)
        #expect(abs(layer.tracks.sample(at: 0.75, base: layer.properties).alpha - 0.5) < 1e-9)
    }

    @Test func completionRunsAtTheEndAndAnimationsStartedThereBeginThen() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View()
        root.addSubview(v)
        var log: [String] = []
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 0.3, curve: .linear) { v.alpha = 0 } completion: { finished in
                log.append("first \(finished)")
                View.animate(withDuration: 0.2, curve: .linear) { v.alpha = 1 } completion: { _ in log.append("second") }
            }
            log.append("perform returned")
        }
        #expect(log == ["perform returned", "first true", "second"])
        #expect(abs(rec.duration - 0.5) < 1e-12)
        let s = rec.scene(at: 0.4)
        #expect(abs(s.layers[1].tracks.sample(at: 0.4, base: s.layers[1].properties).alpha - 0.5) < 1e-9)
        #expect(s.layers[1].tracks.sample(at: 0.3, base: s.layers[1].properties).alpha == 0)
    }

    @Test func treeChangesInACompletionShowOnlyFromThatTime() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View()
        root.addSubview(a)
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 0.4, curve: .linear) { a.alpha = 0.5 } completion: { _ in
                a.removeFromSuperview()
                root.addSubview(b)
            }
        }
        #expect(rec.steps.count == 2)
        #expect(rec.scene(at: 0.39).layers.count == 2)
        #expect(rec.scene(at: 0.4).layers.count == 2)
        #expect(rec.scene(at: 0.4).layers[1].tracks.isEmpty)
    }

    @Test func aChangeOutsideABlockAfterAnAnimationOverridesItFromThen() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View()
        root.addSubview(v)
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 1, curve: .linear) { v.alpha = 0 } completion: { _ in v.alpha = 0.7 }
        }
        let s = rec.scene(at: 1)
        #expect(s.layers[1].tracks.sample(at: 1, base: s.layers[1].properties).alpha == 0.7)
    }

    @Test func withoutARecordingChangesApplyAtOnceAndCompletionRuns() {
        let v = View()
        var done = false
        View.animate(withDuration: 1) { v.alpha = 0.25 } completion: { _ in done = true }
        #expect(v.alpha == 0.25)
        #expect(v.tracks.isEmpty)
        #expect(done)
    }

    @Test func zeroDurationBlockShowsTheOldValueInTheFirstFrameOnly() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let v = View()
        root.addSubview(v)
        v.alpha = 0
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 0) { v.alpha = 1 }
            View.animate(withDuration: 1, curve: .linear) { v.center = Point(x: 1, y: 1) }
        }
        let s = rec.scene(at: 0)
        #expect(s.layers[1].tracks.sample(at: 0, base: s.layers[1].properties).alpha == 0)
        #expect(s.layers[1].tracks.sample(at: 1.0 / 60, base: s.layers[1].properties).alpha == 1)
    }

    @Test func springVariantRecordsASpringCurve() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let v = View()
        root.addSubview(v)
        _ = Recording.record(root: root) {
            View.animate(withDuration: 0.5, usingSpringWithDamping: 0.8) { v.alpha = 0 }
        }
        guard case .spring(let s) = v.tracks.alpha.first?.curve else {
            Issue.record("expected a spring track")
            return
        }
        #expect(abs(s.dampingRatio - 0.8) < 1e-12)
    }

    @Test func frameSetsCenterAndSize() {
        let v = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(v.center == Point(x: 25, y: 40))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == Rect(x: -5, y: 0, width: 60, height: 80))
    }
}

@MainActor
struct KeyframeRecordingTests {
    @Test func keyframesMoveFromValueToValueAndHoldBetween() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View()
        root.addSubview(v)
        let rec = Recording.record(root: root) {
            View.animateKeyframes(withDuration: 1) {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.alpha = 0.5 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
            }
        }
        let l = rec.scene(at: 0).layers[1]
        func alpha(_ t: Double) -> Double { l.tracks.sample(at: t, base: l.properties).alpha }
        #expect(abs(rec.duration - 1) < 1e-12)
        #expect(abs(alpha(0.125) - 0.75) < 1e-9)
        #expect(alpha(0.4) == 0.5)
        #expect(abs(alpha(0.75) - 0.25) < 1e-9)
        #expect(alpha(1) == 0)
    }
}

struct ReversedCurveTests {
    @Test func reversedIsTheCurvePlayedBackwardsInTime() throws {
        let c = TimingCurve.reversed(.system)
        let w = (1000.0 / 3).squareRoot()
        func system(_ t: Double) -> Double { 1 - (1 + w * t) * exp(-w * t) }
        for t in [0.05, 0.1, 0.2, 0.35] {
            #expect(abs(c.progress(elapsed: t, duration: 0.4) - (1 - system(0.4 - t))) < 1e-12)
        }
        #expect(c.progress(elapsed: 0, duration: 0.4) == 0 && c.progress(elapsed: 0.4, duration: 0.4) == 1)
        #expect(try TimingCurve(parsing: c.name) == c)
    }
}
