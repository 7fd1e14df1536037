import Foundation
import SegueRender

/// The transitions in the order people read them: failures first, then by name.
public func failuresFirst(_ suite: SuiteVerification) -> [TransitionVerification] {
    suite.transitions.filter { !$0.passed } + suite.transitions.filter(\.passed)
}

/// The summary table of `segue verify`.
public enum VerifySummary {
    public static func text(_ suite: SuiteVerification) -> String {
        let rows = failuresFirst(suite)
        var table: [[String]] = [["transition", "files", "identical", "within", "different", "other", "most differing pixels", "result"]]
        for t in rows {
            table.append(row(t))
        }
        var out = layout(table)
        for t in rows where !t.passed {
            out += "\n\(t.name): FAIL (\(t.goldenPath) vs \(t.actualPath))\n"
            out += t.failureLines.map { "  \($0)\n" }.joined()
        }
        let failed = rows.filter { !$0.passed }.count
        let options = (suite.options ?? rows.first?.options)?.description ?? ""
        if let shard = suite.shard {
            let all = suite.namesBeforeSharding ?? rows.count
            out += "\nshard \(shard) holds \(rows.count) of the \(all) transition\(all == 1 ? "" : "s") in the two folders (split by name; see segue verify --help)\n"
        }
        if let merged = suite.mergedShards { out += "\nmerged from \(merged) shard\(merged == 1 ? "" : "s")\n" }
        out += "\n\(rows.count - failed) of \(rows.count) transitions match (\(options))"
        out += failed == 0 ? ".\n" : "; \(failed) \(failed == 1 ? "fails" : "fail").\n"
        return out
    }

    static func row(_ t: TransitionVerification) -> [String] {
        let c = t.compared
        let count = { (s: FrameComparison.Status) in String(c.filter { $0.status == s }.count) }
        let result: String
        if !t.problems.isEmpty {
            result = t.problems.contains { $0.hasPrefix("a golden with nothing") } ? "FAIL: no actual frames"
                : t.problems.contains { $0.hasPrefix("no golden") } ? "FAIL: no golden" : "FAIL: \(t.problems.count) problem(s)"
        } else if !t.manifestDifferences.isEmpty {
            result = "FAIL: manifest (\(t.manifestDifferences.map(\.field).joined(separator: ", ")))"
        } else {
            result = t.passed ? "ok" : "FAIL: \(t.failingFrames.count) file\(t.failingFrames.count == 1 ? "" : "s")"
        }
        if t.frames.isEmpty { return [t.name, "-", "-", "-", "-", "-", "-", result] }
        var most = "0"
        if let worst = t.largestDifference, worst.mismatched > 0 {
            most = "\(worst.mismatched) (\(Format.percent(worst.mismatchedFraction))) \((worst.file as NSString).deletingPathExtension)"
        }
        return [t.name, String(t.frames.count), count(.identical), count(.withinTolerance), count(.different),
                String(t.frames.count - c.count), most, result]
    }

    /// Left-aligned text columns, numbers right-aligned, two spaces apart.
    static func layout(_ table: [[String]]) -> String {
        let widths = (0..<table[0].count).map { col in table.map { $0[col].count }.max() ?? 0 }
        let numeric: Set = [1, 2, 3, 4, 5]
        return table.map { row in
            row.enumerated().map { col, cell in
                let pad = String(repeating: " ", count: widths[col] - cell.count)
                return numeric.contains(col) ? pad + cell : (col == row.count - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}

/// The `--json` output of `segue verify`, and what `segue verify --merge` reads back.
///
/// NB: fields are only ever added. Added for CI: `shard` (`{"index", "count"}`) with
/// `namesBeforeSharding`, `mergedShards`, `seconds`, and per transition `seconds` and, when it
/// failed, `failure` (`TransitionFailure`: kind, message, goldenFile, actualFile, frame, frameFile,
/// mismatched, failingFiles, threshold, maxDifferentPixels). A run's identity, which merging
/// checks, is its `golden` folder, its `options` and its shard count.
public enum VerifyJSON {
    struct Output: Codable {
        var passed: Bool
        var golden: String
        var actual: String
        var options: ComparisonOptions
        var summary: Summary
        var transitions: [Transition]
        var goldensWithoutActual: [String]
        var actualsWithoutGolden: [String]
        var report: String?
        var shard: Shard?
        var namesBeforeSharding: Int?
        var mergedShards: Int?
        var seconds: Double?
    }
    struct Summary: Codable {
        var transitions: Int
        var passed: Int
        var failed: Int
    }
    struct Transition: Codable {
        var name: String
        var passed: Bool
        var golden: String
        var actual: String
        var summary: String
        var problems: [String]
        var manifestDifferences: [ManifestDifference]
        var versionDifferences: [VersionDifference]
        var frames: [FrameComparison]
        var failure: TransitionFailure?
        var seconds: Double?
    }

    /// The JSON text; failure paths are relative to `base` when inside it (see `TransitionFailure`).
    public static func text(_ suite: SuiteVerification, report: String?,
                            relativeTo base: String = FileManager.default.currentDirectoryPath) throws -> String {
        let rows = failuresFirst(suite)
        let output = Output(
            passed: suite.passed, golden: suite.goldenPath, actual: suite.actualPath,
            options: suite.options ?? rows.first?.options ?? ComparisonOptions(),
            summary: Summary(transitions: rows.count, passed: rows.filter(\.passed).count, failed: rows.filter { !$0.passed }.count),
            transitions: rows.map {
                Transition(name: $0.name, passed: $0.passed, golden: $0.goldenPath, actual: $0.actualPath, summary: $0.summaryLine,
                           problems: $0.problems, manifestDifferences: $0.manifestDifferences,
                           versionDifferences: $0.versionDifferences, frames: $0.frames,
                           failure: $0.failure(relativeTo: base), seconds: $0.seconds)
            },
            goldensWithoutActual: suite.goldensWithoutActual, actualsWithoutGolden: suite.actualsWithoutGolden, report: report,
            shard: suite.shard, namesBeforeSharding: suite.namesBeforeSharding, mergedShards: suite.mergedShards,
            seconds: suite.seconds)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(output), as: UTF8.self) + "\n"
    }

    /// Reads back what `text` wrote (the transitions in name order). Throws `VerificationError`
    /// naming `source` when the bytes are not a `segue verify --json` result.
    public static func decode(_ bytes: [UInt8], source: String) throws -> SuiteVerification {
        let output: Output
        do {
            output = try JSONDecoder().decode(Output.self, from: Data(bytes))
        } catch {
            throw VerificationError("\(source) is not the JSON of segue verify --json: \(FrameFolder.describe(error))")
        }
        let transitions = output.transitions.map {
            TransitionVerification(name: $0.name, goldenPath: $0.golden, actualPath: $0.actual, problems: $0.problems,
                                   manifestDifferences: $0.manifestDifferences, versionDifferences: $0.versionDifferences,
                                   frames: $0.frames, options: output.options, seconds: $0.seconds)
        }.sorted { $0.name < $1.name }
        return SuiteVerification(
            goldenPath: output.golden, actualPath: output.actual, transitions: transitions,
            goldensWithoutActual: output.goldensWithoutActual, actualsWithoutGolden: output.actualsWithoutGolden,
            options: output.options, shard: output.shard, namesBeforeSharding: output.namesBeforeSharding,
            mergedShards: output.mergedShards, seconds: output.seconds)
    }
}
