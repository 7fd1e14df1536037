import SegueKit

/// The device's screen: its bounds in points and its scale. `UIScreen.main` is the screen of the
/// recording's device (`UIKitSession.device`), an iPhone 15 Pro outside a recording.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    let device: Device

    init(device: Device) {
        self.device = device
        super.init()
    }

    public static var main: UIScreen { UIScreen(device: UIKitSession.current?.device ?? .iPhone15Pro) }

    public var bounds: CGRect { CGRect(device.bounds) }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var scale: CGFloat { CGFloat(device.scale) }
    public var nativeScale: CGFloat { scale }
}
