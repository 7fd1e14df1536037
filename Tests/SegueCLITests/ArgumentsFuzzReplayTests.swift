import Testing
@testable import segue_fuzz

/// The fuzzer's `args` target (the command-line parser) replayed: every file of Fixtures/Fuzz/args/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz args` fuzzes and ends with a result or a clear error, never a trap.
@MainActor
struct ArgumentsFuzzReplayTests {
    @Test(arguments: FuzzTarget.args.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) {
        #expect(FuzzTarget.args.problem(replaying: path) == nil)
    }
}
