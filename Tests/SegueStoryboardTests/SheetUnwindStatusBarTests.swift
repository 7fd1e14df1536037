import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The status bar while an unwind takes a page sheet away (Fixtures/SheetUnwinds.storyboard): a
/// tab bar controller whose Home tab (a default bar) presents an About sheet and whose Library
/// tab (a `barStyle="black"` bar, light content) presents a New Shelf sheet; each sheet's bar
/// item unwinds to its presenter. The status bar stays on screen throughout: white over the
/// receded screen, then what the screen under it asks for.
@MainActor
struct SheetUnwindStatusBarTests {
    static func record(_ id: String, appearance: Appearance) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: Paths.own("SheetUnwinds.storyboard"), mode: .strict, appearance: appearance)
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        return try SegueRecorder.record(try #require(doc.segue(withID: id)), in: doc, options: options).recording
    }

    /// The most opaque status bar of one look (`statusBarLight` or `statusBar`) at time `t`.
    static func opacity(_ id: String, at t: Double, in r: Recording) -> Double {
        r.steps[0].scene.layers.filter { $0.identifier == id && !$0.isHidden }
            .map { $0.tracks.sample(at: t, base: $0.properties).alpha }.max() ?? 0
    }

    @Test func inTheDarkAppearanceTheStatusBarStaysWhiteAsTheSheetGoes() throws {
        let r = try Self.record("SEG-su-003", appearance: .dark)
        for t in [0, r.duration / 2, r.duration] {
            #expect(Self.opacity("statusBarLight", at: t, in: r) == 1, "white status bar at \(t)")
            #expect(Self.opacity("statusBar", at: t, in: r) == 0, "no dark content at \(t)")
        }
    }

    @Test func aTabWhoseBarIsBlackGetsItsWhiteStatusBarBack() throws {
        // The Library tab is selected on the way to its sheet: its black bar asks for light content.
        let r = try Self.record("SEG-su-004", appearance: .light)
        for t in [0, r.duration / 2, r.duration] {
            #expect(Self.opacity("statusBarLight", at: t, in: r) == 1, "white status bar at \(t)")
        }
    }

    @Test func inTheLightAppearanceTheDarkContentComesBackWithTheScreen() throws {
        let r = try Self.record("SEG-su-003", appearance: .light)
        #expect(Self.opacity("statusBarLight", at: 0, in: r) == 1, "white over the receded screen")
        #expect(Self.opacity("statusBar", at: r.duration, in: r) == 1)
        #expect(Self.opacity("statusBarLight", at: r.duration, in: r) == 0)
    }
}
