import Foundation
import Testing
@testable import SegueKit

let allCurveKinds: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .caDefault, .cubic(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1), .system,
    .spring(Spring(response: 0.5, dampingRatio: 0.2)), .spring(Spring(duration: 0.3, bounce: 0, initialVelocity: 8)),
]

@Test("0 at t ≤ 0 and exactly 1 at t ≥ duration", arguments: allCurveKinds)
func progressEnds(curve: TimingCurve) {
    for d in [0.2, 0.35, 0.5, 2] {
        #expect(curve.progress(elapsed: 0, duration: d) == 0)
        #expect(curve.progress(elapsed: -0.1, duration: d) == 0)
        #expect(curve.progress(elapsed: d, duration: d) == 1)
        #expect(curve.progress(elapsed: d + 0.01, duration: d) == 1)
    }
}

/// Cubic curves read the fraction t / duration: the same fraction gives the same progress at any
/// duration (tolerance 1e-12: the fractions differ by rounding only), matching the Bernstein
/// oracle to 1e-6 (see CurveBezierTests).
@Test("Cubic curves take t / duration", arguments: namedCurves)
func cubicTakesFraction(curve: TimingCurve, oracle: BezierOracle) {
    for f in [0.1, 0.25, 0.5, 0.8] {
        let short = curve.progress(elapsed: f * 0.3, duration: 0.3)
        let long = curve.progress(elapsed: f * 2, duration: 2)
        #expect(abs(short - long) <= 1e-12)
        #expect(abs(long - oracle.yForX(f)) <= 1e-6)
    }
}

@Test func easeInOutIsSymmetric() {
    // (0.42, 0, 0.58, 1) is point-symmetric about (0.5, 0.5). Tolerance 1e-6 (solver's x tolerance × slope).
    #expect(abs(TimingCurve.easeInOut.progress(elapsed: 0.15, duration: 0.3) - 0.5) <= 1e-6)
    for f in [0.1, 0.2, 0.3, 0.4] {
        let a = TimingCurve.easeInOut.progress(elapsed: f, duration: 1)
        let b = TimingCurve.easeInOut.progress(elapsed: 1 - f, duration: 1)
        #expect(abs(a + b - 1) <= 2e-6)
    }
}

/// Springs run on seconds whatever the duration: SPEC.md's vector p(0.10 s) = 0.5448 (4 decimals).
@Test("Springs take seconds", arguments: [0.2, 0.5, 3])
func springTakesSeconds(duration: Double) {
    #expect(abs(TimingCurve.system.progress(elapsed: 0.1, duration: duration) - 0.5448) <= 5e-5)
    #expect(abs(TimingCurve.spring(.system).progress(elapsed: 0.1, duration: duration) - 0.5448) <= 5e-5)
}

@Test func progressIsNotClampedInBetween() {
    #expect(TimingCurve.cubic(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1).progress(elapsed: 0.5, duration: 1) > 1)
    #expect(TimingCurve.spring(Spring(response: 0.5, dampingRatio: 0.2)).progress(elapsed: 0.2, duration: 1) > 1)
}

@Test func springAndBezierAccessors() {
    #expect(TimingCurve.system.spring == .system)
    #expect(TimingCurve.system.isSpring && TimingCurve.system.bezier == nil)
    #expect(TimingCurve.easeIn.spring == nil && !TimingCurve.easeIn.isSpring)
    #expect(TimingCurve.cubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1).bezier == CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
}

/// SPEC.md §1: frame 0 shows the state before anything moves, the last frame the settled end.
@Test("Sampled on a timeline, the first frame reads 0 and the last exactly 1", arguments: allCurveKinds)
func timelineEnds(curve: TimingCurve) {
    let timeline = Timeline(duration: 0.41, fps: 60)
    let values = timeline.times.map { curve.progress(elapsed: $0, duration: timeline.duration) }
    #expect(values.first == 0)
    #expect(values.last == 1)
    #expect(values.count == 26)
}

@Test func timelineDefaultsToSixtyFramesPerSecond() {
    #expect(Timeline(duration: 0.5).fps == 60)
    #expect(Timeline(duration: 0.5).frameCount == 31)
}
