import SegueKit

/// Core Animation's implicit animations: a standalone layer (one that backs no view) animates a
/// change of an animatable property on its own, with the current transaction's duration (0.25 s by
/// default) and timing, unless actions are disabled or the layer was put in its tree in this same
/// step (Core Animation does not animate a layer that was never on screen). A view's backing layer
/// animates only inside a `UIView` animation block, as in UIKit.
extension CALayer {
    func animating<V>(_ property: KeyPath<LayerProperties, V>, _ value: V, _ set: (V) -> Void) {
        guard delegate == nil, let animator = Animator.current else { return set(value) }
        let committed = insertedAt.map { $0 < animator.now } ?? false
        guard committed, node.superview != nil || maskedLayer != nil, !CATransaction.disableActions() else {
            // Not animated, even inside a view's animation block.
            return animator.withoutBlocks { set(value) }
        }
        let timing = CATransaction.implicitTiming
        animator.begin(delay: 0, duration: timing.duration, curve: timing.curve)
        set(value)
        animator.end()
        CATransaction.noteAnimation(endingAt: animator.now + timing.duration)
    }
}
