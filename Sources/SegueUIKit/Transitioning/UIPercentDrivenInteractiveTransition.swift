import SegueKit

/// UIKit's percent-driven interaction controller (SPEC.md §10): it holds the animator's animations
/// at the fraction given by `update(_:)`; `finish()` plays the rest at `completionSpeed` on
/// `completionCurve`; `cancel()` plays back to the start, and the animator then completes with
/// `transitionWasCancelled` true. The timing is SegueKit's `PercentDrivenInteraction`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    let driver = PercentDrivenInteraction()

    public override init() { super.init() }

    open var completionSpeed: CGFloat {
        get { CGFloat(driver.completionSpeed) }
        set { driver.completionSpeed = Double(newValue) }
    }

    open var completionCurve = UIView.AnimationCurve.easeInOut {
        didSet { driver.completionCurve = completionCurve.curve }
    }

    open var wantsInteractiveStart = true
    open var timingCurve: (any UITimingCurveProvider)?

    /// The transition's duration (`transitionDuration(using:)`), 0 before it starts.
    open var duration: CGFloat { CGFloat(driver.duration) }
    open var percentComplete: CGFloat { CGFloat(driver.percentComplete) }

    /// Starts the transition as UIKit does when this controller is returned for it.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let ui = transitionContext as? UIKitTransitionContext, let animator = ui.animator else { return }
        start(ui.context, animator: UIKitAnimator(animator))
    }

    func start(_ context: TransitionContext, animator: any TransitionAnimator) {
        if let ui = animator as? UIKitAnimator { UIKitTransitionContext.of(context).animator = ui.animator }
        driver.startInteractiveTransition(context, animator: animator)
    }

    open func update(_ percentComplete: CGFloat) { driver.update(Double(percentComplete)) }
    open func pause() { driver.pause() }
    open func cancel() { driver.cancel() }
    open func finish() { driver.finish() }
}
