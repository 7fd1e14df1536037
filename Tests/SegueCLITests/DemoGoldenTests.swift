import Foundation
import SegueKit
import SegueTesting
import Testing

/// The built-in demo against its goldens in Renders/, through SegueTesting: one check per
/// scenario, bytes first, then pixels with the default tolerance (none). Re-record on purpose with
/// scripts/record, or `SEGUE_RECORD=failed scripts/test`; under CI nothing is recorded.
struct DemoGoldenTests {
    static let folder = repositoryRoot + "/Renders"
    static let names = Scenario.demo(device: .iPhone15Pro).map(\.name)

    static let goldens = TransitionGoldens(
        folder: folder, settings: RenderSettings(jobs: 2),
        rerecordCommand: "scripts/record (or SEGUE_RECORD=failed scripts/test)")

    @Test("the demo renders its golden", arguments: names)
    func demoMatchesItsGolden(_ name: String) async throws {
        let scenario = try #require(Scenario.demo(device: .iPhone15Pro).first { $0.name == name })
        let result = await assertTransition(.scenario(scenario), goldens: Self.goldens)
        // A pass compared every golden frame and the contact sheet.
        if result.passed {
            let golden = try FrameFolder.read(result.goldenPath)
            #expect(result.verification?.compared.count == golden.frameFiles.count + 1, "\(result.summary)")
        }
    }

    /// The meta-test: every folder in Renders/ is a scenario checked above, every scenario has a
    /// folder, and neither set is empty.
    @Test func everyGoldenHasATestAndEveryTestAGolden() {
        let problems = GoldenCoverage.problems(goldenFolder: Self.folder, testedNames: Self.names)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
