import SegueKit

/// The controllers a scene instantiates as: navigation, tab bar and split view containers with
/// their children, content controllers, and the labelled placeholder screens of scenes whose
/// content is not in the storyboard.
extension StoryboardBuilder {
    func makeContent(_ c: IB.Controller, size: Size, insets: EdgeInsets? = nil) -> ViewController {
        let vc = c.navigationBarCalls.map { BarCallingController(title: c.title, calls: $0) } ?? ViewController(title: c.title)
        vc.rightBarButtonTitle = nil
        // A container that attaches its children as it loads (a reveal controller) shows its front one.
        if let front = c.relationshipDestinations(IB.SetUpSegues.shownChild).first {
            let child = instantiate(front, size: size, insets: insets)
            vc.addChild(child)
            vc.makeView = { _ in Self.filled(with: child, id: c.id, size: size) }
            return vc
        }
        guard let (title, detail) = Placeholders.describe(c) else {
            // The view loads later, outside this call: it is built for the presentation of now.
            let kind = presentations.current
            vc.makeView = { [weak self] vc in
                guard let self else { return Self.released(size) }
                return self.building(in: kind) { self.makeRootView(c, for: vc, size: size, insets: insets) }
            }
            return vc
        }
        if case .pageViewController = c.kind, let page = firstPage(of: c) {
            let child = instantiate(page, size: size, insets: insets)
            vc.addChild(child)
            vc.makeView = { _ in Self.filled(with: child, id: c.id, size: size) }
            return vc
        }
        // Another storyboard's tab that only lends its tab bar item is never on screen: not
        // reported; nor is a reference the reading of the storyboard has already said why it
        // could not follow (a missing scene, a cycle), which would be said twice.
        if !c.id.hasPrefix(TabsThroughReferences.standInPrefix),
           !document.warnings.contains(where: { $0.kind == .placeholderScene && $0.elementID == c.id }) {
            report(StoryboardDiagnostic(
                .warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id,
                message: "\(title.lowercased()) '\(c.id)' (\(detail)) is drawn as a labelled placeholder screen"))
        }
        let dots: Bool
        if case .pageViewController = c.kind { dots = true } else { dots = false }
        vc.makeView = { [weak self] vc in
            guard let self else { return Self.released(size) }
            let root = Placeholders.screen(size: size, title: title, detail: detail, topInset: self.topBarHeight(of: vc, insets: insets),
                                           pageDots: dots, theme: self.theme(of: vc))
            root.identifier = c.id
            Placeholders.note(c, title: title, detail: detail, marker: c.id, in: self.theme.notes)
            return root
        }
        return vc
    }

    /// A root view of `size`, named `id`, that `child`'s view fills.
    /// Puts a reveal controller's rear (or right) child on screen as SWRevealViewController
    /// shows it once the user reveals it: the child's view fills the container beneath the front
    /// view, which slides `slide` points aside (positive: towards the trailing edge), its edge
    /// shadowed as the library draws it (black, opacity 1, radius 2.5, offset 0 × 2.5).
    func reveal(_ id: String, in container: ViewController, slidingFrontBy slide: Double) {
        let root = container.view
        guard let front = root.subviews.last, !container.children.contains(where: { controllerID(of: $0) == id }) else { return }
        let child = instantiate(id, size: root.bounds.size)
        container.addChild(child)
        child.view.frame = root.bounds
        root.insertSubview(child.view, belowSubview: front)
        let shift = options.rightToLeft ? -slide : slide
        front.frame = front.frame.offsetBy(dx: shift, dy: 0)
        front.shadowColor = .black
        front.shadowOpacity = 1
        front.shadowRadius = 2.5
        front.shadowOffset = Size(width: 0, height: 2.5)
    }

    static func filled(with child: ViewController, id: String, size: Size) -> View {
        let root = View(frame: Rect(size))
        root.identifier = id
        child.view.frame = Rect(size)
        root.addSubview(child.view)
        return root
    }

    /// A page view controller's pages are set in code; a scene that no segue leads to and whose
    /// identifier, class or title says "page" is taken as the first page.
    private func firstPage(of c: IB.Controller) -> String? {
        SceneReads.current?.noteAll()
        let targets = Set(document.segues.compactMap(\.destinationControllerID))
        return document.scenes.first { s in
            let k = s.controller
            guard k.id != c.id, !targets.contains(k.id), k.view != nil else { return false }
            return [k.storyboardIdentifier, k.customClass, k.title].contains { $0?.lowercased().contains("page") == true }
        }?.controller.id
    }

    func makeNavigation(_ c: IB.Controller, size: Size, insets: EdgeInsets? = nil) -> ViewController {
        let rootID = c.relationshipDestinations(.rootViewController).first
        // A tab bar controller on the stack (one an app pushes) lays its tabs out before it has a
        // parent: the bar it lies under is in the safe area UIKit gives them.
        var rootInsets = insets
        let showsBar = showsNavigationBarAtFirst(c)
        if let rootID, document.controller(withID: rootID)?.kind == .tabBarController, showsBar {
            var placed = insets ?? device.safeArea
            placed.top += device.navigationBarHeight(inSheet: presentations.current == .sheet && !presentations.isEmbedding)
            rootInsets = placed
        }
        let root = rootID.map { instantiate($0, size: size, insets: rootInsets) } ?? emptyRoot(of: c, size: size)
        let nav = NavigationController(rootViewController: root)
        // The storyboard's bars take their looks from its elements (`restyleBars(around:)`).
        nav.barLook = nil
        nav.measureText = { TextMetrics.width($0, size: $1, weight: $2) }
        nav.title = c.tabBarItem?.title ?? c.title
        if !showsBar { nav.showsNavigationBar = false }
        nav.prefersLargeTitles = c.navigationBar?.prefersLargeTitles ?? false
        nav.isToolbarHidden = !c.showsToolbar
        nav.preferredStatusBarStyle = StatusBarAppearance.preferredStyle(of: c.navigationBar)
        var push = NavigationPushTransition()
        push.isRightToLeft = options.rightToLeft
        nav.transition = BarItemsTransition(inner: push) { [weak self, unowned nav] to in
            guard let self else { return }
            let top = nav.viewControllers.first { $0.isViewLoaded && $0.view === to }
            self.installBarItems(in: nav, showing: top, animated: true)
            self.installToolbarItems(in: nav, showing: top, animated: true)
            // SegueKit configures the bar for the new top controller after this: restyle it then
            // (at time 0 of a recording; at once, and again after the replay, outside one).
            View.animate(withDuration: 0, animations: {}) { _ in self.restyleBars(around: nav, animated: true) }
        }
        // Its bars lie within the safe area of its place: a navigation controller in a popover or
        // a sheet has no status bar over its bar, one in a container view the part that reaches it.
        var placed = device
        if let insets { placed.safeArea = insets }
        // Only the bar at a sheet's top edge is the sheet's taller one: one in a container view
        // of the sheet's content has the standard height.
        nav.isInSheet = presentations.current == .sheet && !presentations.isEmbedding
        nav.prepare(for: placed, size: size)
        controllers.identify(nav, as: c.id)
        _ = nav.view
        if !showsBar, document.scenes.contains(where: { $0.controller.navigationBarCalls != nil }) {
            // A bar hidden now that a controller's code may show later is made now, to be styled
            // and mirrored with the rest.
            nav.setNavigationBarHidden(false, animated: false)
            nav.setNavigationBarHidden(true, animated: false)
        }
        if options.rightToLeft, let bar = nav.navigationBar { Self.mirrorBackButton(of: bar) }
        return nav
    }

    /// The storyboard's bar items and look on a navigation controller's bar, once the builder
    /// knows which scene it is.
    func styleNavigationBar(_ nav: NavigationController) {
        installBarItems(in: nav, showing: nav.topViewController, animated: false)
        restyleNavigationBar(nav)
        styleToolbar(nav)
        installToolbarItems(in: nav, showing: nav.topViewController, animated: false)
    }

    /// The bar was configured left to right as the view loaded; later pushes configure it mirrored.
    /// The back button and the large title, laid out from the leading edge, move to the right.
    private static func mirrorBackButton(of bar: NavigationBar) {
        bar.isRightToLeft = true
        bar.backLabel.frame = bar.backLabelFrame
        bar.backChevron.frame = bar.backChevronFrame
        bar.largeTitleLabel.frame = bar.largeTitleFrame
        for label in [bar.backLabel, bar.largeTitleLabel] {
            guard case .text(var t) = label.content else { continue }
            t.alignment = .right
            t.isRightToLeft = true
            label.content = .text(t)
        }
    }

    /// The root of a navigation controller whose root the storyboard does not give (it is set in
    /// code, or loaded from another storyboard by a custom segue).
    private func emptyRoot(of c: IB.Controller, size: Size) -> ViewController {
        report(StoryboardDiagnostic(
            .warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id,
            message: "navigation controller '\(c.id)' has no root view controller in the storyboard; its root is drawn as a labelled placeholder screen"))
        let vc = ViewController(title: c.title)
        vc.makeView = { [weak self] vc in
            guard let self else { return Self.released(size) }
            let detail = "\(c.customClass ?? c.id) · no root view controller in the storyboard"
            let root = Placeholders.screen(size: size, title: "Navigation Controller", detail: detail, topInset: self.topBarHeight(of: vc),
                                           theme: self.theme(of: vc))
            root.identifier = "placeholder:" + c.id
            Placeholders.note(c, title: "Navigation Controller", detail: detail, marker: "placeholder:" + c.id, in: self.theme.notes)
            return root
        }
        return vc
    }

    func makeTabs(_ c: IB.Controller, size: Size, insets: EdgeInsets? = nil) -> ViewController {
        let joining = (presentations.isJoiningTabs, presentations.joiningTabBar)
        presentations.isJoiningTabs = true
        presentations.joiningTabBar = c.tabBar
        defer { (presentations.isJoiningTabs, presentations.joiningTabBar) = joining }
        let children = c.relationshipDestinations(.viewControllers).map { id -> ViewController in
            let child = instantiate(id, size: size, insets: insets)
            if let item = document.controller(withID: id)?.tabBarItem {
                let title = item.title ?? item.systemItem?.capitalizedName
                if let title, !title.isEmpty {
                    child.tabBarItemTitle = title
                    if child is NavigationController || child.title == nil { child.title = title }
                } else if item.title == "" && item.systemItem == nil {
                    // A title emptied in Interface Builder: the tab shows its image alone.
                    child.tabBarItemTitle = ""
                }
                child.tabBarItemBadgeValue = item.badgeValue
                child.tabBarItemIsEnabled = item.isEnabled
            }
            return child
        }
        let tabs = TabBarController(viewControllers: children)
        tabs.title = c.title
        // Tab images the project's catalog has are drawn from it, SF Symbols from the stand-in
        // icon font, and images not found as labelled placeholders, listed.
        let items = c.relationshipDestinations(.viewControllers).map { document.controller(withID: $0)?.tabBarItem }
        tabs.makeIcon = { [theme, weak tabs] i, color, frame in
            guard items.indices.contains(i), let item = items[i] else { return nil }
            // An item of a title alone shows no image: Interface Builder's square is its canvas's.
            guard let image = item.shownImage(selected: i == tabs?.selectedIndex) else {
                return item.systemItem == nil ? View(frame: frame) : nil
            }
            // The stacked layout's 24 pt frame is SegueKit's own icon's; a glyph there fills 25 pt.
            return Bars.tabItemIcon(image, center: Point(x: frame.midX, y: frame.midY), side: frame.width < 24 ? frame.width : 25,
                                    color: color, theme: theme)
        }
        tabs.measureTitle = { TextMetrics.width($0, size: $1, weight: .medium) + 2 }
        tabs.isRightToLeft = options.rightToLeft
        tabs.tintColor = theme.tint
        tabs.disabledItemColor = theme.disabledControl
        // The tab bar's tints as it shows with the first tab selected: that tab's item's own
        // appearances over the bar's.
        let selected = c.relationshipDestinations(.viewControllers).first.flatMap { document.controller(withID: $0)?.tabBarItem }?.appearances ?? BarAppearances()
        if let node = IB.ViewNode.bar(.tabBar, stored: c.tabBar, item: selected, compact: false) {
            if let tint = node.colors[.selectedImageTintColor] ?? node.tintColor { tabs.tintColor = tint }
            if let other = node.colors[.unselectedItemTintColor] { tabs.unselectedItemTintColor = other }
        }
        tabs.prepare(for: device)
        // In a container view or a sheet the bar sits at the bottom of that place.
        if size != device.size || insets != nil { tabs.place(size: size, bottomInset: (insets ?? device.safeArea).bottom) }
        // The bar's look once the views that draw it and the first tab's screen are loaded.
        _ = tabs.view
        if children.isEmpty { showNoTabs(of: c, in: tabs, size: size) }
        styleTabBar(tabs, c)
        return tabs
    }

    /// A tab bar controller whose tabs the storyboard does not give (the app sets them in code, or
    /// loads them from other storyboards) shows its empty bar over a labelled placeholder screen,
    /// not the black of an empty container.
    private func showNoTabs(of c: IB.Controller, in tabs: TabBarController, size: Size) {
        report(StoryboardDiagnostic(
            .warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id,
            message: "tab bar controller '\(c.id)' has no view controllers in the storyboard; its content is drawn as a labelled placeholder screen"))
        let detail = "\(c.customClass ?? c.id) · no tabs in the storyboard"
        let screen = Placeholders.screen(size: size, title: "Tab Bar Controller", detail: detail, topInset: device.safeArea.top,
                                         theme: theme(of: tabs))
        screen.identifier = "placeholder:" + c.id
        tabs.view.insertSubview(screen, at: 0)
        Placeholders.note(c, title: "Tab Bar Controller", detail: detail, marker: "placeholder:" + c.id, in: theme.notes)
    }

    /// The controller that performs a segue of `vc`: for a split view collapsed in compact width,
    /// its primary navigation controller, on whose stack UISplitViewController shows a detail
    /// (and anything shown) once collapsed; else `vc` itself.
    func performer(of vc: ViewController) -> ViewController {
        guard !(vc is SplitViewController), let id = controllerID(of: vc), document.controller(withID: id)?.kind == .splitViewController,
              let primary = vc.children.first as? NavigationController else { return vc }
        return primary
    }

    /// Whether `vc` is in a split view controller that a phone collapsed to its master column
    /// (`makeSplit`), where a detail shown is pushed on the master's stack.
    func inCollapsedSplitView(_ vc: ViewController) -> Bool {
        var c: ViewController? = vc
        while let x = c {
            if !(x is SplitViewController), let id = controllerID(of: x), document.controller(withID: id)?.kind == .splitViewController { return true }
            c = x.parent
        }
        return false
    }

    /// Performs `template`, a segue of `source`, from `performer(of: source)`, which then knows
    /// the segue's class too.
    func perform(_ template: SegueTemplate, of source: ViewController) throws {
        let performer = performer(of: source)
        if performer !== source, let name = template.customClass, let factory = source.segueRegistry.factories[name] {
            performer.segueRegistry.register(name, timing: source.segueRegistry.timing(of: name) ?? SegueTiming(), factory)
        }
        try performer.perform(template)
    }

    /// Regular width: a split view with the master and detail columns, side by side in landscape
    /// and the detail alone in portrait (UIKit's automatic display mode). Compact width (phones):
    /// the split view collapses to its master column, as UIKit does.
    func makeSplit(_ c: IB.Controller, size: Size) -> ViewController {
        let master = c.relationshipDestinations(.masterViewController).first
            ?? c.relationshipDestinations(.supplementaryViewController).first
        let detail = c.relationshipDestinations(.detailViewController).first
        guard device.isRegularWidth, let master else {
            // A plain container: showDetail from the master then pushes, as in a collapsed split view.
            let primary = master.map { instantiate($0, size: size) } ?? ViewController()
            let split = ViewController(title: c.title)
            split.addChild(primary)
            split.makeView = { _ in Self.filled(with: primary, id: c.id, size: size) }
            return split
        }
        let primary = instantiate(master, size: Size(width: SplitViewController.primaryWidth, height: size.height))
        let split = SplitViewController(primary: primary, detail: nil)
        // The arrangement the app asks for in code: its split view's class, its columns' classes.
        let columns: [String] = [master, detail].compactMap { $0 }.flatMap { id -> [String?] in
            guard let column = document.controller(withID: id) else { return [] }
            return [column.customClass] + column.relationshipDestinations(.rootViewController).map { document.controller(withID: $0)?.customClass }
        }.compactMap { $0 }
        if let mode = code.preferredDisplayMode(readingClasses: [c.customClass].compactMap { $0 } + columns) { split.preferredDisplayMode = mode }
        split.prepare(for: device)
        // The detail column is as wide as the display mode leaves it: the whole screen in portrait.
        if let detail { split.setDetail(instantiate(detail, size: split.detailFrame.size), animated: false) }
        return split
    }
}
