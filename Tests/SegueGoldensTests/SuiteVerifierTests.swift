import Foundation
import Testing

@testable import SegueGoldens

@Suite("Folders of frame folders, matched by name; the goldens' coverage")
struct SuiteVerifierTests {
    let dir = temporaryFolder()

    @Test("transitions are matched by name; a golden or an actual alone is a failure of its own")
    func matchedByName() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["push", "pop", "orphan"] { try Fixtures.frameFolder("\(dir)/g/\(name)", Fixtures.sequence()) }
        for name in ["push", "pop", "new"] { try Fixtures.frameFolder("\(dir)/a/\(name)", Fixtures.sequence()) }
        let s = try SuiteVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        #expect(s.transitions.map(\.name) == ["new", "orphan", "pop", "push"])
        #expect(s.goldensWithoutActual == ["orphan"] && s.actualsWithoutGolden == ["new"])
        #expect(s.failed.map(\.name) == ["new", "orphan"])
        #expect(s.failed[1].problems == ["a golden with nothing to compare it with: \(dir)/a/orphan does not exist"])
        #expect(!s.passed)
    }

    @Test("two frame folders are one transition")
    func twoFrameFolders() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence())
        try Fixtures.frameFolder(dir + "/a", Fixtures.sequence())
        let s = try SuiteVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        #expect(s.transitions.count == 1 && s.passed)
    }

    @Test("a frame folder against a folder of them, an empty pair, a missing folder: errors naming the paths")
    func errors() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/frames", Fixtures.sequence())
        try Fixtures.frameFolder(dir + "/suite/push", Fixtures.sequence())
        try FileManager.default.createDirectory(atPath: dir + "/empty1", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/empty2", withIntermediateDirectories: true)
        #expect(throws: VerificationError("\(dir)/frames is a frame folder but \(dir)/suite is not (it holds no manifest.json or frame_NNNN.png): give two frame folders, or two folders of frame folders")) {
            try SuiteVerifier.verify(golden: dir + "/frames", actual: dir + "/suite")
        }
        #expect(throws: VerificationError("neither \(dir)/empty1 nor \(dir)/empty2 holds a frame folder: nothing to verify")) {
            try SuiteVerifier.verify(golden: dir + "/empty1", actual: dir + "/empty2")
        }
        #expect(throws: VerificationError("\(dir)/nope does not exist")) {
            try SuiteVerifier.verify(golden: dir + "/nope", actual: dir + "/suite")
        }
    }

    @Test("the meta-check fails on a golden with no test, a test with no golden, and an empty set")
    func coverage() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/goldens", withIntermediateDirectories: true)
        #expect(GoldenCoverage.problems(goldenFolder: dir + "/goldens", testedNames: []) == [
            "no transition is tested: the set of tests is empty",
            "\(dir)/goldens holds no golden frame folder: the set of goldens is empty",
        ])
        for name in ["push", "pop"] { try Fixtures.frameFolder("\(dir)/goldens/\(name)", Fixtures.sequence()) }
        #expect(GoldenCoverage.problems(goldenFolder: dir + "/goldens", testedNames: ["push", "pop"]).isEmpty)
        #expect(GoldenCoverage.problems(goldenFolder: dir + "/goldens", testedNames: ["push", "zoom", "push"]) == [
            "\(dir)/goldens/pop is a golden with no test: remove it, or add a test of 'pop'",
            "'zoom' is tested but has no golden in \(dir)/goldens: record it",
            "'push' is tested more than once: golden names must be unique",
        ])
    }

    /// An app's render (`render FOLDER --all`) beside frame folders, as Renders/ holds the
    /// showcase: its goldens are its segues, named by path as `segue verify` names them.
    @Test("the meta-check names the goldens inside an app's render by their paths")
    func coverageOfAnAppRender() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder("\(dir)/goldens/push", Fixtures.sequence())
        for segue in ["Main/openEntry", "Main/newNote", "Atlas/addRegion"] {
            try Fixtures.frameFolder("\(dir)/goldens/app-dark/\(segue)", Fixtures.sequence())
        }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/goldens/app-dark/index.json"))
        let all = ["push", "app-dark/Main/openEntry", "app-dark/Main/newNote", "app-dark/Atlas/addRegion"]
        #expect(GoldenCoverage.problems(goldenFolder: dir + "/goldens", testedNames: all).isEmpty)
        #expect(GoldenCoverage.problems(goldenFolder: dir + "/goldens", testedNames: ["push", "app-dark"]) == [
            "\(dir)/goldens/app-dark/Atlas/addRegion is a golden with no test: remove it, or add a test of 'app-dark/Atlas/addRegion'",
            "\(dir)/goldens/app-dark/Main/newNote is a golden with no test: remove it, or add a test of 'app-dark/Main/newNote'",
            "\(dir)/goldens/app-dark/Main/openEntry is a golden with no test: remove it, or add a test of 'app-dark/Main/openEntry'",
            "'app-dark' is tested but has no golden in \(dir)/goldens: record it",
        ])
    }
}

@Suite("Record modes from code and from the environment")
struct RecordModeTests {
    @Test("SEGUE_RECORD, then CI, then missing", arguments: [
        ([:], RecordMode.missing),
        (["CI": "true"], .never),
        (["CI": "1"], .never),
        (["CI": "false"], .missing),
        (["CI": ""], .missing),
        (["SEGUE_RECORD": "failed"], .failed),
        (["SEGUE_RECORD": "ALL"], .all),
        (["SEGUE_RECORD": "never"], .never),
        (["SEGUE_RECORD": "missing", "CI": "true"], .missing),
        (["SEGUE_RECORD": "", "CI": "true"], .never),
    ])
    func fromEnvironment(_ env: [String: String], _ mode: RecordMode) throws {
        #expect(try RecordMode.fromEnvironment(env) == mode)
    }

    @Test("an unknown SEGUE_RECORD is an error, never ignored")
    func unknownValue() {
        #expect(throws: VerificationError("SEGUE_RECORD=yes is not a record mode: use never, missing, failed or all")) {
            try RecordMode.fromEnvironment(["SEGUE_RECORD": "yes"])
        }
    }

    @Test("the mode chosen in code wins over the environment")
    func codeWins() throws {
        let goldens = TransitionGoldens(folder: "/tmp/x", record: .all, environment: ["SEGUE_RECORD": "never", "CI": "1"])
        #expect(try goldens.recordMode() == .all)
        let fromEnv = TransitionGoldens(folder: "/tmp/x", environment: ["CI": "1"])
        #expect(try fromEnv.recordMode() == .never)
    }

    @Test("the artifacts folder: in code, else SEGUE_ARTIFACTS, else .build/segue-artifacts")
    func artifactsFolder() {
        #expect(TransitionGoldens(folder: "g", environment: [:]).artifactsFolder == ".build/segue-artifacts")
        #expect(TransitionGoldens(folder: "g", environment: ["SEGUE_ARTIFACTS": "/tmp/a"]).artifactsFolder == "/tmp/a")
        #expect(TransitionGoldens(folder: "g", artifacts: "/x", environment: ["SEGUE_ARTIFACTS": "/tmp/a"]).artifactsFolder == "/x")
    }

    @Test("frame selections: progress points map to the nearest frames; bad points are errors")
    func selections() throws {
        #expect(try FrameSelection.all.files(frameCount: 16) == nil)
        #expect(try FrameSelection.progress([0, 0.5, 1]).files(frameCount: 16) == ["frame_0000.png", "frame_0008.png", "frame_0015.png"])
        #expect(try FrameSelection.indices([3]).files(frameCount: 16) == ["frame_0003.png"])
        #expect(throws: VerificationError("progress point 1.5 is outside 0…1")) { try FrameSelection.progress([1.5]).files(frameCount: 16) }
        #expect(throws: VerificationError.self) { try FrameSelection.indices([16]).files(frameCount: 16) }
        #expect(throws: VerificationError.self) { try FrameSelection.progress([]).files(frameCount: 16) }
    }
}

@Suite("Where the goldens are")
struct GoldensLocationTests {
    @Test("beside the test file: a folder next to it")
    func besideTheTestFile() {
        let goldens = TransitionGoldens(besideTestFile: "/src/Tests/AppTests/TransitionTests.swift", environment: [:])
        #expect(goldens.folder == "/src/Tests/AppTests/Goldens")
        let named = TransitionGoldens(besideTestFile: "/src/Tests/AppTests/TransitionTests.swift", folderNamed: "__Transitions__", environment: [:])
        #expect(named.folder == "/src/Tests/AppTests/__Transitions__")
    }
}
