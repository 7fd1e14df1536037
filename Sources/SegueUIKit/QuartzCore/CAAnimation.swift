import SegueKit

/// Core Animation's explicit animations (`CAAnimation` and its subclasses), with Apple's defaults:
/// a duration of 0 means 0.25 s, no timing function means linear, and the animation is removed
/// when it ends (the model value shows again) unless `isRemovedOnCompletion` is false and the fill
/// mode keeps its last value. Adding one to a layer records presentation-only tracks
/// (CAAnimation+Tracks.swift).
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    open var timingFunction: CAMediaTimingFunction?
    /// Retained by the animation, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed

    public required override init() { super.init() }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy with the same settings: a layer keeps a copy of what it is given.
    func duplicate() -> CAAnimation {
        let c = type(of: self).init()
        copySettings(to: c)
        return c
    }

    func copySettings(to other: CAAnimation) {
        other.timingFunction = timingFunction
        other.delegate = delegate
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.beginTime = beginTime
        other.duration = duration
        other.speed = speed
        other.timeOffset = timeOffset
        other.repeatCount = repeatCount
        other.repeatDuration = repeatDuration
        other.autoreverses = autoreverses
        other.fillMode = fillMode
    }
}

/// An animation of one layer property, named by its key path (`"opacity"`, `"transform.rotation.y"`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copySettings(to other: CAAnimation) {
        super.copySettings(to: other)
        guard let o = other as? CAPropertyAnimation else { return }
        o.keyPath = keyPath
        o.isAdditive = isAdditive
        o.isCumulative = isCumulative
    }
}

/// From one value to another: a nil `fromValue` starts at the value shown when it is added, a nil
/// `toValue` ends at the model value; `byValue` offsets either for numbers.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copySettings(to other: CAAnimation) {
        super.copySettings(to: other)
        guard let o = other as? CABasicAnimation else { return }
        o.fromValue = fromValue
        o.toValue = toValue
        o.byValue = byValue
    }
}

/// A basic animation driven by a spring: its progress follows the spring in real time
/// (`mass`, `stiffness`, `damping`, `initialVelocity`) and snaps to the end at `duration`.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// iOS 17's perceptual parameters: k = (2π/d)², ζ = 1 − bounce, and the settling duration as
    /// the duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let s = Spring(duration: perceptualDuration, bounce: Double(bounce))
        (mass, stiffness, damping) = (CGFloat(s.mass), CGFloat(s.stiffness), CGFloat(s.damping))
        duration = settlingDuration
    }

    var spring: Spring {
        Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to settle within 0.1 % of its target.
    open var settlingDuration: CFTimeInterval {
        let s = spring
        var t = 0.0
        var lastOutside = 0.0
        while t < 60 {
            if abs(s.value(at: t) - 1) > 0.001 { lastOutside = t }
            t += 1.0 / 240
        }
        return lastOutside
    }

    override func copySettings(to other: CAAnimation) {
        super.copySettings(to: other)
        guard let o = other as? CASpringAnimation else { return }
        (o.mass, o.stiffness, o.damping, o.initialVelocity, o.allowsOverdamping) = (mass, stiffness, damping, initialVelocity, allowsOverdamping)
    }
}

/// Through a list of values at `keyTimes` (fractions of the duration; evenly spaced when nil), each
/// segment on its own timing function (`timingFunctions`), or holding each value (`.discrete`).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear

    override func copySettings(to other: CAAnimation) {
        super.copySettings(to: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        (o.values, o.keyTimes, o.timingFunctions, o.calculationMode) = (values, keyTimes, timingFunctions, calculationMode)
    }
}

/// Several animations run together, their begin times relative to the group's.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copySettings(to other: CAAnimation) {
        super.copySettings(to: other)
        (other as? CAAnimationGroup)?.animations = animations?.map { $0.duplicate() }
    }
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode("linear")
    public static let discrete = CAAnimationCalculationMode("discrete")
    public static let paced = CAAnimationCalculationMode("paced")
    public static let cubic = CAAnimationCalculationMode("cubic")
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// Told when an animation starts and stops (`finished` is false when it was removed early).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
