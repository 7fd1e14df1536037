import SegueKit

extension StoryboardBuilder {
    /// The storyboard's look on a navigation controller's toolbar: its `<toolbar key="toolbar">`
    /// bar tint or bar style, else the appearance's translucent chrome.
    func styleToolbar(_ nav: NavigationController) {
        let node = shownToolbar(of: nav)
        if let node, Bars.hasOwnBackground(node, managed: true) {
            nav.toolbar.backgroundColor = Bars.barColor(node, managed: true)
        } else {
            nav.toolbar.backgroundColor = theme.barBackground
        }
        nav.toolbar.firstDescendant { $0.identifier == "toolbarHairline" }?.backgroundColor = Bars.hairline(node, theme, managed: true)
    }

    /// Shows `vc`'s `<toolbarItems>` in `nav`'s toolbar, laid out as `UIToolbar` lays out items
    /// (flexible spaces share what is left), in the toolbar's tint. Animated, they cross-fade
    /// with the previous controller's items over the push or pop, as `setToolbarItems(_:animated:)`
    /// does.
    func installToolbarItems(in nav: NavigationController, showing vc: ViewController?, animated: Bool) {
        guard !nav.isToolbarHidden else { return }
        let bar = nav.toolbar
        let sides = nav.safeAreaInsets
        let holder = View(frame: Rect(x: sides.left, y: 0, width: max(0, bar.bounds.width - sides.left - sides.right),
                                      height: device.toolbarHeight))
        holder.identifier = "storyboardToolbarItems"
        if let vc, let id = controllerID(of: vc), let items = document.controller(withID: id)?.toolbarItems, !items.isEmpty {
            let node = shownToolbar(of: nav)
            let tint = node?.tintColor ?? (node.map { Bars.isDark($0, managed: true) } == true ? .white : theme.tint)
            Bars.layoutToolbarItems(items, in: holder, tint: tint, theme: theme)
            if options.rightToLeft { mirrorItems(in: holder) }
        }
        bar.addSubview(holder)
        guard let old = shownToolbarItems.replace(in: nav, with: holder) else { return }
        Self.crossFade(from: old, to: holder, animated: animated, over: nav.transition)
    }

    /// A navigation controller's `<toolbar>` as it shows at the device's bar height (a phone in
    /// landscape shows its compact appearances).
    func shownToolbar(of nav: NavigationController) -> IB.ViewNode? {
        controllerID(of: nav).flatMap { document.controller(withID: $0)?.toolbar }?.showing(compact: device.hasCompactBars)
    }
}
