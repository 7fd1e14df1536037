import SegueKit

extension SegueRecorder {
    /// A segue ready to perform on its source, with what it will look like for manifests.
    struct Performance {
        var transition: TransitionName
        var direction: TransitionDirection
        var animator: any TransitionAnimator
        var run: @MainActor () throws -> Void
        /// A registered segue class: its `perform()` decides how it animates.
        var isCustomClass = false
    }

    static func prepare(_ segue: IB.Segue, on source: ViewController, builder: StoryboardBuilder, window: Window) throws -> Performance {
        if segue.kind == .unwind { return try prepareUnwind(segue, on: source, builder: builder, window: window) }
        if case .wayBack = builder.planner.plan(for: segue).0 { return try wayBack(segue, from: source, builder: builder, window: window) }
        guard let i = builder.templateIndex(of: segue.id, on: source) else {
            throw SegueError("segue '\(segue.id)' is not among the segues of its source '\(segue.sourceControllerID)'")
        }
        let anchor = anchorRect(segue, in: window)
        source.segueTemplates[i].anchor = anchor
        source.popoverAnchor = anchor
        let performer = builder.performer(of: source)
        if source.segueTemplates[i].kind == .push, !inNavigation(performer) {
            builder.report(StoryboardDiagnostic(
                .warning, kind: .pushWithoutNavigation, file: builder.document.fileName, line: segue.line, elementID: segue.id,
                message: "push segue '\(segue.id)' has no navigation controller around its source in the storyboard (UIKit raises an exception "
                    + "unless the app's code puts it in one); rendered as a modal presentation"))
            source.segueTemplates[i].kind = .show
        }
        if segue.kind == .showDetail, performer.splitViewController == nil, !(performer is SplitViewController),
           !builder.inCollapsedSplitView(performer) {
            builder.report(StoryboardDiagnostic(
                .warning, kind: .showDetailWithoutSplitView, file: builder.document.fileName, line: segue.line, elementID: segue.id,
                message: "showDetail segue '\(segue.id)' has no split view controller around its source; it is drawn presented modally, "
                    + "as UIKit shows it then (\(splitViewElsewhere(builder.document)), an iPhone pushes it)"))
        }
        let run: @MainActor () throws -> Void = { try builder.perform(source.segueTemplates[i], of: source) }
        return performance(of: segue, plan: builder.planner.plan(for: segue).0, on: performer, anchor: anchor, device: builder.device,
                           document: builder.document, registry: builder.options.registry, rightToLeft: builder.options.rightToLeft,
                           collapsedSplit: builder.inCollapsedSplitView(performer),
                           adaptive: builder.adaptivePresentationStyle(for: segue), run: run)
    }

    /// Where the split view that a showDetail without one around it is meant for may be: the
    /// storyboard's own, which no segue leads from to the source (the app adds the source under it
    /// in code), or one the app sets up elsewhere.
    private static func splitViewElsewhere(_ doc: IB.Document) -> String {
        guard let split = doc.scenes.first(where: { $0.controller.kind == .splitViewController }) else {
            return "where the app shows this storyboard in a split view set up elsewhere"
        }
        return "no segue leads to its source from the storyboard's split view controller '\(doc.sceneDisplayName(split.controller.id))': "
            + "where the app puts the source under it in code"
    }

    /// What performing `plan` from `source` looks like: a push inside a navigation controller, a
    /// split view's detail replaced, else a presentation (its look from the segue's styles).
    private static func performance(
        of segue: IB.Segue, plan: SeguePlan, on source: ViewController, anchor: Rect?, device: Device, document: IB.Document,
        registry: SegueRegistry, rightToLeft: Bool, collapsedSplit: Bool, adaptive: ModalPresentationStyle?,
        run: @escaping @MainActor () throws -> Void
    ) -> Performance {
        func present() -> Performance {
            let style = presentationStyle(segue, document)
            return Performance(transition: .style(style), direction: .present,
                               animator: style.animator(device: device, anchor: anchor, adaptivePresentationStyle: adaptive), run: run)
        }
        let push = Performance(transition: .style(.push), direction: .push, animator: NavigationPushTransition(), run: run)
        let showDetail = Performance(transition: .showDetail, direction: .showDetail, animator: FadeTransition(), run: run)
        let inSplit = source.splitViewController != nil || source is SplitViewController
        switch plan {
        case .kind(.show), .kind(.push):
            return inNavigation(source) ? push : present()
        case .showDetail, .kind(.showDetail):
            // A collapsed split view pushes the detail; outside a split view UIKit presents it.
            return inSplit ? showDetail : collapsedSplit ? (inNavigation(source) ? push : present()) : present()
        case .kind(.replace):
            return inSplit ? showDetail : (inNavigation(source) ? push : present())
        case .kind, .presentNavigation, .wayBack:
            // The way back is prepared before a performance is asked for (`wayBack`).
            return present()
        case .registered(let cls):
            let timing = registry.timing(of: cls) ?? SegueTiming()
            var performance = Performance(transition: .named(cls), direction: .present, animator: timing.animator, run: run)
            performance.isCustomClass = true
            return performance
        case .style(.push):
            return inNavigation(source) ? push
                : Performance(transition: .style(.push), direction: .present, animator: slideIn(rightToLeft: rightToLeft), run: run)
        case .style(let style):
            let animator = style.animator(device: device, anchor: anchor, adaptivePresentationStyle: adaptive)
            return Performance(transition: .style(style), direction: .present, animator: animator, run: run)
        }
    }

    /// Whether `source`'s outermost container was presented.
    private static func isPresented(_ source: ViewController) -> Bool {
        var top: ViewController = source
        while let p = top.parent { top = p }
        return top.presentingViewController != nil
    }

    /// The dismissal of the presentation on top, in its style reversed; `run` to be set.
    private static func dismissal(builder: StoryboardBuilder, window: Window) -> Performance {
        let top = window.topViewController
        let style = top.map { look(presentation: $0.modalPresentationStyle, transition: $0.modalTransitionStyle) } ?? .coverVertical
        let animator = style.animator(device: builder.device, isForward: false, adaptivePresentationStyle: top?.adaptivePresentationStyle)
        return Performance(transition: .unwind, direction: .dismiss, animator: animator, run: {})
    }

    /// The way back from `source` where nothing says where it leads: the dismissal of its
    /// presentation, else a pop of its navigation controller.
    static func wayBack(_ segue: IB.Segue, from source: ViewController, builder: StoryboardBuilder, window: Window) throws -> Performance {
        if isPresented(source) {
            var p = dismissal(builder: builder, window: window)
            p.run = { source.dismiss(animated: segue.animates) }
            return p
        }
        guard canPop(source) else { throw nothingToGoBackTo(segue, builder: builder) }
        return Performance(transition: .unwind, direction: .pop, animator: NavigationPushTransition()) {
            _ = source.navigationController?.popViewController(animated: segue.animates)
        }
    }

    /// A way back from a screen with nothing below it here: the app presents or pushes it in code.
    static func nothingToGoBackTo(_ segue: IB.Segue, builder: StoryboardBuilder) -> SegueError {
        SegueError("nothing to go back to from '\(builder.document.sceneDisplayName(segue.sourceControllerID))': "
                   + "no segue of this storyboard presents or pushes it, so the app does that in code")
    }

    /// Whether a pop takes `vc` (or the container it is in) off a navigation stack with something below.
    static func canPop(_ vc: ViewController) -> Bool {
        guard let nav = vc.navigationController else { return false }
        var top = vc
        while let p = top.parent, p !== nav { top = p }
        return (nav.viewControllers.firstIndex { $0 === top } ?? 0) > 0
    }

    static func inNavigation(_ vc: ViewController) -> Bool { vc.navigationController != nil || vc is NavigationController }

    /// A push without a navigation controller (a segue class mapped to, or named for, a push that
    /// pushes in a container of its own): the destination slides in full screen over the source
    /// as a push slides it in: from the trailing edge, the left one in a right-to-left layout.
    static func slideIn(rightToLeft: Bool) -> any TransitionAnimator {
        CatalogueAnimator(kind: .push, direction: rightToLeft ? .right : .left)
    }

    /// The presentation's look: a sheet, a popover, or the full-screen transition style, from the
    /// segue's styles, else the destination's, else UIKit's defaults (automatic, cover vertical).
    static func presentationStyle(_ segue: IB.Segue, _ doc: IB.Document) -> TransitionStyle {
        let destination = doc.controller(withID: segue.destinationID)
        if segue.kind == .popoverPresentation || segue.kind == .popover { return .popover }
        return look(
            presentation: segue.modalPresentationStyle ?? destination?.modalPresentationStyle ?? .automatic,
            transition: segue.modalTransitionStyle ?? destination?.modalTransitionStyle ?? .coverVertical)
    }

    /// Where a popover points: its anchor view or bar button item, else the view that triggers it,
    /// in window coordinates.
    static func anchorRect(_ segue: IB.Segue, in window: Window) -> Rect? {
        let ids = [segue.popoverAnchorViewID, segue.popoverAnchorBarButtonItemID, segue.trigger.elementID].compactMap { $0 }
        for id in ids {
            if let v = window.firstDescendant(where: { $0.identifier == id && !$0.isHidden }) { return v.frameInRoot }
        }
        return nil
    }

    /// An unwind: SegueKit's search finds the controller that implements the action; with none on
    /// screen, the source goes back the way it came (dismissed, or popped) and a warning says so.
    static func prepareUnwind(_ segue: IB.Segue, on source: ViewController, builder: StoryboardBuilder, window: Window) throws -> Performance {
        let file = builder.document.fileName
        let action = segue.unwindAction ?? ""
        if let cls = segue.customClass, builder.options.registry.factories[cls] == nil {
            builder.report(StoryboardDiagnostic(
                .warning, kind: .unregisteredSegueClass, file: file, line: segue.line, elementID: segue.id,
                message: "unwind segue class \(cls) (segue '\(segue.id)') is not registered; rendered as a standard unwind",
                advice: ". Map it with \(.segueClassMapping(cls))"))
        }
        let presented = isPresented(source)
        guard let destination = source.unwindDestination(for: action) else {
            if !presented && !canPop(source) { throw nothingToGoBackTo(segue, builder: builder) }
            builder.report(StoryboardDiagnostic(
                .warning, kind: .unwindWithoutDestination, file: file, line: segue.line, elementID: segue.id,
                message: "no controller on screen below '\(builder.document.name(ofController: segue.sourceControllerID))' implements \(action) (unwind segue '\(segue.id)'); "
                    + (presented ? "rendered as a dismissal" : "rendered as a pop")))
            return try wayBack(segue, from: source, builder: builder, window: window)
        }
        let dismissal = dismissal(builder: builder, window: window)
        if !builder.unwinds.namesItsDestination(segue) {
            // Where the action names no controller, the nearest one is taken: say so.
            let name = builder.controllerID(of: destination).map { builder.document.name(ofController: $0) } ?? "the controller below"
            builder.theme.notes.note(.unwindDestination, action,
                                     "taken to return to \(name), the nearest controller below that could implement it; the storyboard does not say which does",
                                     marker: destination.view.identifier ?? "")
        }
        let run: @MainActor () throws -> Void = {
            _ = try source.performUnwind(action: action, identifier: segue.identifier, animated: segue.animates)
        }
        let sameStack = source.navigationController.map { nav in nav.viewControllers.contains { $0 === destination } || nav === destination } ?? false
        if sameStack && !presented {
            return Performance(transition: .unwind, direction: .pop, animator: NavigationPushTransition(), run: run)
        }
        var p = dismissal
        p.run = run
        return p
    }

    /// A presentation's look: a sheet (an automatic presentation is a page sheet), a popover, or
    /// the full-screen transition style.
    static func look(presentation: ModalPresentationStyle, transition: ModalTransitionStyle) -> TransitionStyle {
        switch presentation {
        case .automatic, .pageSheet: transition == .coverVertical ? .pageSheet : TransitionStyle(transition)
        case .formSheet: .formSheet
        case .popover: .popover
        default: TransitionStyle(transition)
        }
    }
}
