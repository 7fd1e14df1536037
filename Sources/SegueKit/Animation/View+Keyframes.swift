/// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` and
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, with linear calculation mode:
/// each keyframe is a block of its own placed at a fraction of the whole, so a property changed in
/// successive keyframes moves from value to value, holding between them.
extension View {
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0,
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        // The outer block only frames the keyframes; changes made directly in it animate linearly
        // over the whole duration.
        animate(withDuration: duration, delay: delay, curve: .linear, animations: animations, completion: completion)
    }

    /// Adds a keyframe inside `animateKeyframes`: `start` and `relativeDuration` are fractions of the
    /// enclosing duration; `curve` shapes this keyframe alone (linear by default, as in UIKit's
    /// linear calculation mode).
    public static func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration: Double, curve: TimingCurve = .linear,
        animations: @MainActor () -> Void
    ) {
        guard let animator = Animator.current, let outer = animator.currentTransaction else {
            animations()
            return
        }
        animator.begin(at: outer.start + start * outer.duration, duration: relativeDuration * outer.duration, curve: curve)
        animations()
        animator.end()
    }
}
