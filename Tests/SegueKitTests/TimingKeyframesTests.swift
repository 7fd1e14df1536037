import Foundation
import Testing
@testable import SegueKit

@Test func linearKeyframesInSequence() {
    // 0 → 100 over the first half, hold, then → 40 over the last quarter.
    var track = KeyframeTrack(from: 0.0)
    track.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5, value: 100)
    track.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25, value: 40)
    let expected: [(Double, Double)] = [
        (-0.1, 0), (0, 0), (0.25, 50), (0.5, 100), (0.6, 100), (0.75, 100), (0.875, 70), (1, 40), (1.2, 40),
    ]
    for (u, v) in expected {
        #expect(abs(track.value(at: u) - v) <= 1e-12, "at \(u)")
    }
    #expect(track.finalValue == 40)
}

@Test func keyframesAreOrderedByStartTime() {
    let a = KeyframeTrack<Double>.Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 2)
    let b = KeyframeTrack<Double>.Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 1)
    let track = KeyframeTrack(from: 0.0, keyframes: [a, b])
    #expect(track.keyframes.map(\.value) == [1, 2])
    #expect(abs(track.value(at: 0.25) - 0.5) <= 1e-12)
    #expect(abs(track.value(at: 0.75) - 1.5) <= 1e-12)
}

/// Each keyframe has its own curve; the expected value comes from the Bernstein oracle (1e-6, the
/// solver's tolerance times the curve's slope).
@Test func eachKeyframeHasItsOwnCurve() {
    var track = KeyframeTrack(from: Point(x: 0, y: 0))
    track.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.4, value: Point(x: 100, y: -50), curve: .easeIn)
    let fraction = (0.5 - 0.2) / 0.4
    let eased = BezierOracle(x1: 0.42, y1: 0, x2: 1, y2: 1).yForX(fraction)
    let p = track.value(at: 0.5)
    #expect(abs(p.x - 100 * eased) <= 1e-4 && abs(p.y + 50 * eased) <= 1e-4)
}

/// A spring keyframe runs on seconds: spanning the whole of a 0.5 s animation, at progress 0.2
/// (0.1 s) the system curve reads SPEC.md's 0.5448 (4 decimals); at the end exactly the target.
@Test func springKeyframesRunOnSeconds() {
    var track = KeyframeTrack(from: 0.0)
    track.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1, value: 1, curve: .system)
    #expect(abs(track.value(at: 0.2, duration: 0.5) - 0.5448) <= 5e-5)
    #expect(track.value(at: 1, duration: 0.5) == 1)
}

@Test func zeroLengthKeyframeJumps() {
    var track = KeyframeTrack(from: 1.0)
    track.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0, value: 0)
    #expect(track.value(at: 0.4999) == 1)
    #expect(track.value(at: 0.5) == 0)
}

@Test func laterKeyframeTakesOverFromTheValueShown() {
    var track = KeyframeTrack(from: 0.0)
    track.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1, value: 100)
    track.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, value: 0)
    #expect(abs(track.value(at: 0.5) - 50) <= 1e-12)  // continuous where the second one starts
    #expect(abs(track.value(at: 0.75) - 25) <= 1e-12)
    #expect(track.value(at: 1) == 0)
}

@Test func transformKeyframesUseDecomposition() {
    // A quarter turn about y (written out in Core Animation rows) is an eighth turn half way.
    let quarter = Transform3D(SIMD4(0, 0, -1, 0), SIMD4(0, 1, 0, 0), SIMD4(1, 0, 0, 0), SIMD4(0, 0, 0, 1))
    var track = KeyframeTrack(from: Transform3D.identity)
    track.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5, value: quarter)
    let m = track.value(at: 0.25)
    let a = Double.pi / 4
    #expect(abs(m.r1.x - cos(a)) <= 1e-9 && abs(m.r1.z + sin(a)) <= 1e-9 && abs(m.r3.x - sin(a)) <= 1e-9)
}
