import SegueKit
import Testing

@testable import SegueStoryboard

/// A scene the app shows in code whose segues start at its navigation item's buttons
/// (Fixtures/CodeShownBarButtons.storyboard: Clips, which no segue leads to, presents Settings
/// from its left bar button and again from its "+"): a navigation item's buttons show only in a
/// navigation bar, so the app shows it in a navigation controller; it is drawn in one, with its
/// title and both buttons, and a warning says so.
@MainActor
struct CodeShownBarButtonsTests {
    @Test func aSceneWhoseBarButtonsStartSeguesIsDrawnInANavigationController() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("CodeShownBarButtons.storyboard"))
        let warning = try #require(storyboard.document.warnings.first { $0.message.contains("navigation bar's buttons") })
        #expect(warning.message.hasPrefix("'Clips' is shown by the app's code"), "\(warning.message)")
        let r = try storyboard.record(try storyboard.segue(named: "presentAdd"), named: "presentAdd")
        // The label, 8 pt below the safe area's top, lies below the navigation bar (103 pt).
        let label = try #require(LayerFrames.frame("LBL-cb-001", in: r.performed.recording, at: 0))
        #expect(abs(label.minY - 111) < 0.5, "\(label)")
        // The bar shows the title and both buttons.
        let texts = LayerFrames.texts(in: r.performed.recording, at: 0)
        #expect(texts.contains("Clips") && texts.contains("Settings"), "\(texts)")
    }

    @Test("a scene shown in code with no bar buttons and no show segues stays as it is")
    func aPlainCodeShownSceneIsNotEmbedded() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("CodeShownBarButtons.storyboard"))
        #expect(NavigationThroughReferences.candidates(in: doc) == ["CLP-cb-001"])
    }
}
