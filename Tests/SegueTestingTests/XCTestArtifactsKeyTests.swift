import Foundation
import SegueKit
import SegueTesting
import Synchronization
import XCTest

/// `XCTAssertTransition` keys a failure's artifacts by test file, test and golden
/// (`<artifacts>/<file>/<test>/<golden>/`), so that two XCTest cases in different files that
/// check a golden of the same name, run at once, never write into one folder.
final class XCTestArtifactsKeyTests: XCTestCase {
    /// The failures this test expects, collected instead of failing it while `collecting` holds.
    private let expected = Mutex<(collecting: Bool, messages: [String])>((false, []))

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let swallowed = self.expected.withLock { state in
            guard state.collecting else { return false }
            state.messages.append(description)
            return true
        }
        if !swallowed { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }

    func testSameGoldenNameInTwoFilesGetsTwoArtifactFolders() async throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = flatScreen([10, 120, 200, 255])
        func source(ending rgba: [UInt8]) -> TransitionSource {
            .screenshots(from: start, to: flatScreen(rgba), style: .coverVertical, duration: 0.2, name: "cover")
        }
        var goldens = TransitionGoldens(
            folder: dir + "/goldens", record: .missing, settings: RenderSettings(fps: 10, scale: 0.5, jobs: 2),
            artifacts: dir + "/artifacts", environment: [:])
        let recorded = await goldens.check(source(ending: [250, 250, 250, 255]))
        XCTAssertEqual(recorded.recording, .created)
        goldens.record = .never

        // Two test files, one test name, one golden name: each ends on its own colour, so each
        // fails against the golden with frames of its own.
        expected.withLock { $0.collecting = true }
        let feed = await XCTAssertTransition(source(ending: [200, 30, 30, 255]), goldens: goldens,
                                             file: "/app/Tests/FeedTests.swift", function: "testCover()")
        let profile = await XCTAssertTransition(source(ending: [30, 200, 30, 255]), goldens: goldens,
                                                file: "/app/Tests/ProfileTests.swift", function: "testCover()")
        let failures = expected.withLock { state in
            state.collecting = false
            return state.messages
        }
        XCTAssertFalse(feed.passed)
        XCTAssertFalse(profile.passed)
        XCTAssertEqual(failures.count, 2)

        let feedFolder = dir + "/artifacts/FeedTests/testCover/cover"
        let profileFolder = dir + "/artifacts/ProfileTests/testCover/cover"
        let last = "actual/frame_0002.png"
        let feedLast = try XCTUnwrap(FileManager.default.contents(atPath: feedFolder + "/" + last), "no \(feedFolder)/\(last)")
        let profileLast = try XCTUnwrap(FileManager.default.contents(atPath: profileFolder + "/" + last), "no \(profileFolder)/\(last)")
        XCTAssertNotEqual(feedLast, profileLast, "each file's artifacts hold its own frames")
        XCTAssertTrue(failures[0].contains(feedFolder) || failures[0].contains("FeedTests/testCover/cover"), failures[0])
        XCTAssertTrue(failures[1].contains("ProfileTests/testCover/cover"), failures[1])
    }
}
