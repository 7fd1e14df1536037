import Foundation
import SegueKit

/// What animates between two screens: a built-in style, a registered custom segue class, a
/// catalogue transition, a keyframe file, or any animator. The same choices as `segue render
/// --style | --custom | --transition`.
public enum ScreenTransition: Sendable {
    /// A built-in presentation or navigation style (`--style`).
    case style(TransitionStyle)
    /// A custom segue class from `registry` (an app's own, or `SegueRegistry.builtIn`),
    /// performed through `performSegue` (`--custom HorizontalSlideSegue`); backward runs the
    /// class's dismiss variant.
    case segueClass(String, registry: SegueRegistry = .builtIn)
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
        case .segueClass(let name, _): name
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
        case .segueClass(let name, let registry):
            guard registry.factories[name] != nil else {
                throw SegueError("no custom segue class '\(name)' is registered (registered: \(registry.names.joined(separator: ", ")))")
            }
            var s = Scenario(name: name, style: .coverVertical, isForward: isForward, device: device)
            s.flow = .customSegue(name)
            s.registry = registry
            return s
        case .catalogue(let kind, let direction):
            let name = kind.name(direction: direction ?? (kind.takesDirection ? .left : nil))
            return ScreenTransition.animator(name: name) { _ in CatalogueAnimator(kind: kind, direction: direction ?? .left) }
                .animatorScenario(isForward: isForward, device: device)
        case .keyframeFile(let path):
            return try ScreenTransition.loadingKeyframes(path).animatorScenario(isForward: isForward, device: device)
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
        self.init(name: s.name, transition: s.transitionName, direction: s.directionName, animator: s.animator, device: s.device,
                  isForward: s.isForward, drawnAs: s.adaptation?.drawn, recording: recording)
    }

    /// A recording between screens described by its parts: `transition` and `direction` as the
    /// manifest names them, `animator` for its duration and curve (and a keyframe file's summary),
    /// `drawnAs` the style UIKit drew instead of the one asked.
    @MainActor public init(name: String, transition: TransitionName, direction: TransitionDirection, animator: any TransitionAnimator, device: Device,
                           isForward: Bool, drawnAs: TransitionStyle? = nil, recording: Recording) {
        var info = TransitionInfo(
            transition: transition, direction: direction, device: TransitionInfo.deviceName(device),
            curve: animator.curve, duration: animator.duration, deviceScale: device.scale,
            title: "\(transition) — \(direction)" + (drawnAs.map { " (drawn as \($0.rawValue))" } ?? ""),
            subtitle: TransitionInfo.deviceDescription(device))
        info.drawnAs = drawnAs?.rawValue
        info.keyframes = (animator as? KeyframeTransition)?.summary(isForward: isForward)
        self.init(name: name, recording: recording, info: info)
    }
}

extension ScreenTransition {
    /// A keyframe transition file, read now: an animator named as the file says (else after the
    /// file), which is what `.keyframeFile` records.
    @MainActor public static func loadingKeyframes(_ path: String) throws -> ScreenTransition {
        let transition = try KeyframeTransition.load(contentsOf: path)
        let name = transition.name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return .animator(name: name) { _ in transition }
    }

    /// What a custom transition's name means (`segue render --custom NAME [--direction D]`): a
    /// segue class registered in `registry`, else a catalogue transition (`push`, `pushUp`, `fade`),
    /// `direction` applying to the catalogue's transitions that move one way.
    public static func custom(_ name: String, direction: SlideDirection?, registry: SegueRegistry = .builtIn) throws(CustomTransitionError) -> ScreenTransition {
        if registry.factories[name] != nil {
            if direction != nil { throw .directionForSegueClass(name) }
            return .segueClass(name, registry: registry)
        }
        guard let (kind, named) = CatalogueTransition.named(name) else { throw .unknown(name, segueClasses: registry.names) }
        if direction != nil, !kind.takesDirection { throw .directionNotTaken(kind) }
        if direction != nil, named != nil { throw .directionTwice(name, kind) }
        return .catalogue(kind, named ?? direction)
    }
}

/// A custom transition's name that means nothing, or a direction it does not take.
public enum CustomTransitionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither a registered segue class nor a catalogue transition.
    case unknown(String, segueClasses: [String])
    /// A segue class moves as its `perform()` says: no direction to choose.
    case directionForSegueClass(String)
    /// A catalogue transition that does not move one way (a fade, a zoom).
    case directionNotTaken(CatalogueTransition)
    /// A name that already names a direction (`pushUp`), given one more.
    case directionTwice(String, CatalogueTransition)

    /// The error with the direction named `option` (the command line's `--direction`), or in words.
    public func described(option: String? = nil) -> String {
        let direction = option ?? "a direction"
        switch self {
        case .unknown(let name, let classes):
            return "unknown custom transition '\(name)' (segue classes: \(classes.joined(separator: ", ")); catalogue: "
                + "\(CatalogueTransition.allCases.map(\.rawValue).joined(separator: ", ")), with \(option.map { "\($0) left|right|up|down" } ?? direction) where it applies)"
        case .directionForSegueClass(let name): return "\(direction) does not apply to the segue class \(name)"
        case .directionNotTaken(let kind): return "\(direction) does not apply to the catalogue transition \(kind.rawValue)"
        case .directionTwice(let name, let kind): return "'\(name)' already names a direction; drop \(option ?? "it") or use '\(kind.rawValue)'"
        }
    }

    public var description: String { described() }
}
