/// A device preset (SPEC.md §9): size in points, scale, safe areas and the screen's corner radius.
public struct Device: Hashable, Sendable, Codable {
    public var name: String
    public var displayName: String
    public var size: Size
    public var scale: Double
    public var safeArea: EdgeInsets
    public var cornerRadius: Double
    public var isLandscape: Bool = false

    public static let iPhoneSE = Device(
        name: "iphone-se", displayName: "iPhone SE", size: Size(width: 375, height: 667), scale: 2,
        safeArea: EdgeInsets(top: 20), cornerRadius: 0)
    public static let iPhone15Pro = Device(
        name: "iphone-15-pro", displayName: "iPhone 15 Pro", size: Size(width: 393, height: 852), scale: 3,
        safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55)
    public static let iPhone15ProMax = Device(
        name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", size: Size(width: 430, height: 932),
        scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55)
    public static let iPadPro11 = Device(
        name: "ipad-pro-11", displayName: "iPad Pro 11\"", size: Size(width: 834, height: 1194), scale: 2,
        safeArea: EdgeInsets(top: 24, bottom: 20), cornerRadius: 18)

    public static let all = [iPhoneSE, iPhone15Pro, iPhone15ProMax, iPadPro11]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// Landscape swaps width and height and moves the safe areas as UIKit does: a phone with a
    /// notch or Dynamic Island (a home indicator) has the notch's inset on both sides, left and
    /// right, and 21 pt above the home indicator; a phone with a home button hides its status bar
    /// and has no insets; an iPad keeps its status bar on top and its bottom inset.
    public var landscape: Device {
        guard !isLandscape else { return self }
        var d = self
        d.size = Size(width: size.height, height: size.width)
        if min(size.width, size.height) < 700 {
            let notch = safeArea.bottom > 0 ? safeArea.top : 0
            d.safeArea = EdgeInsets(top: 0, left: notch, bottom: notch > 0 ? 21 : 0, right: notch)
        }
        d.isLandscape = true
        return d
    }

    /// Regular horizontal size class: iPads, and the Max/Plus phones in landscape. The other
    /// phones are compact in landscape too, however wide (an iPhone 15 Pro's 852 pt).
    public var isRegularWidth: Bool { size.width >= 704 && !hasCompactBars }

    public var bounds: Rect { Rect(size) }

    /// The screen of an app that hides its status bar: the bar's height leaves the top safe area,
    /// except on a phone with a notch or Dynamic Island, whose sensor housing keeps its inset (as
    /// `UIView.safeAreaInsets` keeps it there with the status bar hidden).
    public var withStatusBarHidden: Device {
        var d = self
        let housing = safeArea.bottom > 0 && min(size.width, size.height) < 700
        if !housing { d.safeArea.top = 0 }
        return d
    }
}
