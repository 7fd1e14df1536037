import Foundation
import SegueKit
import SegueTesting
import XCTest

/// The XCTest entry point, used as an XCTest suite would use it.
final class XCTestEntryTests: XCTestCase {
    func testXCTAssertTransitionPassesAgainstARecordedGolden() async throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = flatScreen([10, 120, 200, 255])
        let last = flatScreen([250, 250, 250, 255])
        let source = TransitionSource.screenshots(from: first, to: last, style: .coverVertical, duration: 0.2, name: "cover")
        var goldens = TransitionGoldens(
            folder: dir + "/goldens", record: .missing, settings: RenderSettings(fps: 10, scale: 0.5, jobs: 2),
            artifacts: dir + "/artifacts", environment: [:])
        // Recording fails on purpose; collect that failure instead of failing this test.
        let recorded = await goldens.check(source)
        XCTAssertEqual(recorded.recording, .created)

        goldens.record = .never
        let result = await XCTAssertTransition(source, goldens: goldens)
        XCTAssertTrue(result.passed, result.failure ?? "")
        XCTAssertEqual(result.verification?.compared.count, 4)
    }
}
