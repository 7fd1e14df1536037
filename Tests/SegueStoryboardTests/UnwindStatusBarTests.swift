import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The status bar during an unwind that dismisses (Tests/SegueCLITests/Fixtures/FreeformApp): the
/// dashboard's navigation controller, presented full screen, has a black bar (light content);
/// its Done button unwinds to the welcome screen (dark content), which dismisses it. As with a
/// dismissal, the dark content fades in over the animation.
@MainActor
struct UnwindStatusBarTests {
    static func opacity(_ id: String, at t: Double, in r: Recording) -> Double {
        StatusBarStyleTests.opacity(id, at: t, in: r)
    }

    func expectFadeToDark(_ r: Recording) {
        #expect(Self.opacity("statusBarLight", at: 0, in: r) == 1 && Self.opacity("statusBar", at: 0, in: r) == 0)
        let mid = Self.opacity("statusBar", at: r.duration / 2, in: r)
        #expect(mid > 0.1 && mid < 0.9, "the dark content fades in with the dismissal: \(mid)")
        #expect(Self.opacity("statusBar", at: r.duration, in: r) == 1 && Self.opacity("statusBarLight", at: r.duration, in: r) == 0)
    }

    @Test func anUnwindThatDismissesGivesTheStatusBarBackAsItAnimates() throws {
        expectFadeToDark(try FreeformLayoutTests.record("SEG-ff-005"))
    }

    @Test func theWayBackOfAPresentationByItsWiredUnwindDoesTheSame() throws {
        expectFadeToDark(try FreeformLayoutTests.record("SEG-ff-002", direction: .dismiss))
    }
}
