import SegueKit

extension StoryboardBuilder {
    /// The storyboard's navigation bar look over SegueKit's bar: the bar tint (dark bars get white
    /// titles), the tint of the back button, and no back button where the top controller has left
    /// items (they replace it, as in UIKit). SegueKit reconfigures its bar on every push and pop,
    /// so this runs again after each (`BarItemsTransition`) and after a path is replayed.
    /// `animated`: the bar's background and hairline change over the push or pop, as UIKit
    /// cross-fades them when the new top item shows another appearance.
    func restyleNavigationBar(_ nav: NavigationController, animated: Bool = false) {
        guard let bar = nav.navigationBar, !Self.isLeaving(bar, of: nav) else { return }
        // A bar that comes in with the incoming view has the new look already.
        let animated = animated && !Self.isCarried(bar, of: nav)
        let node = shownNavigationBar(of: nav)
        let dark = node.map { Bars.takesWhite($0, managed: true) } ?? false
        // Content is at its top when a screen is shown: the bar shows its scroll-edge look.
        let (background, hairline) = Bars.managedBarColors(node, theme(of: nav), atScrollEdge: true)
        let lines = bar.subviews.filter { $0.frame.height <= 1 && $0.content == .none }
        Self.restyle(bar, background: background, lines: lines, hairline: hairline, animated: animated, over: nav.transition)
        let tint = Bars.itemTint(node, managed: true, theme: theme)
        let top = nav.topViewController.flatMap(controllerID(of:)).flatMap(document.controller(withID:))?.navigationItem
        func shows(_ label: View) -> Bool {
            if case .text(let t) = label.content { return !t.string.isEmpty && !label.isHidden }
            return false
        }
        Bars.noteAssumedWhite(node, "navigation bar", hasTitle: shows(bar.titleLabel) || shows(bar.largeTitleLabel),
                              items: (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? []), backButton: nav.viewControllers.count > 1,
                              managed: true, theme: theme, marker: bar.identifier ?? "navigationBar")
        let titleFont = node?.barLook.titleFont(managed: true)
        // The prompt is drawn in the title's colour (UIKit's bar draws both in its label colour).
        func titleColor(_ t: TextContent) -> Color {
            node?.barLook.titleColor(managed: true) ?? (dark ? .white : (theme.isDark ? theme.label : t.color))
        }
        if case .text(var t) = bar.titleLabel.content {
            t.color = titleColor(t)
            Bars.apply(titleFont, to: &t)
            if bar.titleLabel.content != .text(t) { bar.titleLabel.content = .text(t) }
        }
        if case .text(var t) = bar.promptLabel.content, t.color != titleColor(t) {
            t.color = titleColor(t)
            bar.promptLabel.content = .text(t)
        }
        bar.fitTitle()
        if case .text(let t) = bar.titleLabel.content, t.fontName == nil {
            // The system font's stand-in is not San Francisco: long titles are drawn smaller, not
            // cut. An app's own font is the real one: its long titles are cut, as on a device.
            // (From the font's own size: this runs again after every push and pop.)
            let fitted = Draw.text(t.string, frame: bar.titleLabel.bounds, size: titleFont?.pointSize ?? 17, weight: t.weight,
                                   color: t.color, alignment: t.alignment, lines: 1)
            if fitted != t { bar.titleLabel.content = .text(fitted) }
        }
        if case .text(var t) = bar.largeTitleLabel.content {
            t.color = node?.barLook.largeTitleColor(managed: true) ?? (dark ? .white : theme.label)
            Bars.apply(node?.barLook.largeTitleFont(managed: true), to: &t)
            if bar.largeTitleLabel.content != .text(t) { bar.largeTitleLabel.content = .text(t) }
        }
        if case .text(var t) = bar.backLabel.content, t.color != tint {
            t.color = tint
            bar.backLabel.content = .text(t)
        }
        if case .shape(var s) = bar.backChevron.content, s.stroke != tint {
            s.stroke = tint
            bar.backChevron.content = .shape(s)
        }
    }

    /// A navigation controller's `<navigationBar>` as it shows now: the top controller's
    /// navigation item's own appearances over the bar's, at the device's bar height (a phone in
    /// landscape shows the compact appearances). Nil when the storyboard styles neither.
    func shownNavigationBar(of nav: NavigationController) -> IB.ViewNode? {
        let stored = controllerID(of: nav).flatMap { document.controller(withID: $0)?.navigationBar }
        let item = nav.topViewController.flatMap(controllerID(of:)).flatMap { document.controller(withID: $0)?.navigationItem }?.appearances ?? BarAppearances()
        return IB.ViewNode.bar(.navigationBar, stored: stored, item: item, compact: device.hasCompactBars)
    }

    /// Restyles the bars around `nav`'s top screen: its navigation bar and toolbar, and the tab bar
    /// of the tab bar controller it is a tab of. `animated`: over the push or pop that shows it.
    func restyleBars(around nav: NavigationController, animated: Bool = false) {
        restyleNavigationBar(nav, animated: animated)
        styleToolbar(nav, animated: animated)
        if let tabs = nav.parent as? TabBarController, tabs.selectedViewController === nav, let id = controllerID(of: tabs),
           let c = document.controller(withID: id) {
            styleTabBar(tabs, c, animated: animated, over: nav.transition)
        }
    }

    /// Restyles every bar on screen (after changes made outside a recording: a replayed path).
    func restyleNavigationBars(in window: Window) {
        for list in controllers.byID.values {
            for vc in list where vc.window === window {
                if let nav = vc as? NavigationController { restyleBars(around: nav) }
                if let tabs = vc as? TabBarController, let id = controllerID(of: tabs), let c = document.controller(withID: id) {
                    styleTabBar(tabs, c)
                }
            }
        }
    }

    /// Right to left, left items sit at the right edge and right items at the left.
    func mirrorItems(in holder: View) {
        for v in holder.subviews {
            var f = v.frame
            f.origin.x = holder.bounds.width - f.maxX
            v.frame = f
            if case .text(var t) = v.content {
                t.alignment = t.alignment == .left ? .right : t.alignment == .right ? .left : t.alignment
                t.isRightToLeft = true
                v.content = .text(t)
            }
        }
    }

    /// Shows `vc`'s navigation item's bar button items in `nav`'s bar (left items at the leading
    /// edge, right items at the trailing edge, the first one outermost), replacing the previous
    /// controller's. Animated, the new items fade in and the old ones out over the push.
    func installBarItems(in nav: NavigationController, showing vc: ViewController?, animated: Bool) {
        // A bar that leaves with the outgoing view keeps its items; one that comes in with the
        // incoming view has the new ones already.
        guard let bar = nav.navigationBar, !Self.isLeaving(bar, of: nav) else { return }
        let animated = animated && !Self.isCarried(bar, of: nav)
        let row = bar.contentRow
        let holder = View(frame: bar.bounds)
        holder.identifier = NavigationBar.extraItemsIdentifier
        if let vc, let id = controllerID(of: vc), let item = document.controller(withID: id)?.navigationItem {
            let node = shownNavigationBar(of: nav)
            let tint = Bars.itemTint(node, managed: true, theme: theme)
            let factory = viewFactory(for: vc)
            Bars.addItems(item.leftBarButtonItems, to: holder, row: leftItemsRow(row, of: item, showing: vc, in: nav, bar: bar), fromRight: false,
                          tint: tint, theme: theme, factory: factory)
            Bars.addItems(item.rightBarButtonItems, to: holder, row: row, fromRight: true, tint: tint, theme: theme, factory: factory)
            if bar.isRightToLeft { mirrorItems(in: holder) }
        }
        bar.addSubview(holder)
        guard let old = barItems.replace(in: nav, with: holder) else { return }
        Self.crossFade(from: old, to: holder, animated: animated, over: nav.transition)
    }

    /// The part of the bar's row the left items start from: all of it, or where they supplement
    /// the back button (`leftItemsSupplementBackButton`), the part after the chevron and the back
    /// title.
    private func leftItemsRow(_ row: Rect, of item: IB.NavigationItem, showing vc: ViewController, in nav: NavigationController,
                              bar: NavigationBar) -> Rect {
        guard item.leftItemsSupplementBackButton, !item.hidesBackButton, let i = nav.viewControllers.firstIndex(where: { $0 === vc }), i > 0
        else { return row }
        let below = nav.viewControllers[i - 1]
        let back = below.backButtonTitle ?? below.navigationItemTitle ?? below.title ?? "Back"
        let label = bar.backLabelFrame
        let start = bar.isRightToLeft ? bar.bounds.width - label.maxX : label.minX
        let end = start - row.minX + TextMetrics.width(back, size: 17) + NavigationBar.itemSpacing
        let shift = max(0, end - Device.barLayoutMargin(width: bar.bounds.width))
        return Rect(x: row.minX + shift, y: row.minY, width: max(0, row.width - shift), height: row.height)
    }

    /// Whether a push or pop that shows or hides the bar carries it in a controller's view
    /// (`NavigationController.setNavigationBarHidden(_:animated:)`).
    static func isCarried(_ bar: NavigationBar, of nav: NavigationController) -> Bool {
        nav.isViewLoaded && bar.superview != nil && bar.superview !== nav.view
    }

    /// Whether the bar is carried away by the outgoing view: hidden once the transition ends.
    static func isLeaving(_ bar: NavigationBar, of nav: NavigationController) -> Bool {
        isCarried(bar, of: nav) && nav.isNavigationBarHidden
    }

    /// Replaces the items in `old` by those in `new`: at once, or fading over the push or pop.
    static func crossFade(from old: View, to new: View, animated: Bool, over transition: any TransitionAnimator) {
        guard animated else {
            old.removeFromSuperview()
            return
        }
        new.alpha = 0
        View.animate(withDuration: transition.duration, curve: transition.curve) {
            new.alpha = 1
            old.alpha = 0
        } completion: { _ in
            old.removeFromSuperview()
        }
    }
}

/// The view that holds the bar button items each navigation controller's bar shows now.
@MainActor
struct ShownBarItems {
    private var holders: [ObjectIdentifier: View] = [:]

    /// Makes `holder` the one shown in `nav`'s bar; returns the one it replaces.
    mutating func replace(in nav: NavigationController, with holder: View) -> View? {
        holders.updateValue(holder, forKey: ObjectIdentifier(nav))
    }
}
