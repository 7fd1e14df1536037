import SegueKit
import SegueScreens
import SegueSources

/// Sources between the demo app's screens.
extension TransitionSource {
    /// One of the demo's transitions (`DemoScenario.all(device:)`), as `segue render` draws it into
    /// `Renders/<name>`.
    public static func demo(_ d: DemoScenario) -> TransitionSource {
        TransitionSource(name: d.name) { d.recorded() }
    }

    /// A scenario between the demo app's screens (list → detail, list → composer).
    public static func scenario(_ s: Scenario) -> TransitionSource {
        demo(DemoScenario(s))
    }

    /// A transition value (any animator, e.g. a custom one written with block animations) between
    /// two plain screens of the demo; `make` gets the direction.
    public static func animator(
        _ name: String, isForward: Bool = true, device: Device = .iPhone15Pro,
        _ make: @escaping @MainActor @Sendable (_ isForward: Bool) -> any TransitionAnimator
    ) -> TransitionSource {
        var s = Scenario(name: name, style: .coverVertical, isForward: isForward, device: device)
        s.flow = .animator(name: name, make: make)
        return scenario(s)
    }
}
