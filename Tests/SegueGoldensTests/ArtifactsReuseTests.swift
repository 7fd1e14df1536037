import Foundation
import SegueRender
import Testing

@testable import SegueGoldens

/// The artifacts a check leaves never stand in the way of the next check, and its messages say
/// what will work, with paths a terminal can follow.
@Suite("Artifacts from one run and the next")
struct ArtifactsReuseTests {
    let dir = temporaryFolder()

    func goldens(_ environment: [String: String], folder: String? = nil) -> TransitionGoldens {
        TransitionGoldens(folder: folder ?? dir + "/goldens", settings: RenderSettings(fps: 10, scale: 0.5, jobs: 2),
                          artifacts: dir + "/artifacts", environment: environment)
    }

    var artifacts: String { dir + "/artifacts/dissolve" }

    @Test("a missing golden under CI, twice: the second run fails for the golden again, not for the artifacts")
    func missingGoldenTwice() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let ci = goldens(["CI": "1"])
        _ = await ci.check(CheckTests.source())
        #expect(files(artifacts) == ["actual"], "the frames rendered, and nothing else to look at")
        let again = try #require(await ci.check(CheckTests.source()).failure)
        #expect(again.hasPrefix("dissolve: there is no golden at \(dir)/goldens/dissolve (record mode never, as CI is set)."), "\(again)")
        #expect(!again.contains("--force"))
    }

    @Test("after SEGUE_RECORD=all re-records a golden that matched, the next runs pass")
    func recordAllThenVerify() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = await goldens(["SEGUE_RECORD": "missing"]).check(CheckTests.source())
        let all = await goldens(["SEGUE_RECORD": "all"]).check(CheckTests.source())
        #expect(all.recording == .replaced)
        #expect(files(artifacts) == ["actual"])
        let all2 = await goldens(["SEGUE_RECORD": "all"]).check(CheckTests.source())
        #expect(all2.recording == .replaced, "\(all2.failure ?? "")")
        let verify = await goldens(["CI": "1"]).check(CheckTests.source())
        #expect(verify.passed, "\(verify.failure ?? "")")
        #expect(!FileManager.default.fileExists(atPath: artifacts))
    }

    @Test("golden and artifact paths in messages are absolute, however the folders were given")
    func absolutePaths() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The temporary folder as a path relative to the working directory (`..` up to the root).
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + dir.dropFirst()
        var g = goldens(["CI": "1"], folder: relative + "/goldens")
        g.artifacts = relative + "/artifacts"
        let r = await g.check(CheckTests.source())
        let failure = try #require(r.failure)
        #expect(failure.contains("there is no golden at \(dir)/goldens/dissolve "), "\(failure)")
        #expect(failure.contains("The frames rendered now are in \(dir)/artifacts/dissolve/actual/"), "\(failure)")
        #expect(r.goldenPath == dir + "/goldens/dissolve" && r.artifactsPath == artifacts)
    }

    @Test("a record mode chosen in code: the failure says to change it there, not SEGUE_RECORD")
    func modeInCodeAdvice() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var g = goldens(["SEGUE_RECORD": "failed"])
        g.record = .never
        let failure = try #require(await g.check(CheckTests.source()).failure)
        #expect(!failure.contains("SEGUE_RECORD=failed swift test"), "\(failure)")
        #expect(failure.hasSuffix("to record them as the golden, change `record: .never` where this TransitionGoldens is made to "
                                  + "`record: .failed` (it overrides SEGUE_RECORD), run the test once, then change it back"))
    }

    @Test("a passing check keyed by suite and test leaves no empty folders; a failing one keeps its own")
    func passLeavesNoFolders() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = await goldens(["SEGUE_RECORD": "missing"]).check(CheckTests.source())
        let ci = goldens(["CI": "1"])
        let passed = await ci.check(CheckTests.source(), artifactsKey: "MySuite/push")
        #expect(passed.passed, "\(passed.failure ?? "")")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir + "/artifacts")) == [],
                "nothing under the artifacts folder, not even MySuite/ or a hidden staging folder")
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts"), "the artifacts folder itself stays")

        // Another test's artifacts in the same suite folder keep it.
        let missing = await ci.check(CheckTests.source(), named: "other", artifactsKey: "MySuite/other")
        #expect(!missing.passed)
        #expect(await ci.check(CheckTests.source(), artifactsKey: "MySuite/push").passed)
        #expect(files(dir + "/artifacts/MySuite") == ["other"])
    }
}
