/// The screen: the root of the view tree, sized to a device, with the root controller's view and a
/// status bar that stays above everything.
@MainActor
public final class Window: View {
    public let device: Device
    /// Where controllers' views live; the status bar sits above it.
    public let contentView: View
    public private(set) var statusBar: View?
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController {
                root.view.frame = device.bounds
                contentView.addSubview(root.view)
            }
        }
    }

    public init(device: Device, showsStatusBar: Bool = true) {
        self.device = device
        contentView = View(frame: device.bounds)
        super.init(frame: device.bounds)
        backgroundColor = .black
        addSubview(contentView)
        if showsStatusBar {
            let bar = StatusBar.make(device: device)
            addSubview(bar)
            statusBar = bar
        }
    }

    /// The controller whose view is on top: the root's last presented controller.
    public var topViewController: ViewController? {
        var c = rootViewController
        while let p = c?.presentedViewController { c = p }
        return c
    }
}
