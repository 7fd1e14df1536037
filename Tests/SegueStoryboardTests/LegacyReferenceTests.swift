import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A scene brought in through a storyboard reference keeps its own file's conventions:
/// Fixtures/LegacyReference/Main.storyboard (Xcode 15, iPhone 15 Pro) presents Setup.storyboard's
/// initial navigation controller, an Xcode 7 file on the 600 × 600 canvas whose static grouped
/// table stores its first row at y = 114, below the 64 pt of bars Interface Builder simulated
/// and a 50 pt header. In the sheet that row lies 50 pt below the sheet's bar, as it does when
/// Setup.storyboard is shown alone, not 64 pt lower.
@MainActor
struct LegacyReferenceTests {
    static let main = Paths.own("LegacyReference/Main.storyboard")

    @Test("a referenced Xcode 7 table's rows sit below the sheet's bar as its own file shows them")
    func rowsKeepTheirFilesPlace() throws {
        let storyboard = try StoryboardSegues(contentsOf: Self.main)
        let r = try storyboard.record(try storyboard.segue(named: "newVault"), named: "newVault").performed.recording
        let first = try #require(LayerFrames.frame("Lgr-Ce-001", in: r))
        let second = try #require(LayerFrames.frame("Lgr-Ce-002", in: r))
        // The page sheet's card starts 10 pt below the status bar; its bar is 56 pt tall.
        let bar = Device.iPhone15Pro.safeArea.top + 10 + 56
        #expect(abs(first.minY - (bar + 50)) < 0.5, "\(first)")
        #expect(second.minY == first.maxY)
    }
}
