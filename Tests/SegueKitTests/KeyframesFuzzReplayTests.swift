import Testing
@testable import segue_fuzz

/// The fuzzer's `keyframes` target (the keyframe transition reader) replayed: every file of Fixtures/Fuzz/keyframes/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz keyframes` fuzzes and ends with a result or a clear error, never a trap.
@MainActor
struct KeyframesFuzzReplayTests {
    @Test(arguments: FuzzTarget.keyframes.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) {
        #expect(FuzzTarget.keyframes.problem(replaying: path) == nil)
    }
}
