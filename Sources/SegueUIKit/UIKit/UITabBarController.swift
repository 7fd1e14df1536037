import SegueKit

/// UIKit's tab bar controller over SegueKit's: its tabs, the selected one, and its delegate's
/// animation controller for a custom tab switch (`UITabBarControllerDelegate`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    var tabs: TabBarController { controller as! TabBarController }
    private lazy var bridge = TabBarDelegateBridge(self)
    private let bar = UITabBar(frame: .zero)

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        host(TabBarController(viewControllers: []))
        tabs.delegate = bridge
        bar.tabs = self
        tabs.barColors = { [unowned self] selected in
            bar.colors(selected: selected.flatMap { UIViewController.of($0).storedTabBarItem })
        }
    }

    /// The bar; once the view is loaded, SegueKit's bar is what it presents.
    open var tabBar: UITabBar {
        if tabs.isViewLoaded, bar.layer.node !== tabs.tabBar { bar.present(CALayer.of(tabs.tabBar)) }
        return bar
    }

    /// Shows a change of the bar's tints or appearances.
    func updateTabBar() {
        tabs.tintColor = bar.tintColor.color
        tabs.unselectedItemTintColor = bar.unselectedItemTintColor?.color ?? .systemGray
        tabs.updateItems()
    }

    public required init?(coder: NSCoder) { fatalError("UITabBarController(coder:) needs a storyboard") }

    open weak var delegate: (any UITabBarControllerDelegate)?

    open var viewControllers: [UIViewController]? {
        get { tabs.viewControllers.map(UIViewController.of) }
        set { tabs.setViewControllers((newValue ?? []).map(\.controller)) }
    }

    open var selectedIndex: Int {
        get { tabs.selectedIndex }
        set { tabs.select(newValue, animated: true) }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.selectedViewController.map(UIViewController.of) }
        set {
            if let vc = newValue, let i = tabs.viewControllers.firstIndex(where: { $0 === vc.controller }) { selectedIndex = i }
        }
    }
}

@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

@preconcurrency @MainActor
final class TabBarDelegateBridge: TabBarControllerDelegate {
    unowned let owner: UITabBarController

    init(_ owner: UITabBarController) { self.owner = owner }

    func tabBarController(_ tabBarController: TabBarController, animatorForTransitionFrom from: ViewController,
                          to: ViewController) -> (any TransitionAnimator)? {
        owner.delegate?.tabBarController(owner, animationControllerForTransitionFrom: UIViewController.of(from),
                                         to: UIViewController.of(to)).map(UIKitAnimator.init)
    }

    func tabBarController(_ tabBarController: TabBarController,
                          interactionFor animator: any TransitionAnimator) -> (any InteractiveTransitionDriver)? {
        guard let ui = animator as? UIKitAnimator else { return nil }
        return owner.delegate?.tabBarController(owner, interactionControllerFor: ui.animator).map(UIKitInteraction.init)
    }
}
