import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueGoldens

/// Goldens of a slowed, ranged, Reduce Motion render from Swift: `RenderSettings.timeControl` goes
/// through the checks as through `segue render`, and a golden made without it does not pass for
/// one made with it.
@Suite("Time control in golden checks")
struct TimeControlGoldenTests {
    let dir = temporaryFolder()

    func goldens(_ mode: RecordMode, _ control: TimeControl) -> TransitionGoldens {
        var settings = RenderSettings(fps: 10, scale: 0.5, jobs: 2)
        settings.timeControl = control
        return TransitionGoldens(folder: dir + "/goldens", record: mode, settings: settings, artifacts: dir + "/artifacts", environment: [:])
    }

    @Test("a slowed range under Reduce Motion records, passes again, and fails against a normal render by its manifest")
    func slowedRangeGoldens() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let control = TimeControl(frames: FrameIndexRange(first: 2, last: 5), slow: 2, reduceMotion: true)
        let source = CheckTests.source()
        let first = await goldens(.missing, control).check(source)
        #expect(first.recording == .created)
        #expect(files(dir + "/goldens/dissolve") == ["contact-sheet.png", "frame_0002.png", "frame_0003.png", "frame_0004.png", "frame_0005.png", "manifest.json"])
        let m = try Manifest.read(from: dir + "/goldens/dissolve/manifest.json")
        #expect(m.slow == 2 && m.range?.firstFrame == 2 && m.range?.totalFrames == 9 && m.reduceMotion?.substitute == "unchanged")
        let again = await goldens(.never, control).check(source)
        #expect(again.passed, "\(again.failure ?? "")")
        let normal = await goldens(.never, TimeControl()).check(source)
        #expect(!normal.passed)
        #expect(normal.failure?.contains("slow motion") == true, "\(normal.failure ?? "")")
    }
}
