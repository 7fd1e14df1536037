/// Modal presentation, as `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
extension ViewController {
    /// The controller whose view sits directly in the window (the root or a presented controller).
    public var presentationRoot: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// The animator for a presentation of `presented` (its transition style, full screen).
    /// The presentation style decides first (sheets and popovers have their own animations); a
    /// full-screen presentation animates with its transition style.
    func presentationAnimator(for presented: ViewController, device: Device, isForward: Bool) -> any TransitionAnimator {
        if let custom = presented.transitionAnimator { return custom }
        switch presented.modalPresentationStyle {
        case .automatic, .pageSheet:
            if presented.modalTransitionStyle == .coverVertical { return SheetTransition(kind: .page) }
            if presented.modalPresentationStyle == .pageSheet { return SheetTransition(kind: .page) }
        case .formSheet:
            return TransitionStyle.formSheet.animator(device: device, preferredContentSize: presented.preferredContentSize)
        case .popover:
            return TransitionStyle.popover.animator(device: device, anchor: presented.popoverAnchor, isForward: isForward,
                                                    preferredContentSize: presented.preferredContentSize,
                                                    adaptivePresentationStyle: presented.adaptivePresentationStyle)
        default: break
        }
        return TransitionStyle(presented.modalTransitionStyle).animator(device: device)
    }

    /// Checks what UIKit refuses: a partial curl needs a full-screen presentation over a full-screen
    /// presenter.
    public func validatePresentation(of vc: ViewController) throws {
        guard vc.modalTransitionStyle == .partialCurl else { return }
        let style = vc.modalPresentationStyle
        let presenter = presentationRoot
        let presenterIsFullScreen = presenter.presentingViewController == nil
            || presenter.modalPresentationStyle == .fullScreen || presenter.modalPresentationStyle == .automatic
        guard style == .fullScreen || style == .automatic, presenterIsFullScreen else {
            throw SegueError("Cannot present \(vc.debugName) with the partialCurl transition: a partial curl needs a full-screen "
                             + "presentation (modalPresentationStyle fullScreen) over a full-screen presenter, not \(style.rawValue) "
                             + "over \(presenter.modalPresentationStyle.rawValue). Use fullScreen, or another transition style.")
        }
    }

    /// Whether the presenter's view leaves the window when a presentation of `vc` ends (SPEC.md §10):
    /// for a full-screen presentation (except the partial curl, which leaves the page curled over the
    /// presented view) and for a `.custom` one whose presentation controller asks for it.
    func presentationRemovesPresenter(_ vc: ViewController) -> Bool {
        switch vc.modalPresentationStyle {
        case .fullScreen: vc.modalTransitionStyle != .partialCurl
        case .custom: vc.presentationBehavior?.shouldRemovePresentersView ?? false
        default: false
        }
    }

    /// Lays a navigation controller about to be presented out where it will rest: presented as a
    /// sheet, at the sheet's size, with no status bar over its bar, which is the sheet's taller
    /// one (`Device.navigationBarHeight(inSheet:)`), as UIKit does; else over the whole screen.
    func prepare(_ nav: NavigationController, presentedOn device: Device) {
        // In compact height a sheet takes the whole screen, as a full-screen presentation does.
        guard let sheet = presentationAnimator(for: nav, device: device, isForward: true) as? SheetTransition,
              SheetTransition.shape(on: device) != .fullScreen else {
            nav.prepare(for: device)
            return
        }
        let rest = sheet.sheetFrame(in: device.bounds, device: device)
        var placed = device
        // The parts of the screen's safe area that reach into the sheet.
        placed.safeArea = EdgeInsets(top: 0, left: max(0, device.safeArea.left - rest.minX),
                                     bottom: max(0, rest.maxY - (device.size.height - device.safeArea.bottom)),
                                     right: max(0, rest.maxX - (device.size.width - device.safeArea.right)))
        nav.isInSheet = true
        nav.prepare(for: placed, size: rest.size)
    }

    public func present(_ vc: ViewController, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        let presenter = presentationRoot
        precondition(presenter.presentedViewController == nil, "\(presenter) is already presenting")
        presenter.presentedViewController = vc
        vc.presentingViewController = presenter
        guard let window = presenter.window else {
            completion?()
            return
        }
        if !vc.isViewLoaded {
            if let nav = vc as? NavigationController { prepare(nav, presentedOn: window.device) }
            if let tabs = vc as? TabBarController { tabs.prepare(for: window.device) }
        }
        let from = presenter.view
        let behavior = vc.modalPresentationStyle == .custom ? vc.presentationBehavior : nil
        // A custom presentation runs in a container of its own above the presenter, as UIKit's
        // transition view; every other one in the window's content view.
        let container = behavior == nil ? window.contentView : window.makePresentationContainer()
        vc.presentationContainer = behavior == nil ? nil : container
        let removesPresenter = presentationRemovesPresenter(vc)
        if let behavior { vc.view.frame = behavior.frameOfPresentedView(in: container) } else { window.placeRootView(vc.view) }
        vc.viewWillAppear(animated)
        if removesPresenter { presenter.viewWillDisappear(animated) }
        let finish: @MainActor (Bool) -> Void = { completed in
            vc.activeTransition = nil
            presenter.activeTransition = nil
            if completed {
                if removesPresenter { from.removeFromSuperview() }
                behavior?.presentationTransitionDidEnd(true)
                vc.viewDidAppear(animated)
                if removesPresenter { presenter.viewDidDisappear(animated) }
                completion?()
            } else {
                vc.view.removeFromSuperview()
                vc.presentationContainer?.removeFromSuperview()
                vc.presentationContainer = nil
                presenter.presentedViewController = nil
                vc.presentingViewController = nil
                behavior?.presentationTransitionDidEnd(false)
            }
        }
        // Without animation a built-in presentation that leaves its presenter on screen still rests
        // where its style puts it (a sheet below the status bar over the receded presenter, a form
        // sheet's card, a popover by its anchor): its animation's end, applied at once. A team's
        // own animator is not asked, as UIKit asks none for an unanimated presentation.
        let restsAsAnimated = !animated && behavior == nil && vc.transitionAnimator == nil && !removesPresenter
        guard animated || restsAsAnimated else {
            behavior?.presentationTransitionWillBegin(TransitionContext(
                containerView: container, fromView: from, toView: vc.view, isForward: true, device: window.device))
            container.insertSubview(vc.view, aboveSubview: from)
            if let behavior { behavior.layoutContainer(container) } else if !removesPresenter { from.removeFromSuperview() }
            finish(true)
            return
        }
        let animator = presentationAnimator(for: vc, device: window.device, isForward: true)
        let ctx = TransitionContext(containerView: container, fromView: from, toView: vc.view, isForward: true, device: window.device,
                                    fromViewController: presenter, toViewController: vc, presentationStyle: vc.modalPresentationStyle,
                                    duration: animator.duration, completeTransition: finish)
        if !removesPresenter {
            ctx.withheldViews = [.from]
            ctx.disappearingController = nil
        }
        if let behavior { ctx.appearingFrame = behavior.frameOfPresentedView(in: container) }
        vc.activeTransition = ctx
        presenter.activeTransition = ctx
        behavior?.presentationTransitionWillBegin(ctx)
        guard animated else {
            View.performWithoutAnimation { ctx.start(animator: animator, interaction: nil) }
            return
        }
        ctx.start(animator: animator, interaction: vc.transitionInteraction)
        // UIKit lays the new container out after the animator ran, before the first frame.
        behavior?.layoutContainer(container)
    }
}
