import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Navigation bars an app hides in its controllers' code (Fixtures/HiddenBarInCodeApp: the
/// welcome screen hides the bar as it appears and shows it again as it goes; the library, in
/// Objective-C, shows it as it appears; the profile inherits a header screen's hiding; the
/// reader decides at run time). The bar comes and goes with the screens as UIKit carries it.
@MainActor
struct CodeNavigationBarCallsTests {
    static let app = Paths.own("HiddenBarInCodeApp")

    static func storyboard() throws -> StoryboardSegues {
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [app])
        return try StoryboardSegues(contentsOf: app + "/Folio/Base.lproj/Main.storyboard", options: options)
    }

    static func layer(_ id: String, in scene: SceneSnapshot) throws -> LayerSnapshot {
        try #require(scene.layers.first { $0.identifier == id }, "no layer \(id)")
    }

    /// The identifier of the nearest layer above the first named `id`.
    static func parent(of id: String, in scene: SceneSnapshot) throws -> String? {
        let i = try #require(scene.layers.firstIndex { $0.identifier == id }, "no layer \(id)")
        let p = scene.layers[i].parent
        return p >= 0 ? scene.layers[p].identifier : nil
    }

    /// The top of the view named `id`, in screen coordinates.
    static func top(of id: String, in view: View) throws -> Double {
        let v = try #require(view.firstDescendant { $0.identifier == id }, "no view \(id)")
        return v.convertToRoot(Point(x: 0, y: 0)).y
    }

    @Test func theCallsAreReadByClassAndInherited() throws {
        let resources = try ProjectResources(folders: [Self.app])
        let calls = CodeNavigationBarCalls.read(sourceFiles: resources.sourceFiles)
        let welcome = try #require(calls["WelcomeViewController"])
        #expect(welcome.onAppear == true && welcome.onDisappear == false && welcome.onLoad == nil)
        #expect(welcome.file == "WelcomeViewController.swift")
        let header = try #require(calls["HeaderViewController"])
        #expect(header.onAppear == true && header.onDisappear == false)
        let profile = try #require(calls["ProfileViewController"], "inherited from HeaderViewController")
        #expect(profile.onAppear == true && profile.onDisappear == false)
        let library = try #require(calls["LibraryViewController"], "Objective-C's @implementation")
        #expect(library.onAppear == false && library.onDisappear == nil)
        // Both ways in one method, a value known at run time, a line commented out: nothing.
        #expect(calls["ReaderViewController"] == nil)
    }

    @Test func bodiesBelongToTheirClassesPastStringsClosuresAndClassMembers() {
        let scan = CodeNavigationBarCalls.Scan("""
            class A: UIViewController {
                let s = "} class Fake {"
                class func make() -> A { A() }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    items.forEach { item in if item.ok { print("{") } }
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                struct Inner { func viewDidLoad() {} }
            }
            extension B {
                override func viewDidLoad() { /* } */ navigationController?.isNavigationBarHidden = false }
            }
            """)
        #expect(scan.bodies.map(\.className) == ["A", "Inner", "B"])
        #expect(scan.bodies.map(\.method) == ["viewWillAppear", "viewDidLoad", "viewDidLoad"])
        #expect(CodeNavigationBarCalls.hidden(in: scan.bodies[0].text) == true)
        #expect(CodeNavigationBarCalls.hidden(in: scan.bodies[2].text) == false)
        #expect(scan.superclasses.map(\.0) == ["A"] && scan.superclasses.map(\.1) == ["UIViewController"])
    }

    @Test func theControllersCarryTheirCalls() throws {
        let doc = try Self.storyboard().document
        #expect(doc.controller(withID: "WEL-nc-001")?.navigationBarCalls?.onAppear == true)
        #expect(doc.controller(withID: "PRO-nc-001")?.navigationBarCalls?.onAppear == true)
        #expect(doc.controller(withID: "NAV-nc-001")?.navigationBarCalls == nil)
        // Without the project's sources nothing is known of them.
        let alone = try IB.Document.read(contentsOf: Self.app + "/Folio/Base.lproj/Main.storyboard")
        #expect(alone.scenes.allSatisfy { $0.controller.navigationBarCalls == nil })
    }

    @Test("the welcome screen has no bar; the library's comes in with its view")
    func theBarComesInWithThePushedScreen() throws {
        let storyboard = try Self.storyboard()
        let r = try storyboard.record(try storyboard.segue(named: "openLibrary"), named: "openLibrary")
        let recording = r.transition.recording
        let first = recording.steps[0].scene
        #expect(try Self.parent(of: "navigationBar", in: first) == "LBV-nc-001", "carried by the library's view")
        let last = try #require(recording.steps.last).scene
        #expect(try !Self.layer("navigationBar", in: last).isHidden)
        #expect(try Self.parent(of: "navigationBar", in: last) == "navigationController")
    }

    @Test func theScreensAreLaidOutForTheBarTheyShowWith() throws {
        let storyboard = try Self.storyboard()
        let builder = StoryboardBuilder(document: storyboard.document, options: storyboard.options)
        let window = Window(device: builder.device)
        let nav = try #require(builder.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = nav
        let top = builder.device.safeArea.top
        #expect(nav.isNavigationBarHidden)
        // The welcome header sits right under the status bar, not under a bar it does not show.
        #expect(try Self.top(of: "HDR-nc-001", in: nav.view) == top)
        let library = builder.instantiate("LIB-nc-001")
        nav.pushViewController(library, animated: false)
        #expect(!nav.isNavigationBarHidden)
        #expect(try Self.top(of: "SHL-nc-001", in: nav.view) == top + 44 + 16)
        let profile = builder.instantiate("PRO-nc-001")
        nav.pushViewController(profile, animated: false)
        #expect(nav.isNavigationBarHidden)
        #expect(try Self.top(of: "BTN-nc-002", in: nav.view) == top + 8, "Done sits where the bar would be")
    }

    @Test("the profile's cover takes the bar away with the library; the unwind brings it back")
    func theBarLeavesWithTheOutgoingScreenAndComesBack() throws {
        let storyboard = try Self.storyboard()
        let push = try storyboard.record(try storyboard.segue(named: "showProfile"), named: "showProfile").transition.recording
        #expect(try Self.parent(of: "navigationBar", in: push.steps[0].scene) == "LBV-nc-001")
        #expect(try Self.layer("navigationBar", in: try #require(push.steps.last).scene).isHidden)
        let unwind = try storyboard.record(try storyboard.segue(named: "SEG-nc-003"), named: "unwind").transition.recording
        #expect(try Self.parent(of: "navigationBar", in: unwind.steps[0].scene) == "LBV-nc-001")
        #expect(try !Self.layer("navigationBar", in: try #require(unwind.steps.last).scene).isHidden)
    }
}
