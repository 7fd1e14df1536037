import Foundation
@testable import SegueGoldens
import SegueStoryboard
import Testing

@testable import SegueCLI

/// `--shard I/N` on `render FILE --all` and `verify`: every transition in exactly one shard.
/// NB: through the built binary, waited for off Swift Testing's threads (`segue(_:in:)`), so that
/// time-limited tests elsewhere are not starved.
struct ShardTests {
    static let storyboard = repositoryRoot + "/Tests/SegueCLITests/Fixtures/Screens.storyboard"

    @Test("a name's shard is FNV-1a 64 + SplitMix64's finaliser mod N, pinned (values computed apart, in Python)")
    func theSplitIsPinned() throws {
        #expect(Shard.hash("backHome") == 0x4014_d72f_6ce3_df98)
        #expect(Shard.hash("") == 0xf52a_15e9_a9b5_e89b)
        #expect(Shard.hash("é") == 0x2334_0361_7480_019e)
        let expected: [(String, [Int])] = [("backHome", [1, 1, 1, 17]), ("spin", [2, 1, 4, 420]), ("table", [2, 2, 2, 178]),
                                           ("modal", [1, 3, 3, 819]), ("next", [2, 3, 2, 946]), ("push", [1, 2, 3, 903])]
        for (name, shards) in expected {
            #expect([2, 3, 4, 1000].map { Shard.shardIndex(of: name, count: $0) } == shards, "\(name)")
        }
    }

    @Test func parsingAndLimits() throws {
        let s = try Shard(parsing: "2/4")
        #expect(s.index == 2 && s.count == 4 && s.description == "2/4")
        #expect(try Shard(parsing: "1000/1000").count == 1000)
        for bad in ["0/4", "5/4", "1/0", "1/1001", "x", "1/", "/4", "1/4/2", "-1/4", "1.5/4", "", "１/４", " 1/4"] {
            #expect(throws: ShardError.self, "\(bad)") { try Shard(parsing: bad) }
        }
        // Decoding checks what parsing checks.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shard.self, from: Data(#"{"index": 5, "count": 4}"#.utf8)) }
        #expect(try JSONDecoder().decode(Shard.self, from: Data(#"{"index": 3, "count": 4}"#.utf8)) == Shard(index: 3, count: 4))
    }

    @Test("the shards of N cover a set of names exactly once, for N from 1 to past the count")
    func shardsPartitionNames() throws {
        let names = try SegueReference.all(inStoryboard: Self.storyboard).map(\.name) + (0..<200).map { "segue-\($0)" }
        for n in [1, 2, 3, 7, 64, 1000] {
            let shards = try (1...n).map { try Shard(index: $0, count: n).select(names) }
            #expect(shards.flatMap { $0 }.sorted() == names.sorted(), "N = \(n)")
        }
        // 205 names in 4 shards: none is empty or holds more than half.
        let four = try (1...4).map { try Shard(index: $0, count: 4).select(names).count }
        #expect(four.allSatisfy { (20...103).contains($0) }, "\(four)")
    }

    /// The segue folders of a `render --all` folder.
    static func rendered(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix("index.") }.sorted()
    }

    @Test("render FILE --all --shard I/N: the N folders hold every segue of --all exactly once (N = 2, and 8 > 5 segues)")
    func renderShardsCoverEverySegueOnce() async throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let all = try await segue(["render", Self.storyboard, "--all", "--fps", "4", "--jobs", "2", "--out", dir + "/all", "--quiet"])
        #expect(all.code == 0, "\(all.err)")
        let everything = try Self.rendered(dir + "/all")
        #expect(everything == ["backHome", "modal", "next", "spin", "table"])
        for n in [2, 8] {
            var seen: [String] = []
            for i in 1...n {
                let out = "\(dir)/\(i)of\(n)"
                let r = try await segue(["render", Self.storyboard, "--all", "--shard", "\(i)/\(n)", "--fps", "4", "--jobs", "2", "--out", out])
                #expect(r.code == 0, "\(r.err)")
                let mine = try Self.rendered(out)
                #expect(r.out.hasPrefix("wrote \(mine.count) of \(mine.count) segues in shard \(i)/\(n) to "), "\(r.out)")
                // The index lists this shard's segues only.
                let index = try String(contentsOfFile: out + "/index.txt", encoding: .utf8)
                for name in everything { #expect(index.contains(name) == mine.contains(name), "\(name) in \(out)/index.txt") }
                // The same bytes as the unsharded render.
                for name in mine {
                    #expect(FileManager.default.contentsEqual(atPath: "\(out)/\(name)/frame_0001.png", andPath: "\(dir)/all/\(name)/frame_0001.png"))
                }
                seen += mine
            }
            #expect(seen.sorted() == everything, "N = \(n)")
        }
    }

    @Test func shardUsageErrors() async throws {
        let cases: [([String], String)] = [
            (["render", Self.storyboard, "--all", "--shard", "3/2"], "--shard 3/2: the shard index must be from 1 to the count 2, not 3"),
            (["render", Self.storyboard, "--all", "--shard", "1/1001"], "the shard count must be from 1 to 1000, not 1001"),
            (["render", Self.storyboard, "--all", "--shard", "half"], "--shard takes I/N (shard I of N, 1 ≤ I ≤ N ≤ 1000), e.g. 2/4, not 'half'"),
            (["render", Self.storyboard, "--segue", "next", "--shard", "1/2"], "--shard goes with --all"),
            (["render", Self.storyboard, "--all", "--shard", "1/2", "--shard", "2/2"], "--shard is given twice"),
            (["verify", "a", "b", "--shard", "0/1"], "--shard 0/1: the shard index must be from 1 to the count 1, not 0"),
            (["verify", "a", "b", "--shard"], "--shard needs a value"),
        ]
        for (args, message) in cases {
            let r = try await segue(args)
            #expect(r.code == 2 && r.err.hasPrefix("segue: ") && r.err.contains(message) && r.err.split(separator: "\n").count == 1,
                    "\(args): \(r.err)")
        }
    }

    @Test("verify --shard I/N: the shards' transitions are every transition once; an empty shard passes")
    func verifyShardsCoverEveryTransitionOnce() async throws {
        let dir = try await offPool { try SuiteFixture.make() }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for n in [1, 2, 3, 6] {
            var seen: [String] = []
            for i in 1...n {
                let r = try await segue(["verify", dir + "/golden", dir + "/actual", "--shard", "\(i)/\(n)", "--json"])
                #expect(r.code == 0, "\(r.out)\(r.err)")
                let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
                let names = try #require(json["transitions"] as? [[String: Any]]).compactMap { $0["name"] as? String }
                #expect(json["shard"] as? [String: Int] == ["index": i, "count": n])
                #expect(json["namesBeforeSharding"] as? Int == 4)
                #expect(json["passed"] as? Bool == true)
                seen += names
            }
            #expect(seen.sorted() == SuiteFixture.names, "N = \(n)")
        }
        // 6 shards of 4 names: some shard is empty, and says so.
        var emptyShards: [Int] = []
        for i in 1...6 where try await segue(["verify", dir + "/golden", dir + "/actual", "--shard", "\(i)/6"]).out
            .contains("holds 0 of the 4 transitions in the two folders") {
            emptyShards.append(i)
        }
        let empty = try #require(emptyShards.first)
        let r = try await segue(["verify", dir + "/golden", dir + "/actual", "--shard", "\(empty)/6"])
        #expect(r.code == 0 && r.out.hasSuffix("0 of 0 transitions match (exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame)).\n"))
    }

    @Test func verifyShardNeedsFoldersOfFrameFolders() async throws {
        let dir = try await offPool { try SuiteFixture.make(["pop"]) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try await segue(["verify", dir + "/golden/pop", dir + "/actual/pop", "--shard", "1/2"])
        #expect(r.code == 2 && r.err.contains("are one transition each: verify them without --shard"), "\(r.err)")
    }
}
