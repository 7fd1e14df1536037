/// One of N parts of a set of transitions (`--shard I/N`), for a matrix of CI jobs that each render
/// and verify a share of a large project.
///
/// A transition belongs to shard `1 + h(name) mod N`, where `name` is its stable name (a storyboard
/// segue's folder name, `SegueReference.name`, or a frame folder's name, without the storyboard's
/// folder above it in an app's render) and `h` is FNV-1a over the
/// name's UTF-8 bytes, mixed by SplitMix64's finaliser. Every name is in exactly one shard of N, so
/// the shards of one run cover every transition exactly once, whatever else the set holds.
///
/// NB: by hash, not by position in the sorted list: each CI job sees its own set (the goldens plus
/// only what it rendered, a new segue in one job alone), and a name's shard must not depend on
/// which other names a job sees, or a name would be verified twice or never. The cost is balance:
/// shards are even only on average (a few transitions may all land in one shard; with N larger
/// than the count some shards are empty, and an empty shard passes).
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The most shards a run may be split into.
    public static let maxCount = 1000

    /// 1…count.
    public let index: Int
    /// 1…`maxCount`.
    public let count: Int

    public init(index: Int, count: Int) throws {
        guard (1...Self.maxCount).contains(count) else {
            throw ShardError("the shard count must be from 1 to \(Self.maxCount), not \(count)")
        }
        guard (1...count).contains(index) else {
            throw ShardError("the shard index must be from 1 to the count \(count), not \(index)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, e.g. `2/4`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), parts.allSatisfy({ $0.allSatisfy(\.isASCII) }) else {
            throw ShardError("takes I/N (shard I of N, 1 ≤ I ≤ N ≤ \(Self.maxCount)), e.g. 2/4, not '\(text)'")
        }
        do {
            try self.init(index: i, count: n)
        } catch let e as ShardError {
            throw ShardError("\(text): \(e.description) (I/N: shard I of N, 1 ≤ I ≤ N ≤ \(Self.maxCount))")
        }
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    private enum CodingKeys: String, CodingKey { case index, count }

    /// `{"index": 2, "count": 4}`, checked as `init(index:count:)` checks it.
    ///
    /// NB: read as numbers, then checked to be whole, so that `1e30` or `3.5` is called a wrong
    /// shard count rather than JSON that does not parse.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func whole(_ key: CodingKeys, _ what: String) throws -> Int {
            let v = try c.decode(Double.self, forKey: key)
            guard v == v.rounded(), abs(v) <= Double(Self.maxCount) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "the shard \(what) must be a whole number from 1 to \(Self.maxCount), not \(v)")
            }
            return Int(v)
        }
        let index = try whole(.index, "index"), count = try whole(.count, "count")
        do {
            try self.init(index: index, count: count)
        } catch let e as ShardError {
            throw DecodingError.dataCorruptedError(forKey: .index, in: c, debugDescription: e.description)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(index, forKey: .index)
        try c.encode(count, forKey: .count)
    }

    /// Whether the transition named `name` is in this shard: by its own folder's name, the last
    /// component of a path (`Main/showDetail` is `showDetail`).
    ///
    /// NB: `render FOLDER --all --shard` names a segue by its folder, while `verify` of that render
    /// sees it under its storyboard's folder; a job that renders shard I and verifies shard I must
    /// find the same segues in both.
    public func contains(_ name: String) -> Bool { Self.shardIndex(of: name, count: count) == index }

    /// The names of `names` in this shard, in their order.
    public func select(_ names: [String]) -> [String] { names.filter(contains) }

    /// The shard (1…count) that `name` (or the last component of the path `name`) belongs to.
    public static func shardIndex(of name: String, count: Int) -> Int {
        precondition(count >= 1)
        let own = name.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? name
        return Int(hash(own) % UInt64(count)) + 1
    }

    /// FNV-1a 64 over the UTF-8 bytes, then SplitMix64's finaliser so that the low bits (what `mod N`
    /// keeps) depend on every byte. Fixed forever: every job of a run must compute the same value.
    static func hash(_ name: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        h = (h ^ (h >> 30)) &* 0xbf58_476d_1ce4_e5b9
        h = (h ^ (h >> 27)) &* 0x94d0_49bb_1331_11eb
        return h ^ (h >> 31)
    }
}

/// A malformed `--shard` value; the description says what is expected.
public struct ShardError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
