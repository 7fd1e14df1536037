import SegueKit
import SegueScreens

extension ScenarioRecorder {
    /// The demo app's screens: list → detail for push/pop, list → composer for modal styles.
    public static func recordDemo(_ s: Scenario) -> Recording {
        switch s.flow {
        case .transition: break
        case .animator:
            let a = DemoScreens.card("First", color: Color(hex: 0x007AFF), device: s.device)
            let b = DemoScreens.card("Second", color: Color(hex: 0xFF9500), device: s.device, badgeAtTop: true)
            return record(s, source: a, destination: b, embedInNavigation: false, showsStatusBar: true)
        case .customSegue(let name):
            let source = DemoScreens.list(device: s.device, controller: SeedSourceController())
            return recordCustomSegue(s, className: name, source: source, destination: DemoScreens.composer(device: s.device), showsStatusBar: true)
        }
        let source = DemoScreens.list(device: s.device)
        let destination = s.style == .push ? DemoScreens.detail(device: s.device) : DemoScreens.composer(device: presentedScreen(for: s))
        return record(s, source: source, destination: destination, embedInNavigation: true, showsStatusBar: true)
    }
}
