/// A tab bar controller (`UITabBarController`): a tab bar at the bottom with one item per child,
/// and the selected child's view above it. UIKit switches tabs without animation; `transition`
/// adds one (what a delegate's animator does).
@MainActor
public final class TabBarController: ViewController {
    /// A phone's tab bar above the home indicator's inset (`Device.tabBarHeight` for any device).
    public static let barHeight = 49.0
    public private(set) var viewControllers: [ViewController] = []
    public private(set) var selectedIndex = 0
    public var transition: (any TransitionAnimator)?
    /// Supplies an animator (and an interaction driver) for a tab switch (a tab bar controller
    /// delegate's animation and interaction controllers).
    public weak var delegate: (any TabBarControllerDelegate)?
    /// A tab's icon in place of the default rounded square (a storyboard's catalog image): given
    /// the tab's index, its colour (the tint when selected) and the default icon's frame in the
    /// bar; nil keeps the default.
    public var makeIcon: (@MainActor (_ index: Int, _ color: Color, _ frame: Rect) -> View?)?
    /// The SF Symbols nearest the glyphs UIKit draws for its tab bar system items
    /// (`UITabBarItem.SystemItem`, by its case's name; UIKit's own images, not symbols): a star
    /// for favourites, featured and top rated, a clock for recents, …
    nonisolated public static let systemItemSymbols: [String: String] = [
        "more": "ellipsis", "favorites": "star.fill", "featured": "star.fill", "topRated": "star.fill", "recents": "clock.fill",
        "mostRecent": "clock.fill", "history": "clock.arrow.circlepath", "contacts": "person.crop.circle.fill", "bookmarks": "book.fill",
        "search": "magnifyingglass", "downloads": "arrow.down.circle.fill", "mostViewed": "list.number",
    ]

    /// The side of a tab icon's square: 25 pt (Human Interface Guidelines, "Tab bars": 25 × 25 pt
    /// regular glyphs).
    public static let iconSide = 25.0

    /// A tab icon drawn from the SF Symbol `name` (`SymbolContent`): a `side`-point square centred
    /// on `center`, the symbol's drawn area (20/24 of its em square) filling it, in `color`.
    public static func symbolIcon(_ name: String, center: Point, side: Double = iconSide, color: Color,
                                  weight: FontWeight = .regular) -> View {
        let holder = View(frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        holder.identifier = "image:" + name
        let em = side * 24 / 20
        let glyph = View(frame: Rect(x: side / 2 - em / 2, y: side / 2 - em / 2, width: em, height: em))
        glyph.identifier = "symbol:" + name
        glyph.content = .symbol(SymbolContent(name: name, em: em, weight: weight, color: color, contentMode: .scaleToFill))
        holder.addSubview(glyph)
        return holder
    }

    /// The most items a tab bar shows in compact width: with more tabs, UIKit shows the first four
    /// and a More item for the rest ("If you add more than five items to the viewControllers
    /// property, the tab bar controller automatically inserts a special view controller (called
    /// the More view controller)", `UITabBarController.moreNavigationController`).
    public static let maximumCompactItems = 5

    /// The items the bar shows: every tab, or in compact width with more than five, the first
    /// four and the More item.
    public var shownItemCount: Int {
        !device.isRegularWidth && viewControllers.count > Self.maximumCompactItems ? Self.maximumCompactItems : viewControllers.count
    }

    /// Whether the bar's last item is the More item, which stands for the tabs past it.
    public var showsMoreItem: Bool { shownItemCount < viewControllers.count }

    /// Lays the items out right to left, the first tab at the right edge, as UIKit does in a
    /// right-to-left language (set before the view loads).
    public var isRightToLeft = false
    /// The selected item's colour (`UITabBar.tintColor`: the app's tint).
    public var tintColor = Color.systemBlue
    /// The other items' colour (`UITabBar.unselectedItemTintColor`).
    public var unselectedItemTintColor = Color.systemGray
    /// A disabled item's colour (`tabBarItem.isEnabled` false): UIKit draws it dimmed and
    /// publishes no colour; the tertiary label grey, as its disabled bar items appear.
    public var disabledItemColor = Color.tertiaryLabel
    /// The hairline along the bar's top edge (an appearance's `shadowColor`; clear for none).
    public var hairlineColor = Color(white: 0, alpha: 0.3)
    /// The width of an item's title at a font size, for titles beside their icons; nil: an
    /// estimate (half an em and a little more a character).
    public var measureTitle: (@MainActor (_ title: String, _ fontSize: Double) -> Double)?
    /// The bar's background and hairline while a tab is selected (what UIKit's tab bar appearances
    /// resolve to), asked when the view loads and on every switch; nil keeps the chrome.
    public var barColors: (@MainActor (_ selected: ViewController?) -> (background: Color, hairline: Color))?
    let containerView = View()
    /// The bar along the bottom with one item per child.
    public let tabBar = View()
    private var device = Device.iPhone15Pro

    public init(viewControllers: [ViewController]) {
        super.init()
        for vc in viewControllers { addChild(vc) }
        self.viewControllers = viewControllers
    }

    /// Replaces the tabs (before the view is loaded; the first one is selected).
    public func setViewControllers(_ controllers: [ViewController]) {
        for vc in viewControllers { vc.removeFromParent() }
        for vc in controllers { addChild(vc) }
        viewControllers = controllers
        selectedIndex = 0
    }

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    public func prepare(for device: Device) {
        self.device = device
        for case let nav as NavigationController in viewControllers { nav.prepare(for: device) }
    }

    /// Lays the view out for a place smaller than the screen (a container view, a sheet): `size`,
    /// with the safe area's `bottomInset` there, which the tab bar's background runs over as it
    /// does over the home indicator's. Call before the view loads.
    public func place(size: Size, bottomInset: Double) {
        placed = (size, bottomInset)
    }

    private var placed: (size: Size, bottomInset: Double)?

    override public func loadView() -> View {
        let bounds = placed.map { Rect($0.size) } ?? device.bounds
        let root = View(frame: bounds)
        root.identifier = "tabBarController"
        containerView.frame = bounds
        root.addSubview(containerView)
        let h = placed.map { device.tabBarHeight(bottomInset: $0.bottomInset) } ?? device.tabBarHeight
        tabBar.frame = Rect(x: 0, y: bounds.height - h, width: bounds.width, height: h)
        tabBar.backgroundColor = .barBackground
        tabBar.identifier = "tabBar"
        root.addSubview(tabBar)
        if let vc = selectedViewController {
            vc.view.frame = bounds
            containerView.addSubview(vc.view)
        }
        // A navigation controller's toolbar sits over the tab bar: lay out again those whose
        // views loaded before they became tabs.
        for case let nav as NavigationController in viewControllers where nav.isViewLoaded {
            nav.layoutToolbar(in: nav.view, device: device)
        }
        layoutItems()
        updateTabBarVisibility()
        return root
    }

    /// Hides the tab bar while the selected tab's navigation stack holds a controller that
    /// `hidesBottomBarWhenPushed`, and shows it otherwise.
    func updateTabBarVisibility() {
        tabBar.isHidden = (selectedViewController as? NavigationController)?.hidesBottomBar ?? false
    }

    /// Draws the items: an icon and a title each, the selected one in the tint colour, within the
    /// safe area's left and right insets (the bar's background runs under them), the first at the
    /// leading edge: stacked and sharing the width on a phone in portrait, else inline
    /// (`TabBarItemLayout`).
    /// Draws the items again, after a tab's title, badge or the bar's colours changed.
    public func updateItems() {
        if isViewLoaded { layoutItems() }
    }

    private func layoutItems() {
        for v in tabBar.subviews { v.removeFromSuperview() }
        if let colors = barColors?(selectedViewController) {
            tabBar.backgroundColor = colors.background
            hairlineColor = colors.hairline
        }
        let hairline = View(frame: Rect(x: 0, y: 0, width: tabBar.bounds.width, height: 0.5))
        hairline.backgroundColor = hairlineColor
        tabBar.addSubview(hairline)
        let layout = TabBarItemLayout(device: device)
        let count = shownItemCount, more = showsMoreItem
        func isMore(_ i: Int) -> Bool { more && i == count - 1 }
        let titles = (0..<count).map { isMore($0) ? "More" : viewControllers[$0].tabBarItemTitle ?? viewControllers[$0].title ?? "Tab \($0 + 1)" }
        let sides = EdgeInsets(left: device.safeArea.left, right: device.safeArea.right)
        let inline = layout.style == .stacked ? nil : layout.inlineItems(
            titleWidths: titles.map { titleWidth($0, layout.titleFontSize) }, width: tabBar.bounds.width,
            rowHeight: device.tabBarRowHeight, sides: sides, rightToLeft: isRightToLeft)
        let n = max(1, count)
        let w = max(0, tabBar.bounds.width - sides.left - sides.right) / Double(n)
        for i in 0..<count {
            // The More item is selected while a tab past the fourth is.
            let selected = isMore(i) ? selectedIndex >= i : i == selectedIndex
            let enabled = isMore(i) || viewControllers[i].tabBarItemIsEnabled
            let color = !enabled ? disabledItemColor : selected ? tintColor : unselectedItemTintColor
            let x = sides.left + Double(isRightToLeft ? n - 1 - i : i) * w
            let frame = inline?[i].icon ?? Rect(x: x + w / 2 - 12, y: 6, width: 24, height: 24)
            if isMore(i) {
                // UIKit's More glyph: three dots, the `more` system item's.
                tabBar.addSubview(Self.symbolIcon("ellipsis", center: Point(x: frame.midX, y: frame.midY),
                                                  side: frame.width < 24 ? frame.width : Self.iconSide, color: color))
            } else if let icon = makeIcon?(i, color, frame) {
                tabBar.addSubview(icon)
            } else {
                let icon = View(frame: frame)
                icon.content = .shape(ShapeContent(elements: [.roundedRect(Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), radius: 5)], fill: color))
                tabBar.addSubview(icon)
            }
            if !isMore(i), let badge = viewControllers[i].tabBarItemBadgeValue {
                tabBar.addSubview(badgeView(badge, color: viewControllers[i].tabBarItemBadgeColor ?? .systemRed, icon: frame))
            }
            let label = View(frame: inline?[i].title ?? Rect(x: x, y: 32, width: w, height: 14))
            label.content = .text(TextContent(titles[i], fontSize: layout.titleFontSize, weight: .medium, color: color,
                                              alignment: inline == nil ? .center : .left))
            tabBar.addSubview(label)
        }
    }

    /// A badge: the text in 13 pt white in an 18 pt high oval, at least a circle, its leading edge
    /// 5 pt past the icon's middle and its top 4 pt above the icon's, mirrored right to left (as
    /// measured on iOS 17 screenshots; Apple publishes no metrics).
    private func badgeView(_ text: String, color: Color, icon: Rect) -> View {
        let height = 18.0
        let width = max(height, titleWidth(text, 13) + 10)
        let x = isRightToLeft ? icon.midX - 5 - width : icon.midX + 5
        let badge = View(frame: Rect(x: x, y: icon.minY - 4, width: width, height: height))
        badge.backgroundColor = color
        badge.cornerRadius = height / 2
        badge.identifier = "tabBarBadge"
        let label = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        label.content = .text(TextContent(text, fontSize: 13, color: .white, alignment: .center))
        badge.addSubview(label)
        return badge
    }

    private func titleWidth(_ title: String, _ fontSize: Double) -> Double {
        measureTitle?(title, fontSize) ?? Double(title.count) * fontSize * 0.55
    }

    /// Switches to another tab.
    public func select(_ index: Int, animated: Bool = false) {
        guard index != selectedIndex, viewControllers.indices.contains(index) else { return }
        let from = selectedViewController
        selectedIndex = index
        guard isViewLoaded, let to = selectedViewController else { return }
        to.view.frame = containerView.bounds
        layoutItems()
        let animator = from.flatMap { delegate?.tabBarController(self, animatorForTransitionFrom: $0, to: to) } ?? transition
        if animated, let from, let animator {
            from.viewWillDisappear(true)
            to.viewWillAppear(true)
            let ctx = TransitionContext(containerView: containerView, fromView: from.view, toView: to.view, isForward: true,
                                        device: device, fromViewController: from, toViewController: to,
                                        duration: animator.duration) { [unowned self] completed in
                if completed {
                    from.view.removeFromSuperview()
                    from.viewDidDisappear(true)
                    to.viewDidAppear(true)
                } else {
                    to.view.removeFromSuperview()
                    if let i = viewControllers.firstIndex(where: { $0 === from }) { selectedIndex = i }
                    layoutItems()
                    updateTabBarVisibility()
                }
            }
            ctx.start(animator: animator, interaction: delegate?.tabBarController(self, interactionFor: animator))
        } else {
            from?.view.removeFromSuperview()
            containerView.addSubview(to.view)
        }
        updateTabBarVisibility()
    }
}

/// What a tab bar controller asks before it switches tabs (`UITabBarControllerDelegate`'s animation
/// and interaction controllers); nil switches without animation, as UIKit does.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, animatorForTransitionFrom from: ViewController,
                          to: ViewController) -> (any TransitionAnimator)?
    func tabBarController(_ tabBarController: TabBarController,
                          interactionFor animator: any TransitionAnimator) -> (any InteractiveTransitionDriver)?
}
