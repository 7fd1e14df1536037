import SegueKit

extension StoryboardBuilder {
    /// The storyboard's look on a navigation controller's toolbar (`<toolbar key="toolbar">`): its
    /// appearance objects, bar tint or bar style, else the system's, at the scroll edge when the top
    /// screen's content ends above the toolbar (`Bars.managedBarColors`). `animated`: the change
    /// fades over the push or pop that shows the top screen.
    func styleToolbar(_ nav: NavigationController, animated: Bool = false) {
        let bar = nav.toolbar
        let edge = nav.isToolbarHidden || contentEndsInView(of: nav, above: bar)
        let (background, hairline) = Bars.managedBarColors(shownToolbar(of: nav), theme(of: nav), atScrollEdge: edge)
        let lines = bar.firstDescendant { $0.identifier == "toolbarHairline" }.map { [$0] } ?? []
        Self.restyle(bar, background: background, lines: lines, hairline: hairline, animated: animated, over: nav.transition)
    }

    /// The tab bar as it shows with the selected tab (its item's own appearances over the bar's,
    /// `UITabBarItem.standardAppearance`, `scrollEdgeAppearance`), at the scroll edge when that
    /// tab's screen's content ends above the bar. `animated` over `transition`: a push or pop in
    /// the selected tab.
    func styleTabBar(_ tabs: TabBarController, _ c: IB.Controller, animated: Bool = false, over transition: (any TransitionAnimator)? = nil) {
        let bar = tabs.tabBar
        let item = tabs.selectedViewController.flatMap(controllerID(of:)).flatMap { document.controller(withID: $0)?.tabBarItem }?.appearances ?? BarAppearances()
        let node = IB.ViewNode.bar(.tabBar, stored: c.tabBar, item: item, compact: false)
        let edge = tabs.selectedViewController.map { contentEndsInView(of: $0, above: bar) } ?? true
        let (background, hairline) = Bars.managedBarColors(node, theme(of: tabs), atScrollEdge: edge)
        tabs.hairlineColor = hairline
        let lines = bar.subviews.first { $0.frame.height <= 1 && $0.content == .none }.map { [$0] } ?? []
        Self.restyle(bar, background: background, lines: lines, hairline: hairline, animated: animated, over: transition)
    }

    /// Sets a bar's background and its hairlines' colour: at once, or fading over `transition`.
    static func restyle(_ bar: View, background: Color, lines: [View], hairline: Color, animated: Bool,
                        over transition: (any TransitionAnimator)?) {
        let apply: @MainActor @Sendable () -> Void = {
            bar.backgroundColor = background
            for line in lines { line.backgroundColor = hairline }
        }
        if animated, let transition, background != bar.backgroundColor || lines.contains(where: { $0.backgroundColor != hairline }) {
            View.animate(withDuration: transition.duration, curve: transition.curve, animations: apply)
        } else {
            apply()
        }
    }

    /// Whether the content of the screen `vc` shows (the top of its stack for a navigation
    /// controller) ends in view above the bottom bar `bar` (`Bars.contentEndsInView`).
    func contentEndsInView(of vc: ViewController, above bar: View) -> Bool {
        let shown = (vc as? NavigationController)?.topViewController ?? vc
        guard shown.isViewLoaded, let id = controllerID(of: shown), let node = document.controller(withID: id)?.view else { return true }
        let scrollViews = Set(node.allNodes().filter { Self.scrollElements.contains($0.element) }.compactMap(\.id))
        return Bars.contentEndsInView(shown.view, scrollViews: scrollViews, barTop: bar.convertToRoot(Point(x: 0, y: 0)).y)
    }

    /// The elements that are scroll views, whose scroll position decides a bottom bar's look.
    static let scrollElements: Set<IB.ViewElement> = [.tableView, .collectionView, .scrollView, .textView]

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
            let tint = Bars.itemTint(node, managed: true, theme: theme)
            Bars.noteAssumedWhite(node, "toolbar", hasTitle: false, items: items, managed: true, theme: theme, marker: holder.identifier ?? "toolbar")
            Bars.layoutToolbarItems(items, in: holder, tint: tint, factory: viewFactory(for: vc))
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
