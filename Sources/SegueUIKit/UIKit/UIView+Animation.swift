import SegueKit

/// UIKit's block animations, recorded on the virtual timeline (SPEC.md §10):
/// - a block nested in another inherits its duration and curve unless `.overrideInheritedDuration`
///   or `.overrideInheritedCurve` is given ("If this key is not present, the animation inherits the
///   curve of the in-flight animation, if any"; "… inherits the remaining duration");
/// - a block that changes nothing animatable completes at once, with `finished` true;
/// - completions run when the animation ends, and may start new animations then.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: options.curve, options: options, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring with `dampingRatio` whose response is the duration (SegueKit's reading of UIKit's
    /// spring block, as `View.animate(…usingSpringWithDamping:)`), starting at `velocity` (the
    /// distance per second, relative to the whole distance).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                              animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let spring = Spring(response: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        run(duration: duration, delay: delay, curve: .spring(spring), options: options, animations: animations, completion: completion)
    }

    /// iOS 17's spring block: `duration` and `bounce` (stiffness (2π/d)², damping ratio 1 − bounce).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
                              delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: (@MainActor (Bool) -> Void)? = nil) {
        let spring = Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        withoutActuallyEscaping(animations) { animations in
            run(duration: duration, delay: delay, curve: .spring(spring), options: options, animations: animations, completion: completion)
        }
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let animator = Animator.current else { return actionsWithoutAnimation() }
        animator.withoutBlocks(actionsWithoutAnimation)
    }

    /// The duration of the innermost animation block in effect, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { Animator.current?.currentTransaction?.duration ?? 0 }

    /// Whether blocks animate (`setAnimationsEnabled(_:)`); per recording.
    public class var areAnimationsEnabled: Bool { UIKitSession.current?.animationsEnabled ?? true }

    public class func setAnimationsEnabled(_ enabled: Bool) { UIKitSession.current?.animationsEnabled = enabled }

    /// Opens a block with UIKit's inheritance rules, runs `animations`, and schedules `completion`
    /// at the block's end (at once when nothing in it animated).
    static func run(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions,
                    animations: () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        guard let animator = Animator.current else {
            animations()
            completion?(true)
            return
        }
        guard areAnimationsEnabled else {
            animator.withoutBlocks(animations)
            if let completion { animator.schedule(at: animator.now) { completion(true) } }
            return
        }
        var block = Animator.Transaction(start: animator.localNow + delay, duration: duration, curve: curve, clock: animator.currentClock)
        if let outer = animator.currentTransaction {
            if !options.contains(.overrideInheritedDuration) {
                block.start = outer.start
                block.duration = outer.duration
                block.clock = outer.clock
            }
            if !options.contains(.overrideInheritedCurve) { block.curve = outer.curve }
        }
        let before = animator.trackCount
        animator.begin(block)
        animations()
        animator.end()
        guard let completion else { return }
        if animator.trackCount == before {
            animator.schedule(at: animator.now) { completion(true) }
        } else {
            animator.scheduleCompletion(of: block, completion)
        }
    }
}
