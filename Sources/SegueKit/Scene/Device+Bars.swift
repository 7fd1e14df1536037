/// The heights and margins of UIKit's bars on a device.
///
/// Navigation bars and toolbars are 44 pt on phones and 50 pt on iPads (iPadOS 12 and later); a
/// navigation bar at the top of a sheet (page sheet, and form sheet) is 56 pt on both, with its
/// title and items centred in it. A tab bar is 49 pt on phones over the home indicator's inset;
/// on iPads 50 pt, 65 pt in all on an iPad with a home indicator (its items sit higher than the
/// inset). Bar button items sit at the bar's layout margins: the system minimum of 16 pt, 20 pt
/// on bars 414 pt wide or wider (the large phones, iPads, landscape), within the safe area.
///
/// A phone in landscape has a compact height: there the navigation bar and the toolbar are 32 pt
/// and the tab bar 32 pt over the home indicator's inset, except on the large phones (the Plus
/// and Max, 414 pt wide and wider in portrait), whose bars keep 44 and 49 pt (public measurements:
/// QMUI's `NavigationBarHeight`, `ToolBarHeight` and `TabBarHeight`, 32 pt unless the screen is
/// one of its "regular" ones). Not confirmed: one later QMUI table keeps 49 pt for the tab bar of
/// a phone with a home button in landscape; the compact height's 32 pt is used for all of them.
extension Device {
    /// Whether the device is an iPad: its shorter side is an iPad's (768 pt and up; the phones
    /// stop at 440).
    public var isPad: Bool { min(size.width, size.height) >= 700 }

    /// A phone held in landscape: UIKit's compact vertical size class.
    public var isCompactHeight: Bool { isLandscape && !isPad }

    /// Whether bars take their compact heights: a phone in landscape that is not a Plus or a Max.
    public var hasCompactBars: Bool { isCompactHeight && min(size.width, size.height) < 414 }

    /// The height of a navigation bar's row of buttons and title, under the status bar (`inSheet`:
    /// at the top of a sheet, where no status bar is). Large titles are off in compact height.
    public func navigationBarHeight(inSheet: Bool = false) -> Double {
        if hasCompactBars { return 32 }
        return inSheet ? 56 : (isPad ? 50 : 44)
    }

    /// A toolbar's height above the home indicator's inset.
    public var toolbarHeight: Double { hasCompactBars ? 32 : (isPad ? 50 : 44) }

    /// A tab bar's whole height, its background running to the screen's bottom edge.
    public var tabBarHeight: Double { tabBarHeight(bottomInset: safeArea.bottom) }

    /// A tab bar's whole height over a place whose safe area ends `bottomInset` above its bottom.
    public func tabBarHeight(bottomInset: Double) -> Double {
        if isPad { return 50 + (bottomInset > 0 ? 15 : 0) }
        return tabBarRowHeight + bottomInset
    }

    /// The height of the tab bar's row of items, from its top edge.
    public var tabBarRowHeight: Double { isPad ? 50 : (hasCompactBars ? 32 : 49) }

    /// The distance of a bar's outermost items from the edges of its row (a bar `width` wide).
    public static func barLayoutMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }
}
