/// A timing curve: maps elapsed time within an animation to progress (SPEC.md §1).
///
/// Codable as its text form (`name`), e.g. `"easeInOut"` or `"spring:response=0.5,damping=0.8"`;
/// see `TimingCurve+Parsing.swift`.
public enum TimingCurve: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut
    /// Core Animation's `kCAMediaTimingFunctionDefault` (0.25, 0.1, 0.25, 1).
    case caDefault
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    case spring(Spring)
    /// UIKit's transition spring (`Spring.system`).
    case system
    /// A window of another curve's progress: while `base` goes from `from` to `to` the value goes
    /// 0 → 1 through `easing`; 0 before, 1 after. The navigation bar's fades are windows of the
    /// push's progress (SPEC.md §2).
    indirect case progressWindow(base: TimingCurve, from: Double, to: Double, easing: TimingCurve)
    /// Another curve played backwards in time: `1 − base(D − t)` (for a cubic, the control points
    /// turned end for end). No built-in transition uses it: a dismissal runs forward in time on the
    /// presentation's own curve (SPEC.md §3). It remains for `--curve reversed:…`.
    indirect case reversed(TimingCurve)

    /// Progress for elapsed time `t` of an animation lasting `duration`. Cubic curves take
    /// `t / duration`; springs take `t` in seconds. 0 at `t ≤ 0` (checked first, so a zero-length
    /// animation reads 0 at t = 0), exactly 1 at `t ≥ duration`: a spring snaps to its target when
    /// the animation's time is up. In between not clamped (springs and some cubics overshoot).
    public func progress(elapsed t: Double, duration: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        if case .reversed(let base) = self {
            return 1 - base.progress(elapsed: duration - t, duration: duration)
        }
        if case .progressWindow(let base, let a, let b, let easing) = self {
            let q = base.progress(elapsed: t, duration: duration)
            let u = Swift.min(1, Swift.max(0, (q - a) / (b - a)))
            return easing.progress(elapsed: u, duration: 1)
        }
        if let spring { return spring.value(at: t) }
        return bezier!.solve(t / duration)
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
        case .spring, .system, .progressWindow, .reversed: nil
        }
    }

    /// The spring behind a spring curve; nil for cubic curves.
    public var spring: Spring? {
        switch self {
        case .spring(let s): s
        case .system: .system
        default: nil
        }
    }

    public var isSpring: Bool { spring != nil }
}
