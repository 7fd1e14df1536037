/// A navigation bar: translucent background with a hairline, a centred title and, below the root,
/// a back button (chevron and the previous controller's title). Its row is 44 pt under the status
/// bar on phones, 50 pt on iPads and 56 pt at the top of a sheet (`Device.navigationBarHeight`).
@MainActor
public final class NavigationBar: View {
    /// A phone's bar row (`rowHeight` is the bar's own).
    public static let height = 44.0
    /// The height of the row the buttons and title are centred in, below the bar's top inset.
    public let rowHeight: Double
    public let titleLabel = View()
    public let backChevron = View()
    public let backLabel = View()
    public let rightButton = View()
    /// The left bar button item, in the back button's place.
    public let leftButton = View()
    /// The large title, under the row, shown while `showsLargeTitle`.
    public let largeTitleLabel = View()
    /// Holds the top item's title view, in the title's place.
    public let titleViewHolder = View()
    /// The top item's prompt, centred in a band above the row, shown while `showsPrompt`.
    public let promptLabel = View()
    let hairline = View()
    /// The height a large title adds under the row: a 96 pt bar in all (SPEC.md §2).
    public static let largeTitleHeight = 52.0
    /// Whether the bar shows its title large, under the row of buttons (`prefersLargeTitles`).
    public private(set) var showsLargeTitle = false
    /// The band a prompt adds above the row: UIKit's bar with a prompt is 74 pt on a phone.
    public static let promptHeight = 30.0
    /// Whether the top item has a prompt, in its band above the row.
    public private(set) var showsPrompt = false
    /// The status bar's part of the bar, above the row.
    let topInset: Double
    /// A right-to-left layout: the back button at the right edge, its chevron pointing right, the
    /// right button at the left edge (and pushes slide the other way: `NavigationBarTransition`).
    public var isRightToLeft = false {
        didSet { backChevron.content = .shape(Self.chevron(pointingRight: isRightToLeft, stroke: chevronStroke)) }
    }

    /// The safe area's left and right insets: the bar's background runs under them (a notch in
    /// landscape), its buttons stay inside them, as UIKit lays bar content out in the safe area.
    public let sideInsets: EdgeInsets

    /// A bar across `width` (the screen's by default) under `device`'s top inset; `inSheet`: the
    /// taller bar of a sheet's top.
    public init(device: Device, width: Double? = nil, inSheet: Bool = false) {
        let top = device.safeArea.top
        let width = width ?? device.size.width
        rowHeight = device.navigationBarHeight(inSheet: inSheet)
        topInset = top
        sideInsets = EdgeInsets(left: device.safeArea.left, right: device.safeArea.right)
        super.init(frame: Rect(x: 0, y: 0, width: width, height: top + rowHeight))
        identifier = "navigationBar"
        backgroundColor = .barBackground
        hairline.frame = Rect(x: 0, y: top + rowHeight - 0.5, width: width, height: 0.5)
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        addSubview(hairline)
        for v in [titleLabel, backChevron, backLabel, rightButton, leftButton, largeTitleLabel, titleViewHolder, promptLabel] { addSubview(v) }
        leftButton.isHidden = true
        promptLabel.isHidden = true
        largeTitleLabel.isHidden = true
        backChevron.content = .shape(Self.chevron(pointingRight: false, stroke: .systemBlue))
    }

    private var chevronStroke: Color? {
        if case .shape(let s) = backChevron.content { return s.stroke }
        return .systemBlue
    }

    /// The back chevron `<` (or `>` right to left) in its 12 × 21 box.
    static func chevron(pointingRight: Bool, stroke: Color?) -> ShapeContent {
        let x: (Double) -> Double = { pointingRight ? 1 - $0 : $0 }
        return ShapeContent(
            elements: [.move(Point(x: x(0.85), y: 0.05)), .line(Point(x: x(0.2), y: 0.5)), .line(Point(x: x(0.85), y: 0.95))],
            stroke: stroke ?? .systemBlue, lineWidth: 3)
    }

    /// `r` mirrored across the bar when it is right to left.
    func mirrored(_ r: Rect) -> Rect { isRightToLeft ? Rect(x: bounds.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r }

    /// The row the bar's buttons and title are laid out in: `rowHeight` under the status bar and
    /// the prompt's band, within the safe area's sides.
    public var contentRow: Rect {
        Rect(x: sideInsets.left, y: topInset + (showsPrompt ? Self.promptHeight : 0),
             width: max(0, bounds.width - sideInsets.left - sideInsets.right), height: rowHeight)
    }

    /// The bar's height with or without a large title, and with or without a prompt.
    public func height(large: Bool, prompt: Bool = false) -> Double {
        topInset + (prompt ? Self.promptHeight : 0) + rowHeight + (large ? Self.largeTitleHeight : 0)
    }

    /// Where the prompt sits: the band between the status bar and the row.
    public var promptFrame: Rect {
        Rect(x: sideInsets.left + itemMargin, y: topInset, width: max(0, bounds.width - sideInsets.left - sideInsets.right - 2 * itemMargin),
             height: Self.promptHeight)
    }

    /// Where the large title sits: under the row, at the layout margin, its 34 pt bold text on
    /// the lower part of the 52 pt band.
    public var largeTitleFrame: Rect {
        let row = contentRow
        let margin = itemMargin
        return mirrored(Rect(x: row.minX + margin, y: row.maxY, width: max(0, row.width - 2 * margin), height: Self.largeTitleHeight))
    }

    /// Shows the title large under the row (the bar grows to `height(large: true)`), or in the row.
    public func setLargeTitle(_ large: Bool) {
        showsLargeTitle = large
        var f = frame
        f.size.height = height(large: large, prompt: showsPrompt)
        frame = f
        hairline.frame = Rect(x: 0, y: f.height - 0.5, width: f.width, height: 0.5)
        largeTitleLabel.frame = largeTitleFrame
        largeTitleLabel.isHidden = !large
        titleLabel.isHidden = large
    }

    /// How far the outermost bar button items sit from the row's ends (the bar's layout margins).
    public var itemMargin: Double { Device.barLayoutMargin(width: bounds.width) }

    /// Where the title's centre sits.
    public var titleCenter: Point { Point(x: contentRow.midX, y: contentRow.midY) }
    /// Frame of the back label: left-aligned after the chevron.
    public var backLabelFrame: Rect {
        let row = contentRow
        return mirrored(Rect(x: row.minX + 29, y: row.minY, width: bounds.width / 3, height: rowHeight))
    }
    /// The chevron, centred in the row. NB: the back button is the one item UIKit does not keep
    /// at the layout margin: its chevron sits 8 pt from the edge.
    public var backChevronFrame: Rect {
        mirrored(Rect(x: contentRow.minX + 9, y: contentRow.midY - 10.5, width: 12, height: 21))
    }

    /// Shows `title`, and a back button labelled `backTitle` when there is one.
    public func configure(title: String?, backTitle: String?, rightTitle: String? = nil) {
        configure(Items(title: title, backTitle: backTitle, leftTitle: nil, rightTitle: rightTitle))
    }

    /// How wide a text is set at `fontSize` and `weight`, for laying out items and fitting the
    /// title (`fitTitle`); nil: an estimate of 0.55 em a character (SegueKit has no font to
    /// measure with). The renderer's measure is the stand-in fonts' (set it before the items).
    public var measureText: (@MainActor (_ text: String, _ fontSize: Double, _ weight: FontWeight) -> Double)?

    /// How wide the text a label shows is set (`measureText`, or its estimate), at most the
    /// label's width: a title's text sits centred in a wider label.
    func textWidth(of label: View) -> Double {
        guard case .text(let t) = label.content else { return label.bounds.width }
        return min(label.bounds.width, measured(t.string, t.fontSize, t.weight))
    }

    /// Shows `items`: the title, the back button when it has a title, the bar button items.
    public func configure(_ items: Items) {
        shownItems = items
        // The prompt first: the row the other items are laid out in sits under its band.
        showsPrompt = !(items.prompt ?? "").isEmpty
        promptLabel.frame = promptFrame
        promptLabel.isHidden = !showsPrompt
        promptLabel.content = .text(TextContent(items.prompt ?? "", fontSize: 13, color: titleColor ?? .label, alignment: .center))
        layoutItems(items.rightItems, in: rightButton, fromRight: true)
        layoutItems(items.leftItems, in: leftButton, fromRight: false)
        titleLabel.bounds = Rect(x: 0, y: 0, width: bounds.width * 0.5, height: rowHeight)
        titleLabel.center = titleCenter
        var title = TextContent(items.titleView == nil ? items.title ?? "" : "", fontSize: 17, weight: .semibold,
                                color: titleColor ?? .label, alignment: .center)
        titleFont?.apply(to: &title)
        titleLabel.content = .text(title)
        placeTitleView(items.titleView)
        var large = TextContent(items.title ?? "", fontSize: 34, weight: .bold, color: largeTitleColor ?? .label,
                                alignment: isRightToLeft ? .right : .left)
        largeTitleFont?.apply(to: &large)
        large.isRightToLeft = isRightToLeft
        largeTitleLabel.content = .text(large)
        largeTitleLabel.frame = largeTitleFrame
        backLabel.frame = backLabelFrame
        var back = TextContent(items.backTitle ?? "", fontSize: 17, color: itemColor, alignment: isRightToLeft ? .right : .left)
        back.isRightToLeft = isRightToLeft
        backLabel.content = .text(back)
        backChevron.frame = backChevronFrame
        backLabel.isHidden = items.backTitle == nil
        backChevron.isHidden = items.backTitle == nil
        fitTitle()
    }

    /// What the bar shows now.
    private var shownItems = Items()

    /// Shows `view` in the title's place, at its own size (no wider than the row inside the
    /// layout margins, no taller than the row), centred in the row as UIKit centres a title view.
    private func placeTitleView(_ view: View?) {
        for v in titleViewHolder.subviews where v !== view { v.removeFromSuperview() }
        titleViewHolder.frame = contentRow
        guard let view else { return }
        let row = contentRow
        let w = max(0, min(view.bounds.width, row.width - 2 * itemMargin)), h = max(0, min(view.bounds.height, rowHeight))
        view.bounds = Rect(x: view.bounds.minX, y: view.bounds.minY, width: w, height: h)
        view.center = Point(x: row.width / 2, y: row.height / 2)
        if view.superview !== titleViewHolder { titleViewHolder.addSubview(view) }
    }

    /// The colours and fonts a look sets for the labels drawn next (nil: the system's).
    private var titleColor: Color?
    private var largeTitleColor: Color?
    private var titleFont: BarTitleFont?
    private var largeTitleFont: BarTitleFont?
    private var tint: Color?
    var itemColor: Color { tint ?? .systemBlue }

    /// Takes `look` at once: the background, the hairline, the titles' and the items' colours.
    public func apply(_ look: NavigationBarLook) {
        backgroundColor = look.background
        hairline.backgroundColor = look.hairline
        recolor(look)
    }

    /// The titles' colours and fonts and the items' colours of `look` (the background and
    /// hairline left as they are).
    func recolor(_ look: NavigationBarLook) {
        titleColor = look.titleColor
        largeTitleColor = look.largeTitleColor
        tint = look.tint
        func set(_ v: View, _ color: Color) {
            guard case .text(var t) = v.content, t.color != color else { return }
            t.color = color
            v.content = .text(t)
        }
        func set(_ v: View, _ font: BarTitleFont?, _ standard: BarTitleFont) {
            guard case .text(var t) = v.content else { return }
            (font ?? standard).apply(to: &t)
            if v.content != .text(t) { v.content = .text(t) }
        }
        if look.titleFont != titleFont || look.largeTitleFont != largeTitleFont {
            titleFont = look.titleFont
            largeTitleFont = look.largeTitleFont
            set(titleLabel, titleFont, .title)
            set(largeTitleLabel, largeTitleFont, .largeTitle)
            fitTitle()
        }
        set(titleLabel, look.titleColor ?? .label)
        set(promptLabel, look.titleColor ?? .label)
        set(largeTitleLabel, look.largeTitleColor ?? .label)
        set(backLabel, itemColor)
        // A template image is tinted as it is laid out.
        for (items, holder, fromRight) in [(shownItems.leftItems, leftButton, false), (shownItems.rightItems, rightButton, true)]
        where items.contains(where: { if case .image(_, _, true) = $0.untinted { true } else { false } }) {
            layoutItems(items, in: holder, fromRight: fromRight)
        }
        // The holders' subviews are their items' views, in order; an item of its own colour keeps it.
        for (items, holder) in [(shownItems.leftItems, leftButton), (shownItems.rightItems, rightButton)] {
            for (item, view) in zip(items, holder.subviews) {
                if case .tinted = item { continue }
                set(view, itemColor)
                if case .symbol(var symbol) = view.content, symbol.color != itemColor {
                    symbol.color = itemColor
                    view.content = .symbol(symbol)
                }
            }
        }
        if case .shape(var shape) = backChevron.content, shape.stroke != itemColor {
            shape.stroke = itemColor
            backChevron.content = .shape(shape)
        }
    }
}

/// How a navigation bar looks while a controller is on top: what UIKit's bar and navigation item
/// appearances (or the older bar tint and title attributes) resolve to.
public struct NavigationBarLook: Hashable, Sendable {
    /// The bar's background (clear, or the chrome's colour at alpha 0, for a transparent bar).
    public var background: Color
    /// The hairline along the bar's bottom edge (alpha 0 for none).
    public var hairline: Color
    /// The title's and the large title's colours; nil: the label colour.
    public var titleColor: Color?
    public var largeTitleColor: Color?
    /// The back button's and bar button items' colour; nil: the system blue.
    public var tint: Color?
    /// The title's and the large title's fonts; nil: UIKit's (`BarTitleFont.title`, `.largeTitle`).
    public var titleFont: BarTitleFont?
    public var largeTitleFont: BarTitleFont?

    public init(background: Color, hairline: Color, titleColor: Color? = nil, largeTitleColor: Color? = nil, tint: Color? = nil,
                titleFont: BarTitleFont? = nil, largeTitleFont: BarTitleFont? = nil) {
        self.background = background
        self.hairline = hairline
        self.titleColor = titleColor
        self.largeTitleColor = largeTitleColor
        self.tint = tint
        self.titleFont = titleFont
        self.largeTitleFont = largeTitleFont
    }

    /// The system's translucent chrome with its hairline (a bar's standard look).
    public static let chrome = NavigationBarLook(background: .barBackground, hairline: Color(white: 0, alpha: 0.3))
    /// The standard look without background or shadow: a bar at its scroll edge since iOS 15 (the
    /// chrome's colours at alpha 0, so that a fade to or from the chrome does not pass through black).
    public static let transparent = NavigationBarLook(background: Color.barBackground.withAlpha(0), hairline: Color(white: 0, alpha: 0))
}

/// The font of a bar's title where the app sets one in its title text attributes: a size, a
/// weight and, for the app's own font, its PostScript name (nil: the system font).
public struct BarTitleFont: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var name: String?
    public var isItalic: Bool

    public init(size: Double, weight: FontWeight = .regular, name: String? = nil, isItalic: Bool = false) {
        self.size = size
        self.weight = weight
        self.name = name
        self.isItalic = isItalic
    }

    /// UIKit's navigation bar title: 17 pt semibold; its large title: 34 pt bold.
    public static let title = BarTitleFont(size: 17, weight: .semibold)
    public static let largeTitle = BarTitleFont(size: 34, weight: .bold)

    /// `text` drawn in this font.
    public func apply(to text: inout TextContent) {
        text.fontSize = size
        text.weight = weight
        text.fontName = name
        text.isItalic = isItalic
    }
}
