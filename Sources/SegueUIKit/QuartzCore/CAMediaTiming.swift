import SegueKit

/// A Core Animation timing function: a cubic Bézier from (0, 0) to (1, 1) (`CAMediaTimingFunction`).
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let curve: TimingCurve

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = .caDefault
        }
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubic(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode("removed")
    public static let forwards = CAMediaTimingFillMode("forwards")
    public static let backwards = CAMediaTimingFillMode("backwards")
    public static let both = CAMediaTimingFillMode("both")
}

/// Media time in seconds: while a recording runs, the virtual timeline's time after
/// `UIKitSession.mediaTimeOrigin`, so `CACurrentMediaTime() + delay` as a `beginTime` lands on the
/// timeline; outside one, the process's uptime.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    if let now = Animator.current?.now { return UIKitSession.mediaTimeOrigin + now }
    return ProcessInfo.processInfo.systemUptime
}

#if !canImport(CoreGraphics)
public typealias CFTimeInterval = Double
#endif
