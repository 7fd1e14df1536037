import SegueKit

/// Records a scenario between two screens: two screenshots, or any two view controllers (the
/// demo app's screens are drawn by SegueDemo and recorded here too).
@MainActor
public enum ScenarioRecorder {
    /// The screen a presented controller lays itself out for: a sheet, a form-sheet card or a
    /// popover is smaller than the device and has no status bar to avoid, as in UIKit.
    public static func presentedScreen(for s: Scenario) -> Device {
        var d = s.device
        let sheet = SheetTransition.shape(on: s.device)
        switch s.style {
        case .popover where s.adaptation == nil:
            d.size = PopoverTransition(anchor: .zero).contentSize
            d.safeArea = .zero
        case .pageSheet, .formSheet, .popover:
            if sheet == .fullScreen { break }
            if sheet == .card {
                d.size = SheetTransition(kind: s.style == .formSheet ? .form : .page).sheetFrame(in: Rect(s.device.size), device: s.device).size
                d.safeArea = .zero
                break
            }
            let top = s.device.safeArea.top + SheetTransition(kind: .page).sheetTopGap
            d.size.height -= top
            d.safeArea.top = 0
        default:
            break
        }
        return d
    }

    /// Two screenshots: `first` is shown in the first frame, `last` in the last, in both directions.
    public static func recordScreens(_ s: Scenario, first: Bitmap, last: Bitmap) -> Recording {
        // Forward: first is the source. Backward: first is the presented/top screen going away.
        let a = Screenshot.screen(first, title: "from", device: s.device)
        let b = Screenshot.screen(last, title: "to", device: s.device)
        let (source, destination) = s.isForward ? (a, b) : (b, a)
        if case .customSegue(let name) = s.flow {
            // The seed's segue moves its source away in both variants: --from is always the source.
            let src = Screenshot.screen(first, title: "from", device: s.device, controller: SeedSourceController())
            return recordCustomSegue(s, className: name, source: src, destination: b, showsStatusBar: false)
        }
        return record(s, source: source, destination: destination, embedInNavigation: false, showsStatusBar: false,
                      statusBar: ScreenshotStatusBar.make(for: s, first: first, last: last))
    }

    /// The zoom's source view: the view tagged `zoomSource` in the source screen, or a view standing
    /// for `--anchor` (a crop of the screen) when one is given.
    static func zoomSource(in source: ViewController, scenario s: Scenario) -> View? {
        guard s.style == .zoom else { return nil }
        if let anchor = s.anchor {
            let crop = View(frame: anchor)
            crop.identifier = "zoomSource"
            crop.clipsToBounds = true
            let copy = source.view.snapshotView()
            copy.frame = Rect(x: -anchor.minX, y: -anchor.minY, width: copy.bounds.width, height: copy.bounds.height)
            crop.addSubview(copy)
            source.view.addSubview(crop)
            return crop
        }
        return source.view.firstDescendant { $0.identifier == "zoomSource" }
    }

    /// Sets up `source` (in a navigation controller when asked) and records the transition to or back
    /// from `destination`.
    public static func record(_ s: Scenario, source: ViewController, destination: ViewController,
                              embedInNavigation: Bool, showsStatusBar: Bool) -> Recording {
        record(s, source: source, destination: destination, embedInNavigation: embedInNavigation, showsStatusBar: showsStatusBar,
               statusBar: nil)
    }

    /// … with `statusBar` as the window's status bar, animated alongside the transition.
    static func record(_ s: Scenario, source: ViewController, destination: ViewController,
                       embedInNavigation: Bool, showsStatusBar: Bool, statusBar: ScreenshotStatusBar?) -> Recording {
        let window = Window(device: s.device, showsStatusBar: showsStatusBar)
        if let statusBar { window.setStatusBar(statusBar.view) }
        let alongside = { statusBar?.animate(alongside: s.animator) }
        if s.style == .push {
            let nav = NavigationController(rootViewController: source)
            nav.prepare(for: s.device)
            nav.transition = s.animator
            if !embedInNavigation { nav.showsNavigationBar = false }
            window.rootViewController = nav
            if !s.isForward { nav.pushViewController(destination, animated: false) }
            return Recording.record(root: window) {
                if s.isForward { nav.pushViewController(destination, animated: true) } else { nav.popViewController(animated: true) }
                alongside()
            }
        }
        let root: ViewController
        if embedInNavigation {
            let nav = NavigationController(rootViewController: source)
            nav.prepare(for: s.device)
            root = nav
        } else {
            root = source
        }
        window.rootViewController = root
        destination.modalPresentationStyle = s.style.presentationStyle
        destination.adaptivePresentationStyle = s.adaptivePresentationStyle
        destination.transitionAnimator = s.animator(sourceView: zoomSource(in: source, scenario: s))
        if let m = ModalTransitionStyle(rawValue: s.style.rawValue) { destination.modalTransitionStyle = m }
        if !s.isForward { root.present(destination, animated: false) }
        return Recording.record(root: window) {
            if s.isForward { root.present(destination, animated: true) } else { destination.dismiss(animated: true) }
            alongside()
        }
    }
}
