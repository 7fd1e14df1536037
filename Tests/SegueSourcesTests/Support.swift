import Foundation
import SegueKit

/// The repository root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The CLI tests' fixture apps, which the sources read as the command does.
let fixtures = repositoryRoot + "/Tests/SegueCLITests/Fixtures"

/// Every string of text on screen at `t`.
func texts(_ t: RecordedTransition, at time: Double = 0) -> [String] {
    t.recording.scene(at: time).layers.compactMap { layer in
        if case .text(let c) = layer.content { c.string } else { nil }
    }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = scratchRoot + "sources-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Every scratch folder of this test process lies in one folder, removed when the process exits,
/// so that a run leaves nothing behind in the temporary directory.
let scratchRoot: String = {
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "segue-tests-\(getpid())") }
    return NSTemporaryDirectory() + "segue-tests-\(getpid())/"
}()
