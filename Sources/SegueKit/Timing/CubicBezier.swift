/// A cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// solved the way WebKit's and Chromium's `UnitBezier` solve it (SPEC.md §1).
///
/// The polynomial coefficients and an 11-entry table of x(t) are computed once, in `init`; `solve`
/// then costs a table scan, at most four Newton steps and, rarely, a bisection.
///
/// Control-point x values must lie in 0…1 for x(t) to be monotonic (CSS and Core Animation demand
/// the same); `init` clamps them into that range. y values are free (overshooting curves).
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // x(t) = ((ax·t + bx)·t + cx)·t, likewise y(t): the power basis of the Bernstein form.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// Slopes dy/dx used to extrapolate left of x = 0 and right of x = 1.
    public let startGradient: Double, endGradient: Double
    /// x(t) at t = 0, 0.1, …, 1 (lanes 0…10; the rest unused).
    /// NB: a SIMD vector rather than an array keeps the struct free of heap storage.
    private let samples: SIMD16<Double>

    /// Tolerance on x, both for Newton's method and the bisection that backs it up.
    public static let epsilon = 1e-7
    static let sampleCount = 11
    static let maxNewtonIterations = 4

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        (startGradient, endGradient) = Self.endGradients(x1: x1, y1: y1, x2: x2, y2: y2)
        var table = SIMD16<Double>()
        let (a, b, c) = (ax, bx, cx)
        for i in 0..<Self.sampleCount {
            let t = Double(i) / Double(Self.sampleCount - 1)
            table[i] = ((a * t + b) * t + c) * t
        }
        samples = table
    }

    /// Chromium's rules (`gfx::CubicBezier::InitGradients`): the tangent towards the nearest control
    /// point that is not on the end point; a vertical tangent becomes 0 so that extrapolation stays finite.
    private static func endGradients(x1: Double, y1: Double, x2: Double, y2: Double) -> (Double, Double) {
        let start: Double
        if x1 > 0 { start = y1 / x1 }
        else if y1 == 0 && x2 > 0 { start = y2 / x2 }
        else if y1 == 0 && y2 == 0 { start = 1 }
        else { start = 0 }
        let end: Double
        if x2 < 1 { end = (y2 - 1) / (x2 - 1) }
        else if y2 == 1 && x1 < 1 { end = (y1 - 1) / (x1 - 1) }
        else if y2 == 1 && y1 == 1 { end = 1 }
        else { end = 0 }
        return (start, end)
    }

    @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's y for a given x. Exactly 0 at x = 0 and exactly 1 at x = 1; outside 0…1 a straight
    /// line with the end slope. Not clamped: curves with y outside 0…1 overshoot.
    public func solve(_ x: Double) -> Double {
        if x <= 0 { return x == 0 ? 0 : startGradient * x }
        if x >= 1 { return 1 + endGradient * (x - 1) }
        // NB: when y(t) and x(t) are the same polynomial, y = x exactly; solving would only add error.
        if x1 == y1 && x2 == y2 { return x }
        return sampleY(parameter(forX: x))
    }

    /// The curve parameter t at which x(t) = x (to within `epsilon`); x is clamped to 0…1.
    public func parameter(forX x: Double) -> Double {
        let x = min(max(x, 0), 1)
        // Initial guess: linear interpolation in the sample table. It also brackets the root for the
        // bisection, since x(t) is monotonic.
        var t0 = 0.0, t1 = 1.0, t = x
        let step = 1 / Double(Self.sampleCount - 1)
        for i in 1..<Self.sampleCount where x <= samples[i] {
            t1 = step * Double(i)
            t0 = t1 - step
            let span = samples[i] - samples[i - 1]
            t = span > 0 ? t0 + step * (x - samples[i - 1]) / span : t0
            break
        }

        // Newton's method, normally done in a step or two.
        for _ in 0..<Self.maxNewtonIterations {
            let error = sampleX(t) - x
            if abs(error) < Self.epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < Self.epsilon { break }
            t -= error / slope
        }
        if abs(sampleX(t) - x) < Self.epsilon { return t }

        // Bisection inside the table's bracket, for reliability. Newton may have left the bracket.
        if !(t0...t1).contains(t) { t = (t0 + t1) / 2 }
        while t0 < t1 {
            let value = sampleX(t)
            if abs(value - x) < Self.epsilon { return t }
            if x > value { t0 = t } else { t1 = t }
            let mid = (t0 + t1) / 2
            if mid == t { break }  // the bracket cannot shrink any further in floating point
            t = mid
        }
        return t
    }
}

extension CubicBezier {
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's `kCAMediaTimingFunctionDefault`.
    public static let caDefault = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}
