import Foundation
import Testing

@testable import SegueCLI

/// `segue verify … --record`: the CLI's way to accept intended changes, and the hint that names it.
@MainActor
struct VerifyRecordTests {
    /// pop: one pixel differs; push: its duration; tabSwitch: rendered no more (no actual folder).
    static func changed() throws -> String {
        let dir = try SuiteFixture.make()
        try SuiteFixture.breakPixel(dir + "/actual/pop/frame_0002.png")
        try SuiteFixture.editManifest(dir + "/actual/push", "\"duration\" : 0.5", "\"duration\" : 0.6")
        try FileManager.default.removeItem(atPath: dir + "/actual/tabSwitch")
        return dir
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test("a failing verify says how to record the new frames, with the same folders")
    func failureNamesRecord() throws {
        let dir = try Self.changed()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(r.code == 1)
        #expect(r.out.hasSuffix("If the changes are intended, look at them (--report DIR writes an HTML report), "
            + "then make the new frames the goldens: segue verify \(dir)/golden \(dir)/actual --record\n"), "\(r.out)")
        #expect(!runCLI(["verify", dir + "/golden", dir + "/golden"]).out.contains("--record"), "a pass gives no hint")
        let reported = runCLI(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/report"])
        #expect(reported.out.hasSuffix("look at them in the report, then make the new frames the goldens: "
            + "segue verify \(dir)/golden \(dir)/actual --record\nreport: \(dir)/report/index.html\n"), "\(reported.out)")
    }

    @Test("--record replaces the failing goldens, exits 1, and the next verify passes")
    func recordThenPass() throws {
        let dir = try Self.changed()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let untouched = Self.bytes(dir + "/golden/crossDissolve-present/frame_0002.png")
        let r = runCLI(["verify", dir + "/golden", dir + "/actual", "--record"])
        #expect(r.code == 1, "a recording is never accepted silently")
        #expect(r.out.contains("\nrecorded 2 goldens in \(dir)/golden from the actual frames: pop, push.\n"), "\(r.out)")
        #expect(r.out.contains("not recorded: tabSwitch: there are no actual frames to record (\(dir)/actual/tabSwitch); "
            + "if the transition is gone, remove its golden \(dir)/golden/tabSwitch yourself\n"), "\(r.out)")
        #expect(Self.bytes(dir + "/golden/pop/frame_0002.png") == Self.bytes(dir + "/actual/pop/frame_0002.png"))
        #expect(Self.bytes(dir + "/golden/push/manifest.json") == Self.bytes(dir + "/actual/push/manifest.json"))
        #expect(Self.bytes(dir + "/golden/crossDissolve-present/frame_0002.png") == untouched, "a passing golden is left alone")
        #expect(FileManager.default.fileExists(atPath: dir + "/golden/tabSwitch/manifest.json"), "a golden without actual frames stays")

        // Without the golden that has nothing to compare with, everything now matches.
        try FileManager.default.removeItem(atPath: dir + "/golden/tabSwitch")
        let again = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(again.code == 0, "\(again.out)")
    }

    @Test("--record creates a missing golden, and never replaces a folder holding someone's files")
    func recordCreatesButProtects() throws {
        let dir = try SuiteFixture.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        try fm.removeItem(atPath: dir + "/golden/push")
        try SuiteFixture.breakPixel(dir + "/actual/pop/frame_0002.png")
        try "mine".write(toFile: dir + "/golden/pop/notes.txt", atomically: true, encoding: .utf8)
        let before = Self.bytes(dir + "/golden/pop/frame_0002.png")

        let r = runCLI(["verify", dir + "/golden", dir + "/actual", "--record"])
        #expect(r.code == 1)
        #expect(r.out.contains("recorded 1 golden in \(dir)/golden from the actual frames: push.\n"), "\(r.out)")
        #expect(r.out.contains("not recorded: pop: the golden \(dir)/golden/pop holds files that segue did not write"), "\(r.out)")
        #expect(!r.out.contains("force"), "verify has no --force to mention: \(r.out)")
        #expect(Self.bytes(dir + "/golden/pop/frame_0002.png") == before)
        #expect(Self.bytes(dir + "/golden/pop/notes.txt") == Data("mine".utf8))
        #expect(Self.bytes(dir + "/golden/push/frame_0002.png") == Self.bytes(dir + "/actual/push/frame_0002.png"))
    }

    @Test("--record does not apply to --merge")
    func notWithMerge() {
        let r = runCLI(["verify", "--merge", "a.json", "--record"])
        #expect(r.code == 2)
        #expect(r.err.contains("--record does not apply to --merge"), "\(r.err)")
    }

    @Test("the hint quotes a path the shell would split")
    func quotedPaths() {
        #expect(VerifyRecord.shellWord("Renders/push") == "Renders/push")
        #expect(VerifyRecord.shellWord("my goldens/it's") == "'my goldens/it'\\''s'")
    }
}
