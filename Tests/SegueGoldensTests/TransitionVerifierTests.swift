import Foundation
import SegueRender
import Testing

@testable import SegueGoldens

@Suite("Verifying a transition as a whole")
struct TransitionVerifierTests {
    let dir = temporaryFolder()

    @Test("equal folders pass, and the numbers say so")
    func equalFolders() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence())
        try Fixtures.frameFolder(dir + "/a", Fixtures.sequence())
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a", name: "push")
        #expect(v.passed)
        #expect(v.frames.map(\.file) == ["frame_0000.png", "frame_0001.png", "frame_0002.png", "frame_0003.png", "contact-sheet.png"])
        #expect(v.summaryLine.hasPrefix("push: 5 files compared, 5 identical, 0 within tolerance, 0 different; 0 differing pixels"))
        #expect(v.failureLines.isEmpty)
    }

    @Test("a manifest that differs is reported as such, and the frames are not compared")
    func manifestMismatch() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence(count: 4))
        // Longer, so every frame differs too: none of that may show.
        var m = Fixtures.manifest(frames: 6, duration: 0.2)
        m["curve"] = "linear"
        try Fixtures.frameFolder(dir + "/a", Fixtures.sequence(count: 6).reversed(), manifest: m)
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a", name: "push")
        #expect(!v.passed)
        #expect(v.frames.isEmpty)
        #expect(v.manifestDifferences.map(\.description) == [
            "duration: golden 0.1 s, actual 0.2 s", "curve: golden easeInOut, actual linear", "frame count: golden 4, actual 6",
        ])
        #expect(v.failureLines.first == "the manifest differs from the golden's, so the frames were not compared:")
        #expect(v.failureLines.count == 4)
    }

    @Test("every manifest field that makes the transition is checked", arguments: [
        ("transition", #""zoom""#, "transition: golden push, actual zoom"),
        ("direction", #""pop""#, "direction: golden push, actual pop"),
        ("device", #""iphone-se""#, "device: golden iphone-15-pro, actual iphone-se"),
        ("sizePoints", #"{"width": 10, "height": 6}"#, "size (points): golden 8×6 pt, actual 10×6 pt"),
        ("sizePixels", #"{"width": 16, "height": 12}"#, "size (pixels): golden 8×6 px, actual 16×12 px"),
        ("scale", "2", "scale: golden 1, actual 2"),
        ("fps", "60", "fps: golden 30, actual 60"),
    ])
    func manifestFields(_ key: String, _ json: String, _ expected: String) throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence())
        var m = Fixtures.manifest(frames: 4)
        m[key] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        try Fixtures.frameFolder(dir + "/a", Fixtures.sequence(), manifest: m)
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        #expect(v.manifestDifferences.map(\.description) == [expected])
    }

    @Test("goldens made by another version: the message says which, only when something fails")
    func versions() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence(), manifest: Fixtures.manifest(frames: 4, cairo: "1.16.0"))
        try Fixtures.frameFolder(dir + "/a", Fixtures.sequence(), manifest: Fixtures.manifest(frames: 4, cairo: "1.18.0"))
        let same = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        #expect(same.passed)
        #expect(same.versionDifferences == [VersionDifference(component: "Cairo", golden: "1.16.0", actual: "1.18.0")])
        #expect(same.failureLines.isEmpty)

        var frames = Fixtures.sequence()
        frames[2] = Fixtures.setting(frames[2], 7, 5, [0, 0, 0, 255])
        try Fixtures.frameFolder(dir + "/a", frames, manifest: Fixtures.manifest(frames: 4, cairo: "1.18.0"))
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        #expect(!v.passed)
        let note = try #require(v.failureLines.last)
        #expect(note.contains("the goldens were made by another version: Cairo 1.16.0 (this run: 1.18.0)"))
        #expect(v.failureLines.first == "frame_0002.png: 1 pixel differs (2.08 %); at most 0 pixels allowed")
    }

    @Test("frames missing on either side are reported")
    func missingFrames() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence())
        try Fixtures.frameFolder(dir + "/a", Fixtures.sequence())
        try FileManager.default.removeItem(atPath: dir + "/a/frame_0001.png")
        try FileManager.default.removeItem(atPath: dir + "/g/frame_0003.png")
        try FileManager.default.removeItem(atPath: dir + "/g/contact-sheet.png")
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        let failing = v.failingFrames.map { "\($0.file) \($0.status)" }
        #expect(failing == ["frame_0001.png missingInActual", "frame_0003.png missingInGolden", "contact-sheet.png missingInGolden"])
        #expect(v.failureLines.contains("frame_0001.png: in the golden folder, missing from the actual frames"))
        #expect(v.compared.count == 2)
    }

    @Test("a golden without a manifest is a problem, and the frames are still compared")
    func missingManifest() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence())
        try Fixtures.frameFolder(dir + "/a", Fixtures.sequence())
        try FileManager.default.removeItem(atPath: dir + "/g/manifest.json")
        try Data("{".utf8).write(to: URL(fileURLWithPath: dir + "/a/manifest.json"))
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a")
        #expect(!v.passed)
        #expect(v.problems.count == 2)
        #expect(v.problems[0] == "\(dir)/g has no manifest.json")
        #expect(v.problems[1].hasPrefix("\(dir)/a/manifest.json cannot be read: not valid JSON"))
        #expect(v.compared.count == 5)
    }

    @Test("a selection checks those frames; golden frames outside it are goldens with no test")
    func selection() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence())
        var frames = Fixtures.sequence()
        frames[1] = Fixtures.flat(8, 6, Fixtures.red)  // not selected: ignored
        try Fixtures.frameFolder(dir + "/a", frames)
        try FileManager.default.removeItem(atPath: dir + "/g/frame_0002.png")
        let selected: Set = ["frame_0000.png", "frame_0003.png"]
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a", checkedFiles: selected)
        #expect(v.failingFrames.map(\.file) == ["frame_0001.png"])
        #expect(v.failingFrames.first?.status == .notChecked)
        #expect(v.compared.map(\.file) == ["frame_0000.png", "frame_0003.png", "contact-sheet.png"])
    }

    @Test("the largest difference is named in the summary, with the tolerance")
    func summaryNumbers() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.frameFolder(dir + "/g", Fixtures.sequence())
        var frames = Fixtures.sequence()
        frames[1] = Fixtures.setting(Fixtures.setting(frames[1], 7, 5, [0, 0, 0, 255]), 6, 5, [0, 0, 0, 255])
        frames[3] = Fixtures.setting(frames[3], 7, 0, [0, 0, 0, 255])
        try Fixtures.frameFolder(dir + "/a", frames)
        let options = ComparisonOptions(maxDifferentPixels: .count(2), reason: "test")
        let v = TransitionVerifier.verify(golden: dir + "/g", actual: dir + "/a", name: "t", options: options)
        #expect(v.passed)
        #expect(v.summaryLine == "t: 5 files compared, 3 identical, 2 within tolerance, 0 different; most differing pixels: 2 (4.17 %) in frame_0001.png "
            + "[threshold 0, anti-aliasing counted, at most 2 pixels per frame (test)]")
    }
}
