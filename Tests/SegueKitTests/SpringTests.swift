import Foundation
import Testing
@testable import SegueKit

/// Integrates x″ + 2ζω0·x′ + ω0²·x = 0 from x = −1, x′ = v0 with classical Runge–Kutta and calls
/// `observe(t, x)` after every step. Independent of the closed forms under test.
func integrateSpring(
    omega0 w: Double, zeta: Double, v0: Double, step dt: Double, until end: Double,
    observe: (Double, Double) -> Void
) {
    func accel(_ x: Double, _ v: Double) -> Double { -2 * zeta * w * v - w * w * x }
    var x = -1.0, v = v0, t = 0.0
    let steps = Int((end / dt).rounded())
    for i in 1...steps {
        let k1x = v, k1v = accel(x, v)
        let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
        let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
        let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t = Double(i) * dt
        observe(t, x)
    }
}

/// The ODE SPEC.md prescribes for a spring: its own ζ below 1, critical damping (ζ = 1) from 1 up.
func integrate(_ s: Spring, step dt: Double, until end: Double, observe: (Double, Double) -> Void) {
    // ω0 and ζ from m, k, c directly, not through the type's computed properties.
    let w0 = (s.stiffness / s.mass).squareRoot(), zeta = s.damping / (2 * (s.stiffness * s.mass).squareRoot())
    integrateSpring(omega0: w0, zeta: min(zeta, 1), v0: s.initialVelocity, step: dt, until: end, observe: observe)
}

struct SpringCase: Sendable, CustomStringConvertible {
    var spring: Spring
    var label: String
    var description: String { label }
}

let springCases: [SpringCase] = [
    SpringCase(spring: .system, label: "system"),
    SpringCase(spring: Spring(response: 0.5, dampingRatio: 0.3), label: "r 0.5 ζ 0.3"),
    SpringCase(spring: Spring(response: 0.49, dampingRatio: 0.8), label: "popover r 0.49 ζ 0.8"),
    SpringCase(spring: Spring(response: 0.4, dampingRatio: 0.6, initialVelocity: 4), label: "ζ 0.6 v0 4"),
    SpringCase(spring: Spring(response: 0.4, dampingRatio: 0.6, initialVelocity: -3), label: "ζ 0.6 v0 −3"),
    SpringCase(spring: Spring(mass: 2, stiffness: 300, damping: 5), label: "m 2 ζ 0.1"),
    SpringCase(spring: Spring(duration: 0.5, bounce: 0), label: "d 0.5 b 0 (critical)"),
    SpringCase(spring: Spring(mass: 1, stiffness: 400, damping: 100, initialVelocity: 60), label: "ζ 2.5 v0 60"),
    SpringCase(spring: Spring(mass: 1, stiffness: 400, damping: 40, initialVelocity: -10), label: "ζ 1 v0 −10"),
]

/// SPEC.md §1's test vectors for the system curve, to 4 decimals (|p − v| ≤ 5e-5).
@Test("System curve matches SPEC.md's vectors to 4 decimals", arguments: [
    (0.05, 0.2322), (0.10, 0.5448), (0.15, 0.7583), (0.20, 0.8793), (0.25, 0.9420),
    (0.30, 0.9729), (0.35, 0.9876), (0.40, 0.9944), (0.50, 0.9989),
])
func systemCurveVectors(t: Double, expected: Double) {
    #expect(abs(Spring.system.value(at: t) - expected) <= 5e-5)
    // Through the curve, with a duration long enough that nothing snaps yet.
    #expect(abs(TimingCurve.system.progress(elapsed: t, duration: 1) - expected) <= 5e-5)
}

/// The closed forms against RK4 with a 1e-4 s step (local error ~ (ω0·dt)⁵ ≈ 1e-11): tolerance 1e-8.
@Test("Closed forms match a numeric integration to 1e-8", arguments: springCases)
func closedFormMatchesIntegration(c: SpringCase) {
    var worst = 0.0
    integrate(c.spring, step: 1e-4, until: 1.5) { t, x in
        worst = max(worst, abs(c.spring.value(at: t) - (1 + x)))
    }
    #expect(worst <= 1e-8)
    #expect(c.spring.value(at: 0) == 0)
}

@Test func underDampedSpringOvershoots() {
    let s = Spring(response: 0.5, dampingRatio: 0.3)
    let peak = (1...1000).map { s.value(at: Double($0) / 1000) }.max()!
    // The first overshoot of a damped oscillator is e^(−πζ/√(1−ζ²)) above the target.
    #expect(abs(peak - (1 + exp(-Double.pi * 0.3 / (1 - 0.09).squareRoot()))) <= 1e-4)
}

@Test func dampingRatioOfOneOrMoreIsCritical() {
    // ζ ≈ 4.56, yet the curve is that of ζ = 1 with the same ω0 = √(1000/3).
    let w = (1000.0 / 3).squareRoot()
    #expect(abs(Spring.system.dampingRatio - 500 / (2 * 3000.0.squareRoot())) <= 1e-12)
    #expect(abs(Spring.system.angularFrequency - w) <= 1e-12)
    for t in stride(from: 0.0, through: 1, by: 0.01) {
        #expect(abs(Spring.system.value(at: t) - (1 - (1 + w * t) * exp(-w * t))) <= 1e-12)
    }
}

@Test("Parameterisations convert as SPEC.md says (tolerance 1e-12 relative)")
func parameterisations() {
    let r = 0.35, zeta = 0.7
    let s = Spring(response: r, dampingRatio: zeta, initialVelocity: 2)
    #expect(s.mass == 1)
    #expect(abs(s.stiffness / pow(2 * Double.pi / r, 2) - 1) <= 1e-12)
    #expect(abs(s.damping / (4 * Double.pi * zeta / r) - 1) <= 1e-12)
    #expect(abs(s.dampingRatio - zeta) <= 1e-12)
    #expect(abs(s.response - r) <= 1e-12)
    #expect(s.initialVelocity == 2)
    let d = Spring(duration: 0.5, bounce: 0.25)
    #expect(abs(d.stiffness / pow(2 * Double.pi / 0.5, 2) - 1) <= 1e-12)
    #expect(abs(d.dampingRatio - 0.75) <= 1e-12)
    // SPEC.md: the system spring is equivalently dampingRatio 1, response 0.3441 s (4 decimals).
    #expect(abs(Spring.system.response - 0.3441) <= 5e-5)
    let equivalent = Spring(response: Spring.system.response, dampingRatio: 1)
    for t in stride(from: 0.0, through: 0.6, by: 0.05) {
        #expect(abs(equivalent.value(at: t) - Spring.system.value(at: t)) <= 1e-12)
    }
}

@Test("A spring on the timeline snaps to exactly 1 at its duration, unclamped before")
func springSnapsAtDuration() {
    let s = Spring(response: 0.5, dampingRatio: 0.2)  // about 1.5 at 0.25 s, half a period in
    let curve = TimingCurve.spring(s), d = 0.25
    #expect(curve.progress(elapsed: d, duration: d) == 1)
    #expect(curve.progress(elapsed: 1, duration: d) == 1)
    #expect(abs(s.value(at: d) - 1) > 0.1)
    // Overshoot is passed through untouched.
    let overshoot = curve.progress(elapsed: 0.2, duration: d)
    var expected = 0.0
    integrate(s, step: 1e-4, until: 0.2) { _, x in expected = 1 + x }
    #expect(overshoot > 1)
    #expect(abs(overshoot - expected) <= 1e-8)
}

/// settlingDuration against the integrated trajectory: the last 1e-5 s step at which |x| reaches
/// the tolerance must be within one step of it (plus 1e-9 for the integration's own error).
/// Tolerance 0.05 lies above the ζ = 0.8 overshoot, so the crossing falls on the first approach.
@Test("settlingDuration matches the integrated trajectory to one 1e-5 s step", arguments: springCases, [0.001, 0.05])
func settlingDurationMatchesIntegration(c: SpringCase, tolerance: Double) {
    let dt = 1e-5
    var lastAbove = 0.0
    integrate(c.spring, step: dt, until: 8) { t, x in
        if abs(x) >= tolerance { lastAbove = t }
    }
    #expect(lastAbove < 7.9, "the integration window must cover the settling time")
    let settling = c.spring.settlingDuration(tolerance: tolerance)
    #expect(settling >= lastAbove - 1e-9)
    #expect(settling <= lastAbove + dt + 1e-9)
    if tolerance == 0.001 { #expect(c.spring.settlingDuration == settling) }
}

@Test func systemSettlingDuration() {
    // (1 + ω0·t)·e^(−ω0·t) = 0.001, solved here by bisection on ω0·t: u ≈ 9.2335.
    var lo = 1.0, hi = 20.0
    for _ in 0..<100 {
        let u = (lo + hi) / 2
        if (1 + u) * exp(-u) > 0.001 { lo = u } else { hi = u }
    }
    let expected = lo / (1000.0 / 3).squareRoot()
    #expect(abs(Spring.system.settlingDuration - expected) <= 1e-9)
    #expect(abs(expected - 0.5057) <= 1e-4)
}

@Test func undampedSpringNeverSettles() {
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
}
