/// How a scenario gets from one screen to the other.
public enum ScenarioFlow: Sendable {
    /// A presentation or navigation with one of the built-in styles (`style`).
    case transition
    /// A custom segue class from the registry, performed through `performSegue`; backward runs
    /// the class's dismiss variant.
    case customSegue(String)
    /// Any animator (a catalogue entry, a keyframe file), made for the direction.
    case animator(name: String, make: @MainActor @Sendable (_ isForward: Bool) -> any TransitionAnimator)
    /// A tab bar controller switching from the first tab to the second.
    case tabSwitch
    /// An iPad split view replacing its detail column (`showDetailViewController`).
    case showDetail
    case unwind(UnwindCase)
}

/// The unwind variants of SPEC.md §8.
public enum UnwindCase: String, Sendable, CaseIterable {
    /// Three deep in a navigation stack, unwind to the root: a pop straight to it.
    case pop
    /// Unwind from a presented controller to its presenter: a dismissal.
    case dismiss
    /// Two presentations deep: only the top one animates, the one between is removed at once.
    case acrossPresentations
    /// Presented over a navigation stack two deep: the stack pops at once, the top dismisses.
    case acrossStack
}

/// A transition ready to record: which screens, which style, which direction.
public struct Scenario: Sendable {
    public var name: String
    public var style: TransitionStyle
    public var flow = ScenarioFlow.transition
    /// Present/push (true) or dismiss/pop (false).
    public var isForward: Bool
    public var device: Device
    /// Overrides of the style's duration and curve.
    public var duration: Double?
    public var curve: TimingCurve?
    /// The popover's anchor and the zoom's source rectangle, in points (nil: the style's default).
    public var anchor: Rect?
    /// A right-to-left layout: the navigation push and pop mirror (SPEC.md §2).
    public var isRightToLeft = false
    /// Between screenshots: whether the status bar they carry stays with the window or moves with
    /// them (`ScreenshotStatusBar`). The demo's screens have a real status bar and ignore it.
    public var statusBar = StatusBarMode.fixed

    public init(name: String, style: TransitionStyle, isForward: Bool, device: Device) {
        self.name = name
        self.style = style
        self.isForward = isForward
        self.device = device
    }

    /// The animator this scenario runs, with its overrides applied.
    @MainActor public var animator: any TransitionAnimator { animator(sourceView: nil) }

    @MainActor func animator(sourceView: View?) -> any TransitionAnimator {
        var a: any TransitionAnimator
        switch flow {
        case .animator(_, let make): a = make(isForward)
        case .customSegue: a = HorizontalSlideSegue.timing
        case .tabSwitch, .showDetail: a = FadeTransition()
        case .unwind(let u): a = u == .pop ? NavigationPushTransition() : CoverVerticalTransition()
        case .transition:
            a = style.animator(device: device, anchor: anchor, sourceView: sourceView, isForward: isForward) ?? CoverVerticalTransition()
        }
        if isRightToLeft, var push = a as? NavigationPushTransition {
            push.isRightToLeft = true
            a = push
        }
        if let duration { a.duration = duration }
        if let curve { a.curve = curve }
        return a
    }

    /// The direction's name in manifests: present, dismiss, push, pop.
    public var directionName: String {
        switch flow {
        case .tabSwitch: return "select"
        case .showDetail: return "showDetail"
        case .unwind: return "unwind"
        default: return style == .push ? (isForward ? "push" : "pop") : (isForward ? "present" : "dismiss")
        }
    }

    /// The transition's name in manifests.
    public var transitionName: String {
        switch flow {
        case .transition: style.rawValue
        case .customSegue(let name): name
        case .animator(let name, _): name
        case .tabSwitch: "tabSwitch"
        case .showDetail: "showDetail"
        case .unwind(let u): "unwind-\(u.rawValue)"
        }
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
        } + segueDemo(device: device) + catalogueDemo()
    }

    /// The catalogue of custom transitions (SPEC.md §7), each kind once (to the left where a
    /// direction applies; the other directions are mirror images, covered by the tests and
    /// rendered on demand with `--custom NAME --direction D`), between two plain screens on the
    /// smallest phone (small frames, clear motion).
    public static func catalogueDemo() -> [Scenario] {
        CatalogueTransition.allCases.flatMap { kind -> [Scenario] in
            let directions: [SlideDirection?] = kind.takesDirection ? [.left] : [nil]
            return directions.map { direction in
                let name = kind.name(direction: direction)
                var s = Scenario(name: "catalogue-\(name)", style: .coverVertical, isForward: true, device: .iPhoneSE)
                s.flow = .animator(name: name, make: { _ in
                    MatchedViewsTransition(base: CatalogueAnimator(kind: kind, direction: direction ?? .left))
                })
                return s
            }
        }
    }

    /// The segue machinery's demo: the seed's custom segue in its four variants, a tab switch, an
    /// iPad showDetail and every unwind variant.
    public static func segueDemo(device: Device) -> [Scenario] {
        var out: [Scenario] = []
        for landscape in [false, true] {
            for forward in [true, false] {
                var s = Scenario(name: "HorizontalSlideSegue-\(landscape ? "landscape" : "portrait")-\(forward ? "present" : "dismiss")",
                                 style: .coverVertical, isForward: forward, device: landscape ? device.landscape : device)
                s.flow = .customSegue("HorizontalSlideSegue")
                out.append(s)
            }
        }
        var tab = Scenario(name: "tabSwitch", style: .crossDissolve, isForward: true, device: device)
        tab.flow = .tabSwitch
        var detail = Scenario(name: "showDetail-ipad", style: .crossDissolve, isForward: true, device: .iPadPro11)
        detail.flow = .showDetail
        out += [tab, detail]
        for u in UnwindCase.allCases {
            var s = Scenario(name: "unwind-\(u.rawValue)", style: u == .pop ? .push : .coverVertical, isForward: false, device: device)
            s.flow = .unwind(u)
            out.append(s)
        }
        return out
    }
}

