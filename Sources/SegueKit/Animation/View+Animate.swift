/// UIKit's block-animation API. Inside `animations`, every animatable property that changes records
/// a track on the animator in effect; with no animator (outside a recording) the changes apply at
/// once and `completion` runs immediately, as `UIView.performWithoutAnimation` would.
extension View {
    public static func animate(
        withDuration duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard let animator = Animator.current else {
            animations()
            completion?(true)
            return
        }
        animator.begin(delay: delay, duration: duration, curve: curve)
        let block = animator.currentTransaction!
        animations()
        animator.end()
        if let completion { animator.scheduleCompletion(of: block, completion) }
    }

    /// The spring variant, `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`:
    /// a spring with the given damping ratio whose response is the duration.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double = 0,
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let spring = Spring(response: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        animate(withDuration: duration, delay: delay, curve: .spring(spring), animations: animations, completion: completion)
    }

    /// Applies changes without recording tracks, even inside an animation block.
    public static func performWithoutAnimation(_ changes: @MainActor () -> Void) {
        AnimatorScope.$current.withValue(nil) { changes() }
    }
}
