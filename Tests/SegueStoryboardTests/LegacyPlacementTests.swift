import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Xcode 4 files store a root view below the simulated status bar (y = 20, 460 pt tall on a
/// 480 pt screen; Fixtures/Legacy.storyboard, scene 30): it stays below the status bar on a
/// screen that has one, and starts at the top of a place that has none (a sheet).
@MainActor
struct LegacyPlacementTests {
    static func content(_ root: View) -> View? {
        root.firstDescendant { $0.identifier == "31" }
    }

    @Test("an Xcode 4 root view starts below the status bar on the screen, at the top of a sheet")
    func theStatusBarsRoomGoesWhereThereIsNone() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("Legacy.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc, options: StoryboardBuildOptions())
        try withExtendedLifetime(builder) {
            let screen = try #require(Self.content(builder.instantiate("30").view))
            #expect(screen.frame.minY == 20, "\(screen.frame)")
            let sheet = try #require(Self.content(builder.instantiate("30", size: Size(width: 320, height: 450), insets: EdgeInsets()).view))
            #expect(sheet.frame.minY == 0, "\(sheet.frame)")
        }
    }
}
