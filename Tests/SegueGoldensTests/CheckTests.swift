import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueGoldens

/// Whole checks: render, compare with a golden, record as the mode says, write artifacts. A cross
/// dissolve between two flat screenshots at half scale and 10 fps (5 frames) keeps them quick; their
/// status-bar strip moves with them (`--status-bar slide`), so every pixel is the dissolve's.
@Suite("Checking a rendered transition against its golden")
struct CheckTests {
    let dir = temporaryFolder()

    static func screen(_ rgb: [UInt8]) -> Bitmap {
        Bitmap(premultiplying: Fixtures.flat(20, 40, rgb + [255]))
    }

    static func source(from: [UInt8] = [255, 0, 0], duration: Double? = nil) -> TransitionSource {
        .screenshots(from: screen(from), to: screen([0, 0, 255]), style: .crossDissolve, duration: duration, statusBar: .slide, name: "dissolve")
    }

    /// Goldens whose mode comes from the environment, as `rerecordCommand` expects (a mode chosen
    /// in code is tested apart: it makes the advice change).
    func goldens(_ mode: RecordMode?, environment: [String: String] = [:]) -> TransitionGoldens {
        var environment = environment
        if let mode { environment[RecordMode.environmentVariable] = mode.rawValue }
        return TransitionGoldens(
            folder: dir + "/goldens", settings: RenderSettings(fps: 10, scale: 0.5, jobs: 2),
            artifacts: dir + "/artifacts", rerecordCommand: "SEGUE_RECORD=failed scripts/test", environment: environment)
    }

    var golden: String { dir + "/goldens/dissolve" }
    var artifacts: String { dir + "/artifacts/dissolve" }

    /// Records the golden (mode missing) and checks the recording failed as it must.
    func recordGolden(_ source: TransitionSource = CheckTests.source(), frames: FrameSelection = .all) async throws {
        let r = await goldens(.missing).check(source, frames: frames)
        #expect(r.recording == .created)
        #expect(r.failure?.hasPrefix("dissolve: recorded a new golden in \(golden): there was none, and the record mode is missing.\n") == true)
        #expect(!r.passed, "a recording always fails")
    }

    @Test("record mode never: no golden is a failure, and nothing is written to the goldens")
    func neverWithoutGolden() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = await goldens(.never).check(Self.source())
        let failure = try #require(r.failure)
        #expect(failure.hasPrefix("dissolve: there is no golden at \(golden) (record mode never)."))
        #expect(failure.hasSuffix("to record them as the golden, run: SEGUE_RECORD=failed scripts/test"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/goldens"))
        #expect(files(artifacts + "/actual").filter { $0.hasPrefix("frame_") }.count == 5)
    }

    @Test("under CI the default is never")
    func ciDefaultsToNever() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = await goldens(nil, environment: ["CI": "true"]).check(Self.source())
        #expect(r.mode == .never)
        #expect(r.failure?.contains("(record mode never, as CI is set)") == true)
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test("an unknown SEGUE_RECORD fails the check without rendering")
    func unknownRecordMode() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = await goldens(nil, environment: ["SEGUE_RECORD": "true"]).check(Self.source())
        #expect(r.failure == "dissolve: SEGUE_RECORD=true is not a record mode: use never, missing, failed or all")
        #expect(!FileManager.default.fileExists(atPath: artifacts))
    }

    @Test("record mode missing records a new golden, failing; the next run passes and leaves no artifacts")
    func missingThenPass() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden()
        #expect(files(golden) == ["contact-sheet.png", "frame_0000.png", "frame_0001.png", "frame_0002.png", "frame_0003.png", "frame_0004.png", "manifest.json"])
        let again = await goldens(.missing).check(Self.source())
        #expect(again.passed, "\(again.failure ?? "")")
        #expect(again.recording == .none)
        #expect(again.summary.hasPrefix("dissolve: 6 files compared, 6 identical, 0 within tolerance, 0 different; 0 differing pixels"))
        #expect(!FileManager.default.fileExists(atPath: artifacts))
    }

    @Test("one pixel broken: the failure names the frame and the count, writes the artifacts; failed re-records; then it passes")
    func onePixel() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden()
        let frame = golden + "/frame_0002.png"
        let original = try PNGDecoder.decode(contentsOf: frame)
        try Fixtures.writePNG(Fixtures.setting(original, 10, 20, [0, 255, 0, 255]), frame)
        let brokenBytes = FileManager.default.contents(atPath: frame)

        let r = await goldens(.never).check(Self.source())
        let failure = try #require(r.failure)
        #expect(failure.hasPrefix("dissolve: the frames do not match the golden \(golden) (1 of 6 files fail):\n"
            + "  frame_0002.png: 1 pixel differs (0.0012 %); at most 0 pixels allowed\n"))
        #expect(failure.contains("Artifacts (the expected, actual and diff PNGs and an expected | actual | diff strip for each failing frame, and every frame rendered now in actual/): \(artifacts)/"))
        #expect(failure.hasSuffix("If the change is intended, to re-record, run: SEGUE_RECORD=failed scripts/test"))
        #expect(FileManager.default.contents(atPath: frame) == brokenBytes, "never leaves the golden alone")

        #expect(files(artifacts) == ["actual", "frame_0002.actual.png", "frame_0002.diff.png", "frame_0002.expected.png", "frame_0002.strip.png"])
        let diff = try PNGDecoder.decode(contentsOf: artifacts + "/frame_0002.diff.png")
        let i = (20 * diff.width + 10) * 4
        #expect(Array(diff.pixels[i..<i + 4]) == [255, 0, 0, 255])
        let strip = try PNGDecoder.decode(contentsOf: artifacts + "/frame_0002.strip.png")
        #expect(strip.width == 3 * original.width + 2 * Strip.gap && strip.height == original.height)
        #expect(try PNGDecoder.decode(contentsOf: artifacts + "/frame_0002.expected.png") == Fixtures.setting(original, 10, 20, [0, 255, 0, 255]))
        #expect(try PNGDecoder.decode(contentsOf: artifacts + "/frame_0002.actual.png") == original)

        let rerecorded = await goldens(.failed).check(Self.source())
        #expect(rerecorded.recording == .replaced)
        #expect(rerecorded.failure?.hasPrefix("dissolve: re-recorded the golden in \(golden): the record mode is failed, and it differed:\n  frame_0002.png: 1 pixel differs") == true)
        #expect(try PNGDecoder.decode(contentsOf: frame) == original)
        #expect(await goldens(.never).check(Self.source()).passed)
    }

    @Test("a colour changed: every frame that shows it fails")
    func colour() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden()
        let r = await goldens(.never).check(Self.source(from: [0, 160, 0]))
        let v = try #require(r.verification)
        // Red → green is seen wherever the first screen still shows (frames 0–2, exactly compared
        // by default); frames 3 and 4 show only the blue screen (on the system spring the outgoing
        // screen's weight (1 − p)² rounds to nothing by 0.3 s).
        #expect(v.failingFrames.map(\.file) == ["frame_0000.png", "frame_0001.png", "frame_0002.png", "contact-sheet.png"])
        #expect(v.failingFrames.allSatisfy { $0.status == .different && $0.mismatched > 1000 })
        #expect(v.frames.filter { $0.status == .identical }.map(\.file) == ["frame_0003.png", "frame_0004.png"])
        #expect(r.failure?.contains("(4 of 6 files fail)") == true)
        #expect(files(artifacts).filter { $0.hasSuffix(".strip.png") }.count == 4)
        // The perceptual preset lets frame 2 through: late in the dissolve every pixel stays under
        // its 0.1 threshold.
        var perceptual = goldens(.never)
        perceptual.options = .perceptual
        let s = await perceptual.check(Self.source(from: [0, 160, 0]))
        #expect(s.verification?.failingFrames.map(\.file) == ["frame_0000.png", "frame_0001.png", "contact-sheet.png"])
        #expect(s.verification?.frames.filter { $0.status == .withinTolerance }.map(\.file) == ["frame_0002.png"])
    }

    @Test("a duration changed: the manifest fails as such, with both manifests and the contact sheets as artifacts")
    func duration() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden(Self.source(duration: 0.3))
        let r = await goldens(.never).check(Self.source())
        let failure = try #require(r.failure)
        #expect(failure.hasPrefix("dissolve: the frames do not match the golden \(golden):\n"
            + "  the manifest differs from the golden's, so the frames were not compared:\n"
            + "    duration: golden 0.3 s, actual 0.4 s\n"
            + "    frame count: golden 4, actual 5\n"
            + "Artifacts (both manifests, the two contact sheets side by side (contact-sheet.strip.png), and every frame rendered now in actual/)"))
        #expect(r.verification?.frames.isEmpty == true)
        #expect(files(artifacts) == ["actual", "contact-sheet.strip.png", "manifest.actual.json", "manifest.expected.json"])
    }

    @Test("goldens from another Cairo: the failure says so")
    func versionNote() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden()
        let path = golden + "/manifest.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let cairo = try Manifest.read(from: path).versions.cairo
        try text.replacingOccurrences(of: "\"cairo\" : \"\(cairo)\"", with: "\"cairo\" : \"0.9.0\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(await goldens(.never).check(Self.source()).passed, "versions alone do not fail")

        let frame = golden + "/frame_0001.png"
        try Fixtures.writePNG(Fixtures.setting(try PNGDecoder.decode(contentsOf: frame), 0, 0, [0, 0, 0, 255]), frame)
        let r = await goldens(.never).check(Self.source())
        #expect(r.failure?.contains("the goldens were made by another version: Cairo 0.9.0 (this run: \(cairo))") == true)
    }

    @Test("record mode all replaces a matching golden and still fails")
    func all() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden()
        let r = await goldens(.all).check(Self.source())
        #expect(r.recording == .replaced)
        #expect(r.failure?.contains(": the record mode is all, and it matched the old golden.\n") == true)
    }

    @Test("chosen progress points: the golden holds those frames; checking every frame then finds the others missing")
    func progressPoints() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden(frames: .progress([0, 0.5, 1]))
        #expect(files(golden) == ["contact-sheet.png", "frame_0000.png", "frame_0002.png", "frame_0004.png", "manifest.json"])
        let same = await goldens(.never).check(Self.source(), frames: .progress([0, 0.5, 1]))
        #expect(same.passed, "\(same.failure ?? "")")
        #expect(same.verification?.compared.count == 4)
        let every = await goldens(.never).check(Self.source())
        #expect(every.verification?.failingFrames.map { "\($0.file) \($0.status)" } == ["frame_0001.png missingInGolden", "frame_0003.png missingInGolden"])
    }

    @Test("the reporter gets the numbers always and a failure only when there is one")
    func reporter() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = CollectingReporter()
        await goldens(.missing).assert(Self.source(), reporter: first.reporter)
        #expect(first.failed.count == 1 && first.logged.count == 1)
        let second = CollectingReporter()
        await goldens(.missing).assert(Self.source(), reporter: second.reporter)
        #expect(second.failed.isEmpty)
        #expect(second.logged.count == 1 && second.logged[0].contains("6 identical"))
    }

    @Test("what the source notes (a screenshot cut to fit) is reported once as a warning, and a passing check still passes")
    func notesAreWarnings() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await recordGolden()
        let collecting = CollectingReporter()
        let r = await goldens(.never).assert(Self.source(), reporter: collecting.reporter)
        #expect(r.passed && collecting.failed.isEmpty, "\(collecting.failed)")
        let cut = "px, not the shape of the iPhone 15 Pro screen (393×852 pt): it is scaled to fill the screen and its left and right edges are cut off"
        #expect(r.notes == ["warning: the from screenshot is 20×40 \(cut)", "warning: the to screenshot is 20×40 \(cut)"])
        #expect(collecting.warned == ["dissolve: 2 things the render could not draw as asked:\n  " + r.notes.joined(separator: "\n  ")])

        // A screenshot of the screen's shape notes nothing, and nothing is warned.
        let fitting = CollectingReporter()
        let exact = Bitmap(premultiplying: Fixtures.flat(393, 852, [255, 0, 0, 255]))
        let quiet = await goldens(.missing).assert(
            .screenshots(from: exact, to: exact, style: .crossDissolve, statusBar: .slide, name: "fits"), reporter: fitting.reporter)
        #expect(quiet.notes.isEmpty && fitting.warned.isEmpty, "\(fitting.warned)")
    }
}
