import Foundation
import SegueTesting
import Testing

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = scratchRoot + "testing-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A flat screenshot of 20 × 40 pixels in one colour.
func flatScreen(_ rgba: [UInt8]) -> Bitmap {
    Bitmap(premultiplying: RGBAImage(width: 20, height: 40, pixels: (0..<20 * 40).flatMap { _ in rgba }))
}

/// Whether `issue` is the one `assertTransition` records for a failed check, with a message that
/// says `text`: `withKnownIssue` takes that failure alone as known and lets any other through.
func isCheckFailure(_ issue: Issue, saying text: String) -> Bool {
    guard case .unconditional = issue.kind else { return false }
    return issue.comments.contains { $0.rawValue.contains(text) }
}

/// Every scratch folder of this test process lies in one folder, removed when the process exits,
/// so that a run leaves nothing behind in the temporary directory.
let scratchRoot: String = {
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "segue-tests-\(getpid())") }
    return NSTemporaryDirectory() + "segue-tests-\(getpid())/"
}()
