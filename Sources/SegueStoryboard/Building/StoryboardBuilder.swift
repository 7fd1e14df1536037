import SegueKit

/// Turns an `IB.Document` into live SegueKit controllers, as `UIStoryboard` does: each call
/// to `instantiate` creates fresh controllers (containers with their relationship children, views
/// loaded lazily from the scene's view tree), with the scene's segues as segue templates, the
/// unwind actions the storyboard implies, and embedded children in their container views.
///
/// What cannot be reproduced faithfully is recorded in `issues` (lenient) and refused by
/// `checkStrict()` in strict mode.
@MainActor
public final class StoryboardBuilder {
    public let document: IB.Document
    public let options: StoryboardBuildOptions
    /// The screen the storyboard is shown on (`IB.Canvas.screen(preset:landscape:)`).
    public let device: Device
    let theme: Theme
    public private(set) var issues: [StoryboardDiagnostic] = []
    private var issueKeys: Set<String> = []
    /// Every controller created, by controller id, oldest first.
    public private(set) var instances: [String: [ViewController]] = [:]
    private var controllerIDs: [ObjectIdentifier: String] = [:]
    /// Unwind actions each controller implements, by controller id.
    var unwindActions: [String: Set<String>] = [:]
    /// For each controller instance, the template index of each of its segues, by segue id.
    var templateIndex: [ObjectIdentifier: [String: Int]] = [:]
    /// The bar button item views currently shown in each navigation controller's bar.
    var barItemViews: [ObjectIdentifier: [View]] = [:]
    /// The controllers being built (containers build their children; views embed theirs).
    var building: [String] = []
    /// What is not faithful about each segue, found when its source was built.
    var segueIssues: [String: [StoryboardDiagnostic]] = [:]
    /// The screen width each controller was built for (split view columns are narrower).
    var builtSizes: [ObjectIdentifier: Size] = [:]

    public init(document: IB.Document, options: StoryboardBuildOptions = StoryboardBuildOptions()) {
        self.document = document
        self.options = options
        let screen = document.canvas.screen(preset: options.device, landscape: options.landscape)
        device = screen
        let scale = options.imageScale ?? screen.scale
        let images = options.resources.map {
            ResourceImages(project: $0, appearance: options.appearance, contrast: options.contrast, scale: scale,
                           idiom: min(screen.size.width, screen.size.height) >= 700 ? "ipad" : "iphone")
        }
        theme = Theme(document: document, device: device, appearance: options.appearance, contrast: options.contrast, images: images,
                      symbolScale: scale)
        registerUnwindActions()
        images?.report = { [unowned self] in self.report($0) }
    }

    // MARK: Issues

    func report(_ issue: StoryboardDiagnostic) {
        let key = "\(issue.kind)|\(issue.elementID ?? "")|\(issue.message)"
        guard !issueKeys.contains(key) else { return }
        issueKeys.insert(key)
        issues.append(issue)
    }

    /// In strict mode, throws the first issue recorded so far, as an error that says strict mode
    /// refused it (`Main.storyboard:42: message (--strict)`).
    public func checkStrict() throws {
        guard options.mode == .strict, var error = issues.first?.asError else { return }
        error.message += " (--strict)"
        throw error
    }

    // MARK: Lookup

    /// The controller id a live controller was instantiated from.
    public func controllerID(of vc: ViewController) -> String? { controllerIDs[ObjectIdentifier(vc)] }

    /// The most recently created instance of a controller.
    public func latestInstance(of id: String) -> ViewController? { instances[id]?.last }

    public func instantiateInitialViewController() -> ViewController? {
        document.initialViewControllerID.map { instantiate($0) }
    }

    /// `instantiateViewController(withIdentifier:)`: by storyboard identifier.
    public func instantiate(identifier: String) -> ViewController? {
        document.scenes.first { $0.controller.storyboardIdentifier == identifier }.map { instantiate($0.controller.id) }
    }

    // MARK: Instantiation

    /// A fresh controller for the scene whose controller has `id`, laid out for `size` (the
    /// screen by default; a split view's columns are narrower).
    public func instantiate(_ id: String, size: Size? = nil) -> ViewController {
        let size = size ?? device.size
        guard let scene = document.scene(withControllerID: id) else {
            let vc = ViewController(title: id)
            vc.makeView = { _ in Placeholders.screen(size: size, title: "Missing scene", detail: id, topInset: 0) }
            return vc
        }
        let c = scene.controller
        // A container that contains itself (a malformed file) would never finish building.
        guard !building.contains(id), building.count < 32 else {
            report(StoryboardDiagnostic(
                .warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id,
                message: "controller '\(c.id)' contains itself through its relationships or embeds; the inner one is drawn as a placeholder"))
            let vc = ViewController(title: c.title)
            vc.makeView = { _ in Placeholders.screen(size: size, title: "Recursive Containment", detail: c.id, topInset: 0) }
            return vc
        }
        building.append(id)
        defer { building.removeLast() }
        let vc: ViewController
        switch c.kind {
        case .navigationController: vc = makeNavigation(c, size: size)
        case .tabBarController: vc = makeTabs(c, size: size)
        case .splitViewController: vc = makeSplit(c, size: size)
        default: vc = makeContent(c, size: size)
        }
        vc.identifier = c.storyboardIdentifier ?? c.id
        if let style = c.modalPresentationStyle { vc.modalPresentationStyle = style }
        if let style = c.modalTransitionStyle { vc.modalTransitionStyle = style }
        for action in unwindActions[c.id] ?? [] { vc.unwindActions[action] = { _ in } }
        controllerIDs[ObjectIdentifier(vc)] = c.id
        builtSizes[ObjectIdentifier(vc)] = size
        instances[c.id, default: []].append(vc)
        installTemplates(on: vc, controller: c)
        return vc
    }

    private func makeContent(_ c: IB.Controller, size: Size) -> ViewController {
        let vc = ViewController(title: c.title)
        vc.rightBarButtonTitle = nil
        if let (title, detail) = Placeholders.describe(c) {
            if case .pageViewController = c.kind, let page = firstPage(of: c) {
                let child = instantiate(page, size: size)
                vc.addChild(child)
                vc.makeView = { _ in
                    let root = View(frame: Rect(size))
                    root.identifier = c.id
                    child.view.frame = Rect(size)
                    root.addSubview(child.view)
                    return root
                }
                return vc
            }
            report(StoryboardDiagnostic(
                .warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id,
                message: "\(title.lowercased()) '\(c.id)' (\(detail)) is drawn as a labelled placeholder screen"))
            let dots: Bool
            if case .pageViewController = c.kind { dots = true } else { dots = false }
            vc.makeView = { [unowned self] vc in
                let root = Placeholders.screen(size: size, title: title, detail: detail, topInset: self.topBarHeight(of: vc), pageDots: dots)
                root.identifier = c.id
                return root
            }
            return vc
        }
        vc.makeView = { [unowned self] vc in self.makeRootView(c, for: vc, size: size) }
        return vc
    }

    /// A page view controller's pages are set in code; a scene that no segue leads to and whose
    /// identifier, class or title says "page" is taken as the first page.
    private func firstPage(of c: IB.Controller) -> String? {
        let targets = Set(document.segues.compactMap(\.destinationControllerID))
        return document.scenes.first { s in
            let k = s.controller
            guard k.id != c.id, !targets.contains(k.id), k.view != nil else { return false }
            return [k.storyboardIdentifier, k.customClass, k.title].contains { $0?.lowercased().contains("page") == true }
        }?.controller.id
    }

    private func makeNavigation(_ c: IB.Controller, size: Size) -> ViewController {
        let rootID = c.relationshipDestinations(.rootViewController).first
        let root = rootID.map { instantiate($0, size: size) } ?? emptyRoot(of: c, size: size)
        let nav = NavigationController(rootViewController: root)
        nav.title = c.tabBarItem?.title ?? c.title
        if c.navigationBar?.isHidden == true { nav.showsNavigationBar = false }
        var push = NavigationPushTransition()
        push.isRightToLeft = options.rightToLeft
        nav.transition = BarItemsTransition(inner: push) { [unowned self, unowned nav] to in
            self.installBarItems(in: nav, showing: nav.viewControllers.first { $0.isViewLoaded && $0.view === to }, animated: true)
            // SegueKit configures the bar for the new top controller after this: restyle it then
            // (at time 0 of a recording; at once, and again after the replay, outside one).
            View.animate(withDuration: 0, animations: {}) { _ in self.restyleNavigationBar(nav) }
        }
        nav.prepare(for: device, size: size)
        _ = nav.view
        if options.rightToLeft, let bar = nav.navigationBar {
            // The bar was configured left to right as the view loaded; later pushes configure it mirrored.
            bar.isRightToLeft = true
            bar.backLabel.frame = bar.backLabelFrame
            bar.backChevron.frame = bar.backChevronFrame
            if case .text(var t) = bar.backLabel.content {
                t.alignment = .right
                t.isRightToLeft = true
                bar.backLabel.content = .text(t)
            }
        }
        installBarItems(in: nav, showing: root, animated: false)
        restyleNavigationBar(nav)
        return nav
    }

    /// The root of a navigation controller whose root the storyboard does not give (it is set in
    /// code, or loaded from another storyboard by a custom segue).
    private func emptyRoot(of c: IB.Controller, size: Size) -> ViewController {
        report(StoryboardDiagnostic(
            .warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id,
            message: "navigation controller '\(c.id)' has no root view controller in the storyboard; its root is drawn as a labelled placeholder screen"))
        let vc = ViewController(title: c.title)
        vc.makeView = { [unowned self] vc in
            Placeholders.screen(size: size, title: "Navigation Controller", detail: "\(c.customClass ?? c.id) · no root view controller in the storyboard",
                                topInset: self.topBarHeight(of: vc))
        }
        return vc
    }

    private func makeTabs(_ c: IB.Controller, size: Size) -> ViewController {
        let children = c.relationshipDestinations(.viewControllers).map { id -> ViewController in
            let child = instantiate(id, size: size)
            if let item = document.controller(withID: id)?.tabBarItem {
                let title = item.title ?? item.systemItem?.capitalizedName
                if let title, !title.isEmpty, child is NavigationController || child.title == nil { child.title = title }
            }
            return child
        }
        let tabs = TabBarController(viewControllers: children)
        tabs.title = c.title
        // Tab images the project's catalog has are drawn from it, SF Symbols from the stand-in
        // icon font; others keep SegueKit's icon.
        let images = c.relationshipDestinations(.viewControllers).map { document.controller(withID: $0)?.tabBarItem?.image }
        tabs.makeIcon = { [theme] i, color, frame in
            guard images.indices.contains(i), let image = images[i],
                  Bars.isInCatalog(image, theme) || Draw.isSymbol(image.name, catalog: image.catalog, theme: theme) else { return nil }
            return Bars.tabItemIcon(images[i], center: Point(x: frame.midX, y: frame.midY), color: color, theme: theme)
        }
        tabs.prepare(for: device)
        if theme.isDark {
            // SegueKit draws the light appearance's bar; the dark one is dark grey.
            tabs.view.subviews.first { $0.identifier == "tabBar" }?.backgroundColor = theme.barBackground
        }
        return tabs
    }

    /// Regular width: a split view with the master and detail columns. Compact width (phones): the
    /// split view collapses to its master column, as UIKit does.
    private func makeSplit(_ c: IB.Controller, size: Size) -> ViewController {
        let master = c.relationshipDestinations(.masterViewController).first
            ?? c.relationshipDestinations(.supplementaryViewController).first
        let detail = c.relationshipDestinations(.detailViewController).first
        guard device.isRegularWidth, let master else {
            // A plain container: showDetail from the master then pushes, as in a collapsed split view.
            let primary = master.map { instantiate($0, size: size) } ?? ViewController()
            let split = ViewController(title: c.title)
            split.addChild(primary)
            split.makeView = { _ in
                let root = View(frame: Rect(size))
                root.identifier = c.id
                primary.view.frame = Rect(size)
                root.addSubview(primary.view)
                return root
            }
            return split
        }
        let primaryWidth = SplitViewController.primaryWidth
        let primary = instantiate(master, size: Size(width: primaryWidth, height: size.height))
        let secondary = detail.map { instantiate($0, size: Size(width: size.width - primaryWidth - 0.5, height: size.height)) }
        let split = SplitViewController(primary: primary, detail: secondary)
        split.prepare(for: device)
        return split
    }

    /// The height of the bars over a controller's content: the status bar, and the navigation bar
    /// when the controller is in a navigation controller that shows one.
    func topBarHeight(of vc: ViewController) -> Double {
        if let nav = vc.navigationController, nav.showsNavigationBar { return device.safeArea.top + NavigationBar.height }
        return device.safeArea.top
    }
}
