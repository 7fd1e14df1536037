import SegueKit

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

    @MainActor public func animator(sourceView: View?) -> any TransitionAnimator {
        var a: any TransitionAnimator
        switch flow {
        case .animator(_, let make): a = make(isForward)
        case .customSegue: a = HorizontalSlideSegue.timing
        case .tabSwitch, .showDetail: a = FadeTransition()
        case .unwind(let u): a = u == .pop ? NavigationPushTransition() : CoverVerticalTransition()
        case .transition:
            a = style.animator(device: device, anchor: anchor, sourceView: sourceView, isForward: isForward)
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
    public var directionName: TransitionDirection {
        switch flow {
        case .tabSwitch: return .select
        case .showDetail: return .showDetail
        case .unwind: return .unwind
        default: return style == .push ? (isForward ? .push : .pop) : (isForward ? .present : .dismiss)
        }
    }

    /// The transition's name in manifests.
    public var transitionName: TransitionName {
        switch flow {
        case .transition: .style(style)
        case .customSegue(let name): .named(name)
        case .animator(let name, _): .named(name)
        case .tabSwitch: .tabSwitch
        case .showDetail: .showDetail
        case .unwind(let u): .named("unwind-\(u.rawValue)")
        }
    }
}
