import Foundation
import SegueDemo
import SegueKit
import SegueRender
import SegueScreens

extension TransitionSource {
    /// A scenario between the demo app's screens (list → detail, list → composer), as
    /// `segue render` draws it into `Renders/<name>`.
    public static func scenario(_ s: Scenario) -> TransitionSource {
        TransitionSource(name: s.name) { RecordedTransition(scenario: s, recording: ScenarioRecorder.recordDemo(s)) }
    }

    /// Two screenshots (PNG files) and a transition, as `segue render --from A --to B`: `from` is
    /// the screen in the first frame and `to` the one in the last, in both directions;
    /// `statusBar` is `--status-bar`. The default name is `<transition>-<direction>`, as the
    /// command's default folder.
    public static func screenshots(
        from: String, to: String, transition: ScreenTransition, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, rightToLeft: Bool = false,
        statusBar: StatusBarMode = .fixed, name: String? = nil
    ) -> TransitionSource {
        screens(transition: transition, isForward: isForward, device: device, anchor: anchor, duration: duration, curve: curve,
                rightToLeft: rightToLeft, statusBar: statusBar, name: name) {
            let limits = PNGDecoder.Limits.screenshots(of: device)
            return (try PNGDecoder.decodeBitmap(contentsOf: from, limits: limits),
                    try PNGDecoder.decodeBitmap(contentsOf: to, limits: limits))
        }
    }

    /// Two screenshots already in memory.
    public static func screenshots(
        from first: Bitmap, to last: Bitmap, transition: ScreenTransition, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, rightToLeft: Bool = false,
        statusBar: StatusBarMode = .fixed, name: String? = nil
    ) -> TransitionSource {
        screens(transition: transition, isForward: isForward, device: device, anchor: anchor, duration: duration, curve: curve,
                rightToLeft: rightToLeft, statusBar: statusBar, name: name) { (first, last) }
    }

    /// Two screenshots (files) and a built-in style: `transition: .style(style)`.
    public static func screenshots(
        from: String, to: String, style: TransitionStyle, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, statusBar: StatusBarMode = .fixed, name: String? = nil
    ) -> TransitionSource {
        screenshots(from: from, to: to, transition: .style(style), isForward: isForward, device: device, anchor: anchor,
                    duration: duration, curve: curve, statusBar: statusBar, name: name)
    }

    /// Two screenshots in memory and a built-in style: `transition: .style(style)`.
    public static func screenshots(
        from first: Bitmap, to last: Bitmap, style: TransitionStyle, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, statusBar: StatusBarMode = .fixed, name: String? = nil
    ) -> TransitionSource {
        screenshots(from: first, to: last, transition: .style(style), isForward: isForward, device: device, anchor: anchor,
                    duration: duration, curve: curve, statusBar: statusBar, name: name)
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

    private static func screens(
        transition: ScreenTransition, isForward: Bool, device: Device, anchor: Rect?, duration: Double?, curve: TimingCurve?,
        rightToLeft: Bool, statusBar: StatusBarMode, name: String?,
        load: @escaping @MainActor @Sendable () throws -> (Bitmap, Bitmap)
    ) -> TransitionSource {
        let name = name ?? "\(transition.name)-\(transition.directionName(isForward: isForward))"
        return TransitionSource(name: name) {
            var s = try transition.scenario(isForward: isForward, device: device)
            s.name = name
            s.anchor = anchor
            s.duration = duration
            s.curve = curve
            s.isRightToLeft = rightToLeft
            s.statusBar = statusBar
            let (first, last) = try load()
            return RecordedTransition(scenario: s, recording: ScenarioRecorder.recordScreens(s, first: first, last: last))
        }
    }
}
