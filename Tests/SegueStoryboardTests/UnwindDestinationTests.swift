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
}
