/// A split view controller on iPad (`UISplitViewController`, expanded): a primary column on the
/// left and a detail column filling the rest. `showDetailViewController` replaces the detail —
/// at once, as UIKit does, or cross-fading when animated.
@MainActor
public final class SplitViewController: ViewController {
    public static let primaryWidth = 320.0
    public private(set) var primary: ViewController
    public private(set) var detail: ViewController?
    public var transition: any TransitionAnimator = FadeTransition()
    let detailContainer = View()
    private var device = Device.iPadPro11

    public init(primary: ViewController, detail: ViewController?) {
        self.primary = primary
        self.detail = detail
        super.init()
        addChild(primary)
        if let detail { addChild(detail) }
    }

    public func prepare(for device: Device) {
        self.device = device
        if let nav = primary as? NavigationController {
            nav.prepare(for: device, size: Size(width: Self.primaryWidth, height: device.size.height))
        }
        if let nav = detail as? NavigationController { nav.prepare(for: device, size: detailFrame.size) }
    }

    var detailFrame: Rect {
        Rect(x: Self.primaryWidth + 0.5, y: 0, width: device.size.width - Self.primaryWidth - 0.5, height: device.size.height)
    }

    override public func loadView() -> View {
        let root = View(frame: device.bounds)
        root.identifier = "splitViewController"
        root.backgroundColor = Color(white: 0.8)
        primary.view.frame = Rect(x: 0, y: 0, width: Self.primaryWidth, height: device.size.height)
        primary.view.clipsToBounds = true
        root.addSubview(primary.view)
        detailContainer.frame = detailFrame
        detailContainer.clipsToBounds = true
        root.addSubview(detailContainer)
        if let d = detail {
            d.view.frame = Rect(detailFrame.size)
            detailContainer.addSubview(d.view)
        }
        return root
    }

    /// Replaces the detail column.
    public func setDetail(_ vc: ViewController, animated: Bool) {
        let old = detail
        old?.removeFromParent()
        addChild(vc)
        detail = vc
        if let nav = vc as? NavigationController, !nav.isViewLoaded { nav.prepare(for: device, size: detailFrame.size) }
        guard isViewLoaded else { return }
        vc.view.frame = Rect(detailFrame.size)
        if animated, let old {
            transition.animateTransition(TransitionContext(containerView: detailContainer, fromView: old.view, toView: vc.view,
                                                           isForward: true, device: device))
        } else {
            old?.view.removeFromSuperview()
            detailContainer.addSubview(vc.view)
        }
    }
}
