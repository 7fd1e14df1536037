import SegueKit

/// How a screenshot that is not the shape of the screen is fitted to it (`Screenshot.view`): scaled
/// to fill the screen, its overflow cut off, as `UIView.ContentMode.scaleAspectFill` does. Within
/// 1 % of the screen's shape nothing worth saying is cut.
public struct ScreenshotFit: Hashable, Sendable, CustomStringConvertible {
    /// The screenshot's size in pixels.
    public var width: Int
    public var height: Int
    public var device: Device
    /// Whether its left and right edges are cut off (it is wider than the screen), else its top
    /// and bottom.
    public var cutsSides: Bool
    /// Whether one is portrait and the other landscape.
    public var orientationDiffers: Bool

    /// How `bitmap` fits `device`'s screen, or nil when it has the screen's shape.
    public init?(_ bitmap: Bitmap, on device: Device) {
        let shot = Double(bitmap.width) / Double(bitmap.height), screen = device.size.width / device.size.height
        guard abs(shot - screen) / screen > 0.01 else { return nil }
        width = bitmap.width
        height = bitmap.height
        self.device = device
        cutsSides = shot > screen
        orientationDiffers = (shot > 1) != (screen > 1)
    }

    /// `subject` (a screenshot's name) and what happens to it: `a.png is 1000×1000 px, not the
    /// shape of the iPhone 15 Pro screen (393×852 pt): it is scaled to fill the screen and its left
    /// and right edges are cut off`.
    public func sentence(subject: String) -> String {
        "\(subject) is \(width)×\(height) px, not the shape of the \(device.displayName) screen "
            + "(\(Int(device.size.width))×\(Int(device.size.height)) pt\(device.isLandscape ? ", landscape" : "")): "
            + "it is scaled to fill the screen and \(cutsSides ? "its left and right edges" : "its top and bottom") are cut off"
    }

    /// `sentence(subject:)`, with a word when one is portrait and the other landscape.
    public func described(subject: String) -> String {
        sentence(subject: subject)
            + (orientationDiffers ? (device.isLandscape ? " (a portrait screenshot on a landscape screen)" : " (a landscape screenshot on a portrait screen)") : "")
    }

    public var description: String { described(subject: "the screenshot") }
}
