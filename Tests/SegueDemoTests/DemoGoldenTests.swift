import Foundation
import SegueDemo
import SegueKit
import SegueStoryboard
import SegueTesting
import SegueUIKitSamples
import Testing

/// The repository root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The built-in demo against its goldens in Renders/, through SegueTesting: one check per
/// scenario, bytes first, then pixels with the default tolerance (none). Re-record on purpose with
/// scripts/record, or `SEGUE_RECORD=failed scripts/test`; under CI nothing is recorded.
struct DemoGoldenTests {
    static let folder = repositoryRoot + "/Renders"
    static let names = DemoScenario.all(device: .iPhone15Pro).map(\.name)

    /// The goldens, drawn as scripts/render draws them: with the options in scripts/goldens.txt.
    static func goldens() throws -> TransitionGoldens {
        let settings = try RenderOptionsFile.settings(contentsOf: repositoryRoot + "/scripts/goldens.txt", base: RenderSettings(jobs: 2))
        return TransitionGoldens(folder: folder, settings: settings, rerecordCommand: "scripts/record (or SEGUE_RECORD=failed scripts/test)")
    }

    /// The storyboard showcase beside the demo (scripts/render): the test app's push in dark mode,
    /// its resources found as `segue render FILE` finds them (the storyboard's own project).
    static let showcase = "TestApp-showDetail-dark"

    @Test("the test app's push in dark mode renders its golden, with its catalog, custom font and Japanese label")
    func storyboardShowcaseMatchesItsGolden() async throws {
        let path = repositoryRoot + "/Tests/SegueCLITests/Fixtures/TestApp/TestApp/Base.lproj/Main.storyboard"
        var options = StoryboardBuildOptions()
        options.appearance = .dark
        options.resources = try ProjectResources.forStoryboard(path)
        let result = await assertTransition(.storyboard(path, segue: "showDetail", options: options, name: Self.showcase), goldens: try Self.goldens())
        #expect(result.passed, "\(result.summary)")
    }

    @Test("the demo renders its golden", arguments: names)
    func demoMatchesItsGolden(_ name: String) async throws {
        let scenario = try #require(DemoScenario.all(device: .iPhone15Pro).first { $0.name == name })
        let result = await assertTransition(.demo(scenario), goldens: try Self.goldens())
        // A pass compared every golden frame and the contact sheet.
        if result.passed {
            let golden = try FrameFolder.read(result.goldenPath)
            #expect(result.verification?.compared.count == golden.frameFiles.count + 1, "\(result.summary)")
        }
    }

    /// The meta-test: every frame folder in Renders/ is a scenario or showcase checked here or a
    /// UIKit sample checked by SegueUIKitSampleTests, every one of them has a folder, and neither
    /// set is empty.
    @Test func everyGoldenHasATestAndEveryTestAGolden() {
        let tested = Self.names + [Self.showcase] + ShowcaseGoldenTests.names + UIKitSamples.names
        let problems = GoldenCoverage.problems(goldenFolder: Self.folder, testedNames: tested)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// No golden is a still, and every one says its real curve: each folder's manifest has a
    /// duration above 0, exactly round(D × fps) + 1 frame files (and says so), and a curve that is
    /// the transition's own — dismissals run forward in time on it (SPEC.md §3), never `reversed:…`.
    @Test func everyGoldenMovesOnItsOwnCurve() throws {
        // Every frame folder, those an app's render holds inside its storyboards' folders too.
        let names = try SuiteVerifier.frameFolders(Self.folder)
        #expect(!names.isEmpty)
        for name in names {
            let folder = try FrameFolder.read(Self.folder + "/" + name)
            let m = try #require(folder.manifest, "\(name): \(folder.manifestProblem ?? "no manifest")")
            let expected = Int((m.duration * m.fps).rounded()) + 1
            #expect(m.duration > 0, "\(name) lasts \(m.duration) s: a still, not a transition")
            #expect(folder.frameFiles.count == expected && m.frameCount == expected,
                    "\(name): \(folder.frameFiles.count) frame files, manifest says \(m.frameCount), round(\(m.duration) × \(m.fps)) + 1 = \(expected)")
            #expect(!m.curve.hasPrefix("reversed:"), "\(name): curve \(m.curve), a dismissal played backwards")
        }
    }
}
