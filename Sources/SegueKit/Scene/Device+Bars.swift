/// The heights and margins of UIKit's bars on a device.
///
/// Navigation bars and toolbars are 44 pt on phones and 50 pt on iPads (iPadOS 12 and later); a
/// navigation bar at the top of a sheet (page sheet, and form sheet) is 56 pt on both, with its
/// title and items centred in it. A tab bar is 49 pt on phones over the home indicator's inset;
/// on iPads 50 pt, 65 pt in all on an iPad with a home indicator (its items sit higher than the
/// inset). Bar button items sit at the bar's layout margins: the system minimum of 16 pt, 20 pt
/// on bars 414 pt wide or wider (the large phones, iPads, landscape), within the safe area.
extension Device {
    /// Whether the device is an iPad: its shorter side is an iPad's (768 pt and up; the phones
    /// stop at 440).
    public var isPad: Bool { min(size.width, size.height) >= 700 }

    /// The height of a navigation bar's row of buttons and title, under the status bar (`inSheet`:
    /// at the top of a sheet, where no status bar is).
    public func navigationBarHeight(inSheet: Bool = false) -> Double {
        inSheet ? 56 : (isPad ? 50 : 44)
    }

    /// A toolbar's height above the home indicator's inset.
    public var toolbarHeight: Double { isPad ? 50 : 44 }

    /// A tab bar's whole height, its background running to the screen's bottom edge.
    public var tabBarHeight: Double {
        isPad ? 50 + (safeArea.bottom > 0 ? 15 : 0) : 49 + safeArea.bottom
    }

    /// The distance of a bar's outermost items from the edges of its row (a bar `width` wide).
    public static func barLayoutMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }
}
