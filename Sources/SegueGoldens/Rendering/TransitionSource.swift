import Foundation
import SegueKit
import SegueRender

/// What a check renders: a function that records a transition, and the name its golden folder
/// gets by default. An open set, like swift-snapshot-testing's `Snapshotting`: the static
/// functions below cover the demo's scenarios, two screenshots, any animator and storyboards; any
/// other recording is one `TransitionSource(name:prepare:)` away.
public struct TransitionSource: Sendable {
    public var name: String
    public var prepare: @MainActor @Sendable () throws -> PreparedTransition

    public init(name: String, prepare: @escaping @MainActor @Sendable () throws -> PreparedTransition) {
        self.name = name
        self.prepare = prepare
    }

    /// A scenario between the demo app's screens (list → detail, list → composer), as
    /// `segue render` draws it into `Renders/<name>`.
    public static func scenario(_ s: Scenario) -> TransitionSource {
        TransitionSource(name: s.name) { PreparedTransition(scenario: s, recording: ScenarioRecorder.recordDemo(s)) }
    }

    /// Two screenshots (PNG files) and a style, as `segue render --from A --to B --style S`: `from`
    /// is the screen in the first frame and `to` the one in the last, in both directions;
    /// `statusBar` is `--status-bar`.
    public static func screenshots(
        from: String, to: String, style: TransitionStyle, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, statusBar: StatusBarMode = .fixed, name: String? = nil
    ) -> TransitionSource {
        let s = screenshotScenario(style: style, isForward: isForward, device: device, anchor: anchor, duration: duration, curve: curve,
                                   statusBar: statusBar)
        return TransitionSource(name: name ?? "\(style.rawValue)-\(s.directionName)") {
            let limits = PNGDecoder.Limits.screenshots(of: device)
            let first = try Bitmap(premultiplying: PNGDecoder.decode(contentsOf: from, limits: limits))
            let last = try Bitmap(premultiplying: PNGDecoder.decode(contentsOf: to, limits: limits))
            return PreparedTransition(scenario: s, recording: ScenarioRecorder.recordScreens(s, first: first, last: last))
        }
    }

    /// Two screenshots already in memory.
    public static func screenshots(
        from first: Bitmap, to last: Bitmap, style: TransitionStyle, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, statusBar: StatusBarMode = .fixed, name: String? = nil
    ) -> TransitionSource {
        let s = screenshotScenario(style: style, isForward: isForward, device: device, anchor: anchor, duration: duration, curve: curve,
                                   statusBar: statusBar)
        return TransitionSource(name: name ?? "\(style.rawValue)-\(s.directionName)") {
            PreparedTransition(scenario: s, recording: ScenarioRecorder.recordScreens(s, first: first, last: last))
        }
    }

    /// A transition value (any animator, e.g. a custom one written with block animations) between
    /// the demo app's screens; `make` gets the direction.
    public static func animator(
        _ name: String, isForward: Bool = true, device: Device = .iPhone15Pro,
        _ make: @escaping @MainActor @Sendable (_ isForward: Bool) -> any TransitionAnimator
    ) -> TransitionSource {
        var s = Scenario(name: name, style: .coverVertical, isForward: isForward, device: device)
        s.flow = .animator(name: name, make: make)
        return scenario(s)
    }

    /// A segue of a storyboard file, read by `loader` (the storyboard reader plugs in here).
    public static func storyboard(
        _ path: String, segue identifier: String, isForward: Bool = true, device: Device = .iPhone15Pro,
        loader: StoryboardLoader, name: String? = nil
    ) -> TransitionSource {
        let request = StoryboardRequest(path: path, segueIdentifier: identifier, isForward: isForward, device: device)
        return TransitionSource(name: name ?? identifier) { try loader.load(request) }
    }

    static func screenshotScenario(style: TransitionStyle, isForward: Bool, device: Device, anchor: Rect?, duration: Double?,
                                   curve: TimingCurve?, statusBar: StatusBarMode) -> Scenario {
        var s = Scenario(name: style.rawValue, style: style, isForward: isForward, device: device)
        s.statusBar = statusBar
        s.anchor = anchor
        s.duration = duration
        s.curve = curve
        return s
    }
}
