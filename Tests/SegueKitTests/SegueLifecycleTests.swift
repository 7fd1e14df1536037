import Testing
@testable import SegueKit

/// The segue machinery as an iOS developer drives it (SPEC.md §8).
@MainActor
struct SegueLifecycleTests {
    final class Log { var entries: [String] = [] }

    final class Source: ViewController {
        let log: Log
        var veto = false
        init(log: Log) {
            self.log = log
            super.init(title: "Source")
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.entries.append("shouldPerform \(identifier)")
            return !veto
        }
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            log.entries.append("prepare \(segue.identifier ?? "-") → \(segue.destination.title ?? "?") sender \(sender as? String ?? "nil")")
        }
    }

    final class LoggingSegue: StoryboardSegue {
        static let log = Log()
        required init(identifier: String?, source: ViewController, destination: ViewController) {
            super.init(identifier: identifier, source: source, destination: destination)
            Self.log.entries.append("init segue")
        }
        override func perform() { Self.log.entries.append("perform") }
        deinit { MainActor.assumeIsolated { Self.log.entries.append("segue released") } }
    }

    func setUp(kind: SegueKind = .custom, log: Log) -> Source {
        let source = Source(log: log)
        var registry = SegueRegistry()
        registry.register(LoggingSegue.self, as: "LoggingSegue")
        source.segueRegistry = registry
        source.segueTemplates = [SegueTemplate(identifier: "next", kind: kind, customClass: "LoggingSegue") {
            log.entries.append("destination created")
            return ViewController(title: "Destination")
        }]
        return source
    }

    @Test func triggeredSegueRunsTheLifeCycleInOrder() throws {
        LoggingSegue.log.entries = []
        let log = LoggingSegue.log
        let source = setUp(log: log)
        #expect(try source.triggerSegue(withIdentifier: "next", sender: "button"))
        #expect(log.entries == ["shouldPerform next", "destination created", "init segue",
                                "prepare next → Destination sender button", "perform", "segue released"])
    }

    @Test func performSegueSkipsShouldPerform() throws {
        LoggingSegue.log.entries = []
        let source = setUp(log: LoggingSegue.log)
        source.veto = true
        try source.performSegue(withIdentifier: "next")
        #expect(LoggingSegue.log.entries.first == "destination created")
        #expect(LoggingSegue.log.entries.contains("perform"))
    }

    @Test func aVetoStopsEverything() throws {
        LoggingSegue.log.entries = []
        let source = setUp(log: LoggingSegue.log)
        source.veto = true
        #expect(try source.triggerSegue(withIdentifier: "next") == false)
        #expect(LoggingSegue.log.entries == ["shouldPerform next"])
    }

    @Test func unknownIdentifierIsAnError() {
        let source = setUp(log: Log())
        #expect(throws: SegueError.self) { try source.performSegue(withIdentifier: "nope") }
        do { try source.performSegue(withIdentifier: "nope") } catch {
            #expect("\(error)".contains("has no segue with identifier 'nope'"))
        }
    }

    @Test func unknownCustomClassIsAnError() {
        let source = ViewController()
        source.segueTemplates = [SegueTemplate(identifier: "x", kind: .custom, customClass: "Missing") { ViewController() }]
        do {
            try source.performSegue(withIdentifier: "x")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("Unknown segue class 'Missing'"))
        }
    }

    @Test func performHandlerRunsInPerform() {
        var ran = false
        let s = StoryboardSegue(identifier: "h", source: ViewController(), destination: ViewController()) { ran = true }
        s.perform()
        #expect(ran && s.identifier == "h")
    }

    @Test func pushWithoutANavigationControllerFailsLikeUIKit() {
        let source = ViewController()
        source.segueTemplates = [SegueTemplate(identifier: "p", kind: .push) { ViewController() }]
        do {
            try source.performSegue(withIdentifier: "p")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("Could not find a navigation controller for segue 'p'"))
        }
    }

    @Test func showPushesInANavigationControllerAndPresentsOtherwise() throws {
        let window = Window(device: .iPhone15Pro)
        let root = ViewController(title: "Root")
        let nav = NavigationController(rootViewController: root)
        nav.prepare(for: .iPhone15Pro)
        window.rootViewController = nav
        root.segueTemplates = [SegueTemplate(identifier: "show", kind: .show) { ViewController(title: "Pushed") }]
        try root.performSegue(withIdentifier: "show")
        #expect(nav.viewControllers.map(\.title) == ["Root", "Pushed"])

        let lone = ViewController(title: "Lone")
        let w2 = Window(device: .iPhone15Pro)
        w2.rootViewController = lone
        lone.segueTemplates = [SegueTemplate(identifier: "show", kind: .show, modalPresentationStyle: .fullScreen) { ViewController(title: "Shown") }]
        try lone.performSegue(withIdentifier: "show")
        #expect(lone.presentedViewController?.title == "Shown")
        #expect(lone.presentedViewController?.presentingViewController === lone)
    }

    @Test func showDetailReplacesTheSplitDetailAndOtherwiseShows() {
        let list = ViewController(title: "List")
        let split = SplitViewController(primary: list, detail: ViewController(title: "Old"))
        split.prepare(for: .iPadPro11)
        let window = Window(device: .iPadPro11)
        window.rootViewController = split
        list.showDetailViewController(ViewController(title: "New"), animated: false)
        #expect(split.detail?.title == "New")
        #expect(split.children.map(\.title) == ["List", "New"])
    }

    @Test("outside a split view, showDetailViewController presents modally, even from a navigation stack")
    func showDetailOutsideASplitViewPresents() {
        let list = ViewController(title: "List")
        let nav = NavigationController(rootViewController: list)
        nav.prepare(for: .iPhone15Pro)
        let window = Window(device: .iPhone15Pro)
        window.rootViewController = nav
        list.showDetailViewController(ViewController(title: "Detail"), animated: false)
        #expect(nav.viewControllers.map(\.title) == ["List"])
        #expect(nav.presentedViewController?.title == "Detail")
    }

    @Test func tabBarSwitchesTabs() {
        let tabs = TabBarController(viewControllers: [ViewController(title: "A"), ViewController(title: "B")])
        tabs.prepare(for: .iPhone15Pro)
        let window = Window(device: .iPhone15Pro)
        window.rootViewController = tabs
        #expect(tabs.selectedViewController?.title == "A")
        tabs.select(1)
        #expect(tabs.selectedViewController?.title == "B")
        #expect(tabs.viewControllers[1].view.superview != nil && tabs.viewControllers[0].view.superview == nil)
        #expect(tabs.viewControllers[1].tabBarController === tabs)
    }
}
