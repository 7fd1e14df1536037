import SegueKit

/// A navigation controller's push and pop animator that also swaps the bar button items: the
/// storyboard's items fade in with the new top controller while the old ones fade out.
@MainActor
struct BarItemsTransition: TransitionAnimator {
    var inner: any TransitionAnimator
    let didStart: @MainActor (View) -> Void

    init(inner: any TransitionAnimator, didStart: @escaping @MainActor (View) -> Void) {
        self.inner = inner
        self.didStart = didStart
    }

    var duration: Double {
        get { inner.duration }
        set { inner.duration = newValue }
    }
    var curve: TimingCurve {
        get { inner.curve }
        set { inner.curve = newValue }
    }

    func animateTransition(_ context: TransitionContext) {
        inner.animateTransition(context)
        didStart(context.toView)
    }
}

extension StoryboardBuilder {
    /// The storyboard's navigation bar look: its bar tint, when it is light enough for the dark
    /// title SegueKit's bar draws.
    func dressNavigationBar(_ nav: NavigationController, _ c: Controller) {
        guard let node = c.navigationBar, let bar = nav.navigationBar else { return }
        if let tint = node.colors["barTintColor"], tint.luminance >= 0.45 {
            bar.backgroundColor = tint
        }
    }

    /// Shows `vc`'s navigation item's bar button items in `nav`'s bar (left items at the leading
    /// edge, right items at the trailing edge, the first one outermost), replacing the previous
    /// controller's. Animated, the new items fade in and the old ones out over the push.
    func installBarItems(in nav: NavigationController, showing vc: ViewController?, animated: Bool) {
        guard let bar = nav.navigationBar else { return }
        let key = ObjectIdentifier(nav)
        let old = barItemViews[key] ?? []
        let row = Rect(x: 0, y: bar.bounds.height - NavigationBar.height, width: bar.bounds.width, height: NavigationBar.height)
        let holder = View(frame: bar.bounds)
        holder.identifier = "storyboardBarItems"
        if let vc, let id = controllerID(of: vc), let item = document.controller(withID: id)?.navigationItem {
            let tint = document.controller(withID: controllerID(of: nav) ?? "")?.navigationBar?.tintColor ?? theme.tint
            // With a back button on screen, left items sit after it (UIKit replaces it unless told
            // to supplement it; keeping both never hides an item).
            let leading = nav.viewControllers.count > 1 && !item.leftBarButtonItems.isEmpty ? 90.0 : 8
            Bars.addItems(item.leftBarButtonItems, to: holder, row: row, fromRight: false, tint: tint, inset: leading)
            Bars.addItems(item.rightBarButtonItems, to: holder, row: row, fromRight: true, tint: tint)
        }
        bar.addSubview(holder)
        barItemViews[key] = [holder]
        guard animated, !old.isEmpty else {
            for v in old { v.removeFromSuperview() }
            return
        }
        let (duration, curve) = (nav.transition.duration, nav.transition.curve)
        holder.alpha = 0
        View.animate(withDuration: duration, curve: curve) {
            holder.alpha = 1
            for v in old { v.alpha = 0 }
        } completion: { _ in
            for v in old { v.removeFromSuperview() }
        }
    }
}
