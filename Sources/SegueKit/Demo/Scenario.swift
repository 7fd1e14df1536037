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

    public init(name: String, style: TransitionStyle, isForward: Bool, device: Device) {
        self.name = name
        self.style = style
        self.isForward = isForward
        self.device = device
    }

    /// The animator this scenario runs, with its overrides applied.
    @MainActor public var animator: any TransitionAnimator {
        var a = style.animator ?? CoverVerticalTransition()
        if let duration { a.duration = duration }
        if let curve { a.curve = curve }
        return a
    }

    /// The direction's name in manifests: present, dismiss, push, pop.
    public var directionName: String {
        style == .push ? (isForward ? "push" : "pop") : (isForward ? "present" : "dismiss")
    }

    /// The built-in demo: every transition of this build, both directions.
    public static func demo(device: Device) -> [Scenario] {
        TransitionStyle.available.flatMap { style -> [Scenario] in
            style == .push
                ? [Scenario(name: "push", style: .push, isForward: true, device: device),
                   Scenario(name: "pop", style: .push, isForward: false, device: device)]
                : [Scenario(name: "\(style.rawValue)-present", style: style, isForward: true, device: device),
                   Scenario(name: "\(style.rawValue)-dismiss", style: style, isForward: false, device: device)]
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
        destination.modalPresentationStyle = .fullScreen
        destination.transitionAnimator = s.animator
        if let m = ModalTransitionStyle(rawValue: s.style.rawValue) { destination.modalTransitionStyle = m }
        if !s.isForward { root.present(destination, animated: false) }
        return Recording.record(root: window) {
            if s.isForward { root.present(destination, animated: true) } else { destination.dismiss(animated: true) }
        }
    }
}
