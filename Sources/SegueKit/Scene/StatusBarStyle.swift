/// The style of the status bar's content (`UIStatusBarStyle`): `default` is dark content in the
/// light appearance and light content in the dark one.
public enum StatusBarStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, lightContent, darkContent

    /// Whether the content is drawn white, in the given appearance.
    public func isLight(inDarkAppearance dark: Bool) -> Bool {
        switch self {
        case .default: dark
        case .lightContent: true
        case .darkContent: false
        }
    }
}

extension ViewController {
    /// The child whose preferred style this container uses (`childForStatusBarStyle`): a tab bar
    /// controller's selected child; a navigation controller's top controller while it hides its
    /// bar (with the bar shown, the navigation controller's own style, which follows the bar's
    /// `barStyle`, decides).
    public var childForStatusBarStyle: ViewController? {
        switch self {
        case let tabs as TabBarController: tabs.selectedViewController
        case let nav as NavigationController: nav.showsNavigationBar ? nil : nav.topViewController
        default: nil
        }
    }
}

extension Window {
    /// The controller whose `preferredStatusBarStyle` the status bar shows now. UIKit hands control
    /// to a presented controller only when it is presented full screen, or when it sets
    /// `modalPresentationCapturesStatusBarAppearance` (UIKit's documentation of that property);
    /// then containers pass it on to their `childForStatusBarStyle`.
    public var statusBarStyleController: ViewController? { statusBarStyleController(dismissing: nil) }

    /// The controller that will decide the style once `dismissing` (a presented controller being
    /// dismissed) is gone.
    public func statusBarStyleController(dismissing: ViewController?) -> ViewController? {
        var c = rootViewController
        while let current = c {
            if let p = current.presentedViewController, p !== dismissing,
               p.modalPresentationStyle == .fullScreen || p.modalPresentationCapturesStatusBarAppearance {
                c = p
            } else if let child = current.childForStatusBarStyle {
                c = child
            } else {
                break
            }
        }
        return c
    }

    /// Whether the frontmost presentation, once `dismissing` is gone, is a sheet that recedes the
    /// screen behind it (a page sheet on a phone held upright): UIKit shows light content over the
    /// darkened screen whoever controls the style, unless the sheet captures the status bar's
    /// appearance. A full-screen presentation over the sheet takes the status bar back.
    public func frontmostSheetRecedes(dismissing: ViewController? = nil) -> Bool {
        var top: ViewController?
        while let p = (top ?? rootViewController)?.presentedViewController, p !== dismissing { top = p }
        guard let top, let presenter = top.presentingViewController, !top.modalPresentationCapturesStatusBarAppearance,
              SheetTransition.shape(on: device) == .sheet else { return false }
        return presenter.presentationAnimator(for: top, device: device, isForward: true) is SheetTransition
    }
}
