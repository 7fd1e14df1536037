import SegueKit

/// UIKit's presentation controller: where a `.custom` presentation's view rests, whether the
/// presenter's view leaves the window, and the chrome around the transition (SPEC.md §10):
/// `presentationTransitionWillBegin()` runs before the animator (add a dimming view there and
/// animate it with `transitionCoordinator?.animate(alongsideTransition:)`),
/// `presentationTransitionDidEnd(_:)` after completion; dismissal mirrors it;
/// `containerViewWillLayoutSubviews()` sets `presentedView?.frame`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController
    /// The container of the transition, set once the presentation starts.
    public internal(set) var containerView: UIView?
    lazy var behavior = PresentationBridge(self)

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? UIScreen.main.bounds }
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }
    open var presentationStyle: UIModalPresentationStyle { .custom }
    open var adaptivePresentationStyle: UIModalPresentationStyle { .custom }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    open func size(forChildContentContainer container: AnyObject, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: AnyObject) {}
}

/// A presentation controller as SegueKit's presentation flow consults one.
@preconcurrency @MainActor
final class PresentationBridge: PresentationBehavior {
    unowned let controller: UIPresentationController

    init(_ controller: UIPresentationController) { self.controller = controller }

    var shouldRemovePresentersView: Bool { controller.shouldRemovePresentersView }

    func frameOfPresentedView(in container: View) -> Rect {
        controller.containerView = UIView.of(container)
        return controller.frameOfPresentedViewInContainerView.rect
    }

    func presentationTransitionWillBegin(_ context: TransitionContext) {
        controller.containerView = UIView.of(context.containerView)
        controller.presentationTransitionWillBegin()
    }

    func presentationTransitionDidEnd(_ completed: Bool) { controller.presentationTransitionDidEnd(completed) }

    func dismissalTransitionWillBegin(_ context: TransitionContext) {
        controller.containerView = UIView.of(context.containerView)
        controller.dismissalTransitionWillBegin()
    }

    func dismissalTransitionDidEnd(_ completed: Bool) { controller.dismissalTransitionDidEnd(completed) }

    func layoutContainer(_ container: View) {
        controller.containerViewWillLayoutSubviews()
        controller.containerView?.layoutIfNeeded()
        controller.containerViewDidLayoutSubviews()
    }
}
