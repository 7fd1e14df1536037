import Foundation
import Testing

@testable import SegueCLI
@testable import SegueGoldens

/// Option values a hostile or careless caller gives: refused in one short line that says what is
/// wrong with the value, never read as something else, never echoed whole.
@MainActor
struct HostileArgumentTests {
    @Test(arguments: [
        (["render", "--fps", "0x10"], "--fps must be a number, not '0x10'"),
        (["render", "--scale", "0x1p1"], "--scale must be a number, not '0x1p1'"),
        (["render", "--slow", "0x2", "--at", "1"], "--slow must be a number from 1 to 100, not '0x2'"),
        (["render", "--at", "0x1"], "--at takes seconds"),
        (["render", "--time", "0x1-0x2"], "--time takes seconds from 0"),
        (["render", "Main.storyboard", "--all", "--map-segue", ""], "--map-segue needs ClassName=VALUE, not ''"),
        (["render", "Main.storyboard", "--all", "--map-segue=,"], "--map-segue needs ClassName=VALUE, not ','"),
    ])
    func numbersAreDecimalAndMappingsNotEmpty(args: [String], message: String) {
        let r = runCLI(args)
        #expect(r.code == 2 && r.err.contains(message) && r.err.split(separator: "\n").count == 1, "\(r.err)")
    }

    @Test("a 100,000-character value is echoed as its start and its length")
    func longValuesAreCut() {
        let long = String(repeating: "7", count: 100_000) + "x"
        for args in [["render", "--fps", long], ["render", "--jobs", long], ["render", "--at", long], ["render", "--" + long],
                     ["render", "--preview", long]] {
            let r = runCLI(args)
            #expect(r.code == 2 && r.err.count < 400 && r.err.contains("(100001 characters)"), "\(args.map { $0.prefix(12) }): \(r.err.prefix(300))")
        }
    }

    @Test("a shard count of 10^30 or 3.5 is called a wrong shard count, not JSON that does not parse")
    func shardCountsThatAreNotWholeNumbers() throws {
        let suite = SuiteVerification(goldenPath: "g", actualPath: "a", transitions: [], shard: try Shard(index: 1, count: 2))
        let text = try VerifyJSON.text(suite, report: nil)
        #expect(text.contains("\"count\" : 2"))
        #expect(throws: Never.self) { try VerifyJSON.decode(Array(text.utf8), source: "s.json") }
        for (count, shown) in [("1e30", "1e+30"), ("3.5", "3.5"), ("-1", "-1")] {
            let bad = text.replacingOccurrences(of: "\"count\" : 2", with: "\"count\" : \(count)")
            #expect { try VerifyJSON.decode(Array(bad.utf8), source: "s.json") } throws: { error in
                let message = "\(error)"
                return !message.contains("not valid JSON") && message.contains("shard") && message.contains(shown) && !message.contains("\n")
            }
        }
    }
}
