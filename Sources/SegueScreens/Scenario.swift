import SegueKit

/// How a scenario gets from one screen to the other.
public enum ScenarioFlow: Sendable {
    /// A presentation or navigation with one of the built-in styles (`style`).
    case transition
    /// A custom segue class from the scenario's `registry`, performed through `performSegue`;
    /// backward runs the class's dismiss variant.
    case customSegue(String)
    /// Any animator (a catalogue entry, a keyframe file), made for the direction.
    case animator(name: String, make: @MainActor @Sendable (_ isForward: Bool) -> any TransitionAnimator)
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
    /// The custom segue classes a `customSegue` flow is looked up in (`SegueRegistry.builtIn`
    /// unless an app registers its own).
    public var registry = SegueRegistry.builtIn
    /// What a popover adapts to in a compact width, as its presentation controller delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)` returns it: nil adapts it to a page
    /// sheet (UIKit's default), `.none` keeps the popover on an iPhone.
    public var adaptivePresentationStyle: ModalPresentationStyle?

    public init(name: String, style: TransitionStyle, isForward: Bool, device: Device) {
        self.name = name
        self.style = style
        self.isForward = isForward
        self.device = device
    }

    /// The animator this scenario runs, with its overrides applied.
    @MainActor public var animator: any TransitionAnimator { animator(sourceView: nil) }

    @MainActor public func animator(sourceView: View?) -> any TransitionAnimator {
        let a: any TransitionAnimator
        switch flow {
        case .animator(_, let make): a = make(isForward)
        case .customSegue(let name): a = (registry.timing(of: name) ?? SegueTiming()).animator
        case .transition:
            a = style.animator(device: device, anchor: anchor, sourceView: sourceView, isForward: isForward,
                               adaptivePresentationStyle: adaptivePresentationStyle)
        }
        return overriding(a)
    }

    /// `animator` with this scenario's overrides: right to left for a navigation push, then the
    /// duration and the curve.
    @MainActor public func overriding(_ animator: any TransitionAnimator) -> any TransitionAnimator {
        var a = animator
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
        style == .push ? (isForward ? .push : .pop) : (isForward ? .present : .dismiss)
    }

    /// The transition's name in manifests.
    public var transitionName: TransitionName {
        switch flow {
        case .transition: .style(style)
        case .customSegue(let name): .named(name)
        case .animator(let name, _): .named(name)
        }
    }
}
