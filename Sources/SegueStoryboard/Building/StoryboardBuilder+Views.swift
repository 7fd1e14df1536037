import SegueKit

extension StoryboardBuilder {
    /// A content controller's root view, filling `size`.
    ///
    /// The scene's root view keeps the place Interface Builder gave it: Xcode 4 files store it
    /// below the simulated bars (y = 20 or 64, the height without them), and it stays there, over
    /// a background of its own colour (where no status bar covers its place, a sheet's top, the
    /// 20 pt kept for one go); from iOS 7 on it fills the screen under the bars, and its
    /// scroll views are inset below them as UIKit insets them (`ScrollInsets`). Its contents follow
    /// autoresizing where it is shown at another size: always across (the 600 × 600 canvas, split
    /// view columns, landscape), and down only when the height differs by more than the bars
    /// explain (bar-less frames keep their layout). A freeform scene, a scene in a sheet's or a
    /// popover's card, and any scene of a file from Xcode 6 on, fills `size` whatever size it
    /// was designed at, as UIKit sizes a root view to its container; the subviews its
    /// constraints place are laid out again for that size and the safe area `insets` leave
    /// (`ViewFactory.relaidFrames`).
    func makeRootView(_ c: IB.Controller, for vc: ViewController, size: Size, insets: EdgeInsets? = nil) -> View {
        let theme = sceneTheme
        guard let written = c.view else {
            let v = View(frame: Rect(size))
            v.identifier = c.id
            v.backgroundColor = theme.background
            // A scene with no view: its class makes one in code (`loadView`), which the file
            // holds nothing of. It is that class's stand-in, named and listed, never a blank
            // page that reads as the app's.
            if let custom = c.customClass, !custom.isEmpty, !custom.hasPrefix("UI") {
                StandIns.draw(custom, of: IB.ViewNode(element: .view, id: c.id), in: v, factory: viewFactory(for: vc))
            }
            return v
        }
        let node = theme.isElevated && theme.isDark ? written.elevated() : written
        let designed = node.frame ?? Rect(size)
        var origin = designed.origin
        // Files with simulated metrics (Xcode 4–7): a view the file stores without the bars
        // starts below the bars it is shown under, whatever y the file kept (Xcode 4 often left
        // y = 20 under a navigation bar, with the height that excludes it). A view that fills the
        // canvas from y = 0 (iOS 7 and later) already lies under them, and its own frames say
        // where its content sits.
        let bars = topBarHeight(of: vc, insets: insets)
        let canvas = c.canvas ?? document.canvas
        if canvas.source == .simulatedMetrics, !Self.fillsCanvas(designed, canvas.size) {
            // Where no status bar covers the place (a sheet, a popover, a phone in landscape), the
            // 20 pt the file left for one are not there either: the view starts at the place's top.
            let noStatusBar = (insets ?? device.safeArea).top == 0 && origin.y >= Self.legacyStatusBarHeight
            origin.y = max(origin.y - (noStatusBar ? Self.legacyStatusBarHeight : 0), bars)
        }
        // A view kept out from under the bars (`edgesForExtendedLayout`, opaque bars) starts
        // below the top one and ends above the bottom ones; what shows behind a transparent bar
        // there is the window's black, as on a device, or in a sheet or popover its card's
        // background. A file from Xcode 8 on stores such a view below its canvas's bars (y = 103
        // under an opaque bar on an iPhone 15 Pro); where it is shown, it starts below the bars
        // there (a sheet's 56 pt bar with no status bar above it, another device's).
        let beside = barsBesideView(of: c, vc, insets: insets)
        origin.y = beside.top > 0 && canvas.source != .simulatedMetrics ? beside.top : max(origin.y, beside.top)
        warnOfWindowBehindBars(c, vc, beside: beside)
        let width = designed.width == size.width - origin.x ? designed.width : size.width - origin.x
        // A sheet's or popover's card sets its controller's view to the card's frame
        // (`frameOfPresentedViewInContainerView`), and the view's autoresizing subviews follow:
        // a strip pinned to the bottom of a 568 pt scene sits at the card's bottom.
        let fills = c.simulatedMetrics.destination == .freeform || canvas.source == .device || canvas.source == .sizeClassSquare
            || presentations.current.isElevated
        var height = fills || abs(designed.height + origin.y - size.height) > 120 ? size.height - origin.y : designed.height
        if beside.bottom > 0 { height = max(0, min(height, size.height - origin.y - beside.bottom)) }
        var factory = viewFactory(for: vc)
        factory.coveredTop = bars
        if canvas.source == .simulatedMetrics || canvas.source == .sizeClassSquare {
            // Interface Builder's bars then: a 20 pt status bar and a 44 pt navigation bar.
            let navigationBar = navigationPlace(of: vc).map { showsNavigationBar($0.nav, over: $0.own) } == true ? 44.0 : 0
            factory.designCoveredTop = Self.legacyStatusBarHeight + navigationBar
            factory.framesMayBeStale = true
        }
        factory.safeArea = SafeAreaFrame(rect: safeArea(of: vc, size: size, insets: insets), topLayoutGuideID: c.topLayoutGuideID,
                                         bottomLayoutGuideID: c.bottomLayoutGuideID)
        factory.scrollInsets = ScrollInsets(
            controllerAdjusts: c.automaticallyAdjustsScrollViewInsets ?? true,
            inBarsContainer: navigationPlace(of: vc) != nil || vc.tabBarController != nil || presentations.isJoiningTabs)
        factory.controllerClass = c.customClass
        for v in document.scene(withControllerID: c.id)?.detachedViews ?? [] { if let id = v.id { factory.detachedViews[id] = v } }
        let isScroll = node.element.isTableOrCollection
        let content = factory.build(node, frame: Rect(x: origin.x, y: origin.y, width: width, height: height))
        // A root view with nothing in it is filled in code (loadView, viewDidLoad): the system
        // background stands in for what the app draws, never the window's black.
        if node.subviews.isEmpty, node.backgroundColor == nil, !isScroll { content.backgroundColor = theme.background }
        if options.rightToLeft { RightToLeft.mirror(content, node: node) }
        CaptionPlacement.arrange(in: content, visible: Rect(x: -origin.x, y: -origin.y, width: size.width, height: size.height))
        if origin == .zero, width == size.width, height == size.height { return content }
        let root = View(frame: Rect(size))
        root.identifier = c.id
        // A root view whose colour the file leaves out is white (scroll views) or clear; one set
        // to clear stays clear, and the window's black shows through, as on a device.
        let keptOut = beside.top > 0 || beside.bottom > 0
        let card = presentations.current.isElevated ? theme.background : nil
        root.backgroundColor = keptOut ? card : content.backgroundColor ?? (isScroll && node.backgroundColor == nil ? theme.background : nil)
        root.addSubview(content)
        return root
    }

    /// The status bar's height in files with simulated metrics (Xcode 4–7).
    static let legacyStatusBarHeight = 20.0

    /// Whether a root view's written frame covers the whole canvas from its top: the view extends
    /// under the bars (iOS 7 and later) rather than starting below them.
    static func fillsCanvas(_ frame: Rect, _ canvas: Size) -> Bool {
        frame.minY <= 0 && frame.height >= canvas.height - 0.5
    }

    /// A view factory for a controller's views; container views embed their child controllers.
    func viewFactory(for vc: ViewController) -> ViewFactory {
        ViewFactory(
            theme: sceneTheme, file: document.fileName, report: { [issueLog] in issueLog.report($0) },
            embed: { [weak self, unowned vc] container, size, insets in
                self?.embedChild(in: container, of: vc, size: size, insets: insets)
            },
            content: codeContent)
    }

    /// The controller an `embed` segue from `container` puts in it, added as a child of `vc`:
    /// its view takes the container's bounds (`size`), and the part of the safe area that
    /// reaches into the container (`insets`).
    func embedChild(in container: IB.ViewNode, of vc: ViewController, size: Size, insets: EdgeInsets) -> View? {
        guard let id = container.id,
              let segue = document.segues.first(where: { $0.kind == .embed && $0.trigger.elementID == id })
        else { return nil }
        // Views load lazily: keep the embedding controller on the building stack while the
        // child's view loads, so a scene that embeds itself stops.
        let owner = controllerID(of: vc)
        if let owner { controllers.begin(owner) }
        defer { if owner != nil { controllers.end() } }
        let child = embedding { instantiate(segue.destinationID, size: size, insets: insets) }
        embeddedChildren.insert(ObjectIdentifier(child))
        vc.addChild(child)
        child.view.frame = Rect(size)
        return child.view
    }
}
