import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Unwinds from Account (Fixtures/AccountUnwind.storyboard: Login pushes Settings, which pushes
/// Account). The storyboard does not say which controller implements an unwind action: one named
/// in the action (`unwindToLoginWithSegue:`) returns there; one that names none
/// (`unwindFromAccountWithSegue:`, whose "from" names where it starts) returns to the nearest
/// controller below, and the manifest says that this is assumed.
@MainActor
struct UnwindDestinationTests {
    static func record(_ name: String) throws -> StoryboardSegues.Recorded {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("AccountUnwind.storyboard"))
        return try storyboard.record(try storyboard.segue(named: name), named: name)
    }

    @Test("an action that names no controller returns to the nearest one, noted as assumed")
    func anAssumedDestinationIsNoted() throws {
        let r = try Self.record("Logout")
        #expect(LayerFrames.frame("AUT-00-002", in: r.performed.recording) != nil, "Settings is shown at the end")
        let notes = r.performed.approximations.filter { $0.kind == .unwindDestination }
        #expect(notes.map(\.subject) == ["unwindFromAccountWithSegue:"], "\(r.performed.approximations)")
        #expect(notes.first?.detail.contains("Settings") == true, "\(notes)")
    }

    @Test("an action that names its controller returns there, and nothing is noted")
    func aNamedDestinationIsNotNoted() throws {
        let r = try Self.record("ToLogin")
        #expect(LayerFrames.frame("AUL-00-002", in: r.performed.recording) != nil, "Login is shown at the end")
        #expect(!r.performed.approximations.contains { $0.kind == .unwindDestination }, "\(r.performed.approximations)")
    }

    /// Fixtures/UnwindByCode: Boards (`MainTableViewController`) pushes Board Size
    /// (`SetBoardSizeViewController`), which pushes Initial Position, whose Save button unwinds
    /// by `afterSavingNewBoard:`. The action's "Board" fits Board Size only in part: without
    /// the sources that guess is taken and noted; with them, the class whose file declares the
    /// action (`@IBAction func afterSavingNewBoard(_ segue:)`) is where it returns, as in UIKit.
    @Test("the class whose source declares the action is where an unwind returns")
    func theDeclaringClassIsTheDestination() throws {
        let app = Paths.own("UnwindByCode")
        let doc = try IB.Document.read(contentsOf: app + "/Pegs/Base.lproj/Main.storyboard", mode: .strict)
        let segue = try #require(doc.segue(withID: "SEG-ub-003"))
        let guessed = UnwindActions(document: doc)
        #expect(guessed.targets(for: segue) == ["SIZ-ub-001"] && !guessed.namesItsDestination(segue))
        let project = try ProjectResources(folders: [app])
        let known = UnwindActions(document: doc, sourceFiles: project.sourceFiles)
        #expect(known.targets(for: segue) == ["BRD-ub-001"] && known.namesItsDestination(segue))
        // Recorded with the project, the unwind ends on Boards, and nothing is noted.
        var options = StoryboardBuildOptions()
        options.resources = project
        let r = try SegueRecorder.record(segue, in: doc, options: options)
        #expect(LayerFrames.frame("VIW-ub-001", in: r.recording) != nil && LayerFrames.frame("VIW-ub-002", in: r.recording) == nil)
        #expect(!r.approximations.contains { $0.kind == .unwindDestination }, "\(r.approximations)")
    }
}
