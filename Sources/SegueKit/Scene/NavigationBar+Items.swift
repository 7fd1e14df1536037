/// A navigation bar's items: what a bar button item draws, the items of its top item, and how
/// each side's items are laid out (the rule storyboards' bars follow too).
extension NavigationBar {
    /// A bar button item as a bar draws it.
    public enum Item: Equatable, Sendable {
        /// A title, in the semibold of a done item where `bold`.
        case title(String, bold: Bool)
        /// An SF Symbol, set at the body size in the large scale as UIKit sets bar item symbols,
        /// in the bar's tint (`SymbolContent`).
        case symbol(String, weight: FontWeight)
        /// An image of `size` points, in the tint where `isTemplate` (UIKit's default for bar
        /// item images), else in its own colours.
        case image(Bitmap, size: Size, isTemplate: Bool)
        /// A fixed space of that many points.
        case space(Double)
        /// A view the item wraps (`customView`), at its own size, centred in the row.
        case view(View)
        /// An item drawn in a colour of its own instead of the bar's: the item's `tintColor`, or
        /// the grey of a disabled item (`isEnabled` false).
        indirect case tinted(Item, Color)

        /// The item's title, for a titled item.
        public var title: String? {
            if case .title(let title, _) = self { return title }
            if case .tinted(let item, _) = self { return item.title }
            return nil
        }

        /// The item without a colour of its own.
        public var untinted: Item {
            if case .tinted(let item, _) = self { return item.untinted }
            return self
        }

        public static func == (a: Item, b: Item) -> Bool {
            switch (a, b) {
            case let (.title(t, x), .title(u, y)): t == u && x == y
            case let (.symbol(n, w), .symbol(m, v)): n == m && w == v
            case let (.image(i, s, t), .image(j, r, u)): i === j && s == r && t == u
            case let (.space(w), .space(v)): w == v
            case let (.view(v), .view(w)): v === w
            case let (.tinted(i, c), .tinted(j, d)): i == j && c == d
            default: false
            }
        }
    }

    /// What a bar shows for its top item: the title, the back button's title (none without a
    /// back button) and the bar button items of each side, the outermost first.
    public struct Items: Equatable {
        public var title: String?
        public var backTitle: String?
        public var leftItems: [Item]
        public var rightItems: [Item]
        /// A view shown in the title's place (`navigationItem.titleView`).
        public var titleView: View?
        /// A line above the row (`navigationItem.prompt`).
        public var prompt: String?

        public init(title: String? = nil, backTitle: String? = nil, leftItems: [Item] = [], rightItems: [Item] = [],
                    titleView: View? = nil, prompt: String? = nil) {
            self.prompt = prompt
            self.title = title
            self.backTitle = backTitle
            self.leftItems = leftItems
            self.rightItems = rightItems
            self.titleView = titleView
        }

        public static func == (a: Items, b: Items) -> Bool {
            a.title == b.title && a.backTitle == b.backTitle && a.leftItems == b.leftItems && a.rightItems == b.rightItems
                && a.titleView === b.titleView && a.prompt == b.prompt
        }

        public init(title: String? = nil, backTitle: String? = nil, leftTitle: String?, rightTitle: String? = nil) {
            self.init(title: title, backTitle: backTitle, leftItems: leftTitle.map { [.title($0, bold: false)] } ?? [],
                      rightItems: rightTitle.map { [.title($0, bold: false)] } ?? [])
        }
    }

    /// The system items UIKit draws as glyphs (`UIBarButtonItem.SystemItem`, by its case's
    /// name), by the SF Symbol that is each glyph since iOS 13.
    nonisolated public static let systemItemSymbols: [String: String] = [
        "add": "plus", "compose": "square.and.pencil", "reply": "arrowshape.turn.up.left", "action": "square.and.arrow.up",
        "organize": "folder", "bookmarks": "book", "search": "magnifyingglass", "refresh": "arrow.clockwise", "stop": "xmark",
        "camera": "camera", "trash": "trash", "play": "play.fill", "pause": "pause.fill", "rewind": "backward.fill",
        "fastForward": "forward.fill", "pageCurl": "arrow.uturn.left", "close": "xmark",
    ]

    /// The side of the square a bar button item's image is laid out in: UIKit's bar item glyphs
    /// are 24–28 pt in a 44 pt bar (Human Interface Guidelines, "Toolbars": 25 × 25 pt glyphs).
    public static let itemImageSide = 24.0
    /// The point size bar button items set symbols at (the body size, in the large scale): about
    /// 22 pt tall.
    public static let itemSymbolPointSize = 17.0
    /// The space between two bar button items of one side.
    public static let itemSpacing = 12.0
    /// The box a title item is drawn in at the least: a title wider than the estimate of its
    /// width (`measureText`) runs on toward the middle of the bar instead of being cut.
    static let minimumTitleBox = 88.0

    /// The width an item takes in the bar.
    public func width(of item: Item) -> Double {
        switch item {
        case .title(let title, let bold): max(22, measured(title, 17, bold ? .semibold : .regular) + 2)
        case .symbol, .image: Self.itemImageSide
        case .space(let width): max(0, width)
        case .view(let view): max(0, view.bounds.width)
        case .tinted(let item, _): width(of: item)
        }
    }

    /// The frames of items `widths` wide in `row`, laid out from its leading edge (`fromRight`
    /// false) or its trailing edge, the first outermost, at the bar's layout margin
    /// (`Device.barLayoutMargin`, for a bar `barWidth` wide), `itemSpacing` apart.
    public static func itemFrames(widths: [Double], in row: Rect, barWidth: Double, fromRight: Bool) -> [Rect] {
        let inset = Device.barLayoutMargin(width: barWidth)
        var x = fromRight ? row.maxX - inset : row.minX + inset
        return widths.map { w in
            let frame = Rect(x: fromRight ? x - w : x, y: row.minY, width: w, height: row.height)
            x += fromRight ? -(w + itemSpacing) : (w + itemSpacing)
            return frame
        }
    }

    /// Lays one side's items out in `holder`, which spans them (hidden when there is none): the
    /// outermost at the layout margin, mirrored right to left.
    func layoutItems(_ items: [Item], in holder: View, fromRight: Bool) {
        for v in holder.subviews { v.removeFromSuperview() }
        let frames = Self.itemFrames(widths: items.map(width(of:)), in: contentRow, barWidth: bounds.width, fromRight: fromRight)
            .map(mirrored)
        holder.isHidden = items.isEmpty
        guard let first = frames.first else { return }
        let span = frames.dropFirst().reduce(first) { $0.union($1) }
        // A title's box reaches toward the middle, past its estimated width (`minimumTitleBox`),
        // its text aligned to the bar's edge.
        let atRightEdge = fromRight != isRightToLeft
        var boxes = frames
        for (i, item) in items.enumerated() {
            guard case .title = item.untinted, boxes[i].width < Self.minimumTitleBox else { continue }
            let extra = Self.minimumTitleBox - boxes[i].width
            boxes[i] = Rect(x: atRightEdge ? boxes[i].minX - extra : boxes[i].minX, y: boxes[i].minY,
                            width: Self.minimumTitleBox, height: boxes[i].height)
        }
        let all = boxes.reduce(span) { $0.union($1) }
        holder.frame = all
        for (item, box) in zip(items, boxes) {
            let v = itemView(item, frame: Rect(x: box.minX - all.minX, y: box.minY - all.minY, width: box.width, height: box.height),
                             alignment: atRightEdge ? .right : .left)
            holder.addSubview(v)
        }
    }

    /// One item's view in `frame`, in the bar's item colour: a leaf (its content drawn past its
    /// frame where it is larger), so that a push fades each item on its own.
    fileprivate func itemView(_ item: Item, frame: Rect, alignment: TextAlignment, color: Color? = nil) -> View {
        let itemColor = color ?? itemColor
        let v = View(frame: frame)
        v.identifier = "barButtonItem"
        switch item {
        case .tinted(let inner, let own):
            return itemView(inner, frame: frame, alignment: alignment, color: own)
        case .title(let title, let bold):
            var text = TextContent(title, fontSize: title == "+" ? 26 : 17, weight: bold ? .semibold : .regular, color: itemColor,
                                   alignment: alignment)
            text.isRightToLeft = isRightToLeft
            v.content = .text(text)
        case .symbol(let name, let weight):
            v.identifier = "symbol:" + name
            v.content = .symbol(SymbolContent(name: name, em: SymbolContent.em(pointSize: Self.itemSymbolPointSize, scale: .large),
                                              weight: weight, color: itemColor, contentMode: .center))
        case .image(let bitmap, let size, let isTemplate):
            // Bar item images keep their own size, scaled down to fit the bar's row.
            let fit = min(1, frame.height / max(size.height, 1e-9))
            v.content = .image(ImageContent(bitmap: isTemplate ? bitmap.template(itemColor) : bitmap, contentMode: .center,
                                            scale: Double(bitmap.width) / max(size.width * fit, 1e-9)))
        case .space:
            break
        case .view(let view):
            let h = max(0, min(view.bounds.height, frame.height))
            view.bounds = Rect(x: view.bounds.minX, y: view.bounds.minY, width: frame.width, height: h)
            view.center = Point(x: frame.width / 2, y: frame.height / 2)
            v.addSubview(view)
        }
        return v
    }
}
