import SegueKit

/// Where a controller's view is shown, and so the size its root view is laid out at: the
/// container decides, as in UIKit, never the size the scene was designed at. The window's root
/// and a full-screen presentation fill the screen; a navigation or tab bar controller's child
/// fills the container; a pushed controller takes its navigation controller's size; a sheet,
/// a form sheet or a popover the size its presentation gives it; an embedded child its
/// container view's bounds (`embedChild`).
extension StoryboardBuilder {
    /// The size and safe-area insets a segue's destination is laid out for; nil for the screen's.
    struct Place {
        var size: Size?
        var insets: EdgeInsets?
        var kind = PresentationKind.screen
        /// The navigation controller a push puts the destination in: the bar its views are laid
        /// out under while they load, before the push adds it (a tab bar controller's first tab).
        var navigation: NavigationController?
    }

    /// Where the destination of `s`, performed by `plan` from `source`, is shown: a split view's
    /// detail column (showDetail in a split view), pushed onto the source's navigation stack, else
    /// presented (`presentationPlace`).
    func destinationPlace(for s: IB.Segue, plan: SeguePlan, from performer: ViewController) -> Place {
        let source = self.performer(of: performer)
        var pushes = false, showsDetail = false
        switch plan {
        case .kind(.show), .kind(.push), .style(.push):
            pushes = true
        case .showDetail, .kind(.showDetail):
            pushes = inCollapsedSplitView(source)
            showsDetail = true
        case .kind(.replace):
            pushes = true
            showsDetail = true
        default:
            break
        }
        if showsDetail, let split = source as? SplitViewController ?? source.splitViewController {
            // The detail column, as `makeSplit` lays out the first detail.
            let size = split.detailFrame.size
            return Place(size: size == device.size ? nil : size)
        }
        if pushes, let nav = source.navigationController ?? (source as? NavigationController), nav.isViewLoaded {
            // Pushed into a sheet's navigation stack, it is in the sheet too, with the sheet's
            // safe area: no status bar over a card below it, whether the bar shows or not.
            let size = nav.view.bounds.size
            let insets = nav.safeAreaInsets == device.safeArea ? nil : nav.safeAreaInsets
            return Place(size: size == device.size ? nil : size, insets: insets, kind: presentations.kind(of: nav), navigation: nav)
        }
        let style: TransitionStyle
        switch plan {
        case .style(let s): style = s
        case .registered: return Place()
        default: style = SegueRecorder.presentationStyle(s, document)
        }
        return presentationPlace(style, destination: s.destinationID, anchor: source.popoverAnchor,
                                 keepsPopover: adaptivePresentationStyle(for: s) == ModalPresentationStyle.none)
    }

    /// Where a controller presented with `style` rests: a page sheet (also a form sheet or a
    /// popover in compact width, which UIKit adapts to one) below the status bar and reaching
    /// the screen's bottom, on an iPad its card, in compact height the whole screen; a form
    /// sheet's card, the destination's `preferredContentSize` or the system's size; a popover's card, of the destination's preferred size fitted beside
    /// `anchor` (the one its animator is given, so that content and card agree); else the whole
    /// screen. `keepsPopover`: the popover stays one in compact width too
    /// (`adaptivePresentationStyle(for:)`).
    func presentationPlace(_ style: TransitionStyle, destination: String, anchor: Rect? = nil, keepsPopover: Bool = false) -> Place {
        let screen = Rect(device.size)
        switch style {
        case .pageSheet, .formSheet, .popover:
            let wanted = {
                self.building(in: style == .popover ? .popover : .sheet) {
                    self.document.controller(withID: destination).flatMap(self.preferredContentSize) ?? .zero
                }
            }
            if style == .popover, device.isRegularWidth || keepsPopover {
                let popover = PopoverTransition(anchor: anchor ?? PopoverTransition.defaultAnchor(device: device), preferredContentSize: wanted())
                return Place(size: popover.cardFrame(in: screen).size, insets: EdgeInsets(), kind: .popover)
            }
            switch SheetTransition.shape(on: device) {
            case .fullScreen:
                return Place()
            case .card where style == .formSheet:
                return Place(size: SheetTransition.formSheet(preferredContentSize: wanted(), device: device).formSize, insets: EdgeInsets(),
                             kind: .sheet)
            case .card, .sheet:
                let sheet = SheetTransition(kind: .page).sheetFrame(in: screen, device: device)
                return Place(size: sheet.size, insets: EdgeInsets(bottom: max(0, sheet.maxY - (screen.maxY - device.safeArea.bottom))), kind: .sheet)
            }
        default:
            return Place()
        }
    }

    /// The content size a controller asks for (`preferredContentSize`): its own, else, for a
    /// navigation controller, its root's with the bars it shows around it, as a navigation
    /// controller takes its child's preferred size (`preferredContentSizeDidChange(forChildContentContainer:)`).
    func preferredContentSize(of c: IB.Controller) -> Size? {
        preferredContentSize(of: c, depth: 0)
    }

    private func preferredContentSize(of c: IB.Controller, depth: Int) -> Size? {
        if let own = c.simulatedMetrics.contentSizeForViewInPopover { return own }
        // A navigation controller whose root is a navigation controller is malformed; stop early.
        guard c.kind == .navigationController, depth < 4,
              let root = c.relationshipDestinations(.rootViewController).first.flatMap({ document.controller(withID: $0) }),
              let wanted = preferredContentSize(of: root, depth: depth + 1), wanted.width > 0, wanted.height > 0
        else { return nil }
        // The bar of the presentation the size is asked for (a form sheet's is a sheet's).
        let bar = device.navigationBarHeight(inSheet: presentations.current == .sheet)
        let bars = (c.hidesNavigationBar ? 0 : bar) + (c.showsToolbar ? device.toolbarHeight : 0)
        return Size(width: wanted.width, height: wanted.height + bars)
    }

    /// Whether the tab bar is hidden while `vc` is on top of `nav`: a controller pushed with
    /// `hidesBottomBarWhenPushed` hides it for itself and the ones pushed after it, not for the
    /// ones below it, which are laid out above the tab bar.
    static func hidesBottomBar(in nav: NavigationController, under vc: ViewController) -> Bool {
        var own: ViewController? = vc
        while let c = own, c.parent !== nav { own = c.parent }
        guard let own, let i = nav.viewControllers.firstIndex(where: { $0 === own }) else { return nav.hidesBottomBar }
        return nav.viewControllers[...i].contains { $0.hidesBottomBarWhenPushed }
    }

    /// The safe area of a controller's root view of `size`, in its coordinates: below the bars
    /// over it, above the tab bar or toolbar under it, within the `insets` of its place (the
    /// screen's by default).
    func safeArea(of vc: ViewController, size: Size, insets: EdgeInsets?) -> Rect {
        let place = insets ?? device.safeArea
        let top = topBarHeight(of: vc, insets: insets)
        let bottom = bottomBars(under: vc, insets: insets)?.height ?? place.bottom
        return Rect(x: place.left, y: top, width: max(0, size.width - place.left - place.right), height: max(0, size.height - top - bottom))
    }

    /// The tab bar and toolbar under `vc`'s root view: their height from the screen's bottom
    /// (a tab bar's reaches over the home indicator; a toolbar alone sits on the safe area's
    /// bottom), and whether one is opaque (`translucent="NO"`); nil without either.
    func bottomBars(under vc: ViewController, insets: EdgeInsets? = nil) -> (height: Double, opaque: Bool)? {
        let nav = vc.navigationController
        var height: Double?, opaque = false
        let tabs = vc.tabBarController.map { !inContainerView(vc, below: $0) } ?? false
        if tabs || presentations.isJoiningTabs, !(nav.map { Self.hidesBottomBar(in: $0, under: vc) } ?? false) {
            height = device.tabBarHeight
            opaque = tabBarNode(over: vc)?.isTranslucent == false
        }
        if let nav, !nav.isToolbarHidden, !inContainerView(vc, below: nav) {
            height = (height ?? (insets ?? device.safeArea).bottom) + device.toolbarHeight
            opaque = opaque || storyboardController(of: nav)?.toolbar?.isTranslucent == false
        }
        return height.map { ($0, opaque) }
    }

    /// How far `c`'s root view stays off the top and bottom of its place, clear of the bars:
    /// UIKit runs a controller's view under a navigation bar, a tab bar or a toolbar only along
    /// the edges of its `edgesForExtendedLayout`, and under an opaque bar only with
    /// `extendedLayoutIncludesOpaqueBars`. Zero where it runs under them, as by default.
    func barsBesideView(of c: IB.Controller, _ vc: ViewController, insets: EdgeInsets?) -> (top: Double, bottom: Double) {
        let edges = c.edgesForExtendedLayout
        var top = 0.0, bottom = 0.0
        if let (nav, own) = navigationPlace(of: vc), showsNavigationBar(nav, over: own), !inContainerView(vc, below: nav) {
            let opaque = storyboardController(of: nav)?.navigationBar?.isTranslucent == false
            if !edges.top || (opaque && !c.extendedLayoutIncludesOpaqueBars) { top = topBarHeight(of: vc, insets: insets) }
        }
        if let bars = bottomBars(under: vc, insets: insets), !edges.bottom || (bars.opaque && !c.extendedLayoutIncludesOpaqueBars) {
            bottom = bars.height
        }
        return (top, bottom)
    }

    /// Says where a view kept out from under a bar by `edgesForExtendedLayout` leaves the bar
    /// over nothing: a bar the storyboard gives no background of its own is transparent at the
    /// scroll edge since iOS 15, and the window's black shows through it.
    func warnOfWindowBehindBars(_ c: IB.Controller, _ vc: ViewController, beside: (top: Double, bottom: Double)) {
        // A sheet's or a popover's card has a background of its own behind its bars.
        guard !presentations.current.isElevated else { return }
        var bars: [String] = []
        if beside.top > 0, !c.edgesForExtendedLayout.top, let nav = vc.navigationController,
           !(storyboardController(of: nav)?.navigationBar.map { Bars.hasOwnBackground($0, managed: true) } ?? false) {
            bars.append("navigation bar")
        }
        if beside.bottom > 0, !c.edgesForExtendedLayout.bottom {
            let inTabs = vc.tabBarController != nil || presentations.isJoiningTabs
            let node = inTabs ? tabBarNode(over: vc) : vc.navigationController.flatMap(storyboardController(of:))?.toolbar
            if !(node.map { Bars.hasOwnBackground($0, managed: true) } ?? false) { bars.append(inTabs ? "tab bar" : "toolbar") }
        }
        guard !bars.isEmpty else { return }
        let which = bars.joined(separator: " and ")
        report(StoryboardDiagnostic(
            .warning, kind: .windowBehindBar, file: document.fileName, line: c.line, elementID: c.id,
            message: "'\(document.name(ofController: c.id))' does not extend under its \(which) (edgesForExtendedLayout), which is "
                + "transparent at the scroll edge since iOS 15: the window's black shows through, as on a device, "
                + "unless the app sets the bar's scrollEdgeAppearance in code"))
    }

    /// The storyboard's tab bar under `vc`: its tab bar controller's, or that of the one whose
    /// tabs are being made.
    func tabBarNode(over vc: ViewController) -> IB.ViewNode? {
        vc.tabBarController.flatMap(storyboardController(of:))?.tabBar ?? (presentations.isJoiningTabs ? presentations.joiningTabBar : nil)
    }

    /// The storyboard's controller a controller was made from, when this file made it.
    func storyboardController(of vc: ViewController) -> IB.Controller? {
        controllers.controllerID(of: vc).flatMap(document.controller(withID:))
    }
}
