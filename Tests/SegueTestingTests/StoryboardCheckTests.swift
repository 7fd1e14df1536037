import Foundation
import SegueTesting
import Testing

/// Storyboards from Swift: one segue either way, every segue in a loop, manifests that name where
/// a transition came from. Small frames (scale 0.25, 10 fps) keep them quick.
@Suite("Checking storyboard segues from Swift")
@MainActor
struct StoryboardCheckTests {
    nonisolated static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SegueCLITests/Fixtures/Screens.storyboard").standardized.path
    nonisolated static let segues = (try? SegueReference.all(inStoryboard: storyboard)) ?? []
    let dir = temporaryFolder()

    func goldens(_ mode: RecordMode) -> TransitionGoldens {
        TransitionGoldens(folder: dir + "/goldens", record: mode, settings: RenderSettings(fps: 10, scale: 0.25, jobs: 2),
                          artifacts: dir + "/artifacts", environment: [:])
    }

    @Test("a segue by identifier, performed and dismissed; the manifest names the file, the segue's id and identifier")
    func oneSegueBothWays() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let present = TransitionSource.storyboard(Self.storyboard, segue: "modal")
        let dismiss = TransitionSource.storyboard(Self.storyboard, segue: "modal", direction: .dismiss)
        #expect(present.name == "modal" && dismiss.name == "modal-dismiss")
        for source in [present, dismiss] {
            #expect(await goldens(.missing).check(source).recording == .created)
            #expect(await goldens(.never).check(source).passed)
        }
        let p = try Manifest.read(from: dir + "/goldens/modal/manifest.json")
        let d = try Manifest.read(from: dir + "/goldens/modal-dismiss/manifest.json")
        #expect(p.storyboard == StoryboardOrigin(file: "Screens.storyboard", segueID: "SEG-00-002", identifier: "modal"))
        #expect(p.transition == "crossDissolve" && p.direction == "present" && d.direction == "dismiss")
        #expect(p.scale == 0.25 && p.fps == 10)

        let pop = TransitionSource.storyboard(Self.storyboard, segue: "next", direction: .dismiss)
        #expect(await goldens(.missing).check(pop).recording == .created)
        #expect(try Manifest.read(from: dir + "/goldens/next-dismiss/manifest.json").direction == "pop")
    }

    @Test("an unknown segue fails naming the file and the choices")
    func unknownSegue() async {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = await goldens(.missing).check(.storyboard(Self.storyboard, segue: "nope"))
        #expect(r.failure?.contains("no segue 'nope' in Screens.storyboard (segues: next (SEG-00-001)") == true)
    }

    @Test("an unwind has no dismissal: the check fails saying so")
    func unwindCannotBeDismissed() async {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = await goldens(.missing).check(.storyboard(Self.storyboard, segue: "backHome", direction: .dismiss))
        #expect(r.failure?.contains("segue 'SEG-00-005' is an unwind segue: it has no dismissal to record") == true, "\(r.failure ?? "")")
    }

    @Test("every segue, in a loop: each records and then passes", arguments: segues)
    func everySegue(_ segue: SegueReference) async {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = TransitionSource.storyboard(segue)
        #expect(source.name == segue.name)
        let first = await goldens(.missing).check(source)
        #expect(first.recording == .created, "\(first.failure ?? "")")
        #expect(await goldens(.never).check(source).passed)
    }

    @Test("the listing names every animating segue by identifier")
    func listing() throws {
        #expect(try SegueReference.all(inStoryboard: Self.storyboard).map(\.name) == ["next", "modal", "spin", "table", "backHome"])
        #expect(Self.segues.map(\.name) == ["next", "modal", "spin", "table", "backHome"], "the loop's arguments")
    }
}
