import SegueKit

/// Keyframe animations: each keyframe is a block placed at a fraction of the whole; a property
/// changed in successive keyframes moves from value to value and holds between them (linear
/// calculation mode), or jumps at each keyframe's start (discrete).
extension UIView {
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
                                       completion: (@MainActor (Bool) -> Void)? = nil) {
        let mode = UIKitSession.current?.keyframeModes
        UIKitSession.current?.keyframeModes.append(options.isDiscrete)
        defer { if let mode { UIKitSession.current?.keyframeModes = mode } }
        // Changes made directly in the outer block animate linearly over the whole duration.
        var blockOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        blockOptions.insert(.curveLinear)
        run(duration: duration, delay: delay, curve: .linear, options: blockOptions, animations: animations, completion: completion)
    }

    /// A keyframe of the enclosing `animateKeyframes`: `frameStartTime` and `frameDuration` are
    /// fractions of its duration.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping @MainActor () -> Void) {
        guard let animator = Animator.current, let outer = animator.currentTransaction else { return animations() }
        let discrete = UIKitSession.current?.keyframeModes.last ?? false
        animator.begin(Animator.Transaction(
            start: outer.start + frameStartTime * outer.duration, duration: discrete ? 0 : frameDuration * outer.duration,
            curve: .linear, clock: outer.clock))
        animations()
        animator.end()
    }
}
