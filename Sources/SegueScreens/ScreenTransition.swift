import Foundation
import SegueKit

/// What animates between two screens: a built-in style, a registered custom segue class, a
/// catalogue transition, a keyframe file, or any animator. The same choices as `segue render
/// --style | --custom | --transition`.
public enum ScreenTransition: Sendable {
    /// A built-in presentation or navigation style (`--style`).
    case style(TransitionStyle)
    /// A custom segue class from `SegueRegistry.builtIn`, performed through `performSegue`
    /// (`--custom HorizontalSlideSegue`); backward runs the class's dismiss variant.
    case segueClass(String)
    /// One of the catalogue's transitions (`--custom pushLeft`); nil direction: left where one applies.
    case catalogue(CatalogueTransition, SlideDirection?)
    /// A keyframe transition file (`--transition FILE.json`), read when the transition is recorded.
    case keyframeFile(String)
    /// Any animator, made for the direction, named in the manifest.
    case animator(name: String, make: @MainActor @Sendable (_ isForward: Bool) -> any TransitionAnimator)

    /// Its name before anything is read (a keyframe file's name is its file's): `push`,
    /// `HorizontalSlideSegue`, `pushLeft`, `bounce-in`…
    public var name: String {
        switch self {
        case .style(let style): style.rawValue
        case .segueClass(let name): name
        case .catalogue(let kind, let direction): kind.name(direction: direction ?? (kind.takesDirection ? .left : nil))
        case .keyframeFile(let path): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        case .animator(let name, _): name
        }
    }

    /// The direction's name in manifests and default folder names: push and pop for the
    /// navigation style, present and dismiss for the rest.
    public func directionName(isForward: Bool) -> String {
        if case .style(.push) = self { return isForward ? "push" : "pop" }
        return isForward ? "present" : "dismiss"
    }

    /// The scenario that performs this transition between two screens.
    @MainActor public func scenario(isForward: Bool, device: Device) throws -> Scenario {
        switch self {
        case .style(let style):
            return Scenario(name: style.rawValue, style: style, isForward: isForward, device: device)
        case .segueClass(let name):
            guard SegueRegistry.builtIn.factories[name] != nil else {
                throw SegueError("no custom segue class '\(name)' is registered (registered: \(SegueRegistry.builtIn.names.joined(separator: ", ")))")
            }
            var s = Scenario(name: name, style: .coverVertical, isForward: isForward, device: device)
            s.flow = .customSegue(name)
            return s
        case .catalogue(let kind, let direction):
            let name = kind.name(direction: direction ?? (kind.takesDirection ? .left : nil))
            return ScreenTransition.animator(name: name) { _ in CatalogueAnimator(kind: kind, direction: direction ?? .left) }
                .animatorScenario(isForward: isForward, device: device)
        case .keyframeFile(let path):
            let transition = try KeyframeTransition.load(contentsOf: path)
            let name = transition.name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return ScreenTransition.animator(name: name) { _ in transition }.animatorScenario(isForward: isForward, device: device)
        case .animator:
            return animatorScenario(isForward: isForward, device: device)
        }
    }

    @MainActor private func animatorScenario(isForward: Bool, device: Device) -> Scenario {
        guard case .animator(let name, let make) = self else { preconditionFailure("not an animator") }
        var s = Scenario(name: name, style: .coverVertical, isForward: isForward, device: device)
        s.flow = .animator(name: name, make: make)
        return s
    }
}

extension RecordedTransition {
    /// A scenario and its recording, described as `segue render` describes it: named after the
    /// scenario, the contact sheet titled `transition — direction`.
    @MainActor public init(scenario s: Scenario, recording: Recording) {
        let animator = s.animator
        var info = TransitionInfo(
            transition: s.transitionName, direction: s.directionName, device: TransitionInfo.deviceName(s.device),
            curve: animator.curve, duration: animator.duration, deviceScale: s.device.scale,
            title: "\(s.transitionName) — \(s.directionName)" + (s.adaptedStyle.map { " (drawn as \($0.rawValue))" } ?? ""),
            subtitle: TransitionInfo.deviceDescription(s.device))
        info.drawnAs = s.adaptedStyle?.rawValue
        info.keyframes = (animator as? KeyframeTransition)?.summary(isForward: s.isForward)
        self.init(name: s.name, recording: recording, info: info)
    }
}

extension Scenario {
    /// The style UIKit draws instead of the asked one: a popover on a compact-width device is
    /// presented as a page sheet. Nil when the asked style is drawn.
    public var adaptedStyle: TransitionStyle? {
        guard case .transition = flow, style == .popover, !device.isRegularWidth else { return nil }
        return .pageSheet
    }
}
