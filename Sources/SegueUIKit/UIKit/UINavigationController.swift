import SegueKit

/// UIKit's navigation controller over SegueKit's: the stack, push and pop, its navigation bar,
/// and its delegate's animation and interaction controllers for custom pushes and pops
/// (`UINavigationControllerDelegate`).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var navigation: NavigationController { controller as! NavigationController }
    private lazy var bridge = NavigationDelegateBridge(self)

    private let bar = UINavigationBar(frame: .zero)

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        host(NavigationController(rootViewController: rootViewController.controller))
        navigation.delegate = bridge
        bar.navigation = self
        navigation.barLook = { [unowned self] vc in
            let item = UIViewController.of(vc).storedNavigationItem
            return bar.look(for: item, compact: navigation.window?.device.hasCompactBars ?? false)
        }
    }

    /// The bar; once the view is loaded, SegueKit's bar is what it presents.
    open var navigationBar: UINavigationBar {
        if let shown = navigation.navigationBar, bar.layer.node !== shown { bar.present(CALayer.of(shown)) }
        return bar
    }

    public required init?(coder: NSCoder) { fatalError("UINavigationController(coder:) needs a storyboard") }

    open weak var delegate: (any UINavigationControllerDelegate)?

    open var viewControllers: [UIViewController] { navigation.viewControllers.map(UIViewController.of) }
    open var topViewController: UIViewController? { navigation.topViewController.map(UIViewController.of) }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The edge-swipe recognizer of the system's interactive pop (disabled while a delegate
    /// supplies its own animator, as in UIKit).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    open var isNavigationBarHidden: Bool {
        get { navigation.isNavigationBarHidden }
        set { navigation.isNavigationBarHidden = newValue }
    }

    /// Called from a controller's `viewWillAppear(_:)` during a push or pop, the bar comes or
    /// goes with the transition, carried by the view of the controller that shows it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { navigation.setNavigationBarHidden(hidden, animated: animated) }

    /// Whether the navigation controller's built-in toolbar is hidden: true by default, as in UIKit.
    open var isToolbarHidden: Bool {
        get { navigation.isToolbarHidden }
        set { navigation.setToolbarHidden(newValue, animated: false) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { navigation.setToolbarHidden(hidden, animated: animated) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        navigation.pushViewController(viewController.controller, animated: animated)
        UIKitSession.current?.noteTransition(of: viewController.controller)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let popped = navigation.popViewController(animated: animated)
        UIKitSession.current?.noteTransition(of: popped)
        return popped.map(UIViewController.of)
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = navigation.viewControllers.first else { return nil }
        return popToViewController(UIViewController.of(root), animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = navigation.popToViewController(viewController.controller, animated: animated)
        UIKitSession.current?.noteTransition(of: popped?.last)
        return popped?.map(UIViewController.of)
    }
}

/// Which way a navigation transition goes.
extension UINavigationController {
    public enum Operation: Int, Sendable { case none, push, pop }
}

@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// The app's navigation delegate as SegueKit's navigation controller asks it.
@preconcurrency @MainActor
final class NavigationDelegateBridge: NavigationControllerDelegate {
    unowned let owner: UINavigationController

    init(_ owner: UINavigationController) { self.owner = owner }

    func navigationController(_ navigationController: NavigationController, animatorFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> (any TransitionAnimator)? {
        owner.delegate?.navigationController(owner, animationControllerFor: operation == .push ? .push : .pop,
                                             from: UIViewController.of(from), to: UIViewController.of(to)).map(UIKitAnimator.init)
    }

    func navigationController(_ navigationController: NavigationController,
                              interactionFor animator: any TransitionAnimator) -> (any InteractiveTransitionDriver)? {
        guard let ui = animator as? UIKitAnimator else { return nil }
        return owner.delegate?.navigationController(owner, interactionControllerFor: ui.animator).map(UIKitInteraction.init)
    }
}
