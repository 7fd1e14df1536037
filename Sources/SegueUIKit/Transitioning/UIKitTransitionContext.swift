import SegueKit

/// The `UIViewControllerContextTransitioning` an app's animator is given: UIKit's names over the
/// SegueKit flow's `TransitionContext` (SPEC.md §10: who adds what, when `view(forKey:)` is nil,
/// `initialFrame`/`finalFrame`, `completeTransition(_:)`).
@preconcurrency @MainActor
final class UIKitTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let context: TransitionContext
    /// The app's animator, told `animationEnded(_:)` after `completeTransition(_:)`.
    var animator: (any UIViewControllerAnimatedTransitioning)?

    private init(_ context: TransitionContext) {
        self.context = context
        super.init()
        context.owner = self
        UIKitSession.current?.contexts.append(context)
    }

    /// The UIKit context of `context`, made on first use.
    static func of(_ context: TransitionContext) -> UIKitTransitionContext {
        (context.owner as? UIKitTransitionContext) ?? UIKitTransitionContext(context)
    }

    var containerView: UIView { UIView.of(context.containerView) }
    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    var transitionWasCancelled: Bool { context.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(context.presentationStyle) }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { context.updateInteractiveTransition(Double(percentComplete)) }
    func finishInteractiveTransition() { context.finishInteractiveTransition() }
    func cancelInteractiveTransition() { context.cancelInteractiveTransition() }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard context.completedAt == nil else { return }
        context.completeTransition(didComplete)
        animator?.animationEnded(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let vc = key == .from ? context.fromViewController : context.toViewController
        return vc.map(UIViewController.of)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        context.view(forKey: key == .from ? .from : .to).map(UIView.of)
    }

    func initialFrame(for vc: UIViewController) -> CGRect { CGRect(context.initialFrame(for: vc.controller)) }
    func finalFrame(for vc: UIViewController) -> CGRect { CGRect(context.finalFrame(for: vc.controller)) }
}

/// An app's animator as the SegueKit flows run animators: its duration is what it announces for
/// the context (`transitionDuration(using:)`), its curve only a label (the manifest reports the
/// curves its animations recorded).
@preconcurrency @MainActor
struct UIKitAnimator: TransitionAnimator {
    let animator: any UIViewControllerAnimatedTransitioning
    var duration: Double
    var curve = TimingCurve.easeInOut

    init(_ animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        duration = Double(animator.transitionDuration(using: nil))
    }

    func transitionDuration(_ context: TransitionContext) -> Double {
        Double(animator.transitionDuration(using: UIKitTransitionContext.of(context)))
    }

    func animateTransition(_ context: TransitionContext) {
        let ui = UIKitTransitionContext.of(context)
        ui.animator = animator
        animator.animateTransition(using: ui)
    }
}

/// An app's interaction controller as SegueKit's flows drive transitions interactively.
@preconcurrency @MainActor
final class UIKitInteraction: InteractiveTransitionDriver {
    let controller: any UIViewControllerInteractiveTransitioning

    init(_ controller: any UIViewControllerInteractiveTransitioning) { self.controller = controller }

    func startInteractiveTransition(_ context: TransitionContext, animator: any TransitionAnimator) {
        let ui = UIKitTransitionContext.of(context)
        if let percent = controller as? UIPercentDrivenInteractiveTransition {
            percent.start(context, animator: animator)
        } else {
            ui.animator = (animator as? UIKitAnimator)?.animator
            controller.startInteractiveTransition(ui)
        }
    }
}

extension UIModalPresentationStyle {
    /// UIKit's styles and SegueKit's, side by side.
    private static let pairs: [(UIModalPresentationStyle, ModalPresentationStyle)] = [
        (.fullScreen, .fullScreen), (.pageSheet, .pageSheet), (.formSheet, .formSheet), (.currentContext, .currentContext),
        (.custom, .custom), (.overFullScreen, .overFullScreen), (.overCurrentContext, .overCurrentContext),
        (.popover, .popover), (.none, .none), (.automatic, .automatic),
    ]

    init(_ style: ModalPresentationStyle) {
        self = Self.pairs.first { $0.1 == style }?.0 ?? .automatic
    }

    var style: ModalPresentationStyle { Self.pairs.first { $0.0 == self }?.1 ?? .automatic }
}
