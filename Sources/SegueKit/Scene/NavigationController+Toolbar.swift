/// The toolbar a navigation controller manages along the bottom of the screen
/// (`UINavigationController.toolbar`). UIKit shows it while `isToolbarHidden` is false, fills it
/// with the top controller's `toolbarItems`, and hides it while the top controller
/// `hidesBottomBarWhenPushed` (UIKit's documentation of that property: "the value of this property
/// on the topmost view controller determines whether the toolbar is visible").
extension NavigationController {
    /// A phone's toolbar height above the home indicator (`Device.toolbarHeight` for any device).
    public static let toolbarHeight = 44.0

    /// Whether the toolbar shows with the current top controller.
    public var showsToolbar: Bool { !isToolbarHidden && topViewController?.hidesBottomBarWhenPushed != true }

    /// Shows or hides the toolbar (`setToolbarHidden(_:animated:)`). Animated, it slides in from
    /// (or out past) the bottom edge over UIKit's `hideShowBarDuration`, 0.2 s.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
        guard animated, isViewLoaded, toolbar.superview != nil else {
            updateToolbarVisibility()
            return
        }
        let shown = toolbar.frame
        var away = shown
        away.origin.y = view.bounds.height
        toolbar.isHidden = false
        if !hidden { toolbar.frame = away }
        View.animate(withDuration: 0.2, curve: .easeInOut) { [toolbar] in
            toolbar.frame = hidden ? away : shown
        } completion: { [unowned self] _ in
            self.toolbar.frame = shown
            self.updateToolbarVisibility()
        }
    }

    /// The toolbar's frame: along the bottom, its background running under the home indicator;
    /// over a tab bar controller's tab bar when the navigation controller is one of its tabs.
    func layoutToolbar(in root: View, device: Device) {
        let b = root.bounds
        let inTabs = tabBarController != nil
        let height = device.toolbarHeight + (inTabs ? 0 : device.safeArea.bottom)
        let bottom = inTabs ? b.height - device.tabBarHeight : b.height
        toolbar.frame = Rect(x: 0, y: bottom - height, width: b.width, height: height)
        toolbar.identifier = "toolbar"
        if toolbar.backgroundColor == nil { toolbar.backgroundColor = .barBackground }
        if toolbar.subviews.isEmpty {
            let hairline = View(frame: Rect(x: 0, y: 0, width: b.width, height: 0.5))
            hairline.identifier = "toolbarHairline"
            hairline.backgroundColor = Color(white: 0, alpha: 0.3)
            toolbar.addSubview(hairline)
        }
        root.addSubview(toolbar)
        updateToolbarVisibility()
    }

    func updateToolbarVisibility() { toolbar.isHidden = !showsToolbar }

    /// When a push or pop changes whether the toolbar shows (a controller that
    /// `hidesBottomBarWhenPushed` comes or goes), UIKit does not fade the toolbar: it travels with
    /// the view of the controller that shows it, as the tab bar does. Returns what puts it back.
    func carryToolbar(from: ViewController, to: ViewController) -> (@MainActor () -> Void)? {
        guard !isToolbarHidden, from.hidesBottomBarWhenPushed != to.hidesBottomBarWhenPushed,
              let home = toolbar.superview else { return nil }
        // The toolbar keeps its place on screen: the views rest at the navigation controller's
        // origin, or below its bar (`restingFrame(for:)`) before the transition moves them.
        let carrier = from.hidesBottomBarWhenPushed ? to.view : from.view
        let rest = toolbar.frame
        toolbar.frame = rest.offsetBy(dx: -carrier.frame.minX, dy: -carrier.frame.minY)
        toolbar.isHidden = false
        carrier.addSubview(toolbar)
        return { [unowned self] in
            self.toolbar.frame = rest
            home.addSubview(self.toolbar)
            self.updateToolbarVisibility()
        }
    }
}
