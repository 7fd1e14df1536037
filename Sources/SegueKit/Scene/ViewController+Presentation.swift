/// Modal presentation, as `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
extension ViewController {
    /// The controller whose view sits directly in the window (the root or a presented controller).
    var presentationRoot: ViewController {
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
            return SheetTransition(kind: .form)
        case .popover:
            return TransitionStyle.popover.animator(device: device, anchor: presented.popoverAnchor, isForward: isForward)
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
            if let nav = vc as? NavigationController { nav.prepare(for: window.device) }
            if let tabs = vc as? TabBarController { tabs.prepare(for: window.device) }
        }
        let container = window.contentView
        let from = presenter.view
        window.placeRootView(vc.view)
        guard animated else {
            container.insertSubview(vc.view, aboveSubview: from)
            from.removeFromSuperview()
            completion?()
            return
        }
        let ctx = TransitionContext(containerView: container, fromView: from, toView: vc.view, isForward: true,
                                    device: window.device, completeTransition: { completion?() })
        presentationAnimator(for: vc, device: window.device, isForward: true).animateTransition(ctx)
    }

    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        // Dismissing a presenter dismisses what it presents; a presented controller dismisses itself.
        let root = presentationRoot
        let presented = root.presentedViewController ?? root
        guard let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        guard let window = presented.window else {
            completion?()
            return
        }
        let container = window.contentView
        window.placeRootView(presenter.view)
        guard animated else {
            container.insertSubview(presenter.view, belowSubview: presented.view)
            presented.view.removeFromSuperview()
            completion?()
            return
        }
        let ctx = TransitionContext(containerView: container, fromView: presented.view, toView: presenter.view,
                                    isForward: false, device: window.device, completeTransition: { completion?() })
        presentationAnimator(for: presented, device: window.device, isForward: false).animateTransition(ctx)
    }
}
