import SegueKit

/// Bars placed in a view tree: navigation bars, toolbars, tab bars and search bars, with their items.
@MainActor
enum Bars {
    static let background = Color.barBackground
    static let hairline = Color(white: 0, alpha: 0.3)

    /// What a bar button item shows: its title, a glyph for system items, or its image.
    enum ItemLook {
        case text(String, bold: Bool, size: Double)
        case image(IB.ImageReference)
        case space(flexible: Bool)
        /// A view the item wraps (a button, a switch, a label dropped on the bar), at its size.
        case custom(IB.ViewNode, Size)
    }

    /// The system items UIKit draws in the bold of a done item (`Done`, `Save`); the others that
    /// are words are regular (`SystemItemTitles` has the words).
    static let boldSystemItems: Set<IB.BarButtonSystemItem> = [.done, .save]

    /// An item with an image shows the image, never its title (the title is the accessibility
    /// label then); a system item its word, in the system's translation for `language`, or its
    /// glyph; else its title.
    static func look(of item: IB.BarButtonItem, language: String? = nil) -> ItemLook {
        if let custom = item.customView, let size = custom.frame?.size, size.width > 0, size.height > 0 { return .custom(custom, size) }
        if let s = item.systemItem {
            if s == .flexibleSpace { return .space(flexible: true) }
            if s == .fixedSpace { return .space(flexible: false) }
            if let t = SystemItemTitles.title(of: s, language: language) { return .text(t, bold: boldSystemItems.contains(s), size: 17) }
            if let symbol = NavigationBar.systemItemSymbols[s.rawValue] { return .image(IB.ImageReference(name: symbol, isSystemSymbol: true)) }
            return .text(s.capitalizedName, bold: false, size: 17)
        }
        if let image = item.image { return .image(image) }
        if let title = item.title, !title.isEmpty { return .text(title, bold: item.style == .done, size: 17) }
        // No title, image or system item (Interface Builder's canvas says "Item"): UIKit draws nothing.
        return .text("", bold: false, size: 17)
    }

    /// The width an item takes in a bar.
    static func width(of look: ItemLook) -> Double {
        switch look {
        case .text(let s, let bold, let size): max(22, TextMetrics.width(s, size: size, bold: bold) + 2)
        case .image: NavigationBar.itemImageSide
        case .space(let flexible): flexible ? 0 : 8
        case .custom(_, let size): size.width
        }
    }

    /// A tab bar item's image: 25–30 pt in UIKit (HIG "Tab bars": 25 × 25 pt regular glyphs).
    static let tabImageSide = 26.0

    /// One item's view, its identifier the item's id (popover anchors find it by that). An image
    /// the project's catalog has is drawn from it, as a template in the tint unless its set says
    /// `original` (UIKit draws bar item images as templates); other names (SF Symbols among them)
    /// are labelled placeholders. A custom view is built by `factory`, at its own height,
    /// centred in the row.
    static func itemView(_ item: IB.BarButtonItem, look: ItemLook, frame: Rect, tint: Color, alignment: TextAlignment, theme: Theme,
                         factory: ViewFactory) -> View {
        let v: View
        // UIKit draws a disabled item "partially dimmed": in the grey of tertiary labels.
        let color = item.isEnabled ? item.tintColor ?? tint : theme.disabledControl
        switch look {
        case .text(let s, let bold, let size):
            v = Draw.label(s, frame, size: size, weight: bold ? .semibold : .regular, color: color, alignment: alignment)
        case .image(let image):
            v = View(frame: frame)
            let side = max(0, min(NavigationBar.itemImageSide, frame.height))
            v.addSubview(Draw.image(image, Rect(x: frame.width / 2 - side / 2, y: frame.height / 2 - side / 2, width: side, height: side),
                                    theme: theme, tint: color, templateByDefault: true,
                                    symbolPointSize: NavigationBar.itemSymbolPointSize, symbolScale: .large))
        case .space:
            v = View(frame: frame)
        case .custom(let node, let size):
            v = View(frame: frame)
            let h = min(size.height, frame.height)
            v.addSubview(factory.nested.build(node, frame: Rect(x: 0, y: (frame.height - h) / 2, width: frame.width, height: h)))
        }
        v.identifier = item.id
        return v
    }

    /// Items from the leading edge (`fromRight` false) or the trailing edge, in a row of a bar,
    /// laid out as a navigation bar lays its items out (`NavigationBar.itemFrames`).
    /// Adds the items to the bar; returns their frames.
    @discardableResult
    static func addItems(_ items: [IB.BarButtonItem], to bar: View, row: Rect, fromRight: Bool, tint: Color, theme: Theme,
                         factory: ViewFactory) -> [Rect] {
        let looks = items.map { look(of: $0, language: theme.language) }
        let frames = NavigationBar.itemFrames(widths: looks.map(width(of:)), in: row, barWidth: bar.bounds.width, fromRight: fromRight)
        for (item, (look, frame)) in zip(items, zip(looks, frames)) {
            bar.addSubview(itemView(item, look: look, frame: frame, tint: tint, alignment: fromRight ? .right : .left, theme: theme,
                                    factory: factory))
        }
        return frames
    }

    /// A background like a bar's: its appearance object's at rest (`IB.BarLook.atRest`; clear
    /// where UIKit makes it transparent), else the bar tint when set, else the translucent default
    /// (of the appearance, with a theme). `managed`: the bar is a navigation or tab bar
    /// controller's.
    static func barColor(_ node: IB.ViewNode, _ theme: Theme? = nil, managed: Bool = false) -> Color {
        // A sheet's or popover's bar in the dark: system colours take their elevated values.
        let elevated = theme.map { $0.isElevated && $0.isDark } ?? false
        if let look = node.barLook.atRest(managed: managed) {
            if look.isTransparent { return .clear }
            if let background = (elevated ? look.elevatedBackgroundColor : nil) ?? look.backgroundColor { return background }
        }
        let tint = (elevated ? node.elevatedColors[.barTintColor] : nil) ?? node.colors[.barTintColor]
        return OlderBarStyle.background(tint: tint, isDark: node.barStyle == .black || node.barStyle == .blackOpaque,
                                        isTranslucent: node.isTranslucent != false, chrome: theme?.barBackground ?? background)
    }

    /// A navigation controller's or tab bar controller's bar at rest: its background and hairline.
    /// Where the storyboard styles it (`hasOwnBackground`), its look; else, at the scroll edge
    /// (`atScrollEdge`: the content's edge reaches the bar), the standard look without background
    /// or shadow, so that the screen's background runs on behind the bar (UIKit since iOS 15:
    /// "If the value of this property is nil, UIKit uses the settings found in the
    /// standardAppearance property, modified to use a transparent background", `scrollEdgeAppearance`
    /// of UINavigationBar, UIToolbar and UITabBar), and away from it the system's chrome. The
    /// transparent look is the chrome's colours at alpha 0, so that a change between the two over
    /// a push fades the chrome rather than passing through black.
    static func managedBarColors(_ node: IB.ViewNode?, _ theme: Theme, atScrollEdge: Bool) -> (background: Color, hairline: Color) {
        var shown = node
        if !atScrollEdge, let look = node?.barLook.awayFromScrollEdge() { shown?.barLook = look }
        if let shown, hasOwnBackground(shown, managed: true) {
            return (barColor(shown, theme, managed: true), hairline(shown, theme, managed: true))
        }
        // The system's chrome, dark for a dark bar style.
        let chrome = shown.map { barColor($0, theme, managed: true) } ?? theme.barBackground
        return atScrollEdge ? (chrome.withAlpha(0), theme.barHairline.withAlpha(0)) : (chrome, theme.barHairline)
    }

    /// Whether the scrolled content of the screen in `root` ends in view above a bottom bar whose
    /// top is at `barTop` (in the coordinates of `root`'s tree): the scroll-edge position of a tab
    /// bar or toolbar. The screen's scroll view is the first one of `scrollViews` (identifiers of
    /// its table, collection and scroll views) in the tree, as UIKit takes the first it finds; a
    /// screen without one is always at the edge ("or always if you don't have a UIScrollView in
    /// your hierarchy", Apple's engineers on the iOS 15 bars). Its content ends in view when its
    /// last row or subview ends above the part of the scroll view the bar covers (the bottom
    /// content inset UIKit adds for the bar).
    static func contentEndsInView(_ root: View, scrollViews: Set<String>, barTop: Double) -> Bool {
        guard !scrollViews.isEmpty,
              let scroll = root.firstDescendant(where: { v in !v.isHidden && (v.identifier.map(scrollViews.contains) ?? false) })
        else { return true }
        let rows = scroll.subviews.first { $0.identifier == "tableContent" || $0.identifier == "collectionContent" }
        let holder = rows ?? scroll
        let contentBottom = (holder.subviews.map(\.frame.maxY).max() ?? 0) + (rows?.frame.minY ?? 0)
        let scrollBottom = scroll.convertToRoot(Point(x: 0, y: scroll.bounds.maxY)).y
        let covered = min(scroll.bounds.height, max(0, scrollBottom - barTop))
        return contentBottom <= scroll.bounds.maxY - covered + 0.5
    }

    /// The tint of a bar's items: the bar's own; else the storyboard's global tint, which UIKit
    /// gives every item; else, on a bar the storyboard colours dark (a dark bar tint or
    /// appearance background), white (apps that colour a bar dark tint its items white in code,
    /// which a storyboard cannot show); else the default tint, on a `barStyle="black"` bar too:
    /// UIKit tints items with `tintColor` whatever the bar's style.
    static func itemTint(_ node: IB.ViewNode?, managed: Bool = false, theme: Theme) -> Color {
        if let own = node?.tintColor { return own }
        if theme.hasGlobalTint { return theme.tint }
        guard var coloured = node else { return theme.tint }
        coloured.barStyle = nil
        return takesWhite(coloured, managed: managed) ? .white : theme.tint
    }

    /// Lists the white that `itemTint` and `titleColor` assume over a bar the storyboard colours
    /// dark, drawn by the view whose identifier is `marker`: that of its `items` and back button
    /// that take the bar's tint (unless the storyboard tints the bar), and (`hasTitle`) its
    /// title's, unless the storyboard colours the title or a dark `barStyle` makes the white
    /// title UIKit's own.
    static func noteAssumedWhite(_ node: IB.ViewNode?, _ bar: String, hasTitle: Bool, items: [IB.BarButtonItem], backButton: Bool = false,
                                 managed: Bool = false, theme: Theme, marker: String) {
        guard var coloured = node else { return }
        let darkStyle = coloured.barStyle == .black || coloured.barStyle == .blackOpaque
        coloured.barStyle = nil
        guard takesWhite(coloured, managed: managed) else { return }
        var assumed: [String] = []
        if hasTitle, !darkStyle, coloured.barLook.titleColor(managed: managed) == nil { assumed.append("title") }
        let tinted = backButton || items.contains { $0.tintColor == nil && $0.customView == nil }
        if tinted, coloured.tintColor == nil, !theme.hasGlobalTint { assumed.append("items") }
        guard !assumed.isEmpty else { return }
        theme.notes.note(.assumedColor, bar + " " + assumed.joined(separator: " and "),
                         "white over the dark bar colour the storyboard gives, as apps set it in code; the storyboard alone gives UIKit's label colour and tint",
                         marker: marker)
    }

    /// Whether a title and items the storyboard leaves uncoloured are drawn white over the bar:
    /// a dark bar the storyboard colours, as apps whiten them in code; not one whose colour the
    /// code that was read sets (it says what it sets).
    static func takesWhite(_ node: IB.ViewNode, managed: Bool = false) -> Bool {
        isDark(node, managed: managed) && !node.barLook.isStyledInCode
    }

    /// Whether the bar is dark by its own style or colour (a white title over it). NB: not the
    /// dark appearance, whose bars keep the tint colour for their items.
    static func isDark(_ node: IB.ViewNode, managed: Bool = false) -> Bool {
        let c = barColor(node, managed: managed)
        return c.luminance < 0.45 && c.alpha > 0.5
    }

    /// Whether the storyboard decides the bar's background (an appearance object, or a bar tint or
    /// an opaque bar: `OlderBarStyle`) rather than the system's chrome.
    static func hasOwnBackground(_ node: IB.ViewNode, managed: Bool) -> Bool {
        node.barLook.atRest(managed: managed) != nil
            || OlderBarStyle.keepsBackgroundAtScrollEdge(hasBarTint: node.colors[.barTintColor] != nil, isTranslucent: node.isTranslucent != false)
    }

    /// The hairline between a bar and the content: its appearance's shadow colour at rest (none
    /// where it is transparent or the shadow is set to nil), else the theme's.
    static func hairline(_ node: IB.ViewNode?, _ theme: Theme, managed: Bool = false) -> Color {
        guard let look = node?.barLook.atRest(managed: managed) else { return theme.barHairline }
        guard look.hasShadow else { return .clear }
        return look.shadowColor ?? theme.barHairline
    }

    /// A bar title's font from its text attributes (`titleTextAttributes`' or an appearance's):
    /// its size, weight and, for an app's own font, its name; nil leaves UIKit's.
    static func apply(_ font: IB.Font?, to t: inout TextContent) {
        guard let font else { return }
        var name: String?
        if case .named(let n, _) = font.family { name = n }
        BarTitleFont(size: font.pointSize, weight: font.segueWeight, name: name, isItalic: font.isItalic).apply(to: &t)
    }

    /// A navigation bar's title colour: its appearance's or title attributes', else white over a
    /// dark bar, else the label colour.
    static func titleColor(_ node: IB.ViewNode, _ theme: Theme, large: Bool = false, managed: Bool = false) -> Color {
        let own = large ? node.barLook.largeTitleColor(managed: managed) : node.barLook.titleColor(managed: managed)
        return own ?? (takesWhite(node, managed: managed) ? .white : theme.label)
    }

    // MARK: Bars in view trees

    /// A bar in a view tree: its background across its width, its content within the safe area's
    /// `sides` (a bar pinned to the screen's edges in landscape keeps its items off the notch).
    static func navigationBar(_ stored: IB.ViewNode, _ v: View, factory: ViewFactory, sides: EdgeInsets = EdgeInsets()) {
        let theme = factory.theme
        // Its top item's own appearances, at the device's bar height.
        let node = stored.showing(stored.navigationItems.last?.appearances ?? BarAppearances(), compact: theme.device.hasCompactBars)
        let b = v.bounds
        if node.backgroundColor == nil { v.backgroundColor = barColor(node, theme) }
        v.addSubview(Draw.box(Rect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5), hairline(node, theme)))
        guard let item = node.navigationItems.last else { return }
        let tint = itemTint(node, theme: theme)
        noteAssumedWhite(node, "navigation bar", hasTitle: item.title?.isEmpty == false && item.titleView == nil,
                         items: item.leftBarButtonItems + item.rightBarButtonItems, theme: theme, marker: v.identifier ?? "navigationBar")
        // Large titles are off in compact height (a phone in landscape).
        let large = b.height > 60 && !theme.device.hasCompactBars
        let rowHeight = min(theme.device.navigationBarHeight(), b.height)
        let row = Rect(x: sides.left, y: large ? 0 : b.height - rowHeight, width: max(0, b.width - sides.left - sides.right), height: rowHeight)
        let left = addItems(item.leftBarButtonItems, to: v, row: row, fromRight: false, tint: tint, theme: theme, factory: factory)
        let right = addItems(item.rightBarButtonItems, to: v, row: row, fromRight: true, tint: tint, theme: theme, factory: factory)
        if let titleView = item.titleView, let f = titleView.frame {
            v.addSubview(factory.nested.build(titleView, frame: f))
        } else if let title = item.title, !title.isEmpty {
            if large {
                let font = node.barLook.largeTitleFont(managed: false)
                v.addSubview(Draw.label(title, Rect(x: row.minX + theme.cellInset, y: 44, width: row.width - 2 * theme.cellInset, height: b.height - 44),
                                        size: font?.pointSize ?? 34, weight: font?.segueWeight ?? .bold,
                                        color: titleColor(node, theme, large: true)).styled(font: font))
            } else {
                // Centred, else between the items, as a navigation controller's bar places it.
                let font = node.barLook.titleFont(managed: false)
                let size = font?.pointSize ?? 17, weight = font?.segueWeight ?? .semibold
                let place = NavigationBar.titlePlace(width: TextMetrics.width(title, size: size, weight: weight), centre: b.width / 2,
                                                     leadEnd: left.map(\.maxX).max() ?? row.minX,
                                                     trailStart: right.map(\.minX).min() ?? row.maxX)
                let frame = place.moved ? Rect(x: place.start, y: row.minY, width: place.shown, height: row.height)
                    : Rect(x: (b.width - place.labelWidth) / 2, y: row.minY, width: place.labelWidth, height: row.height)
                v.addSubview(Draw.label(title, frame, size: size, weight: weight, color: titleColor(node, theme), alignment: .center)
                    .styled(font: font))
            }
        }
    }

    static func toolbar(_ stored: IB.ViewNode, _ v: View, factory: ViewFactory, sides: EdgeInsets = EdgeInsets()) {
        let theme = factory.theme
        let node = stored.showing(compact: theme.device.hasCompactBars)
        if node.backgroundColor == nil { v.backgroundColor = barColor(node, theme) }
        v.addSubview(Draw.box(Rect(x: 0, y: 0, width: v.bounds.width, height: 0.5), hairline(node, theme)))
        noteAssumedWhite(node, "toolbar", hasTitle: false, items: node.barButtonItems, theme: theme, marker: v.identifier ?? "toolbar")
        layoutToolbarItems(node.barButtonItems, in: v, tint: itemTint(node, theme: theme), factory: factory, sides: sides)
    }

    /// Toolbar items left to right within the safe area's `sides` and the bar's layout margins,
    /// flexible spaces sharing what is left, fixed spaces as wide as their `width` says.
    static func layoutToolbarItems(_ items: [IB.BarButtonItem], in v: View, tint: Color, factory: ViewFactory, sides: EdgeInsets = EdgeInsets()) {
        let theme = factory.theme
        let b = v.bounds
        let room = max(0, b.width - sides.left - sides.right)
        let margin = Device.barLayoutMargin(width: b.width)
        let looks = items.map { look(of: $0, language: theme.language) }
        let widths = zip(items, looks).map { item, look in
            if case .space(false) = look, let w = item.width { w } else { width(of: look) }
        }
        let fixed = widths.reduce(0, +) + Double(max(0, looks.count - 1)) * 12
        let flexibleCount = looks.filter { if case .space(true) = $0 { true } else { false } }.count
        let spare = max(0, room - 2 * margin - fixed)
        var x = sides.left + margin
        let row = Rect(x: 0, y: 0, width: b.width, height: min(theme.device.toolbarHeight, b.height))
        for (i, (item, look)) in zip(items, looks).enumerated() {
            var w = widths[i]
            if case .space(true) = look { w = spare / Double(flexibleCount) }
            v.addSubview(itemView(item, look: look, frame: Rect(x: x, y: row.minY, width: w, height: row.height), tint: tint, alignment: .center,
                                  theme: theme, factory: factory))
            x += w + 12
        }
    }

    static func tabBar(_ node: IB.ViewNode, _ v: View, _ theme: Theme, sides: EdgeInsets = EdgeInsets()) {
        let b = v.bounds
        if node.backgroundColor == nil { v.backgroundColor = barColor(node, theme) }
        v.addSubview(Draw.box(Rect(x: 0, y: 0, width: b.width, height: 0.5), hairline(node, theme)))
        let items = node.tabBarItems
        guard !items.isEmpty else { return }
        let layout = TabBarItemLayout(device: theme.device)
        let titles = items.map { $0.title ?? $0.systemItem?.capitalizedName ?? "" }
        // Right to left the first item is at the right, as UITabBar lays its items out.
        let rightToLeft = theme.isRightToLeft(node)
        let inline = layout.style == .stacked ? nil : layout.inlineItems(
            titleWidths: titles.map { $0.isEmpty ? 0 : TextMetrics.width($0, size: layout.titleFontSize, weight: .medium) + 2 },
            width: b.width, rowHeight: min(theme.device.tabBarRowHeight, b.height), sides: sides, rightToLeft: rightToLeft)
        let w = max(0, b.width - sides.left - sides.right) / Double(items.count)
        let selectedID = node.selectedTabBarItemID
        for (i, item) in items.enumerated() {
            // A standalone tab bar selects nothing until the app does (`UITabBar.selectedItem`'s
            // default is nil).
            let selected = selectedID != nil && selectedID == item.id
            let color = !item.isEnabled ? theme.disabledControl
                : selected ? (node.colors[.selectedImageTintColor] ?? node.tintColor ?? theme.tint) : (node.colors[.unselectedItemTintColor] ?? Color(hex: 0x8E8E93))
            let x = sides.left + Double(rightToLeft ? items.count - 1 - i : i) * w
            let image = item.shownImage(selected: selected)
            if let inline {
                v.addSubview(tabItemIcon(image, center: Point(x: inline[i].icon.midX, y: inline[i].icon.midY), side: layout.iconSide,
                                         color: color, theme: theme))
                v.addSubview(Draw.label(titles[i], inline[i].title, size: layout.titleFontSize, weight: .medium, color: color))
            } else {
                v.addSubview(tabItemIcon(image, center: Point(x: x + w / 2, y: 17), color: color, theme: theme))
                v.addSubview(Draw.label(titles[i], Rect(x: x, y: 31, width: w, height: 14), size: 10, weight: .medium, color: color, alignment: .center))
            }
        }
    }

    /// Whether the project has the image (never an SF Symbol), or the storyboard archived it.
    static func isInCatalog(_ image: IB.ImageReference?, _ theme: Theme) -> Bool {
        guard let image, !image.isSystemSymbol else { return false }
        return theme.images?.project.imageSet(named: image.name) != nil || image.resource?.archivedPNG != nil
    }

    /// A tab bar item's icon centred on `center`: the catalog's image (a template in `color`
    /// unless its set says `original`) at the tab bar's glyph size, an SF Symbol filling the
    /// glyph square (`side`: 25 pt, 18 in a phone's landscape tab bar), else the labelled
    /// placeholder (24 pt where the glyph is 25).
    static func tabItemIcon(_ image: IB.ImageReference?, center: Point, side: Double = TabBarController.iconSide, color: Color, theme: Theme) -> View {
        let square = { (s: Double) in Rect(x: center.x - s / 2, y: center.y - s / 2, width: s, height: s) }
        if let image, !isInCatalog(image, theme), Draw.isSymbol(image, theme: theme) {
            return Draw.symbol(image.name, in: square(side), pointSize: nil, tint: color, theme: theme)
        }
        if let image, isInCatalog(image, theme) {
            return Draw.image(image, square(tabImageSide * side / 25), theme: theme, tint: color, templateByDefault: true)
        }
        return Draw.imagePlaceholder(image?.name ?? "", square(24 * side / 25), tint: color, theme: theme)
    }
}

extension IB.Vocabulary {
    /// The value's name with a capital first letter (`favorites` → `Favorites`): the title shown
    /// for a system item that has no glyph of its own.
    var capitalizedName: String {
        // Each word of a camel-case name: `mostRecent` is "Most Recent", as UIKit titles it.
        var out = ""
        for c in rawValue {
            if c.isUppercase, !out.isEmpty { out += " " }
            out += out.isEmpty ? c.uppercased() : String(c)
        }
        return out
    }
}

extension IB.TabBarItem {
    /// The image a tab shows: its selected image while selected (UIKit's `selectedImage`), else
    /// its image, else its system item's glyph.
    func shownImage(selected: Bool) -> IB.ImageReference? {
        (selected ? selectedImage : nil) ?? image ?? systemItem?.symbol
    }
}

extension IB.TabBarSystemItem {
    /// The SF Symbol that stands in for the glyph UIKit draws for the system item
    /// (`TabBarController.systemItemSymbols`); nil for an item segue does not know.
    var symbol: IB.ImageReference? {
        TabBarController.systemItemSymbols[rawValue].map { IB.ImageReference(name: $0, isSystemSymbol: true) }
    }
}
