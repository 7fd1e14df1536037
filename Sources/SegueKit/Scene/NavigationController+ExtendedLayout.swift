/// Where a controller's view rests in a navigation controller (`edgesForExtendedLayout`): over
/// the whole container, as UIKit lays it out by default, the bars drawn over its content; or
/// clear of the bars at the edges the controller leaves out: below the navigation bar (as tall
/// as it is with that controller on top: a large title, a prompt), above the toolbar that
/// controller shows, else above the tab bar of the tab bar controller around.
///
/// NB: the toolbar and the tab bar are taken as translucent, as UIKit makes them; only the
/// navigation bar's opacity is known (`isNavigationBarTranslucent`).
extension NavigationController {
    /// The frame `vc`'s view rests at in the container while `vc` is on top.
    public func restingFrame(for vc: ViewController) -> Rect {
        var f = containerView.bounds
        let edges = vc.edgesForExtendedLayout
        if let bar = navigationBar, showsNavigationBar,
           !(edges.contains(.top) && (isNavigationBarTranslucent || vc.extendedLayoutIncludesOpaqueBars)) {
            let top = bar.height(large: showsLargeTitle(for: vc), prompt: !(vc.navigationItemPrompt ?? "").isEmpty)
            f.origin.y += top
            f.size.height = max(0, f.height - top)
        }
        if !edges.contains(.bottom) {
            let device = window?.device ?? placedDevice
            let inTabs = tabBarController != nil
            var bottom = 0.0
            if !isToolbarHidden && !vc.hidesBottomBarWhenPushed {
                bottom = device.toolbarHeight + (inTabs ? device.tabBarHeight : device.safeArea.bottom)
            } else if inTabs, !stack(upTo: vc).contains(where: { $0.hidesBottomBarWhenPushed }) {
                bottom = device.tabBarHeight
            }
            f.size.height = max(0, f.maxY - bottom - f.minY)
        }
        return f
    }

    /// The controllers from the root up to `vc`, or the whole stack when `vc` is not on it.
    private func stack(upTo vc: ViewController) -> ArraySlice<ViewController> {
        guard let i = viewControllers.firstIndex(where: { $0 === vc }) else { return viewControllers[...] }
        return viewControllers[...i]
    }
}
