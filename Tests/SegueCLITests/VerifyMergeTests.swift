import Foundation
import Testing

@testable import SegueCLI
@testable import SegueGoldens

/// `segue verify --merge`: the shards' JSON results as one, with the totals and exit status of
/// the unsplit run, and refusals of what is not every shard of one run. (Through the built binary,
/// as ShardTests.)
struct VerifyMergeTests {
    /// `dir/shard-I.json` for I in 1…n, from `verify --shard I/n --json-out`; returns the paths.
    static func shards(_ dir: String, _ n: Int, extra: [String] = []) async throws -> [String] {
        var paths: [String] = []
        for i in 1...n {
            let path = "\(dir)/shard-\(i).json"
            let r = try await segue(["verify", dir + "/golden", dir + "/actual", "--shard", "\(i)/\(n)", "--json-out", path] + extra)
            #expect(r.code == 0 || r.code == 1, "\(r.err)")
            #expect(FileManager.default.fileExists(atPath: path))
            paths.append(path)
        }
        return paths
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("merging 3 shards of a broken run gives the unsplit run's totals, failures and exit status")
    func mergedTotalsEqualTheUnsplitRun() async throws {
        let dir = try await offPool { try SuiteFixture.broken() }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let whole = try Self.object(try await segue(["verify", dir + "/golden", dir + "/actual", "--json"]).out)
        let files = try await Self.shards(dir, 3)
        let merged = try await segue(["verify", "--merge"] + files + ["--json"])
        #expect(merged.code == 1)
        let json = try Self.object(merged.out)
        #expect(json["summary"] as? [String: Int] == ["transitions": 4, "passed": 1, "failed": 3])
        #expect(json["passed"] as? Bool == false && json["mergedShards"] as? Int == 3 && json["shard"] == nil)
        let transitions = try #require(json["transitions"] as? [[String: Any]])
        let wholeTransitions = try #require(whole["transitions"] as? [[String: Any]])
        #expect(transitions.map { $0["name"] as? String } == wholeTransitions.map { $0["name"] as? String })
        for (m, w) in zip(transitions, wholeTransitions) {
            for key in ["passed", "summary", "failure", "frames", "problems", "manifestDifferences"] {
                #expect((m[key] as? NSObject) == (w[key] as? NSObject), "\(m["name"] ?? "?").\(key)")
            }
        }
        // The table, as for one run, with where it came from.
        let table = try await segue(["verify", "--merge"] + files)
        #expect(table.code == 1)
        #expect(table.out.contains("\nmerged from 3 shards\n"))
        #expect(table.out.hasSuffix("\n1 of 4 transitions match (exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame)); 3 fail.\n"))
    }

    @Test func passingShardsMergeToAPass() async throws {
        let dir = try await offPool { try SuiteFixture.make() }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = try await Self.shards(dir, 2)
        let r = try await segue(["verify", "--merge"] + files.reversed() + ["--json-out", dir + "/merged.json"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out.hasSuffix("4 of 4 transitions match (exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame)).\n"))
        let json = try Self.object(try String(contentsOfFile: dir + "/merged.json", encoding: .utf8))
        #expect(json["summary"] as? [String: Int] == ["transitions": 4, "passed": 4, "failed": 0])
        // A merged result is not a shard: it cannot be merged again.
        let again = try await segue(["verify", "--merge", dir + "/merged.json"])
        #expect(again.code == 2 && again.err.contains("is an already merged result, not of one shard"), "\(again.err)")
    }

    @Test("shards of different runs, a shard twice or missing, and files that are not shard results are refused (exit 2)")
    func refusals() async throws {
        let dir = try await offPool { try SuiteFixture.make() }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = try await Self.shards(dir, 2)
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/other", withIntermediateDirectories: true)
        // Shard 2 of another run: other options; other N; other goldens.
        let perceptual = dir + "/other/perceptual-2.json"
        _ = try await segue(["verify", dir + "/golden", dir + "/actual", "--shard", "2/2", "--preset", "perceptual", "--json-out", perceptual])
        let ofThree = dir + "/other/three-2.json"
        _ = try await segue(["verify", dir + "/golden", dir + "/actual", "--shard", "2/3", "--json-out", ofThree])
        try fm.copyItem(atPath: dir + "/golden", toPath: dir + "/golden2")
        let otherGoldens = dir + "/other/goldens-2.json"
        _ = try await segue(["verify", dir + "/golden2", dir + "/actual", "--shard", "2/2", "--json-out", otherGoldens])
        let whole = dir + "/other/whole.json"
        _ = try await segue(["verify", dir + "/golden", dir + "/actual", "--json-out", whole])
        try Data("{\"passed\": true}".utf8).write(to: URL(fileURLWithPath: dir + "/other/not.json"))
        // A shard result edited to hold a transition of another shard.
        let text = try String(contentsOfFile: files[0], encoding: .utf8)
        let name = try #require(try SuiteFixture.names.first { try !Shard(index: 1, count: 2).contains($0) })
        let member = try #require(try SuiteFixture.names.first { try Shard(index: 1, count: 2).contains($0) })
        try text.replacingOccurrences(of: "\"name\" : \"\(member)\"", with: "\"name\" : \"\(name)\"")
            .write(toFile: dir + "/other/moved.json", atomically: true, encoding: .utf8)

        let cases: [([String], String)] = [
            ([files[0], perceptual], "compared with perceptual (threshold 0.1, anti-aliasing excluded, at most 0 pixels per frame) but \(files[0]) with exact"),
            ([files[0], ofThree], "is shard 2/3 but \(files[0]) is shard 1/2: not shards of one run (the shard counts differ)"),
            ([files[0], otherGoldens], "verified the goldens in \(dir)/golden2 but \(files[0]) those in \(dir)/golden: not shards of one run"),
            ([files[0], files[0], files[1]], "\(files[0]) and \(files[0]) are both shard 1/2: give each shard once"),
            ([files[1]], "shard 1/2 is missing: merge needs the result of every shard of the run (1 of 2 given)"),
            ([whole], "\(whole) is the result of a whole run, not of one shard"),
            ([dir + "/other/not.json"], "\(dir)/other/not.json is not the JSON of segue verify --json: no \"golden\" field"),
            ([dir + "/other/moved.json", files[1]], "lists \(name), which belongs to shard 2/2, not 1/2"),
            ([dir + "/nothing.json"], "\(dir)/nothing.json"),
            ([dir + "/golden"], "\(dir)/golden"),
            ([], "--merge needs the JSON result of every shard"),
        ]
        for (args, message) in cases {
            let r = try await segue(["verify", "--merge"] + args)
            #expect(r.code == 2 && r.err.contains(message) && r.err.split(separator: "\n").count == 1 && r.out.isEmpty,
                    "\(args): \(r.err)")
        }
        for option in [["--preset", "exact"], ["--shard", "1/2"], ["--report", dir + "/r"], ["--exclude-aa"]] {
            let r = try await segue(["verify", "--merge"] + files + option)
            #expect(r.code == 2 && r.err.contains("\(option[0]) does not apply to --merge"), "\(r.err)")
        }
    }

    @Test("--json-out and --junit replace only their own kind of file, --force or not; their folder is made")
    func resultFilesAreNotClobbered() async throws {
        let dir = try await offPool { try SuiteFixture.make(["pop"]) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let mine = dir + "/notes.txt"
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: mine))
        for option in ["--json-out", "--junit"] {
            for force in [[], ["--force"]] {
                let r = try await segue(["verify", dir + "/golden", dir + "/actual", option, mine] + force)
                #expect(r.code == 1 && r.err.contains("\(option) \(mine) already exists and is not") && r.err.contains("even with --force"), "\(r.err)")
            }
            #expect(try String(contentsOfFile: mine, encoding: .utf8) == "my notes\n")
            let folder = try await segue(["verify", dir + "/golden", dir + "/actual", option, dir + "/golden"])
            #expect(folder.code == 1 && folder.err.contains("is a folder"), "\(folder.err)")
        }
        // Their own kind is replaced (twice), into a folder made for them.
        for _ in 0..<2 {
            let r = try await segue(["verify", dir + "/golden", dir + "/actual", "--junit", dir + "/results/j.xml", "--json-out", dir + "/r.json"])
            #expect(r.code == 0, "\(r.err)")
        }
        #expect(try String(contentsOfFile: dir + "/results/j.xml", encoding: .utf8).hasPrefix("<?xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["actual", "golden", "notes.txt", "r.json", "results"])
    }

    @Test("--junit or --json-out naming a named pipe is refused at once, never opened")
    func resultFilesRefusePipes() async throws {
        let dir = try await offPool { try SuiteFixture.make(["pop"]) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/pipe", 0o644) == 0)
        for option in ["--json-out", "--junit"] {
            let r = try await offPool { try runBinary(["verify", dir + "/golden", dir + "/actual", option, dir + "/pipe"], killAfter: 60) }
            #expect(r.code == 1 && r.err.contains("named pipe") && !r.err.contains("[killed"), "\(r.err)")
        }
    }
}
