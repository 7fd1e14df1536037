/// `pageSheet` (and `automatic`) and `formSheet` (SPEC.md §4): 0.5 s on the system curve.
///
/// Page sheet: the sheet rises from y = +H until its top edge rests 10 pt under the top safe-area
/// inset, with its top corners rounded (12 pt); the presenting view scales to 0.9165 about its
/// top centre, moves down so its top sits at the safe-area inset, rounds its corners from the
/// screen's radius to 12 and darkens under a black layer going to alpha 0.1.
/// Form sheet on a regular-width device: a centred 540 × 620 pt card with all corners rounded, rising
/// from below over a black dimming layer going to alpha 0.2; in compact width it is a page sheet.
///
/// In a regular-width, regular-height size class (an iPad) a page sheet is a centred card too,
/// "roughly the size of a page, where the height is greater than the width", its width following
/// the readable width (`UIModalPresentationStyle.pageSheet`, `prefersPageSizing`): 704 pt, the
/// readable content guide's 672 pt at the default text size within 16 pt margins; its height
/// leaves the same gap above and below as a phone's sheet leaves above (an estimate: Apple
/// publishes no size). In a compact-height size class (a phone in landscape) both take a full-screen
/// appearance, rising from below over the whole screen (`prefersEdgeAttachedInCompactHeight`,
/// false by default: "the sheet defaults to a full screen appearance at compact height").
public struct SheetTransition: TransitionAnimator {
    public enum Kind: Sendable { case page, form }
    /// How the sheet shows on a device.
    public enum Shape: Sendable { case sheet, card, fullScreen }
    public var kind: Kind
    public var duration = 0.5
    public var curve = TimingCurve.system
    public var presentingScale = 0.9165
    public var cornerRadius = 12.0
    public var sheetTopGap = 10.0
    public var formSize = Size(width: 540, height: 620)
    /// A page sheet card's width on an iPad.
    public var pageCardWidth = 704.0

    public init(kind: Kind) { self.kind = kind }

    /// A form sheet whose card is the presented controller's `preferredContentSize` when both
    /// sides are positive (UIKit: "you can customize the content size using the
    /// preferredContentSize property"), kept within the screen; else the system's 540 × 620.
    public static func formSheet(preferredContentSize wanted: Size, device: Device) -> SheetTransition {
        var form = SheetTransition(kind: .form)
        if wanted.width > 0, wanted.height > 0 {
            form.formSize = Size(width: min(wanted.width, device.size.width), height: min(wanted.height, device.size.height))
        }
        return form
    }

    /// How the sheet shows on `device`: full screen in compact height, a card on an iPad, else a
    /// sheet under the status bar.
    public static func shape(on device: Device) -> Shape {
        if device.isCompactHeight { return .fullScreen }
        return device.isRegularWidth ? .card : .sheet
    }

    /// Where the sheet rests, in the container's coordinates.
    public func sheetFrame(in container: Rect, device: Device) -> Rect {
        let top = device.safeArea.top + sheetTopGap
        switch Self.shape(on: device) {
        case .fullScreen:
            return container
        case .card where kind == .form:
            return Rect(x: container.midX - formSize.width / 2, y: container.midY - formSize.height / 2,
                        width: formSize.width, height: formSize.height)
        case .card:
            let width = min(pageCardWidth, container.width)
            return Rect(x: container.midX - width / 2, y: top, width: width, height: max(0, container.height - 2 * top))
        case .sheet:
            return Rect(x: 0, y: top, width: container.width, height: container.height - top)
        }
    }

    public func animateTransition(_ ctx: TransitionContext) {
        let container = ctx.containerView
        let bounds = container.bounds
        let shape = Self.shape(on: ctx.device)
        let card = shape == .card
        let sheet = ctx.isForward ? ctx.toView : ctx.fromView
        let presenting = ctx.isForward ? ctx.fromView : ctx.toView
        let rest = sheetFrame(in: bounds, device: ctx.device)
        let hidden = rest.offsetBy(dx: 0, dy: bounds.height - rest.minY)

        if !ctx.isForward { container.insertSubview(presenting, belowSubview: sheet) }
        // A presenter that is itself presented (a sheet over a sheet) stays where its own
        // presentation put it; any other fills the screen behind the sheet.
        let presenter = ctx.isForward ? ctx.fromViewController : ctx.toViewController
        let presenterIsSheet = presenter.map { p in
            p.presentingViewController != nil && (p.modalPresentationStyle == .pageSheet || p.modalPresentationStyle == .formSheet
                || (p.modalPresentationStyle == .automatic && p.modalTransitionStyle == .coverVertical))
        } ?? false
        if !presenterIsSheet { presenting.frame = bounds }
        // A dismissal reuses the dimming layer its presentation left.
        let dimming = container.subviews.first { $0.identifier == "sheetDimming" } ?? View(frame: bounds)
        dimming.identifier = "sheetDimming"
        dimming.frame = bounds
        dimming.backgroundColor = .black
        container.insertSubview(dimming, aboveSubview: presenting)
        container.insertSubview(sheet, aboveSubview: dimming)
        sheet.clipsToBounds = shape != .fullScreen
        sheet.maskedCorners = card ? .all : .top
        sheet.cornerRadius = shape == .fullScreen ? 0 : cornerRadius

        // The presenting view recedes only under a sheet on a phone held upright.
        let recede = shape == .sheet
        let s = presentingScale
        // Scaled about its centre, its top comes to rest at the status bar's foot, just above the
        // new sheet's top. Its place without the transform: when a sheet under a sheet comes back,
        // it is still receded.
        let b = presenting.bounds, c = presenting.center
        let f = Rect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
        let receded = Transform3D(scaleX: s, y: s).concatenating(
            Transform3D(translationX: 0, y: ctx.device.safeArea.top - (f.midY - f.height * s / 2)))
        let dimAlpha = card ? 0.2 : shape == .fullScreen ? 0 : 0.1
        if recede {
            presenting.clipsToBounds = true
            presenting.cornerRadius = ctx.isForward && !presenterIsSheet ? ctx.device.cornerRadius : cornerRadius
            presenting.transform3D = ctx.isForward ? .identity : receded
        }
        sheet.frame = ctx.isForward ? hidden : rest
        dimming.alpha = ctx.isForward ? 0 : dimAlpha
        // Over the receded, darkened screen UIKit turns the status bar's content white.
        let statusBars = recede ? lightStatusBar(over: container, device: ctx.device) : nil
        // Over a sheet that is itself over a receded screen, the status bar is white throughout.
        let lightAtStart = presenterIsSheet || !ctx.isForward, lightAtEnd = presenterIsSheet || ctx.isForward
        if let (dark, light) = statusBars {
            dark.alpha = lightAtStart ? 0 : 1
            light.alpha = lightAtStart ? 1 : 0
        }
        View.animate(withDuration: duration, curve: curve) {
            sheet.frame = ctx.isForward ? rest : hidden
            dimming.alpha = ctx.isForward ? dimAlpha : 0
            if recede {
                presenting.transform3D = ctx.isForward ? receded : .identity
                presenting.cornerRadius = ctx.isForward || presenterIsSheet ? cornerRadius : ctx.device.cornerRadius
            }
            if let (dark, light) = statusBars {
                dark.alpha = lightAtEnd ? 0 : 1
                light.alpha = lightAtEnd ? 1 : 0
            }
        } completion: { _ in
            if !ctx.isForward {
                if !presenterIsSheet { statusBars?.1.removeFromSuperview() }
                dimming.removeFromSuperview()
                sheet.removeFromSuperview()
                if !presenterIsSheet {
                    presenting.clipsToBounds = false
                    presenting.cornerRadius = 0
                }
            }
            ctx.completeTransition()
        }
    }

    /// The window's status bar and a white twin above it (made once, reused by the dismissal), or
    /// nil when the container has no status bar beside it.
    @MainActor func lightStatusBar(over container: View, device: Device) -> (View, View)? {
        guard let window = container.superview,
              let dark = window.subviews.first(where: { $0.identifier == "statusBar" }) else { return nil }
        if let light = window.subviews.first(where: { $0.identifier == "statusBarLight" }) { return (dark, light) }
        let light = StatusBar.make(device: device, light: true)
        light.frame = dark.frame
        window.insertSubview(light, aboveSubview: dark)
        return (dark, light)
    }
}
