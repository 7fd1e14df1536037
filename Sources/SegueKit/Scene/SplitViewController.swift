/// A split view controller on iPad (`UISplitViewController`, expanded): a primary column on the
/// left and a detail (secondary) column. `showDetailViewController` replaces the detail — at once,
/// as UIKit does, or cross-fading when animated.
///
/// Which columns show is UIKit's display mode. With the default, `.automatic`, a landscape screen
/// shows both columns side by side and a portrait one only the secondary, full width, the primary
/// hidden until the user reveals it over the secondary (UIKit's documented default for portrait
/// and landscape); replacing the detail then hides that overlay again.
@MainActor
public final class SplitViewController: ViewController {
    /// `UISplitViewController.DisplayMode`: which columns show, and how.
    public enum DisplayMode: Sendable {
        /// Landscape: both columns; portrait: the secondary only.
        case automatic
        /// Only the secondary, full width.
        case secondaryOnly
        /// The primary beside the secondary.
        case oneBesideSecondary
        /// The primary over a full-width secondary.
        case oneOverSecondary
    }

    /// `UISplitViewController.Column`.
    public enum Column: Sendable {
        case primary, secondary
    }

    public static let primaryWidth = 320.0
    public private(set) var primary: ViewController
    public private(set) var detail: ViewController?
    public var transition: any TransitionAnimator = FadeTransition()
    /// The arrangement asked for; UIKit's default is `.automatic`. Set inside an animation block,
    /// the columns move to it animated.
    public var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            // A new preference replaces a primary revealed for the moment.
            overlaysPrimary = false
            layoutColumns()
        }
    }
    let detailContainer = View()
    /// The window's black behind the secondary column's own views.
    private let backdrop = View()
    private var device = Device.iPadPro11
    /// The primary revealed over a secondary-only arrangement (`show(.primary)`).
    private var overlaysPrimary = false

    public init(primary: ViewController, detail: ViewController?) {
        self.primary = primary
        self.detail = detail
        super.init()
        addChild(primary)
        if let detail { addChild(detail) }
    }

    /// The arrangement in effect, never `.automatic` (`UISplitViewController.displayMode`).
    public var displayMode: DisplayMode {
        var mode = preferredDisplayMode
        if mode == .automatic { mode = device.size.width > device.size.height ? .oneBesideSecondary : .secondaryOnly }
        return mode == .secondaryOnly && overlaysPrimary ? .oneOverSecondary : mode
    }

    public func prepare(for device: Device) {
        self.device = device
        if let nav = primary as? NavigationController {
            nav.prepare(for: device, size: Size(width: Self.primaryWidth, height: device.size.height))
        }
        if let nav = detail as? NavigationController { nav.prepare(for: device, size: detailFrame.size) }
    }

    /// The secondary column: beside the primary, else the whole screen.
    public var detailFrame: Rect {
        guard displayMode == .oneBesideSecondary else { return device.bounds }
        return Rect(x: Self.primaryWidth + 0.5, y: 0, width: device.size.width - Self.primaryWidth - 0.5, height: device.size.height)
    }

    override public func loadView() -> View {
        let root = View(frame: device.bounds)
        root.identifier = "splitViewController"
        // The hairline between the columns: the gap the secondary leaves beside the primary.
        root.backgroundColor = Color(white: 0.8)
        primary.view.clipsToBounds = true
        detailContainer.clipsToBounds = true
        // What the secondary's own views leave uncovered shows the window's black, as beside a
        // navigation controller (a bar transparent at the scroll edge over a view that does not
        // extend under it).
        backdrop.backgroundColor = Color(white: 0)
        detailContainer.addSubview(backdrop)
        root.addSubview(detailContainer)
        if let d = detail { detailContainer.addSubview(d.view) }
        return root
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        layoutColumns()
    }

    /// Shows a column (`UISplitViewController.show(_:)`): the primary of a secondary-only
    /// arrangement over the secondary, sliding in inside an animation block.
    public func show(_ column: Column) {
        guard column == .primary, displayMode == .secondaryOnly else { return }
        overlaysPrimary = true
        layoutColumns()
    }

    /// Hides a column (`UISplitViewController.hide(_:)`): the primary over the secondary goes.
    public func hide(_ column: Column) {
        guard column == .primary, overlaysPrimary else { return }
        overlaysPrimary = false
        layoutColumns()
    }

    /// Lays the columns out for the display mode. Inside an animation block the change animates,
    /// as UIKit's does: the primary slides in from the leading edge or out to it, and the
    /// secondary takes its new width.
    private func layoutColumns() {
        guard isViewLoaded else { return }
        let mode = displayMode
        let shown = Rect(x: 0, y: 0, width: Self.primaryWidth, height: device.size.height)
        let offscreen = shown.offsetBy(dx: -Self.primaryWidth, dy: 0)
        let block = Animator.current.flatMap { animator in animator.currentTransaction.map { (animator, $0) } }
        let wasShown = primary.view.superview === view
        if mode != .secondaryOnly, !wasShown, block != nil {
            View.performWithoutAnimation { primary.view.frame = offscreen }
        }
        detailContainer.frame = detailFrame
        // Beside the primary it starts a point in: the column's edge, half a point from the
        // primary's, is the hairline's pixel, never blended with black.
        let inset = detailFrame.minX > 0 ? 1.0 : 0
        backdrop.frame = Rect(x: inset, y: 0, width: max(0, detailFrame.width - inset), height: detailFrame.height)
        detail?.view.frame = Rect(detailFrame.size)
        switch mode {
        case .oneBesideSecondary:
            if !wasShown || view.subviews.first !== primary.view { view.insertSubview(primary.view, at: 0) }
            primary.view.frame = shown
            primary.view.shadowOpacity = 0
        case .oneOverSecondary:
            if view.subviews.last !== primary.view { view.addSubview(primary.view) }
            primary.view.frame = shown
            // Over the secondary, the primary casts a soft shadow on it.
            primary.view.shadowColor = Color(white: 0)
            primary.view.shadowRadius = 10
            primary.view.shadowOffset = Size(width: 0, height: 0)
            primary.view.shadowOpacity = 0.15
        case .secondaryOnly, .automatic:
            guard wasShown else { return }
            guard let (animator, transaction) = block else { return primary.view.removeFromSuperview() }
            primary.view.frame = offscreen
            primary.view.shadowOpacity = 0
            animator.scheduleCompletion(of: transaction) { [weak self] _ in
                guard let self, self.displayMode == .secondaryOnly else { return }
                self.primary.view.removeFromSuperview()
            }
        }
    }

    /// Replaces the detail column. A primary revealed over the secondary under `.automatic` slides
    /// away as the new detail shows, as UIKit's does.
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
        guard overlaysPrimary, preferredDisplayMode == .automatic else { return }
        guard animated else { return hide(.primary) }
        View.animate(withDuration: transition.duration, curve: transition.curve) { self.hide(.primary) }
    }
}
