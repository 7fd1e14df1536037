import Testing
@testable import segue_fuzz

/// The fuzzer's `png` target (the PNG decoder) replayed: every file of Fixtures/Fuzz/png/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz png` fuzzes and ends with a result or a clear error, never a trap.
@MainActor
struct PNGFuzzReplayTests {
    @Test(arguments: FuzzTarget.png.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) {
        #expect(FuzzTarget.png.problem(replaying: path) == nil)
    }
}
