/// Modal dismissal, as `dismiss(animated:completion:)`.
extension ViewController {
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
        let behavior = presented.modalPresentationStyle == .custom ? presented.presentationBehavior : nil
        let ownContainer = presented.presentationContainer
        let container = ownContainer ?? window.contentView
        // The presenter's view comes back only where the presentation took it away; a custom
        // presentation never moves it.
        let presenterReturns = presentationRemovesPresenter(presented)
        // A presenter that is itself presented keeps the place its own presentation gave it, whether
        // it stayed on screen (a sheet under a sheet) or comes back (a sheet under a full-screen
        // presentation).
        if behavior == nil, presenter.presentingViewController == nil { window.placeRootView(presenter.view) }
        presented.viewWillDisappear(animated)
        if presenterReturns { presenter.viewWillAppear(animated) }
        let finish: @MainActor (Bool) -> Void = { completed in
            presented.activeTransition = nil
            presenter.activeTransition = nil
            if completed {
                presented.view.removeFromSuperview()
                ownContainer?.removeFromSuperview()
                presented.presentationContainer = nil
                behavior?.dismissalTransitionDidEnd(true)
                presented.viewDidDisappear(animated)
                if presenterReturns { presenter.viewDidAppear(animated) }
                completion?()
            } else {
                if presenterReturns { presenter.view.removeFromSuperview() }
                presenter.presentedViewController = presented
                presented.presentingViewController = presenter
                behavior?.dismissalTransitionDidEnd(false)
            }
        }
        // Without animation a built-in presentation still undoes what it did (the receded presenter,
        // the dimming, the status bar's light content): its animation's end, applied at once.
        let endsAsAnimated = !animated && behavior == nil && presented.transitionAnimator == nil && !presenterReturns
        guard animated || endsAsAnimated else {
            if behavior == nil { container.insertSubview(presenter.view, belowSubview: presented.view) }
            behavior?.dismissalTransitionWillBegin(TransitionContext(
                containerView: container, fromView: presented.view, toView: presenter.view, isForward: false, device: window.device))
            finish(true)
            return
        }
        let animator = presentationAnimator(for: presented, device: window.device, isForward: false)
        let ctx = TransitionContext(containerView: container, fromView: presented.view, toView: presenter.view, isForward: false,
                                    device: window.device, fromViewController: presented, toViewController: presenter,
                                    presentationStyle: presented.modalPresentationStyle, duration: animator.duration,
                                    completeTransition: finish)
        if !presenterReturns {
            ctx.withheldViews = [.to]
            ctx.appearingController = nil
        } else if presenter.presentingViewController != nil {
            ctx.appearingFrame = presenter.view.frame
        }
        presented.activeTransition = ctx
        presenter.activeTransition = ctx
        behavior?.dismissalTransitionWillBegin(ctx)
        guard animated else { return View.performWithoutAnimation { ctx.start(animator: animator, interaction: nil) } }
        ctx.start(animator: animator, interaction: presented.transitionInteraction)
    }
}

extension Window {
    /// A container for a custom presentation, above everything presented so far (UIKit's
    /// transition view): the window's size, transparent.
    func makePresentationContainer() -> View {
        let container = View(frame: contentView.bounds)
        container.identifier = "presentationContainer"
        contentView.addSubview(container)
        return container
    }
}
