import Foundation
import Testing

@testable import SegueCLI
@testable import SegueRender

/// Copies of a few of Renders/' frame folders, broken on purpose.
enum SuiteFixture {
    static let names = ["crossDissolve-present", "pop", "push", "tabSwitch"]

    /// `dir/golden/<name>` and `dir/actual/<name>` for each name, equal copies of Renders/.
    static func make(_ names: [String] = SuiteFixture.names) throws -> String {
        let dir = temporaryFolder()
        let fm = FileManager.default
        for side in ["golden", "actual"] {
            try fm.createDirectory(atPath: dir + "/" + side, withIntermediateDirectories: true)
            for name in names { try fm.copyItem(atPath: repositoryRoot + "/Renders/" + name, toPath: "\(dir)/\(side)/\(name)") }
        }
        return dir
    }

    /// Sets one pixel of a frame file to pure green.
    static func breakPixel(_ path: String, x: Int = 100, y: Int = 200) throws {
        var image = try PNGDecoder.decode(contentsOf: path)
        let i = (y * image.width + x) * 4
        image.pixels.replaceSubrange(i..<i + 4, with: [0, 255, 0, 255])
        try PNGEncoder().write(PixelBuffer(premultiplying: image), to: path)
    }

    /// Replaces a manifest value (`"duration" : 0.5` → `"duration" : 0.6`).
    static func editManifest(_ folder: String, _ from: String, _ to: String) throws {
        let path = folder + "/manifest.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(from))
        try text.replacingOccurrences(of: from, with: to).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// pop: one pixel; push: the duration; tabSwitch: a frame missing from the actual folder.
    static func broken() throws -> String {
        let dir = try make()
        try breakPixel(dir + "/actual/pop/frame_0002.png")
        try editManifest(dir + "/actual/push", "\"duration\" : 0.5", "\"duration\" : 0.6")
        try FileManager.default.removeItem(atPath: dir + "/actual/tabSwitch/frame_0002.png")
        return dir
    }
}

@MainActor
struct VerifyCommandTests {
    @Test func equalFoldersExitZeroWithTheTable() throws {
        let dir = try SuiteFixture.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("transition") && lines[0].hasSuffix("most differing pixels  result"))
        // One row per transition, by name, with its file counts (frames + the contact sheet).
        let rows = lines[1...4].map { $0.split(separator: " ").map(String.init) }
        #expect(rows.map { $0[0] } == ["crossDissolve-present", "pop", "push", "tabSwitch"])
        #expect(rows.map { $0[1] } == ["4", "5", "5", "4"])
        #expect(rows.allSatisfy { $0[1] == $0[2] && $0[3] == "0" && $0[4] == "0" && $0.last == "ok" })
        #expect(r.out.hasSuffix("\n4 of 4 transitions match (exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame)).\n"))
    }

    @Test func brokenFoldersExitOneFailuresFirstWithTheirReasons() throws {
        let dir = try SuiteFixture.broken()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(r.code == 1)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines[1...4].map { String($0.prefix(while: { $0 != " " })) } == ["pop", "push", "tabSwitch", "crossDissolve-present"])
        #expect(lines[1].hasSuffix("1 (0.0003 %) frame_0002  FAIL: 1 file"))
        #expect(lines[2].hasSuffix("FAIL: manifest (duration)"))
        #expect(lines[3].hasSuffix("FAIL: 1 file"))
        #expect(r.out.contains("\npop: FAIL (\(dir)/golden/pop vs \(dir)/actual/pop)\n  frame_0002.png: 1 pixel differs (0.0003 %); at most 0 pixels allowed\n"))
        #expect(r.out.contains("\npush: FAIL (\(dir)/golden/push vs \(dir)/actual/push)\n  the manifest differs from the golden's, so the frames were not compared:\n    duration: golden 0.5 s, actual 0.6 s\n"))
        #expect(r.out.contains("  frame_0002.png: in the golden folder, missing from the actual frames\n"))
        #expect(r.out.contains("\n1 of 4 transitions match (exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame)); 3 fail.\n\nIf the changes"))
    }

    @Test func orphansOnEitherSideFail() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.moveItem(atPath: dir + "/actual/pop", toPath: dir + "/actual/pop-renamed")
        let r = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(r.code == 1)
        #expect(r.out.contains("  a golden with nothing to compare it with: \(dir)/actual/pop does not exist\n"))
        #expect(r.out.contains("  no golden for these frames: \(dir)/golden/pop-renamed does not exist\n"))
    }

    @Test func tolerancesApply() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SuiteFixture.breakPixel(dir + "/actual/pop/frame_0002.png")
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual"]).code == 1)
        let count = runCLI(["verify", dir + "/golden", dir + "/actual", "--max-diff", "1"])
        #expect(count.code == 0)
        #expect(count.out.contains("  1 (0.0003 %) frame_0002  ok\n"))
        #expect(count.out.hasSuffix("1 of 1 transitions match (threshold 0, anti-aliasing counted, at most 1 pixel per frame).\n"))
        // 393 × 852 = 334,836 pixels: a ratio of 0.000002 allows 0.67 of a pixel, 0.000003 allows 1.004.
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual", "--max-diff-ratio", "0.000002"]).code == 1)
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual", "--max-diff-ratio", "0.000003"]).code == 0)
        // Pure green over the list's (251, 251, 251): Y = 101.41, I = 69.92, Q = 133.27, so the
        // YIQ delta is 0.5053·Y² + 0.299·I² + 0.1957·Q² = 10134; the limit 35215·t² is 8804 at
        // t = 0.5 (different) and 10653 at t = 0.55 (the same).
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual", "--threshold", "0.5"]).code == 1)
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual", "--threshold", "0.55"]).code == 0)
    }

    @Test func twoFrameFoldersCompareDirectly() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden/pop", dir + "/actual/pop"])
        #expect(r.code == 0 && r.out.contains("\npop "))
    }

    @Test func jsonDescribesEveryTransitionAndFrame() throws {
        let dir = try SuiteFixture.broken()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual", "--json"])
        #expect(r.code == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(json["passed"] as? Bool == false)
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["transitions": 4, "passed": 1, "failed": 3])
        let transitions = try #require(json["transitions"] as? [[String: Any]])
        #expect(transitions.map { $0["name"] as? String } == ["pop", "push", "tabSwitch", "crossDissolve-present"])
        let pop = try #require(transitions[0]["frames"] as? [[String: Any]])
        #expect(pop.count == 5)
        let broken = try #require(pop.first { $0["file"] as? String == "frame_0002.png" })
        #expect(broken["status"] as? String == "different" && broken["mismatched"] as? Int == 1)
        #expect((broken["expectedSize"] as? [String: Int]) == ["width": 393, "height": 852])
        let push = try #require(transitions[1]["manifestDifferences"] as? [[String: String]])
        #expect(push == [["field": "duration", "expected": "0.5 s", "actual": "0.6 s"]])
        #expect((transitions[1]["frames"] as? [Any])?.isEmpty == true)
        let options = try #require(json["options"] as? [String: Any])
        #expect(options["threshold"] as? Double == 0 && options["includeAA"] as? Bool == true)
        #expect((options["maxDifferentPixels"] as? [String: Int]) == ["count": 0])
    }

    @Test func artifactsForEachFailingFrame() throws {
        let dir = try SuiteFixture.broken()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual", "--artifacts", dir + "/artifacts"])
        #expect(r.code == 1)
        let fm = FileManager.default
        #expect(try fm.contentsOfDirectory(atPath: dir + "/artifacts").sorted() == ["pop", "push", "tabSwitch"])
        #expect(try fm.contentsOfDirectory(atPath: dir + "/artifacts/pop").sorted()
            == ["frame_0002.actual.png", "frame_0002.diff.png", "frame_0002.expected.png", "frame_0002.strip.png"])
        #expect(try fm.contentsOfDirectory(atPath: dir + "/artifacts/push").sorted()
            == ["contact-sheet.strip.png", "manifest.actual.json", "manifest.expected.json"])
        #expect(try fm.contentsOfDirectory(atPath: dir + "/artifacts/tabSwitch").sorted() == ["frame_0002.expected.png"])
        let strip = try PNGDecoder.decode(contentsOf: dir + "/artifacts/pop/frame_0002.strip.png")
        #expect(strip.width == 3 * 393 + 16 && strip.height == 852)
    }

    @Test(arguments: [
        (["verify"], 2, "segue verify needs two folders"),
        (["verify", "a"], 2, "segue verify needs two folders"),
        (["verify", "/nonexistent-golden", "/tmp"], 2, "GOLDEN_DIR /nonexistent-golden does not exist"),
        (["verify", "/tmp", "/nonexistent-actual"], 2, "ACTUAL_DIR /nonexistent-actual does not exist"),
        (["verify", "/tmp", "/tmp", "--max-diff", "1", "--max-diff-ratio", "0.1"], 2, "exclude each other"),
        (["verify", "/tmp", "/tmp", "--jobs", "0"], 2, "--jobs must be a whole number"),
    ])
    func usageErrors(_ args: [String], _ code: Int32, _ message: String) {
        let r = runCLI(args)
        #expect(r.code == code)
        #expect(r.err.contains(message), "stderr: \(r.err)")
    }

    @Test func aFrameFolderAgainstAFolderOfThemIsBadUsage() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden/pop", dir + "/actual"])
        #expect(r.code == 2)
        #expect(r.err == "segue: \(dir)/golden/pop is a frame folder but \(dir)/actual is not: give two frame folders, or two folders of frame folders\n")
    }

    @Test func nothingToVerifyFails() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for side in ["golden", "actual"] { try FileManager.default.createDirectory(atPath: dir + "/" + side, withIntermediateDirectories: true) }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual"])
        #expect(r.code == 1)
        #expect(r.err == "segue: neither \(dir)/golden nor \(dir)/actual holds a frame folder: nothing to verify\n")
    }

    @Test func theBuiltBinaryExitsZeroAndOne() throws {
        let dir = try SuiteFixture.make(["pop", "push"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try runBinary(["verify", "golden", "actual"], in: dir).code == 0)
        try SuiteFixture.breakPixel(dir + "/actual/push/frame_0001.png")
        let r = try runBinary(["verify", "golden", "actual"], in: dir)
        #expect(r.code == 1 && r.out.contains("push: FAIL"))
    }

    @Test func helpMatchesItsGolden() throws {
        let golden = try String(contentsOfFile: repositoryRoot + "/Tests/SegueCLITests/Goldens/verify-help.txt", encoding: .utf8)
        let r = runCLI(["verify", "--help"])
        #expect(r.code == 0 && r.out == golden)
    }
}
