/// A navigation controller (`UINavigationController`): a stack of controllers whose top one's view
/// fills the screen under a navigation bar; push and pop animate with the navigation transition.
@MainActor
public final class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public private(set) var navigationBar: NavigationBar?
    /// Holds the top controller's view, under the bar.
    public let containerView = View()
    public var transition: any TransitionAnimator = NavigationPushTransition()
    /// Supplies other animators and interaction drivers for pushes and pops (a navigation
    /// controller delegate's animation and interaction controllers).
    public weak var delegate: (any NavigationControllerDelegate)?
    /// False hides the bar (screens that bring their own, such as screenshots).
    public var showsNavigationBar = true
    /// Whether the view is the top of a sheet (a page or form sheet): UIKit's bar is taller there
    /// (56 pt, `Device.navigationBarHeight`). Set before the view loads.
    public var isInSheet = false
    /// Whether the bar shows titles large (`UINavigationBar.prefersLargeTitles`): the root's, and
    /// each pushed controller's whose `largeTitleDisplayMode` asks for it or follows one that
    /// does. Never in compact height (a phone in landscape), as in UIKit.
    public var prefersLargeTitles = false
    /// Whether the toolbar along the bottom is hidden (`UINavigationController.isToolbarHidden`):
    /// true unless set, as in UIKit. The top controller's toolbar items fill it.
    public var isToolbarHidden = true
    /// Whether the navigation bar is translucent (`UINavigationBar.isTranslucent`): true unless
    /// set. A controller's view keeps clear of an opaque bar (`restingFrame(for:)`).
    public var isNavigationBarTranslucent = true
    /// The toolbar the navigation controller manages (`UINavigationController.toolbar`): laid out
    /// with the view, shown while `isToolbarHidden` is false and the top controller does not
    /// `hidesBottomBarWhenPushed`.
    public let toolbar = View()
    /// The safe area's insets from its view's edges where the view is shown (UIKit's
    /// `view.safeAreaInsets`): its bars run under them and keep their content inside.
    public private(set) var safeAreaInsets = EdgeInsets()

    public init(rootViewController: ViewController) {
        super.init()
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// Whether the bar shows `vc`'s title large while it is on top: `always`, or `automatic` after
    /// a controller that shows it large (the root: whatever the bar prefers).
    public func showsLargeTitle(for vc: ViewController) -> Bool {
        guard prefersLargeTitles, !(window?.device ?? placedDevice).hasCompactBars else { return false }
        guard let i = viewControllers.firstIndex(where: { $0 === vc }) else { return vc.largeTitleDisplayMode == .always }
        for c in viewControllers[...i].reversed() {
            switch c.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height while `vc` is on top (a large title's bar is taller); nil without a bar.
    public func barHeight(for vc: ViewController) -> Double? {
        navigationBar.map { $0.height(large: showsLargeTitle(for: vc), prompt: !(vc.navigationItemPrompt ?? "").isEmpty) }
    }

    override public func loadView() -> View {
        let device = Device.iPhone15Pro
        return makeRootView(size: device.size, device: device)
    }

    /// Builds the view for a device (a window sets this up through `install(in:)`).
    func makeRootView(size: Size, device: Device) -> View {
        safeAreaInsets = device.safeArea
        placedDevice = device
        let root = View(frame: Rect(size))
        root.identifier = "navigationController"
        containerView.frame = Rect(size)
        root.addSubview(containerView)
        if showsNavigationBar { installNavigationBar(in: root, width: size.width) }
        layoutToolbar(in: root, device: device)
        if let top = topViewController {
            // The view loads first: its controller may set `edgesForExtendedLayout` then, or
            // hide the bar (`setNavigationBarHidden(_:animated:)` in `viewDidLoad`).
            let view = top.view
            view.frame = restingFrame(for: top)
            containerView.addSubview(view)
        }
        navigationBar?.isHidden = !showsNavigationBar
        updateBar()
        return root
    }

    /// Makes the bar over `root`'s content (once: a bar hidden later is kept, hidden).
    func installNavigationBar(in root: View, width: Double) {
        guard navigationBar == nil else { return }
        let bar = NavigationBar(device: placedDevice, width: width, inSheet: isInSheet)
        bar.measureText = measureText
        root.insertSubview(bar, aboveSubview: containerView)
        navigationBar = bar
        // Before the top view loads: its content lies under the bar's height.
        if let top = topViewController {
            bar.configure(barItems)
            bar.setLargeTitle(showsLargeTitle(for: top))
        }
    }

    /// Creates the view for `device` (at `size`, the whole screen by default) before first use.
    public func prepare(for device: Device, size: Size? = nil) {
        makeView = { [unowned self] _ in self.makeRootView(size: size ?? device.size, device: device) }
    }

    /// What the bar shows while the controller at the top of the stack is on top: its
    /// navigation item's title, the back button titled by the item below (none where the top
    /// item hides it or has a left item in its place) and the top item's bar button items.
    var barItems: NavigationBar.Items {
        let n = viewControllers.count
        guard let top = topViewController else { return NavigationBar.Items() }
        var back: String?
        if n > 1, !top.hidesBackButton, top.leftBarButtonItems.isEmpty {
            let below = viewControllers[n - 2]
            back = below.backButtonTitle ?? below.navigationItemTitle ?? below.title ?? "Back"
        }
        return NavigationBar.Items(title: top.navigationItemTitle ?? top.title, backTitle: back,
                                   leftItems: top.leftBarButtonItems, rightItems: top.rightBarButtonItems,
                                   titleView: top.navigationItemTitleView, prompt: top.navigationItemPrompt)
    }

    /// The bar's look while a controller is on top (what UIKit's bar and navigation item
    /// appearances resolve to); nil keeps the bar as it is drawn. Asked when the bar is configured
    /// and as each push or pop starts, whose progress fades the bar's background from one look to
    /// the next. By default the bar is transparent, without its hairline: a bar with no appearance
    /// objects at its scroll edge, with the screen's content at its top, as UIKit draws it since
    /// iOS 15. `{ _ in .chrome }` keeps the translucent chrome (a list scrolled under the bar, or
    /// iOS 14 and earlier).
    public var barLook: (@MainActor (ViewController) -> NavigationBarLook)? = { _ in .transparent }

    /// How wide the bar's texts are set (`NavigationBar.measureText`), given to the bar when the
    /// view loads; nil: an estimate.
    public var measureText: (@MainActor (_ text: String, _ fontSize: Double, _ weight: FontWeight) -> Double)?

    /// Shows the top controller's navigation item and look again after they changed (outside a
    /// push or pop, which reads them as it starts).
    public func updateNavigationBar() {
        guard isViewLoaded, !isChangingStack, topViewController?.activeTransition == nil else { return }
        updateBar()
    }

    /// Set while a push or pop puts its controllers in place: a controller loading its view then
    /// (and setting its item) must not show it in the bar before the transition starts.
    var isChangingStack = false

    func updateBar() {
        navigationBar?.configure(barItems)
        if let top = topViewController {
            navigationBar?.setLargeTitle(showsLargeTitle(for: top))
            if let look = barLook?(top) { navigationBar?.apply(look) }
        }
    }

    /// The device the view was laid out for.
    var placedDevice = Device.iPhone15Pro

    public func pushViewController(_ vc: ViewController, animated: Bool) {
        isChangingStack = true
        defer { isChangingStack = false }
        let barWasShown = showsNavigationBar
        let from = topViewController
        addChild(vc)
        viewControllers.append(vc)
        _ = view
        let incoming = vc.view
        incoming.frame = restingFrame(for: vc)
        guard let from, animated else {
            // UIKit calls the appearance methods without animation too: a controller may show or
            // hide the bar from them.
            from?.viewWillDisappear(false)
            vc.viewWillAppear(false)
            from?.view.removeFromSuperview()
            containerView.addSubview(vc.view)
            showBarAsSet(over: vc)
            updateBar()
            tabBarController?.updateTabBarVisibility()
            updateToolbarVisibility()
            from?.viewDidDisappear(false)
            vc.viewDidAppear(false)
            return
        }
        animate(from: from, to: vc, forward: true, popped: [], barWasShown: barWasShown)
    }

    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?.last
    }

    /// Pops straight to `target`: the controllers in between never appear.
    @discardableResult
    public func popToViewController(_ target: ViewController, animated: Bool) -> [ViewController]? {
        guard let i = viewControllers.firstIndex(where: { $0 === target }), i < viewControllers.count - 1 else { return nil }
        isChangingStack = true
        defer { isChangingStack = false }
        let barWasShown = showsNavigationBar
        let from = viewControllers.last!
        let popped = Array(viewControllers[(i + 1)...])
        viewControllers.removeSubrange((i + 1)...)
        for c in popped { c.removeFromParent() }
        let revealed = target.view
        revealed.frame = restingFrame(for: target)
        if animated {
            animate(from: from, to: target, forward: false, popped: popped, barWasShown: barWasShown)
        } else {
            from.viewWillDisappear(false)
            target.viewWillAppear(false)
            from.view.removeFromSuperview()
            containerView.addSubview(target.view)
            showBarAsSet(over: target)
            updateBar()
            tabBarController?.updateTabBarVisibility()
            updateToolbarVisibility()
            from.viewDidDisappear(false)
            target.viewDidAppear(false)
        }
        return popped
    }

    private func animate(from: ViewController, to: ViewController, forward: Bool, popped: [ViewController], barWasShown: Bool) {
        let device = window?.device ?? Device.iPhone15Pro
        let bar = navigationBar
        let operation: NavigationOperation = forward ? .push : .pop
        let animator = delegate?.navigationController(self, animatorFor: operation, from: from, to: to) ?? transition
        let interaction = delegate?.navigationController(self, interactionFor: animator)
        from.viewWillDisappear(true)
        to.viewWillAppear(true)
        let wasHidingBottomBar = forward ? viewControllers.dropLast().contains { $0.hidesBottomBarWhenPushed }
            : hidesBottomBar || popped.contains { $0.hidesBottomBarWhenPushed }
        let putBackTabBar = carryTabBar(from: from, to: to, wasHidden: wasHidingBottomBar)
        let putBackToolbar = carryToolbar(from: from, to: to)
        // A controller that shows or hides the bar as it appears (or as the other disappears).
        let putBackBar = showsNavigationBar == barWasShown ? nil : carryNavigationBar(from: from, to: to)
        let ctx = TransitionContext(
            containerView: containerView, fromView: from.view, toView: to.view, isForward: forward, device: device,
            fromViewController: from, toViewController: to, duration: animator.duration) { [unowned self] completed in
            from.activeTransition = nil
            to.activeTransition = nil
            if completed {
                from.view.removeFromSuperview()
                from.viewDidDisappear(true)
                to.viewDidAppear(true)
            } else {
                if putBackBar != nil { self.showsNavigationBar = barWasShown }
                self.restoreStack(from: from, to: to, forward: forward, popped: popped)
            }
            putBackTabBar?()
            putBackToolbar?()
            putBackBar?()
        }
        ctx.appearingFrame = to.view.frame
        from.activeTransition = ctx
        to.activeTransition = ctx
        ctx.start(animator: animator, interaction: interaction)
        if let bar, putBackBar == nil {
            let large = showsLargeTitle(for: to)
            let items = barItems
            let look = barLook?(to)
            ctx.withInteractiveClock {
                let transition = NavigationBarTransition(bar: bar, duration: animator.duration, curve: animator.curve)
                transition.animate(newItems: items, forward: forward, large: large)
                if let look { transition.animate(to: look) }
            }
        }
    }

    /// After a cancelled push or pop: the stack and the bar as they were, the incoming view gone.
    private func restoreStack(from: ViewController, to: ViewController, forward: Bool, popped: [ViewController]) {
        to.view.removeFromSuperview()
        if forward {
            viewControllers.removeAll { $0 === to }
            to.removeFromParent()
        } else {
            for c in popped {
                addChild(c)
                viewControllers.append(c)
            }
        }
        if from.view.superview == nil { containerView.addSubview(from.view) }
        updateBar()
        updateToolbarVisibility()
    }
}

/// Which way a navigation transition goes (`UINavigationController.Operation`).
public enum NavigationOperation: Hashable, Sendable { case push, pop }

/// What a navigation controller asks before it animates (`UINavigationControllerDelegate`'s
/// animation and interaction controllers); nil keeps the built-in animation.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, animatorFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> (any TransitionAnimator)?
    func navigationController(_ navigationController: NavigationController,
                              interactionFor animator: any TransitionAnimator) -> (any InteractiveTransitionDriver)?
}
