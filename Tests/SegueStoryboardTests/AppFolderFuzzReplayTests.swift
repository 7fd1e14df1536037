import Foundation
import Testing
@testable import segue_fuzz

/// The fuzzer's `app` target (an app's folder: asset catalogs, an image of every format, Info.plist,
/// strings and fonts, read and drawn) replayed: every file of Fixtures/Fuzz/app/ (seeds packed from
/// the fixture apps, hostile inputs and minimized findings; never none) goes through the entry
/// point `scripts/fuzz app` fuzzes and ends with a result or a clear error, never a trap.
@MainActor
struct AppFolderFuzzReplayTests {
    @Test(arguments: FuzzTarget.app.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) {
        #expect(FuzzTarget.app.problem(replaying: path) == nil)
    }

    /// The seeds are drawn, not refused: the target reaches the reader, builder and rasterizer.
    @Test func seedsAreAccepted() throws {
        for path in FuzzTarget.app.fixtures(besideTestFile: #filePath) where path.contains("/seed-") {
            let data = try #require(FileManager.default.contents(atPath: path))
            guard case .accepted(let summary) = FuzzTarget.app.run(Array(data)) else {
                Issue.record("\(path) was not drawn")
                continue
            }
            #expect(summary.contains("1 images") && summary.contains("1 fonts"), "\(path): \(summary)")
        }
    }
}
