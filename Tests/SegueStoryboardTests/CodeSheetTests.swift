import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A screen the app presents in code (Fixtures/CodeSheet.storyboard): the Browser is the initial
/// scene; a Settings navigation controller with `modalPresentationStyle="formSheet"`, which no
/// segue leads to (the app instantiates it by its identifier and presents it), pushes Search
/// Engine. The push happens inside the form sheet, which on an iPhone is a sheet over the Browser.
/// A Bookmarks scene, which no segue leads to either, shows a Reading List.
@MainActor
struct CodeSheetTests {
    @Test("a sheet no segue presents is drawn presented over the initial scene, with a warning")
    func pushInsideTheSheet() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("CodeSheet.storyboard"))
        #expect(storyboard.segues.map(\.id) == ["SEG-cs-001", "SEG-cs-002"], "the presentation made here is not one to render")
        let warning = try #require(storyboard.document.warnings.first { $0.elementID == "NAV-cs-001" })
        #expect(warning.message.contains("is presented in code (its modalPresentationStyle is formSheet"), "\(warning)")
        let r = try storyboard.record(try storyboard.segue(named: "ShowEngines"), named: "ShowEngines")
        #expect(r.performed.direction == .push)
        let settings = try #require(LayerFrames.frame("SET-vw-001", in: r.performed.recording, at: 0))
        #expect(settings.minY > 59 && settings.height < 852 - 59, "in the sheet: \(settings)")
        #expect(LayerFrames.texts(in: r.performed.recording).contains("Start Page"), "the Browser under the sheet")
    }

    /// The app shows Bookmarks in code; its `show` segue was meant to push, so it is drawn in a
    /// navigation controller, with a warning that says why.
    @Test("a scene the app shows in code pushes its show segues, with a warning")
    func showFromASceneShownInCode() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("CodeSheet.storyboard"))
        let warning = try #require(storyboard.document.warnings.first { $0.elementID == "BMK-cs-001" })
        #expect(warning.message.contains("'Bookmarks' is shown by the app's code (no segue leads to it)"), "\(warning)")
        let r = try storyboard.record(try storyboard.segue(named: "ShowFolder"), named: "ShowFolder")
        #expect(r.performed.direction == .push)
        #expect(LayerFrames.texts(in: r.performed.recording, at: r.performed.recording.duration).contains("Bookmarks"), "the back button")
    }

    /// A storyboard with no initial scene (the app sets its window's root in code): its first
    /// scene that nothing leads to, the Browser, stands for the app's first screen.
    @Test("without an initial scene, the first screen presents the sheet")
    func withoutAnInitialScene() throws {
        let text = try String(contentsOfFile: Paths.own("CodeSheet.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: " initialViewController=\"BRW-cs-001\"", with: "")
        let doc = try IB.Document.read(data: Data(text.utf8), name: "CodeSheet.storyboard", mode: .lenient)
        #expect(doc.initialViewControllerID == nil)
        let presented = doc.presentingCodeSheets()
        let made = try #require(presented.segues.first { $0.destinationID == "NAV-cs-001" })
        #expect(made.sourceControllerID == "BRW-cs-001" && made.isBroughtAcross)
        #expect(presented.warnings.contains { $0.message.hasSuffix("presented over 'BrowserViewController', the storyboard's first screen (it has no initial scene)") })
    }
}
