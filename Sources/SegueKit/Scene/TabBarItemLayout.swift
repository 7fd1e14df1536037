/// Where a tab bar's items go, as UIKit lays them out (`UITabBarAppearance`'s stacked, inline and
/// compact inline item appearances, and `UITabBar.ItemPositioning`):
/// - stacked, on a phone in portrait: the title under the icon, the items sharing the width;
/// - inline, in regular width (an iPad; a Plus or Max phone in landscape): the title beside the
///   icon, the items centred as a group (`.centered`, which `.automatic` is in regular width);
/// - compact inline, on the other phones in landscape: the title beside a smaller icon (the Human
///   Interface Guidelines' 18 pt compact tab glyphs, 25 pt regular ones), the items sharing the
///   width (`.fill`).
///
/// Not confirmed: Apple's documentation leaves the centred items' width and spacing to "a
/// system-defined default" (`itemWidth`, `itemSpacing`); 76 and 34 pt are the values remembered
/// from iOS 7's iPad tab bar, an item growing to fit its title. The inline title's 13 pt and its
/// 6 pt gap from the icon are estimates from screenshots, not published figures.
public struct TabBarItemLayout: Hashable, Sendable {
    public enum Style: Hashable, Sendable { case stacked, inline, compactInline }

    /// One item's icon and title frames in the bar.
    public struct Item: Hashable, Sendable {
        public var icon: Rect
        public var title: Rect
    }

    public var style: Style
    /// The side of an item's icon.
    public var iconSide: Double { style == .compactInline ? 18 : 25 }
    /// The title's font size.
    public var titleFontSize: Double { style == .stacked ? 10 : 13 }
    /// The gap between an inline item's icon and its title.
    public var iconTitleGap = 6.0
    /// A centred item's least width, and the space between centred items.
    public var minimumItemWidth = 76.0
    public var itemSpacing = 34.0

    public init(device: Device) {
        style = !device.isPad && !device.isLandscape ? .stacked : (device.isRegularWidth ? .inline : .compactInline)
    }

    /// The items of an inline layout with titles `titleWidths` wide (at `titleFontSize`), in a bar
    /// `width` wide whose row of items is `rowHeight` tall from its top, within the safe area's
    /// `sides`; right to left, the first item at the right edge and each icon right of its title.
    public func inlineItems(titleWidths: [Double], width: Double, rowHeight: Double, sides: EdgeInsets = EdgeInsets(),
                            rightToLeft: Bool = false) -> [Item] {
        let n = titleWidths.count
        guard n > 0 else { return [] }
        let room = max(0, width - sides.left - sides.right)
        let contents = titleWidths.map { $0 > 0 ? iconSide + iconTitleGap + $0 : iconSide }
        var itemWidth = room / Double(n), spacing = 0.0
        if style == .inline {
            let centred = max(minimumItemWidth, contents.max() ?? 0)
            if Double(n) * centred + Double(n - 1) * itemSpacing <= room { (itemWidth, spacing) = (centred, itemSpacing) }
        }
        let start = sides.left + (room - Double(n) * itemWidth - Double(n - 1) * spacing) / 2
        return zip(titleWidths, contents).enumerated().map { i, pair in
            let (titleWidth, content) = pair
            let x = start + Double(i) * (itemWidth + spacing) + itemWidth / 2 - content / 2
            var icon = Rect(x: x, y: rowHeight / 2 - iconSide / 2, width: iconSide, height: iconSide)
            var title = Rect(x: x + iconSide + iconTitleGap, y: 0, width: titleWidth, height: rowHeight)
            if rightToLeft {
                icon.origin.x = width - icon.maxX
                title.origin.x = width - title.maxX
            }
            return Item(icon: icon, title: title)
        }
    }
}
