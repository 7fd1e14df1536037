import Foundation
import SegueKit
import SegueRender
import SegueScreens

extension TransitionSource {
    /// Two screenshots (PNG files) and a transition, as `segue render --from A --to B`: `from` is
    /// the screen in the first frame and `to` the one in the last, in both directions;
    /// `statusBar` is `--status-bar`; `adaptivePresentationStyle` `.none` keeps a popover on an
    /// iPhone (`--keep-popovers`). The default name is `<transition>-<direction>`, as the
    /// command's default folder. A screenshot that cannot be read throws a `ScreenshotError`; one
    /// not the shape of the screen, and a style UIKit adapts on `device`, are noted (`SourceNote`).
    public static func screenshots(
        from: String, to: String, transition: ScreenTransition, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, rightToLeft: Bool = false,
        statusBar: StatusBarMode = .fixed, adaptivePresentationStyle: ModalPresentationStyle? = nil, name: String? = nil
    ) -> TransitionSource {
        screens(transition: transition, isForward: isForward, device: device, anchor: anchor, duration: duration, curve: curve,
                rightToLeft: rightToLeft, statusBar: statusBar, adaptivePresentationStyle: adaptivePresentationStyle, name: name,
                paths: (from, to)) {
            try loadScreenshots(from: from, to: to, device: device)
        }
    }

    /// Two screenshots already in memory.
    public static func screenshots(
        from first: Bitmap, to last: Bitmap, transition: ScreenTransition, isForward: Bool = true, device: Device = .iPhone15Pro,
        anchor: Rect? = nil, duration: Double? = nil, curve: TimingCurve? = nil, rightToLeft: Bool = false,
        statusBar: StatusBarMode = .fixed, adaptivePresentationStyle: ModalPresentationStyle? = nil, name: String? = nil
    ) -> TransitionSource {
        screens(transition: transition, isForward: isForward, device: device, anchor: anchor, duration: duration, curve: curve,
                rightToLeft: rightToLeft, statusBar: statusBar, adaptivePresentationStyle: adaptivePresentationStyle,
                name: name) { (first, last) }
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

    /// Two screenshots read at once, each at most a few times the device's pixels
    /// (`PNGDecoder.Limits.screenshots`); an error says which one.
    static func loadScreenshots(from: String, to: String, device: Device) throws -> (Bitmap, Bitmap) {
        let limits = PNGDecoder.Limits.screenshots(of: device)
        @Sendable func load(_ path: String, _ role: ScreenshotRole) throws -> Bitmap {
            do { return try PNGDecoder.decodeBitmap(contentsOf: path, limits: limits) } catch {
                throw ScreenshotError(role, reason: "\(error)")
            }
        }
        return try PNGDecoder.concurrently({ try load(from, .from) }, { try load(to, .to) })
    }

    private static func screens(
        transition: ScreenTransition, isForward: Bool, device: Device, anchor: Rect?, duration: Double?, curve: TimingCurve?,
        rightToLeft: Bool, statusBar: StatusBarMode, adaptivePresentationStyle: ModalPresentationStyle?, name: String?,
        paths: (String, String)? = nil,
        load: @escaping @MainActor @Sendable () throws -> (Bitmap, Bitmap)
    ) -> TransitionSource {
        // The transition's name and its direction's, once when they are the same word (`push`,
        // not `push-push`); a default folder or file is named after it.
        let direction = transition.directionName(isForward: isForward)
        let name = name ?? (direction == transition.name ? direction : "\(transition.name)-\(direction)")
        return TransitionSource(name: name) { note in
            try transition.check(anchor: anchor, rightToLeft: rightToLeft, device: device)
            var s = try transition.scenario(isForward: isForward, device: device)
            s.name = name
            s.anchor = anchor
            s.duration = duration
            s.curve = curve
            s.isRightToLeft = rightToLeft
            s.statusBar = statusBar
            s.adaptivePresentationStyle = adaptivePresentationStyle
            if let adaptation = s.adaptation { note(.adapted(adaptation)) }
            let (first, last) = try load()
            for (bitmap, role, path) in [(first, ScreenshotRole.from, paths?.0), (last, .to, paths?.1)] {
                if let fit = ScreenshotFit(bitmap, on: device) { note(.screenshotFit(role, path: path, fit)) }
            }
            return SourcedTransition(RecordedTransition(scenario: s, recording: ScenarioRecorder.recordScreens(s, first: first, last: last)))
        }
    }
}
