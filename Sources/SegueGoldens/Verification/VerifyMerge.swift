import SegueKit

/// Merges the results of the shards of one verification run (`segue verify … --shard I/N --json`,
/// one per CI job) into one result, as if the run had not been split: what `segue verify --merge`
/// does.
///
/// ```swift
/// let parts = try paths.map { ($0, try VerifyMerge.read($0)) }
/// let merged = try VerifyMerge.merge(parts)
/// print(merged.passed)
/// ```
///
/// It refuses (`VerificationError`, naming the files) what would give wrong totals: a result
/// without a shard, shards of different runs (another golden folder, other comparison options,
/// another shard count), a shard given twice or missing, a transition in two shards or in a
/// shard it does not belong to.
public enum VerifyMerge {
    /// The largest result file read (a result lists every frame of its transitions).
    public static let maxFileBytes = 256 << 20

    /// One shard's result, read from `segue verify --json` output.
    public static func read(_ path: String) throws -> SuiteVerification {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, maximumBytes: maxFileBytes)
        } catch {
            throw VerificationError(error.description)
        }
        return try VerifyJSON.decode(bytes, source: path)
    }

    /// The merged result: every transition of every shard, by name, with the run's golden folder
    /// and options; `mergedShards` is the shard count.
    public static func merge(_ parts: [(source: String, result: SuiteVerification)]) throws -> SuiteVerification {
        guard let first = parts.first else { throw VerificationError("nothing to merge: give the JSON result of every shard") }
        var byIndex: [Int: String] = [:]
        var owner: [String: String] = [:]
        for (source, result) in parts {
            guard let shard = result.shard else {
                let what = result.mergedShards != nil ? "an already merged result" : "the result of a whole run"
                throw VerificationError("\(source) is \(what), not of one shard: merge the results of the shards of one run, each verified with its shard")
            }
            guard result.goldenPath == first.result.goldenPath else {
                throw VerificationError("\(source) verified the goldens in \(result.goldenPath) but \(first.source) those in "
                    + "\(first.result.goldenPath): not shards of one run")
            }
            guard result.options == first.result.options else {
                throw VerificationError("\(source) compared with \(result.options?.description ?? "no options") but \(first.source) with "
                    + "\(first.result.options?.description ?? "no options"): not shards of one run")
            }
            guard shard.count == first.result.shard?.count else {
                throw VerificationError("\(source) is shard \(shard) but \(first.source) is shard \(first.result.shard.map(\.description) ?? "?"): "
                    + "not shards of one run (the shard counts differ)")
            }
            if let other = byIndex[shard.index] {
                throw VerificationError("\(other) and \(source) are both shard \(shard): give each shard once")
            }
            byIndex[shard.index] = source
            for t in result.transitions {
                guard shard.contains(t.name) else {
                    throw VerificationError("\(source) lists \(t.name), which belongs to shard \(Shard.shardIndex(of: t.name, count: shard.count))/\(shard.count), "
                        + "not \(shard): it was split another way")
                }
                if let other = owner[t.name] {
                    throw VerificationError("\(t.name) is in both \(other) and \(source): not shards of one run")
                }
                owner[t.name] = source
            }
        }
        let count = first.result.shard!.count
        let missing = (1...count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let named = missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 10 ? " and \(missing.count - 10) more" : "")
            throw VerificationError("shard\(missing.count == 1 ? "" : "s") \(named) \(missing.count == 1 ? "is" : "are") missing: "
                + "merge needs the result of every shard of the run (\(parts.count) of \(count) given)")
        }
        let results = parts.map(\.result)
        let actuals = Array(Set(results.map(\.actualPath))).sorted()
        return SuiteVerification(
            goldenPath: first.result.goldenPath, actualPath: actuals.joined(separator: ", "),
            transitions: results.flatMap(\.transitions).sorted { $0.name < $1.name },
            goldensWithoutActual: Set(results.flatMap(\.goldensWithoutActual)).sorted(),
            actualsWithoutGolden: Set(results.flatMap(\.actualsWithoutGolden)).sorted(),
            options: first.result.options, mergedShards: count,
            seconds: results.compactMap(\.seconds).reduce(0, +))
    }
}
