import SegueKit

/// The status bar's content, light or dark, as UIKit decides it: the app-wide style of the
/// `Info.plist` when `UIViewControllerBasedStatusBarAppearance` is NO, else the preferred style of
/// the controller that controls the status bar (`Window.statusBarStyleController`), where a
/// navigation controller showing a `black` or `blackOpaque` bar prefers light content, as
/// `UINavigationController` does. A controller's own `preferredStatusBarStyle` override is code,
/// which a storyboard does not hold: `.default`, dark content in the light appearance and light
/// in the dark one.
@MainActor
enum StatusBarAppearance {
    /// Whether the window's status bar should show light content now, or once `dismissing` is gone.
    static func isLight(in window: Window, options: StoryboardBuildOptions, dismissing: ViewController? = nil) -> Bool {
        if window.frontmostSheetRecedes(dismissing: dismissing) { return true }
        let style = options.statusBarStyle ?? window.statusBarStyleController(dismissing: dismissing)?.preferredStatusBarStyle ?? .default
        return style.isLight(inDarkAppearance: options.appearance == .dark)
    }

    /// The navigation controller's preferred style from its storyboard bar.
    static func preferredStyle(of bar: IB.ViewNode?) -> StatusBarStyle {
        bar?.barStyle == .black || bar?.barStyle == .blackOpaque ? .lightContent : .default
    }

    /// The status bar's looks now: the window's bar, and the light twin a receding sheet lays over
    /// it (`SheetTransition`), which shows the light look while it is opaque.
    private static func looks(of window: Window) -> (bar: View, twin: View?, light: Bool)? {
        guard let bar = window.statusBar else { return nil }
        let twin = window.subviews.first { $0.identifier == "statusBarLight" && $0 !== bar }
        return (bar, twin, (twin?.alpha ?? 0) > 0 || bar.identifier == "statusBarLight")
    }

    /// Shows the sheet's light twin or the dark bar under it, as the sheet's own animation does.
    private static func show(twin: View, over bar: View, light: Bool) {
        twin.alpha = light ? 1 : 0
        if bar.identifier != "statusBarLight" { bar.alpha = light ? 0 : 1 }
    }

    /// Puts the status bar the window's controllers ask for in place, at once.
    static func apply(to window: Window, options: StoryboardBuildOptions) {
        guard let (bar, twin, shown) = looks(of: window) else { return }
        let light = isLight(in: window, options: options)
        guard light != shown else { return }
        if let twin, light || twin.alpha > 0 { show(twin: twin, over: bar, light: light) }
        if light ? twin == nil : bar.identifier == "statusBarLight" {
            window.setStatusBar(StatusBar.make(device: window.device, light: light))
        }
    }

    /// After a transition has begun (its controllers already in their new places): when the
    /// status bar's style changes, the new one fades in over the transition (`alongside`: a
    /// full-screen presentation or its dismissal, whose controller takes over the status bar as
    /// it animates) or takes over as it ends (a push or pop, once the new top controller is in
    /// place). A sheet's light twin fades out under a full-screen presentation that covers the
    /// sheet, and back in when that presentation is dismissed.
    static func transition(in window: Window, options: StoryboardBuildOptions, duration: Double, alongside: Bool,
                           dismissing: ViewController? = nil) {
        guard let (old, twin, shown) = looks(of: window) else { return }
        let light = isLight(in: window, options: options, dismissing: dismissing)
        guard light != shown else { return }
        // NB: a switch at the end is a fade over the transition's last 60th of a second, so the
        // last frame shows the new style and every earlier one the old.
        let fade = alongside ? duration : min(duration, 1.0 / 60)
        if let twin, light || twin.alpha > 0 {
            View.animate(withDuration: fade, delay: duration - fade, curve: .linear) { show(twin: twin, over: old, light: light) }
        }
        guard light ? twin == nil : old.identifier == "statusBarLight" else { return }
        let new = StatusBar.make(device: window.device, light: light)
        new.alpha = 0
        window.setStatusBar(new)
        window.insertSubview(old, belowSubview: new)
        View.animate(withDuration: fade, delay: duration - fade, curve: .linear) {
            new.alpha = 1
            old.alpha = 0
        } completion: { _ in
            old.removeFromSuperview()
        }
    }
}
