import SegueKit

/// The timing of a property animator: a cubic curve or a spring (`UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

extension UITimingCurveProvider {
    /// The SegueKit curve these parameters make for an animation lasting `duration`.
    func curve(duration: Double) -> TimingCurve {
        if let spring = springTimingParameters { return .spring(spring.spring(duration: duration)) }
        return cubicTimingParameters?.curve ?? .easeInOut
    }
}

@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let curve: TimingCurve

    public override init() {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        curve = .easeInOut
        super.init()
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        (controlPoint1, controlPoint2) = points
        self.curve = curve.curve
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (point1, point2)
        curve = .cubic(x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring: by damping ratio (its response the animator's duration), by mass, stiffness and
/// damping, or by iOS 17's duration and bounce. The initial velocity's x is used (relative to the
/// whole distance per second).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    /// The spring, or nil for a damping ratio whose response is the animator's duration.
    let physics: Spring?
    let dampingRatio: Double

    public override init() {
        initialVelocity = .zero
        physics = Spring(mass: 1, stiffness: 100, damping: 10)
        dampingRatio = 0.5
        super.init()
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        physics = nil
        dampingRatio = Double(ratio)
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        physics = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dx))
        dampingRatio = physics!.dampingRatio
        super.init()
    }

    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        physics = Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx))
        dampingRatio = 1 - Double(bounce)
        super.init()
    }

    /// The spring for an animator lasting `duration`.
    func spring(duration: Double) -> Spring {
        physics ?? Spring(response: duration, dampingRatio: dampingRatio, initialVelocity: Double(initialVelocity.dx))
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// The state machine of an animator (`UIViewAnimating`).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// What an animator that does not implement `interruptibleAnimator(using:)` returns from the
/// protocol's default: a stand-in UIKit never drives.
@preconcurrency @MainActor
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {}
    func addAnimations(_ animation: @escaping @MainActor () -> Void) {}
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
