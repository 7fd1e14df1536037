import Foundation
import Testing
@testable import SegueCLI
@testable import segue_fuzz

/// The fuzzer's `args` target (the command-line parser) replayed: every file of Fixtures/Fuzz/args/
/// (minimized crashes kept as regressions, seeds and hostile inputs; never none) goes through the
/// entry point `scripts/fuzz args` fuzzes and ends with a result or a clear error, never a trap.
/// A command line refused says where it is wrong: one line naming one of its options; a seed is
/// accepted without a word.
@MainActor
struct ArgumentsFuzzReplayTests {
    @Test(arguments: FuzzTarget.args.fixtures(besideTestFile: #filePath))
    func endsCleanly(_ path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path).map(Array.init), "\(path) holds no inputs, or cannot be read")
        if case .unclear(let why) = FuzzTarget.args.run(bytes) { Issue.record("\(why)") }
        // The same check, with what it would print kept.
        let words = FuzzTarget.commandLine(bytes)
        let captured = Captured()
        let code = ArgumentCheck.$isChecking.withValue(true) { CLI.run(words, console: captured.console) }
        let error = captured.stderr
        if URL(fileURLWithPath: path).lastPathComponent.hasPrefix("seed-") { #expect(code == 0, "\(error)") }
        guard code != 0 else {
            #expect(error.isEmpty, "nothing said of a command line accepted")
            return
        }
        #expect(error.hasPrefix("segue: ") && error.firstIndex(of: "\n") == error.index(before: error.endIndex), "one line: \(error)")
        let options = words.filter { $0.hasPrefix("--") }.map { $0.prefix { $0 != "=" } }
        #expect(options.contains { error.contains($0) }, "the error names one of \(options): \(error)")
    }
}
