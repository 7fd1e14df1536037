import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A full-screen presentation over a page sheet (Fixtures/SheetUnderFullScreen.storyboard): the
/// inbox presents New Message as a sheet, which presents Attachments full screen. Over the
/// sheet's darkened backdrop the status bar shows light content; the full-screen controller
/// takes it over (dark content in the light appearance) and hands it back when it is dismissed,
/// and the sheet comes back to its place below the status bar.
@MainActor
struct SheetUnderFullScreenTests {
    static func record(_ direction: SegueDirection) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: Paths.own("SheetUnderFullScreen.storyboard"), mode: .strict)
        return try SegueRecorder.record(try #require(doc.segue(withID: "SEG-su-002")), in: doc,
                                        options: StoryboardBuildOptions(), direction: direction).recording
    }

    static func opacity(_ id: String, at t: Double, in r: Recording) -> Double {
        StatusBarStyleTests.opacity(id, at: t, in: r)
    }

    @Test func theFullScreenControllerTakesTheStatusBarFromTheSheet() throws {
        let r = try Self.record(.perform)
        #expect(Self.opacity("statusBarLight", at: 0, in: r) == 1 && Self.opacity("statusBar", at: 0, in: r) == 0,
                "light content over the sheet's backdrop at first")
        let mid = Self.opacity("statusBar", at: r.duration / 2, in: r)
        #expect(mid > 0.1 && mid < 0.9, "the dark content fades in with the presentation: \(mid)")
        #expect(Self.opacity("statusBar", at: r.duration, in: r) == 1 && Self.opacity("statusBarLight", at: r.duration, in: r) == 0)
    }

    @Test func itsDismissalGivesTheStatusBarBackToTheSheet() throws {
        let r = try Self.record(.dismiss)
        #expect(Self.opacity("statusBar", at: 0, in: r) == 1 && Self.opacity("statusBarLight", at: 0, in: r) == 0)
        #expect(Self.opacity("statusBarLight", at: r.duration, in: r) == 1 && Self.opacity("statusBar", at: r.duration, in: r) == 0)
    }

    @Test func theSheetComesBackToItsPlaceBelowTheStatusBar() throws {
        let r = try Self.record(.dismiss)
        let sheetTop = Device.iPhone15Pro.safeArea.top + SheetTransition(kind: .page).sheetTopGap
        let compose = try #require(LayerFrames.frame("CMV-su-001", in: r))
        #expect(abs(compose.minY - sheetTop) < 0.5, "\(compose), the sheet resting at \(sheetTop)")
        let start = try #require(LayerFrames.frame("CMV-su-001", in: r, at: 0))
        #expect(abs(start.minY - sheetTop) < 0.5, "under the cover already at its place: \(start)")
    }
}
