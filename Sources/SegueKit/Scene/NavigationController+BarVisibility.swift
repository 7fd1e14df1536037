/// Showing and hiding the navigation bar (`UINavigationController.isNavigationBarHidden`,
/// `setNavigationBarHidden(_:animated:)`). Apps hide it for the screens that draw their own
/// header, usually from those controllers' `viewWillAppear(_:)`, and show it again from
/// `viewWillDisappear(_:)` or from the next controller's `viewWillAppear(_:)`. Called while a
/// push or pop runs, the change travels with the transition: the bar moves with the view of the
/// controller that shows it, as UIKit carries bars whose visibility a transition changes (the
/// toolbar and the tab bar do the same: `carryToolbar`, `carryTabBar`). Outside one, animated,
/// it slides up past the top edge (or down from it) over UIKit's `hideShowBarDuration`, 0.2 s.
extension NavigationController {
    public var isNavigationBarHidden: Bool {
        get { !showsNavigationBar }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden == showsNavigationBar else { return }
        showsNavigationBar = !hidden
        // Before the view loads, or inside a push or pop (which carries the bar), the flag is all.
        guard isViewLoaded, !isChangingStack, topViewController?.activeTransition == nil else { return }
        if !hidden { installNavigationBar(in: view, width: view.bounds.width) }
        guard let bar = navigationBar else { return }
        let top = topViewController
        if !hidden { updateBar() }
        guard animated else {
            bar.isHidden = hidden
            if let top, top.isViewLoaded { top.view.frame = restingFrame(for: top) }
            return
        }
        let shown = bar.frame
        var away = shown
        away.origin.y = -shown.maxY
        bar.isHidden = false
        if !hidden { bar.frame = away }
        View.animate(withDuration: 0.2, curve: .easeInOut) { [unowned self] in
            bar.frame = hidden ? away : shown
            if let top, top.isViewLoaded { top.view.frame = self.restingFrame(for: top) }
        } completion: { [unowned self] _ in
            bar.frame = shown
            bar.isHidden = !self.showsNavigationBar
        }
    }

    /// After a push or pop without animation: the bar as the controllers left it.
    func showBarAsSet(over vc: ViewController) {
        if showsNavigationBar { installNavigationBar(in: view, width: view.bounds.width) }
        navigationBar?.isHidden = !showsNavigationBar
        vc.view.frame = restingFrame(for: vc)
    }

    /// Moves the bar into the view that carries it through a push or pop that shows or hides it:
    /// the incoming view brings a bar that appears (showing its controller's items already), the
    /// outgoing view takes away one that goes. Returns what puts it back over the content.
    func carryNavigationBar(from: ViewController, to: ViewController) -> (@MainActor () -> Void)? {
        if showsNavigationBar { installNavigationBar(in: view, width: view.bounds.width) }
        guard let bar = navigationBar, let home = bar.superview else { return nil }
        // The incoming view rests where the bar it comes with (or leaves without) places it.
        to.view.frame = restingFrame(for: to)
        if showsNavigationBar { updateBar() }
        let carrier = showsNavigationBar ? to.view : from.view
        let rest = bar.frame
        bar.frame = rest.offsetBy(dx: -carrier.frame.minX, dy: -carrier.frame.minY)
        bar.isHidden = false
        carrier.addSubview(bar)
        return { [unowned self] in
            bar.frame = rest
            home.insertSubview(bar, aboveSubview: self.containerView)
            bar.isHidden = !self.showsNavigationBar
            if self.showsNavigationBar { self.updateBar() }
        }
    }
}
