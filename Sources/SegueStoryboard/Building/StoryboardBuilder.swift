import SegueKit

/// Turns an `IB.Document` into live SegueKit controllers, as `UIStoryboard` does: each call
/// to `instantiate` creates fresh controllers (containers with their relationship children, views
/// loaded lazily from the scene's view tree), with the scene's segues as segue templates, the
/// unwind actions the storyboard implies, and embedded children in their container views.
///
/// The work is shared by responsibility: containers and placeholder scenes
/// (StoryboardBuilder+Containers.swift), root views and embedding (+Views), navigation bars and
/// their items (+Bars), segue templates (+Segues, planned by `SeguePlanner`); the state each
/// keeps has one owner: `ControllerInstances`, `SegueTemplateIndex`, `ShownBarItems`,
/// `UnwindActions`, `BuildIssues`.
///
/// What cannot be reproduced faithfully is recorded in `issues` (lenient) and refused by
/// `checkStrict()` in strict mode.
///
/// Keep the builder while its controllers are used: they load their views, bar items and segue
/// destinations through it (it holds them, so they do not hold it). Once it is gone, a view
/// still to load is empty (`released(_:)`) and a segue's destination an empty controller.
@MainActor
public final class StoryboardBuilder {
    public let document: IB.Document
    public let options: StoryboardBuildOptions
    /// The screen the storyboard is shown on (`IB.Canvas.screen(preset:landscape:)`).
    public let device: Device
    let theme: Theme
    let issueLog = BuildIssues()
    let unwinds: UnwindActions
    /// What the project's source files say of its classes, where they are at hand.
    let code: SourceDeclarations
    let planner: SeguePlanner
    var controllers = ControllerInstances()
    var templates = SegueTemplateIndex()
    var barItems = ShownBarItems()
    var shownToolbarItems = ShownBarItems()
    var presentations = PresentationLevels()
    /// The controllers embedded in container views: the insets of their place already say how
    /// far the bars of the controllers around them reach in (`inContainerView(_:below:)`).
    var embeddedChildren: Set<ObjectIdentifier> = []
    /// What the app adds in code (sample rows, stand-ins, xib cells) and what stood in for it.
    let codeContent: CodeContent

    public init(document: IB.Document, options: StoryboardBuildOptions = StoryboardBuildOptions()) {
        self.document = document
        self.options = options
        let screen = options.screen.screen(for: document.canvas, file: document.fileName)
        device = options.isStatusBarHidden ? screen.withStatusBarHidden : screen
        let scale = options.imageScale ?? screen.scale
        let images = options.resources.map {
            ResourceImages(project: $0, appearance: options.appearance, contrast: options.contrast, scale: scale,
                           idiom: DeviceIdiom(screen: screen.size))
        }
        var theme = Theme(document: document, device: device, appearance: options.appearance, contrast: options.contrast, images: images)
        theme.isRightToLeft = options.rightToLeft
        theme.language = options.locale
        self.theme = theme
        code = SourceDeclarations(files: options.resources?.sourceFiles ?? [:],
                                  maxBytes: options.resources?.limits.maxSourceBytes ?? (1 << 20))
        unwinds = UnwindActions(document: document, code: code)
        planner = SeguePlanner(document: document, options: options)
        codeContent = CodeContent(options: options, notes: theme.notes, containerClasses: StandIns.containerClasses(in: document))
        images?.report = { [issueLog] in issueLog.report($0) }
        codeContent.xibs.report = { [issueLog] in issueLog.report($0) }
    }

    // MARK: Issues

    /// What was not reproduced faithfully so far, each problem once, in the order found.
    public var issues: [StoryboardDiagnostic] { issueLog.list }

    /// What the views built so far show that is not the app's own content: SF Symbols from the
    /// stand-in icon font, images not found, stand-ins for views drawn in code, sample rows,
    /// placeholder scenes, each once (a recorded segue lists those of them its frames show).
    public var approximations: [Approximation] { theme.notes.all }

    func report(_ issue: StoryboardDiagnostic) { issueLog.report(issue) }

    /// In strict mode, throws the first issue recorded so far, as an error that says strict mode
    /// refused it (`Main.storyboard:42: message (refused by strict mode: nothing was rendered)`):
    /// the message says what lenient mode does with the problem, which strict mode did not do.
    public func checkStrict() throws {
        guard options.mode == .strict, let issue = issues.first else { return }
        throw issue.refusedByStrictMode
    }

    // MARK: Lookup

    /// Every controller created, by controller id, oldest first.
    public var instances: [String: [ViewController]] { controllers.byID }

    /// The controller id a live controller was instantiated from.
    public func controllerID(of vc: ViewController) -> String? { controllers.controllerID(of: vc) }

    /// The most recently created instance of a controller.
    public func latestInstance(of id: String) -> ViewController? { controllers.latest(of: id) }

    /// The controllers an unwind segue is taken to return to, best first (`UnwindActions`).
    public func unwindTargets(for s: IB.Segue) -> [String] { unwinds.targets(for: s) }

    // MARK: Instantiation

    public func instantiateInitialViewController() -> ViewController? {
        document.initialViewControllerID.map { instantiate($0) }
    }

    /// `instantiateViewController(withIdentifier:)`: by storyboard identifier.
    public func instantiate(identifier: String) -> ViewController? {
        SceneReads.current?.noteAll()
        return document.scenes.first { $0.controller.storyboardIdentifier == identifier }.map { instantiate($0.controller.id) }
    }

    /// A fresh controller for the scene whose controller has `id`, laid out for `size` (the
    /// screen by default; a split view's columns are narrower) within the safe-area `insets` its
    /// place gives it (the screen's by default; a sheet's or a container view's).
    public func instantiate(_ id: String, size: Size? = nil, insets: EdgeInsets? = nil) -> ViewController {
        let size = size ?? device.size
        guard let scene = document.scene(withControllerID: id) else {
            let vc = ViewController(title: id)
            vc.makeView = { [weak self] _ in
                guard let self else { return Self.released(size) }
                let root = Placeholders.screen(size: size, title: "Missing scene", detail: id, topInset: 0, theme: self.sceneTheme)
                root.identifier = "placeholder:" + id
                self.theme.notes.note(.placeholderScene, id, "labelled placeholder screen \"Missing scene\": no scene has this id", marker: "placeholder:" + id)
                return root
            }
            return vc
        }
        let c = scene.controller
        // A container that contains itself (a malformed file) would never finish building.
        guard controllers.canBegin(id) else { return recursionPlaceholder(c, size: size) }
        controllers.begin(id)
        defer { controllers.end() }
        let vc: ViewController
        switch c.kind {
        case .navigationController: vc = makeNavigation(c, size: size, insets: insets)
        case .tabBarController: vc = makeTabs(c, size: size, insets: insets)
        case .splitViewController: vc = makeSplit(c, size: size)
        default: vc = makeContent(c, size: size, insets: insets)
        }
        vc.identifier = c.storyboardIdentifier ?? c.id
        if let style = c.modalPresentationStyle { vc.modalPresentationStyle = style }
        if let style = c.modalTransitionStyle { vc.modalTransitionStyle = style }
        vc.hidesBottomBarWhenPushed = c.hidesBottomBarWhenPushed
        if let node = c.navigationItem?.titleView, let frame = node.frame {
            // The bar shows it in the title's place at its own size (`NavigationBar`).
            let titleView = viewFactory(for: vc).nested.build(node, frame: Rect(frame.size))
            if options.rightToLeft { RightToLeft.mirror(titleView, node: node) }
            vc.navigationItemTitleView = titleView
        }
        switch c.navigationItem?.largeTitleDisplayMode {
        case .always?: vc.largeTitleDisplayMode = .always
        case .never?: vc.largeTitleDisplayMode = .never
        default: break
        }
        if let item = c.navigationItem {
            // The title the back button shows while a controller pushed over this one is on top;
            // a left item takes the back button's place unless it supplements it.
            if let back = item.backBarButtonItem?.title { vc.backButtonTitle = back }
            vc.navigationItemPrompt = item.prompt
            vc.hidesBackButton = item.hidesBackButton || (!item.leftBarButtonItems.isEmpty && !item.leftItemsSupplementBackButton)
        }
        if let size = preferredContentSize(of: c) { vc.preferredContentSize = size }
        for action in unwinds.byController[c.id] ?? [] { vc.unwindActions[action] = { _ in } }
        controllers.add(vc, id: c.id)
        presentations.note(vc)
        // The bar's look comes from the storyboard's navigation controller, found by the id just
        // noted: styled any earlier, a controller that is not replayed into the window (a
        // presented navigation controller) would keep SegueKit's default bar.
        if let nav = vc as? NavigationController { styleNavigationBar(nav) }
        installTemplates(on: vc, controller: c)
        return vc
    }

    /// The inner controller of a scene that contains itself: a labelled placeholder.
    private func recursionPlaceholder(_ c: IB.Controller, size: Size) -> ViewController {
        report(StoryboardDiagnostic(
            .warning, kind: .placeholderScene, file: document.fileName, line: c.line, elementID: c.id,
            message: "controller '\(c.id)' contains itself through its relationships or embeds; the inner one is drawn as a placeholder"))
        let vc = ViewController(title: c.title)
        vc.makeView = { [weak self] _ in
            guard let self else { return Self.released(size) }
            let root = Placeholders.screen(size: size, title: "Recursive Containment", detail: c.id, topInset: 0, theme: self.sceneTheme)
            root.identifier = "placeholder:" + c.id
            Placeholders.note(c, title: "Recursive Containment", detail: "it contains itself", marker: "placeholder:" + c.id, in: self.theme.notes)
            return root
        }
        return vc
    }

    /// The height of the bars over a controller's content: the status bar (none where `insets`,
    /// a sheet's or a container view's, say so), and the navigation bar when the controller is
    /// in a navigation controller that shows one (its bar, laid out for the navigation
    /// controller's place, once it is there).
    func topBarHeight(of vc: ViewController, insets: EdgeInsets? = nil) -> Double {
        if let (nav, own) = navigationPlace(of: vc), showsNavigationBar(nav, over: own), !inContainerView(vc, below: nav) {
            // The height the bar has once `own` is on top: a large title's bar, or one with a
            // prompt, is taller. One about to be pushed with the automatic large-title mode
            // takes the setting of the item it follows, the top one now.
            let onStack = nav.viewControllers.contains { $0 === own }
            let large = !onStack && own.largeTitleDisplayMode == .automatic
                ? nav.topViewController.map { nav.showsLargeTitle(for: $0) } ?? nav.prefersLargeTitles
                : nav.showsLargeTitle(for: own)
            let prompt = !(own.navigationItemPrompt ?? "").isEmpty
            return nav.navigationBar.map { $0.height(large: large, prompt: prompt) }
                ?? (insets ?? device.safeArea).top + device.navigationBarHeight(inSheet: nav.isInSheet)
                + (large ? NavigationBar.largeTitleHeight : 0) + (prompt ? NavigationBar.promptHeight : 0)
        }
        return (insets ?? device.safeArea).top
    }

    /// The navigation controller whose bar lies over `vc`, and the controller on its stack that
    /// `vc` is or lies in; while a push builds its destination, the navigation controller it is
    /// pushed onto and the destination.
    func navigationPlace(of vc: ViewController) -> (nav: NavigationController, own: ViewController)? {
        var own = vc
        while let p = own.parent {
            if let nav = p as? NavigationController { return (nav, own) }
            own = p
        }
        guard let nav = presentations.pushingOnto, !(own is NavigationController), own !== nav else { return nil }
        return (nav, own)
    }

    /// Whether `vc` is shown in a container view of a screen of `ancestor` rather than being one
    /// of its screens: UIKit then sizes its safe area by the container's place, not by the bars
    /// of `ancestor`, so a table there is not inset for a bar above the container.
    func inContainerView(_ vc: ViewController, below ancestor: ViewController) -> Bool {
        var c: ViewController? = vc
        while let x = c, x !== ancestor {
            if embeddedChildren.contains(ObjectIdentifier(x)) { return true }
            c = x.parent
        }
        return false
    }
}

extension StoryboardBuilder {
    /// The view a controller loads once its builder is gone: empty, the size its scene had.
    static func released(_ size: Size) -> View {
        let v = View(frame: Rect(size))
        v.identifier = "released"
        return v
    }
}
