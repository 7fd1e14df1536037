import Foundation
import SegueTesting
import Testing

/// `assertTransition` with goldens of its own: a failure is a Swift Testing issue.
struct AssertTransitionTests {
    @Test("Swift Testing: assertTransition records an issue on failure")
    func swiftTestingIssue() async throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let goldens = TransitionGoldens(folder: dir + "/goldens", record: .never, settings: RenderSettings(fps: 10, scale: 0.5, jobs: 2),
                                        artifacts: dir + "/artifacts")
        let source = TransitionSource.screenshots(from: flatScreen([255, 0, 0, 255]), to: flatScreen([0, 0, 255, 255]), style: .crossDissolve,
                                                  statusBar: .slide, name: "dissolve")
        var r: TransitionCheck?
        await withKnownIssue("the golden is missing, and record mode never") {
            r = await assertTransition(source, goldens: goldens)
        } matching: { isCheckFailure($0, saying: "dissolve: there is no golden at") }
        #expect(r?.passed == false)
    }

    static func dissolve() -> TransitionSource {
        .screenshots(from: flatScreen([255, 0, 0, 255]), to: flatScreen([0, 0, 255, 255]), style: .crossDissolve,
                     statusBar: .slide, name: "dissolve")
    }

    /// Goldens in `dir` where `dissolve` has none, with its mode chosen in code or left to a trait.
    static func goldens(_ dir: String, record: RecordMode?) -> TransitionGoldens {
        TransitionGoldens(folder: dir + "/goldens", record: record, settings: RenderSettings(fps: 10, scale: 0.5, jobs: 2),
                          artifacts: dir + "/artifacts", environment: [:])
    }

    /// `assertTransition` of `dissolve` without a golden, in the calling test, its failure taken as known.
    static func checkWithoutGolden(_ goldens: TransitionGoldens) async -> TransitionCheck? {
        var r: TransitionCheck?
        await withKnownIssue("the golden is missing, and record mode never") {
            r = await assertTransition(dissolve(), goldens: goldens)
        } matching: { isCheckFailure($0, saying: "dissolve: there is no golden at") }
        return r
    }

    @Test("artifacts are kept per suite and test, with the golden's name below when it is another")
    func artifactsPerSuiteAndTest() async throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = await Self.checkWithoutGolden(Self.goldens(dir, record: .never))
        #expect(r?.artifactsPath == dir + "/artifacts/AssertTransitionTests/artifactsPerSuiteAndTest/dissolve")
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/AssertTransitionTests/artifactsPerSuiteAndTest/dissolve/actual/manifest.json"))
    }

    @Test("under a .recordMode(.never) trait the failure advises changing the trait, not SEGUE_RECORD", .recordMode(.never))
    func neverTraitAdvice() async throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let failure = try #require(await Self.checkWithoutGolden(Self.goldens(dir, record: nil))?.failure)
        #expect(!failure.contains("SEGUE_RECORD=failed"), "the trait overrides SEGUE_RECORD: \(failure)")
        #expect(failure.hasSuffix("to record them as the golden, change the test's or suite's `.recordMode(.never)` trait to "
                                  + "`.recordMode(.failed)` (it overrides SEGUE_RECORD), run the test once, then change it back"))
    }
}

/// Another suite whose test and golden have the same names as one in `AssertTransitionTests`.
struct AssertTransitionOtherSuiteTests {
    @Test("the same test and golden names in another suite get their own artifacts")
    func artifactsPerSuiteAndTest() async throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = await AssertTransitionTests.checkWithoutGolden(AssertTransitionTests.goldens(dir, record: .never))
        #expect(r?.artifactsPath == dir + "/artifacts/AssertTransitionOtherSuiteTests/artifactsPerSuiteAndTest/dissolve")
    }
}
