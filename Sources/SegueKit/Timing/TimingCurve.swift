import Foundation

/// A spring's physical parameters (SPEC.md §1). Velocity is in units of the distance per second.
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

    /// UIKit's private transition spring: m = 3, k = 1000, c = 500.
    public static let system = Spring(mass: 3, stiffness: 1000, damping: 500)

    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// Progress at elapsed time `t` (seconds). PLACEHOLDER: the closed forms come with the timing work.
    public func value(at t: Double) -> Double {
        let w = angularFrequency
        return 1 - (1 + w * t) * exp(-w * t)
    }
}

/// A timing curve: maps elapsed time within an animation to progress (SPEC.md §1).
public enum TimingCurve: Hashable, Sendable, Codable {
    case linear, easeIn, easeOut, easeInOut
    /// Core Animation's `kCAMediaTimingFunctionDefault` (0.25, 0.1, 0.25, 1).
    case caDefault
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    case spring(Spring)
    /// UIKit's transition spring (`Spring.system`).
    case system

    /// Progress for elapsed time `t` of an animation lasting `duration`. Cubic curves take `t / duration`;
    /// springs take `t` in seconds and snap to 1 at `t ≥ duration`. Not clamped (springs overshoot).
    public func progress(elapsed t: Double, duration: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        switch self {
        case .spring(let s): return s.value(at: t)
        case .system: return Spring.system.value(at: t)
        default: return bezier!.solve(t / duration)
        }
    }

    /// The Bézier behind a cubic curve (shared, precomputed instances for the named ones); nil for springs.
    public var bezier: CubicBezier? {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .caDefault: .caDefault
        case let .cubic(x1, y1, x2, y2): CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring, .system: nil
        }
    }
}
