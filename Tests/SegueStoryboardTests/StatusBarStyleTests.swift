import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The status bar's content as UIKit decides it (Fixtures/StatusBars.storyboard): a navigation
/// controller with a `barStyle="black"` bar (light content) whose root presents a white settings
/// screen full screen (dark content, which takes over as it is presented), a page sheet (which
/// does not take the status bar over) and pushes an album (the same navigation bar decides).
@MainActor
struct StatusBarStyleTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("StatusBars.storyboard"), mode: .strict) }

    static func record(_ id: String, options: StoryboardBuildOptions = StoryboardBuildOptions(),
                       direction: SegueDirection = .perform) throws -> Recording {
        let doc = try document()
        return try SegueRecorder.record(try #require(doc.segue(withID: id)), in: doc, options: options, direction: direction).recording
    }

    /// The opacity of the status bar named `id` at time `t` of the recording (0 when absent).
    static func opacity(_ id: String, at t: Double, in r: Recording) -> Double {
        let scene = r.steps[0].scene
        guard let layer = scene.layers.first(where: { $0.identifier == id }), !layer.isHidden else { return 0 }
        return layer.tracks.sample(at: t, base: layer.properties).alpha
    }

    @Test func aBlackNavigationBarGivesTheStatusBarLightContent() throws {
        let r = try Self.record("SEG-sb-003")
        #expect(Self.opacity("statusBarLight", at: 0, in: r) == 1)
        #expect(!r.steps[0].scene.layers.contains { $0.identifier == "statusBar" }, "no dark status bar over the black bar")
        // A push keeps the navigation controller, whose bar decides: light all the way.
        #expect(Self.opacity("statusBarLight", at: r.duration, in: r) == 1)
    }

    @Test func aFullScreenPresentationTakesOverTheStatusBarAsItIsPresented() throws {
        let r = try Self.record("SEG-sb-001")
        #expect(Self.opacity("statusBarLight", at: 0, in: r) == 1 && Self.opacity("statusBar", at: 0, in: r) == 0)
        let mid = Self.opacity("statusBar", at: r.duration / 2, in: r)
        #expect(mid > 0.1 && mid < 0.9, "the dark content fades in with the presentation: \(mid)")
        #expect(Self.opacity("statusBar", at: r.duration, in: r) == 1 && Self.opacity("statusBarLight", at: r.duration, in: r) == 0)
    }

    @Test func itsDismissalGivesTheStatusBarBack() throws {
        let r = try Self.record("SEG-sb-001", direction: .dismiss)
        #expect(Self.opacity("statusBar", at: 0, in: r) == 1)
        #expect(Self.opacity("statusBarLight", at: r.duration, in: r) == 1 && Self.opacity("statusBar", at: r.duration, in: r) == 0)
    }

    @Test func aPageSheetLeavesTheStatusBarToItsPresenter() throws {
        let r = try Self.record("SEG-sb-002")
        #expect(Self.opacity("statusBarLight", at: r.duration, in: r) == 1)
        #expect(Self.opacity("statusBar", at: r.duration, in: r) == 0)
    }

    @Test func anAppWideStyleFromInfoPlistWins() throws {
        var options = StoryboardBuildOptions()
        options.statusBarStyle = .darkContent
        let r = try Self.record("SEG-sb-001", options: options)
        #expect(Self.opacity("statusBar", at: 0, in: r) == 1 && Self.opacity("statusBar", at: r.duration, in: r) == 1)
        #expect(!r.steps[0].scene.layers.contains { $0.identifier == "statusBarLight" })
    }

    @Test func infoPlistStyles() {
        #expect(AppSettings.statusBarStyle("UIStatusBarStyleLightContent") == .lightContent)
        #expect(AppSettings.statusBarStyle("UIStatusBarStyleBlackOpaque") == .lightContent)
        #expect(AppSettings.statusBarStyle("UIStatusBarStyleDarkContent") == .darkContent)
        #expect(AppSettings.statusBarStyle("UIStatusBarStyleDefault") == .default)
        #expect(StatusBarStyle.default.isLight(inDarkAppearance: true) && !StatusBarStyle.default.isLight(inDarkAppearance: false))
    }
}
