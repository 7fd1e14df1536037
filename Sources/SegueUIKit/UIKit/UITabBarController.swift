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
        tabs.makeIcon = { [unowned self] i, color, frame in icon(at: i, color: color, frame: frame) }
    }

    /// Tab `i`'s icon: its item's image (the selected image while selected), or the glyph of its
    /// system item, centred in `frame`; an SF Symbol from the renderer's stand-in icon font, a
    /// bitmap as a template in `color` (unless `alwaysOriginal`) at its own size, at most 30 pt.
    /// Nil: the default icon.
    private func icon(at i: Int, color: Color, frame: Rect) -> View? {
        guard i < tabs.viewControllers.count, let item = UIViewController.of(tabs.viewControllers[i]).storedTabBarItem else { return nil }
        let center = Point(x: frame.midX, y: frame.midY)
        guard let image = (i == tabs.selectedIndex ? item.selectedImage : nil) ?? item.image else {
            return item.systemItem.flatMap { TabBarController.systemItemSymbols[String(describing: $0)] }
                .map { TabBarController.symbolIcon($0, center: center, color: color) }
        }
        switch image.contents {
        case .symbol(let name):
            return TabBarController.symbolIcon(name, center: center, color: image.tint?.color ?? color,
                                               weight: (image.symbolConfiguration ?? UIImage.SymbolConfiguration()).resolvedWeight)
        case .bitmap(let bitmap):
            let fit = min(1, 30 / max(image.size.width, image.size.height, 1e-9))
            let w = Double(image.size.width) * fit, h = Double(image.size.height) * fit
            let v = View(frame: Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h))
            let shown = image.renderingMode == .alwaysOriginal ? bitmap : bitmap.template(image.tint?.color ?? color)
            v.content = .image(ImageContent(bitmap: shown, contentMode: .scaleToFill, scale: Double(bitmap.width) / max(w, 1e-9)))
            return v
        case .picture:
            return nil
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
