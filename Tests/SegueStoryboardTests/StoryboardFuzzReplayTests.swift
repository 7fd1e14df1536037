import Foundation
import SegueStoryboard
import Testing
@testable import segue_fuzz

/// The fuzzer's `storyboard` target (the storyboard reader and builder) replayed: every file of Fixtures/Fuzz/storyboard/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz storyboard` fuzzes and ends with a result or a clear error, never a trap.
/// An error names the file it is about; so does every warning of a file read, with its line, and a
/// hostile file gets warnings.
@MainActor
struct StoryboardFuzzReplayTests {
    @Test(arguments: FuzzTarget.storyboard.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path), "\(path) holds no inputs, or cannot be read")
        switch FuzzTarget.storyboard.run(Array(bytes)) {
        case .unclear(let why): Issue.record("\(why)")
        case .refused(let message): #expect(message.hasPrefix("fuzz.storyboard"), "the error names the file: \(message)")
        case .accepted:
            let warnings = try IB.Document.read(data: bytes, name: "fuzz.storyboard", mode: .lenient).warnings
            #expect(warnings.allSatisfy { $0.location.hasPrefix("fuzz.storyboard:") }, "\(warnings)")
            let hostile = URL(fileURLWithPath: path).lastPathComponent.hasPrefix("hostile-")
            #expect(!hostile || !warnings.isEmpty, "a hostile file is warned about")
        }
    }
}
