import Testing
@testable import segue_fuzz

/// The fuzzer's `storyboard` target (the storyboard reader and builder) replayed: every file of Fixtures/Fuzz/storyboard/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz storyboard` fuzzes and ends with a result or a clear error, never a trap.
@MainActor
struct StoryboardFuzzReplayTests {
    @Test(arguments: FuzzTarget.storyboard.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) {
        #expect(FuzzTarget.storyboard.problem(replaying: path) == nil)
    }
}
