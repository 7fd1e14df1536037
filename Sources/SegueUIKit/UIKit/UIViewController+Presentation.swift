import SegueKit

/// Containment and modal presentation. `present` asks the transitioning delegate as UIKit does —
/// the presentation controller (for `.custom`), the animation controller, the interaction
/// controller — then runs SegueKit's presentation flow with them (SPEC.md §10).
extension UIViewController {
    public var parent: UIViewController? { controller.parent.map(UIViewController.of) }
    public var children: [UIViewController] { controller.children.map(UIViewController.of) }
    public var presentingViewController: UIViewController? { controller.presentingViewController.map(UIViewController.of) }
    public var presentedViewController: UIViewController? { controller.presentedViewController.map(UIViewController.of) }
    public var navigationController: UINavigationController? {
        controller.navigationController.flatMap { $0.owner as? UINavigationController }
    }
    public var tabBarController: UITabBarController? {
        controller.tabBarController.flatMap { $0.owner as? UITabBarController }
    }

    public func addChild(_ childController: UIViewController) { controller.addChild(childController.controller) }
    public func removeFromParent() { controller.removeFromParent() }

    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        let presented = viewControllerToPresent
        let presenting = UIViewController.of(controller.presentationRoot)
        let delegate = presented.transitioningDelegate
        presented.controller.modalPresentationStyle = presented.modalPresentationStyle.style
        presented.controller.modalTransitionStyle = ModalTransitionStyle(presented.modalTransitionStyle)
        // Read when presented, as UIKit reads it for a popover or a form sheet (an override of the
        // property is asked here too).
        presented.controller.preferredContentSize = presented.preferredContentSize.size
        if presented.modalPresentationStyle == .custom {
            let pc = delegate?.presentationController(forPresented: presented, presenting: presenting, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
            presented.storedPresentationController = pc
            presented.controller.presentationBehavior = pc.behavior
        }
        let animator = delegate?.animationController(forPresented: presented, presenting: presenting, source: self)
        presented.controller.transitionAnimator = animator.map(UIKitAnimator.init)
        presented.controller.transitionInteraction = animator
            .flatMap { delegate?.interactionControllerForPresentation(using: $0) }
            .map(UIKitInteraction.init)
        controller.present(presented.controller, animated: flag, completion: completion)
        UIKitSession.current?.noteTransition(of: presented.controller)
    }

    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        let root = controller.presentationRoot
        guard let presentedController = root.presentedViewController ?? (root.presentingViewController != nil ? root : nil) else {
            completion?()
            return
        }
        let presented = UIViewController.of(presentedController)
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
        presentedController.transitionAnimator = animator.map(UIKitAnimator.init)
        presentedController.transitionInteraction = animator
            .flatMap { delegate?.interactionControllerForDismissal(using: $0) }
            .map(UIKitInteraction.init)
        controller.dismiss(animated: flag, completion: completion)
        UIKitSession.current?.noteTransition(of: presentedController)
    }
}

extension ModalTransitionStyle {
    init(_ style: UIModalTransitionStyle) {
        self = switch style {
        case .coverVertical: .coverVertical
        case .flipHorizontal: .flipHorizontal
        case .crossDissolve: .crossDissolve
        case .partialCurl: .partialCurl
        }
    }
}
