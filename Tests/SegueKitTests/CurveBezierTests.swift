import Foundation
import Testing
@testable import SegueKit

/// The Bézier in its Bernstein form, evaluated independently of the solver's power-basis coefficients.
struct BezierOracle: Sendable, CustomStringConvertible {
    var x1: Double, y1: Double, x2: Double, y2: Double

    func x(_ t: Double) -> Double { bernstein(t, x1, x2) }
    func y(_ t: Double) -> Double { bernstein(t, y1, y2) }
    private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// y at the parameter where x(t) = x, by plain bisection to the last bit (x(t) is monotonic).
    func yForX(_ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid == lo || mid == hi { break }
            if self.x(mid) < x { lo = mid } else { hi = mid }
        }
        return y((lo + hi) / 2)
    }

    var bezier: CubicBezier { CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) }
    var description: String { "(\(x1), \(y1), \(x2), \(y2))" }
}

/// SPEC.md §1's control points for the named curves.
let namedCurves: [(TimingCurve, BezierOracle)] = [
    (.linear, BezierOracle(x1: 0, y1: 0, x2: 1, y2: 1)),
    (.easeIn, BezierOracle(x1: 0.42, y1: 0, x2: 1, y2: 1)),
    (.easeOut, BezierOracle(x1: 0, y1: 0, x2: 0.58, y2: 1)),
    (.easeInOut, BezierOracle(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
    (.caDefault, BezierOracle(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
]

let otherCurves: [BezierOracle] = [
    BezierOracle(x1: 0.4, y1: 0, x2: 0.2, y2: 1),  // SPEC.md §7's catalogue curve
    BezierOracle(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1),  // overshoots
    BezierOracle(x1: 0.6, y1: -0.28, x2: 0.735, y2: 0.045),  // undershoots
    BezierOracle(x1: 1, y1: 0, x2: 0, y2: 1),  // x′(0.5) = 0: Newton stalls, bisection finishes
    BezierOracle(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9),
    BezierOracle(x1: 0, y1: 0, x2: 0, y2: 1),
]

let xs: [Double] = (0...200).map { Double($0) / 200 } + [1e-9, 0.5 - 1e-9, 0.5 + 1e-9, 1 - 1e-9]

@Test("Named curves use SPEC.md's control points", arguments: namedCurves)
func namedControlPoints(curve: TimingCurve, oracle: BezierOracle) throws {
    let b = try #require(curve.bezier)
    #expect([b.x1, b.y1, b.x2, b.y2] == [oracle.x1, oracle.y1, oracle.x2, oracle.y2])
}

/// Tolerance 1e-6 on y: the solver stops within 1e-7 of x, and these curves' slope dy/dx stays below 10.
@Test("Named curves match a bisection of the Bernstein form to 1e-6", arguments: namedCurves)
func namedCurvesMatchBisection(curve: TimingCurve, oracle: BezierOracle) throws {
    let b = try #require(curve.bezier)
    for x in xs {
        #expect(abs(b.solve(x) - oracle.yForX(x)) <= 1e-6, "x = \(x)")
    }
}

@Test("Overshooting and undershooting curves match bisection to 1e-6, unclamped",
      arguments: otherCurves.prefix(3))
func otherCurvesMatchBisection(oracle: BezierOracle) {
    let b = oracle.bezier
    for x in xs { #expect(abs(b.solve(x) - oracle.yForX(x)) <= 1e-6, "x = \(x)") }
}

@Test func overshootIsNotClamped() {
    #expect(otherCurves[1].bezier.solve(0.5) > 1)
    #expect(otherCurves[2].bezier.solve(0.2) < 0)
}

/// SPEC.md's stopping rule: the parameter found puts x(t) within 1e-7 of the target (checked on the
/// Bernstein form), and the value returned is y at that parameter (to 1e-12, rounding only).
@Test("The solved parameter meets |x(t) − x| < 1e-7", arguments: namedCurves.map(\.1) + otherCurves)
func solvedParameterMeetsTolerance(oracle: BezierOracle) {
    let b = oracle.bezier
    for x in xs where x > 0 && x < 1 {
        let t = b.parameter(forX: x)
        #expect((0...1).contains(t))
        #expect(abs(oracle.x(t) - x) < 1e-7 + 1e-12, "x = \(x)")
        if oracle.x1 != oracle.y1 || oracle.x2 != oracle.y2 {
            #expect(abs(b.solve(x) - oracle.y(t)) <= 1e-12, "x = \(x)")
        }
    }
}

@Test("Exact at 0 and 1", arguments: namedCurves.map(\.1) + otherCurves)
func exactEndpoints(oracle: BezierOracle) {
    #expect(oracle.bezier.solve(0) == 0)
    #expect(oracle.bezier.solve(1) == 1)
}

@Test func linearIsTheIdentity() {
    for x in xs + [-0.5, 1.5] { #expect(CubicBezier.linear.solve(x) == x) }
}

/// Outside 0…1 the curve continues along its end tangents: from (0, 0) towards the first control
/// point that differs from it, into (1, 1) from the last one. Tolerance 1e-15 (one division).
@Test func extrapolatesWithEndSlopes() {
    let easeOut = CubicBezier.easeOut  // (0, 0, 0.58, 1): first control point on (0, 0), so aim at the second
    #expect(abs(easeOut.solve(-0.5) - (-0.5 * 1 / 0.58)) <= 1e-15)
    #expect(abs(easeOut.solve(1.5) - 1) <= 1e-15)  // (0.58, 1) → (1, 1) is flat
    let easeIn = CubicBezier.easeIn  // (0.42, 0, 1, 1): flat start; (1, 1) on the end, so from (0.42, 0)
    #expect(abs(easeIn.solve(-0.5)) <= 1e-15)
    #expect(abs(easeIn.solve(1.5) - (1 + 0.5 * (1 - 0) / (1 - 0.42))) <= 1e-15)
    let caDefault = CubicBezier.caDefault  // (0.25, 0.1, 0.25, 1)
    #expect(abs(caDefault.solve(-1) - (-1 * 0.1 / 0.25)) <= 1e-15)
    let overshoot = otherCurves[1].bezier  // (0.34, 1.56, 0.64, 1)
    #expect(abs(overshoot.solve(-0.1) - (-0.1 * 1.56 / 0.34)) <= 1e-15)
    let vertical = CubicBezier(x1: 0, y1: 0.5, x2: 1, y2: 0.5)  // vertical tangents: slope 0 by convention
    #expect(vertical.solve(-1) == 0 && vertical.solve(2) == 1)
}

@Test func controlPointXIsClampedToTheUnitInterval() {
    let b = CubicBezier(x1: -0.5, y1: 0.2, x2: 1.5, y2: 0.8)
    #expect(b.x1 == 0 && b.x2 == 1)
    #expect(b == CubicBezier(x1: 0, y1: 0.2, x2: 1, y2: 0.8))
}
