import SegueKit
import SegueScreens

/// One transition of the built-in demo app: a scenario between two of its screens, or one of the
/// segue machinery's showcases, which take more than two screens (a tab bar, a split view, a stack
/// to unwind). `segue render` draws every one into `Renders/`.
public struct DemoScenario: Sendable {
    /// What the demo performs besides a transition between two screens.
    public enum Flow: Hashable, Sendable {
        /// `scenario` between the demo's screens (its style, custom segue class or animator).
        case screens
        /// A tab bar controller switching from the first tab to the second.
        case tabSwitch
        /// An iPad split view replacing its detail column (`showDetailViewController`).
        case showDetail
        case unwind(UnwindCase)
    }

    /// The name, device, direction and overrides (for `.screens`, the whole transition).
    public var scenario: Scenario
    public var flow: Flow

    public init(_ scenario: Scenario, flow: Flow = .screens) {
        self.scenario = scenario
        self.flow = flow
    }

    public var name: String {
        get { scenario.name }
        set { scenario.name = newValue }
    }

    /// The animator it runs, with the scenario's overrides.
    @MainActor public var animator: any TransitionAnimator {
        switch flow {
        case .screens: scenario.animator
        case .tabSwitch, .showDetail: scenario.overriding(FadeTransition())
        case .unwind(let u): scenario.overriding(u == .pop ? NavigationPushTransition() : CoverVerticalTransition())
        }
    }

    /// The transition's name in manifests.
    public var transitionName: TransitionName {
        switch flow {
        case .screens: scenario.transitionName
        case .tabSwitch: .tabSwitch
        case .showDetail: .showDetail
        case .unwind(let u): .named("unwind-\(u.rawValue)")
        }
    }

    /// The direction's name in manifests.
    public var directionName: TransitionDirection {
        switch flow {
        case .screens: scenario.directionName
        case .tabSwitch: .select
        case .showDetail: .showDetail
        case .unwind: .unwind
        }
    }

    /// Records it between the demo's screens and describes it as `segue render` does.
    @MainActor public func recorded() -> RecordedTransition {
        let recording: Recording
        switch flow {
        case .screens: return RecordedTransition(scenario: scenario, recording: ScenarioRecorder.recordDemo(scenario))
        case .tabSwitch: recording = ScenarioRecorder.recordTabSwitch(self)
        case .showDetail: recording = ScenarioRecorder.recordShowDetail(self)
        case .unwind(let u): recording = ScenarioRecorder.recordUnwind(self, u)
        }
        let s = scenario
        return RecordedTransition(name: s.name, transition: transitionName, direction: directionName, animator: animator, device: s.device,
                                  isForward: s.isForward, recording: recording)
    }
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
