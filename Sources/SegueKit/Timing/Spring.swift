import Foundation

/// A spring's physical parameters (SPEC.md §1). Velocity is in units of the distance per second,
/// positive towards the target.
///
/// Progress p(t) runs from 0 at t = 0 towards 1. With x = p − 1 the spring obeys
/// m·x″ + c·x′ + k·x = 0, x(0) = −1, x′(0) = v0. Only ω0 = √(k/m), ζ = c / (2√(km)) and v0 shape the
/// curve. ζ < 1 uses the under-damped closed form; ζ ≥ 1 is evaluated as critically damped with the
/// same ω0, which is how Core Animation's spring behaves (and what makes the system curve fast).
public struct Spring: Hashable, Sendable, Codable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's `response`/`dampingFraction` parameterisation: m = 1, k = (2π/r)², c = 4πζ/r.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.init(mass: 1, stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * dampingRatio / response,
                  initialVelocity: initialVelocity)
    }

    /// iOS 17's `duration`/`bounce`: k = (2π/d)², ζ = 1 − b (m = 1).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(response: duration, dampingRatio: 1 - bounce, initialVelocity: initialVelocity)
    }

    /// UIKit's private transition spring: m = 3, k = 1000, c = 500 (critically damped in effect,
    /// ω0 ≈ 18.257 rad/s, response ≈ 0.3441 s).
    public static let system = Spring(mass: 3, stiffness: 1000, damping: 500)

    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// ω0 = √(k/m), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }
    /// The period of the undamped oscillation, 2π/ω0: SwiftUI's `response`.
    public var response: Double { 2 * .pi / angularFrequency }

    /// Progress at elapsed time `t` (seconds). 0 at t = 0; not clamped (under-damped springs overshoot).
    public func value(at t: Double) -> Double { 1 + displacement(at: t) }

    /// x(t) = p(t) − 1, the signed distance from the target.
    func displacement(at t: Double) -> Double {
        let w0 = angularFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            // x = e^(−αt)·(A·cos ωd·t + B·sin ωd·t), A = x(0) = −1, B = (v0 + α·A) / ωd.
            let alpha = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 - alpha) / wd
            return exp(-alpha * t) * (-cos(wd * t) + b * sin(wd * t))
        }
        // Critically damped: x = e^(−ω0·t)·(A + B·t), A = −1, B = v0 + ω0·A.
        return -exp(-w0 * t) * (1 + (w0 - v0) * t)
    }
}

extension Spring {
    /// The time after which |1 − p(t)| stays below 0.001 for good.
    public var settlingDuration: Double { settlingDuration(tolerance: 0.001) }

    /// The time after which |1 − p(t)| stays below `tolerance` for good; `.infinity` for an undamped
    /// spring. Found from the closed form: the last stretch on which |x| can reach the tolerance is
    /// located analytically, then the crossing is bisected to machine precision.
    public func settlingDuration(tolerance: Double) -> Double {
        precondition(tolerance > 0)
        let w0 = angularFrequency
        guard w0 > 0, w0.isFinite, dampingRatio.isFinite else { return .infinity }
        let (lower, upper) = dampingRatio < 1 ? underDampedBracket(tolerance) : criticalBracket(tolerance)
        guard upper.isFinite else { return .infinity }
        guard upper > lower else { return lower }
        // On [lower, upper] |x| falls monotonically from ≥ tolerance to < tolerance.
        var (a, b) = (lower, upper)
        while true {
            let mid = (a + b) / 2
            if mid <= a || mid >= b { return b }
            if abs(displacement(at: mid)) >= tolerance { a = mid } else { b = mid }
        }
    }

    /// The extrema of an under-damped x(t) fall every π/ωd, and |x| there decays as e^(−αt). The last
    /// extremum at or above the tolerance starts the bracket; the next zero of x ends it.
    private func underDampedBracket(_ eps: Double) -> (Double, Double) {
        let w0 = angularFrequency, zeta = dampingRatio
        guard zeta > 0 else { return (0, .infinity) }
        let alpha = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = -1.0, b = (initialVelocity - alpha) / wd
        // x′ = e^(−αt)·(C1·cos ωd·t + C2·sin ωd·t) vanishes where tan(ωd·t) = −C1/C2.
        let c1 = wd * b - alpha * a, c2 = -alpha * b - wd * a
        let halfPeriod = Double.pi / wd
        var first = atan2(-c1, c2) / wd  // one zero of x′, then every half period
        first = first.truncatingRemainder(dividingBy: halfPeriod)
        if first < 0 { first += halfPeriod }
        let peak = abs(a * cos(wd * first) + b * sin(wd * first))  // |x| at an extremum, times e^(αt)
        // Zeros of x: tan(ωd·t) = −A/B.
        func nextZero(after t: Double) -> Double {
            var z = atan2(-a, b) / wd
            z += (((t - z) / halfPeriod).rounded(.down) + 1) * halfPeriod
            return z
        }
        let lastAbove = (log(peak / eps) / alpha - first) / halfPeriod
        if lastAbove >= 0 {
            let start = first + lastAbove.rounded(.down) * halfPeriod
            return (start, nextZero(after: start))
        }
        // Every extremum after t = 0 is already below the tolerance: |x| falls from 1 at t = 0.
        return (0, min(first > 0 ? first : halfPeriod, nextZero(after: 0)))
    }

    /// x = −e^(−ω0·t)·(1 + (ω0 − v0)·t) has at most one extremum and one zero for t > 0; beyond both,
    /// |x| decays monotonically. Each piece between them is monotonic in |x|.
    private func criticalBracket(_ eps: Double) -> (Double, Double) {
        let w0 = angularFrequency, v0 = initialVelocity
        let slope = w0 - v0
        var cuts: [Double] = [0]
        if slope < 0 { cuts.append(-1 / slope) }  // zero of x
        if v0 != 0 && slope != 0 {
            let extremum = -v0 / (w0 * slope)
            if extremum > 0 { cuts.append(extremum) }
        }
        cuts.sort()
        // Beyond the last cut |x| decreases; march out until it is below the tolerance.
        var end = max(cuts.last!, 1 / w0) * 2
        while abs(displacement(at: end)) >= eps { end *= 2 }
        cuts.append(end)
        for i in stride(from: cuts.count - 2, through: 0, by: -1)
        where max(abs(displacement(at: cuts[i])), abs(displacement(at: cuts[i + 1]))) >= eps {
            return (cuts[i], cuts[i + 1])
        }
        return (0, 0)
    }
}
