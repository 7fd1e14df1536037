import Foundation
import SegueKit
import Testing
@testable import segue_fuzz

/// The fuzzer's `keyframes` target (the keyframe transition reader) replayed: every file of Fixtures/Fuzz/keyframes/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz keyframes` fuzzes and ends with a result or a clear error, never a trap.
/// An error names the file it is about; a transition read has a duration, finite and not negative.
@MainActor
struct KeyframesFuzzReplayTests {
    @Test(arguments: FuzzTarget.keyframes.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path), "\(path) holds no inputs, or cannot be read")
        switch FuzzTarget.keyframes.run(Array(bytes)) {
        case .unclear(let why): Issue.record("\(why)")
        case .refused(let message): #expect(message.hasPrefix("fuzz.json: "), "the error names the file: \(message)")
        case .accepted(let summary):
            let duration = summary.split(separator: " ").first.flatMap { Double($0) }
            #expect(duration.map { $0.isFinite && $0 >= 0 } == true, "\(summary)")
        }
    }

    /// The fuzzer's finding (crash-syntax-error-message-quoting-a-line-break.json): the JSON
    /// parser's message quotes the input around the error, and a line break in it made the error
    /// two lines. Line breaks from the file are written as escapes.
    @Test(arguments: ["\"\\u}\n }", "{\"duration\": 1, \"a\\nb\": 2}", "{\"duration\": 1,\r\n\"to\": x}"])
    func errorsAreOneLine(_ json: String) throws {
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.decode(Data(json.utf8), file: "bad\nname.json") }
        #expect(!error.description.contains { $0.isNewline }, "\(error.description.debugDescription)")
    }
}
