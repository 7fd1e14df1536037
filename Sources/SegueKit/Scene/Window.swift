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
                placeRootView(root.view)
                contentView.addSubview(root.view)
            }
        }
    }
    /// iOS 7 and earlier in landscape: the window keeps portrait coordinates and the root view
    /// carries a 90° rotation (home button on the right: the window's +y points to the screen's
    /// right). Put such a window in a landscape-sized screen view with `legacyScreen()`.
    public let usesLegacyRotation: Bool

    public init(device: Device, showsStatusBar: Bool = true, legacyRotation: Bool = false) {
        self.device = device
        usesLegacyRotation = legacyRotation && device.isLandscape
        let bounds = usesLegacyRotation ? Rect(Size(width: device.size.height, height: device.size.width)) : device.bounds
        contentView = View(frame: bounds)
        super.init(frame: bounds)
        backgroundColor = .black
        addSubview(contentView)
        // A phone in landscape (compact height) hides the status bar, as iOS does since iOS 8.
        if showsStatusBar && !usesLegacyRotation && !device.isCompactHeight {
            let bar = StatusBar.make(device: device)
            addSubview(bar)
            statusBar = bar
        }
    }

    /// Puts `bar` where the status bar goes, above the content, in place of the one the window
    /// has (e.g. a status bar cut from screenshots, which carry their own).
    public func setStatusBar(_ bar: View) {
        statusBar?.removeFromSuperview()
        addSubview(bar)
        statusBar = bar
    }

    /// Sets a top-level controller view's geometry: the whole window, or in legacy landscape the
    /// landscape bounds turned by 90° about the window's centre.
    public func placeRootView(_ v: View) {
        guard usesLegacyRotation else {
            v.transform3D = .identity
            v.frame = bounds
            return
        }
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        v.bounds = device.bounds
        v.center = Point(x: bounds.midX, y: bounds.midY)
    }

    /// For a legacy-rotation window: the landscape screen that shows it, the window turned by −90°
    /// inside (window +y → screen +x), with the status bar along the screen's top.
    public func legacyScreen(showsStatusBar: Bool = true) -> View {
        let screen = View(frame: device.bounds)
        screen.backgroundColor = .black
        screen.addSubview(self)
        transform = AffineTransform(rotationAngle: -.pi / 2)
        center = Point(x: device.size.width / 2, y: device.size.height / 2)
        if showsStatusBar { screen.addSubview(StatusBar.make(device: device)) }
        return screen
    }

    /// The controller whose view is on top: the root's last presented controller.
    public var topViewController: ViewController? {
        var c = rootViewController
        while let p = c?.presentedViewController { c = p }
        return c
    }
}
