/// A navigation controller inside a tab bar controller hides the tab bar while a controller on its
/// stack `hidesBottomBarWhenPushed`. During the push or pop that changes it, UIKit does not fade
/// the bar: it travels with the view of the controller that shows it, leaving with the outgoing
/// view on a push and coming back with the incoming view on a pop.
extension NavigationController {
    /// Whether a controller on the stack hides the tab bar: it stays hidden until that controller
    /// is popped.
    public var hidesBottomBar: Bool { viewControllers.contains { $0.hidesBottomBarWhenPushed } }

    /// Moves the tab bar into the view that carries it through a push or pop from `from` to `to`,
    /// when the transition changes whether the bar shows. Returns what puts it back over the tab
    /// bar controller's content once the transition ends, whether it completed or was cancelled.
    func carryTabBar(from: ViewController, to: ViewController, wasHidden: Bool) -> (@MainActor () -> Void)? {
        guard wasHidden != hidesBottomBar, let tabs = tabBarController, tabs.selectedViewController === self,
              tabs.isViewLoaded, let home = tabs.tabBar.superview
        else { return nil }
        let bar = tabs.tabBar
        // The bar keeps its place on screen: the views rest at the screen's origin, or below the
        // navigation bar (`restingFrame(for:)`) before the transition moves them.
        let carrier = wasHidden ? to.view : from.view
        let rest = bar.frame
        bar.frame = rest.offsetBy(dx: -carrier.frame.minX, dy: -carrier.frame.minY)
        bar.isHidden = false
        carrier.addSubview(bar)
        return {
            bar.frame = rest
            home.addSubview(bar)
            tabs.updateTabBarVisibility()
        }
    }
}
