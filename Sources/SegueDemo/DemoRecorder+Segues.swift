import SegueKit
import SegueScreens

/// The demo's recordings of the segue machinery: containers and unwinds.
extension ScenarioRecorder {
    public static func recordTabSwitch(_ d: DemoScenario) -> Recording {
        let s = d.scenario
        let first = DemoScreens.list(device: s.device)
        let second = DemoScreens.detail(device: s.device, title: "Library", color: Color(hex: 0x34C759))
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: first),
                                                      NavigationController(rootViewController: second)])
        tabs.prepare(for: s.device)
        tabs.transition = d.animator
        let window = Window(device: s.device)
        window.rootViewController = tabs
        return Recording.record(root: window) { tabs.select(1, animated: true) }
    }

    public static func recordShowDetail(_ d: DemoScenario) -> Recording {
        let s = d.scenario
        // Each column's screen is laid out for the column's width.
        var primaryColumn = s.device, detailColumn = s.device
        primaryColumn.size.width = SplitViewController.primaryWidth
        detailColumn.size.width = s.device.size.width - SplitViewController.primaryWidth - 0.5
        let list = NavigationController(rootViewController: DemoScreens.list(device: primaryColumn))
        let detail = NavigationController(rootViewController: DemoScreens.detail(device: detailColumn, title: "Push"))
        let split = SplitViewController(primary: list, detail: detail)
        // Both columns, in portrait too (UIKit's `.automatic` shows the detail alone there).
        split.preferredDisplayMode = .oneBesideSecondary
        split.prepare(for: s.device)
        split.transition = d.animator
        let window = Window(device: s.device)
        window.rootViewController = split
        let next = NavigationController(rootViewController: DemoScreens.detail(device: detailColumn, title: "Zoom", color: Color(hex: 0xFF9500)))
        return Recording.record(root: window) { list.topViewController?.showDetailViewController(next, animated: true) }
    }

    public static func recordUnwind(_ d: DemoScenario, _ u: UnwindCase) -> Recording {
        let s = d.scenario
        let root = DemoScreens.list(device: s.device)
        root.unwindActions["unwindToTransitions"] = { _ in }
        let nav = NavigationController(rootViewController: root)
        nav.prepare(for: s.device)
        nav.transition = NavigationPushTransition()
        let window = Window(device: s.device)
        window.rootViewController = nav
        let source: ViewController
        switch u {
        case .pop:
            nav.pushViewController(DemoScreens.detail(device: s.device, title: "Push"), animated: false)
            source = DemoScreens.detail(device: s.device, title: "Details", color: Color(hex: 0xAF52DE))
            nav.pushViewController(source, animated: false)
        case .dismiss:
            source = DemoScreens.composer(device: s.device)
            source.modalPresentationStyle = .fullScreen
            nav.present(source, animated: false)
        case .acrossPresentations:
            let middle = DemoScreens.detail(device: s.device, title: "Middle", color: Color(hex: 0x5856D6))
            middle.modalPresentationStyle = .fullScreen
            nav.present(middle, animated: false)
            source = DemoScreens.composer(device: s.device)
            source.modalPresentationStyle = .fullScreen
            middle.present(source, animated: false)
        case .acrossStack:
            nav.pushViewController(DemoScreens.detail(device: s.device, title: "Push"), animated: false)
            source = DemoScreens.composer(device: s.device)
            source.modalPresentationStyle = .fullScreen
            nav.present(source, animated: false)
        }
        return Recording.record(root: window) {
            _ = try? source.performUnwind(action: "unwindToTransitions")
        }
    }
}
