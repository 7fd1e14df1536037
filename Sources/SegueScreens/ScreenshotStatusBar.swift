import SegueKit

/// What happens to the status bar baked into screenshots (`segue render --from --to`).
public enum StatusBarMode: String, Hashable, Sendable, CaseIterable {
    /// As on a device, where the status bar belongs to the window: the screenshots' status-bar strip
    /// (the top safe-area inset) stays put where UIKit keeps the bar still, cross-fading from the
    /// first screenshot's strip to the last's; over a page sheet's darkened screen it turns light.
    case fixed
    /// The strip is part of each screenshot and moves with it.
    case slide
}

/// The status bar of a window whose screens are screenshots: cut from the screenshots themselves,
/// since each carries its own, and kept still where UIKit keeps the real one still (SPEC.md §9:
/// the status bar is drawn in the top safe area, and it belongs to the window, not to the views
/// that move).
///
/// Where it stays (`fixed`), per transition:
/// - navigation push and pop, full-screen coverVertical and crossDissolve over a full-screen
///   presenter: the views move or fade under a bar that does not. The strip cross-fades from the
///   first screenshot's to the last's over the transition, on its curve.
/// - page sheets (and form sheets and popovers adapted to one in compact width): the presenting
///   screen recedes under the bar; the strip is the presenting screenshot's, and the sheet
///   transition fades it into the light-content bar over the black backdrop, as UIKit does.
///
/// Where the strip moves with its screenshot instead:
/// - flipHorizontal: on a device the bar's glyphs stay over the black behind the turning card, but
///   a screenshot's strip cannot be separated from its background: a still, opaque band over the
///   black would be further from the device than a strip that turns with its screen.
/// - partialCurl: the page curls up from the bottom and never reaches the bar, so the presenting
///   screenshot's own strip, which does not move, is already right.
/// - zoom: the new screen grows out of a source view; cross-fading the strip would show the new
///   screen's top long before the growing card reaches it.
/// - form sheets and popovers in regular width, and popovers an app keeps on an iPhone: the
///   presenting screen does not move.
/// - custom segues and custom transitions: they animate the screens as they choose.
@MainActor
struct ScreenshotStatusBar {
    /// The window's status bar: a strip as high as the top safe-area inset, clipping copies of
    /// the screenshots drawn at full size.
    let view: View
    /// The last screenshot's copy, faded in over the first's while the transition runs (nil: the
    /// strip shows one screenshot throughout).
    let incoming: View?

    /// The status bar for a scenario between two screenshots, or nil where the strips move with
    /// their screens (see above), in `slide` mode, and where there is no status bar (landscape).
    static func make(for s: Scenario, first: Bitmap, last: Bitmap) -> ScreenshotStatusBar? {
        guard s.statusBar == .fixed, case .transition = s.flow, s.device.safeArea.top > 0 else { return nil }
        let strip: (base: Bitmap, incoming: Bitmap?)
        switch s.style {
        case .push, .coverVertical, .crossDissolve:
            strip = (first, last)
        case .pageSheet, .formSheet, .popover:
            // On an iPad a sheet is a card (and a popover a popover) that leaves the status bar
            // be, as does a popover kept on an iPhone.
            guard !s.device.isRegularWidth, s.style != .popover || s.adaptation != nil else { return nil }
            strip = (s.isForward ? first : last, nil)
        case .flipHorizontal, .partialCurl, .zoom:
            return nil
        }
        let bar = View(frame: Rect(x: 0, y: 0, width: s.device.size.width, height: s.device.safeArea.top))
        bar.identifier = "statusBar"
        bar.clipsToBounds = true
        bar.addSubview(Screenshot.view(strip.base, device: s.device))
        let incoming = strip.incoming.map { Screenshot.view($0, device: s.device) }
        if let incoming {
            incoming.alpha = 0
            bar.addSubview(incoming)
        }
        return ScreenshotStatusBar(view: bar, incoming: incoming)
    }

    /// Runs the cross-fade alongside the transition (as `animate(alongsideTransition:)` would), on
    /// its duration and curve; when it is over, only the last screenshot's strip is left.
    func animate(alongside animator: any TransitionAnimator) {
        guard let incoming else { return }
        let outgoing = view.subviews[0]
        View.animate(withDuration: animator.duration, curve: animator.curve) {
            incoming.alpha = 1
        } completion: { _ in
            outgoing.removeFromSuperview()
        }
    }
}
