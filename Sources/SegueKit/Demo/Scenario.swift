/// A transition ready to record: which screens, which style, which direction.
public struct Scenario: Sendable {
    public var name: String
    public var style: TransitionStyle
    /// Present/push (true) or dismiss/pop (false).
    public var isForward: Bool
    public var device: Device
    /// Overrides of the style's duration and curve.
    public var duration: Double?
    public var curve: TimingCurve?
    /// The popover's anchor and the zoom's source rectangle, in points (nil: the style's default).
    public var anchor: Rect?

    public init(name: String, style: TransitionStyle, isForward: Bool, device: Device) {
        self.name = name
        self.style = style
        self.isForward = isForward
        self.device = device
    }

    /// The animator this scenario runs, with its overrides applied.
    @MainActor public var animator: any TransitionAnimator { animator(sourceView: nil) }

    @MainActor func animator(sourceView: View?) -> any TransitionAnimator {
        var a = style.animator(device: device, anchor: anchor, sourceView: sourceView, isForward: isForward) ?? CoverVerticalTransition()
        if let duration { a.duration = duration }
        if let curve { a.curve = curve }
        return a
    }

    /// The direction's name in manifests: present, dismiss, push, pop.
    public var directionName: String {
        style == .push ? (isForward ? "push" : "pop") : (isForward ? "present" : "dismiss")
    }

    /// The built-in demo: every transition of this build, both directions. Styles that only show
    /// their own shape in regular width (form sheet, popover) are rendered on an iPad.
    public static func demo(device: Device) -> [Scenario] {
        TransitionStyle.available.flatMap { style -> [Scenario] in
            let d = (style == .formSheet || style == .popover) && !device.isRegularWidth ? Device.iPadPro11 : device
            return style == .push
                ? [Scenario(name: "push", style: .push, isForward: true, device: d),
                   Scenario(name: "pop", style: .push, isForward: false, device: d)]
                : [Scenario(name: "\(style.rawValue)-present", style: style, isForward: true, device: d),
                   Scenario(name: "\(style.rawValue)-dismiss", style: style, isForward: false, device: d)]
        }
    }
}

/// Records a scenario between two screens.
@MainActor
public enum ScenarioRecorder {
    /// The demo app's screens: list → detail for push/pop, list → composer for modal styles.
    public static func recordDemo(_ s: Scenario) -> Recording {
        let source = DemoScreens.list(device: s.device)
        let destination = s.style == .push ? DemoScreens.detail(device: s.device) : DemoScreens.composer(device: s.device)
        return record(s, source: source, destination: destination, embedInNavigation: true, showsStatusBar: true)
    }

    /// Two screenshots: `first` is shown in the first frame, `last` in the last, in both directions.
    public static func recordScreens(_ s: Scenario, first: Bitmap, last: Bitmap) -> Recording {
        // Forward: first is the source. Backward: first is the presented/top screen going away.
        let a = DemoScreens.screenshot(first, title: "from", device: s.device)
        let b = DemoScreens.screenshot(last, title: "to", device: s.device)
        let (source, destination) = s.isForward ? (a, b) : (b, a)
        return record(s, source: source, destination: destination, embedInNavigation: false, showsStatusBar: false)
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
        let window = Window(device: s.device, showsStatusBar: showsStatusBar)
        if s.style == .push {
            let nav = NavigationController(rootViewController: source)
            nav.prepare(for: s.device)
            nav.transition = s.animator
            if !embedInNavigation { nav.showsNavigationBar = false }
            window.rootViewController = nav
            if !s.isForward { nav.pushViewController(destination, animated: false) }
            return Recording.record(root: window) {
                if s.isForward { nav.pushViewController(destination, animated: true) } else { nav.popViewController(animated: true) }
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
        destination.transitionAnimator = s.animator(sourceView: zoomSource(in: source, scenario: s))
        if let m = ModalTransitionStyle(rawValue: s.style.rawValue) { destination.modalTransitionStyle = m }
        if !s.isForward { root.present(destination, animated: false) }
        return Recording.record(root: window) {
            if s.isForward { root.present(destination, animated: true) } else { destination.dismiss(animated: true) }
        }
    }
}
