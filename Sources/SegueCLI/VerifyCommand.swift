import Foundation
import SegueGoldens
import SegueRender

/// `segue verify GOLDEN ACTUAL`: frame folders (or folders of them) against their goldens, with a
/// summary table, JSON, artifacts and an HTML report. Exit 0 when everything matches, 1 when
/// anything does not, 2 for bad usage.
@MainActor
enum VerifyCommand {
    static let valueOptions: Set<String> = ["threshold", "max-diff", "max-diff-ratio", "report", "artifacts", "jobs", "preset"]
    static let flagOptions: Set<String> = ["include-aa", "exclude-aa", "json", "help", "force"]

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        let args = try Arguments(argv, valueOptions: valueOptions, flagOptions: flagOptions, command: "verify")
        if args.flags.contains("help") {
            console.out(Help.verify)
            return 0
        }
        let (golden, actual) = try args.pair(command: "verify", needs: "two folders", usage: "segue verify GOLDEN_DIR ACTUAL_DIR")
        let options = try args.comparisonOptions()
        let jobs = try args.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        try ArgumentCheck.beforeFiles()
        try checkFolders(golden: golden, actual: actual)

        let suite: SuiteVerification
        do {
            suite = try SuiteVerifier.verify(golden: golden, actual: actual, options: options, jobs: jobs)
        } catch {
            throw CommandError("\(error)")
        }
        let force = args.flags.contains("force")
        if let folder = args.values["artifacts"] {
            do {
                try OutputFolder.write(folder, kind: .artifacts, force: force, option: "--artifacts") { staging in
                    for t in suite.failed { try ArtifactWriter.write(t, into: staging + "/" + t.name) }
                }
            } catch let e as OutputFolderError {
                throw CommandError(e.description)
            } catch {
                throw CommandError("--artifacts \(folder): \(error)")
            }
        }
        var reportPath: String?
        if let folder = args.values["report"] {
            do {
                reportPath = try ReportWriter.write(suite, to: folder, force: force)
            } catch let e as OutputFolderError {
                throw CommandError(e.description)
            } catch {
                throw CommandError("--report \(folder): \(error)")
            }
        }
        if args.flags.contains("json") {
            console.out(try VerifyJSON.text(suite, report: reportPath))
        } else {
            console.out(VerifySummary.text(suite))
            if let reportPath { console.out("report: \(reportPath)\n") }
        }
        return suite.passed ? 0 : 1
    }

    /// Both arguments must be folders of the same kind: bad usage otherwise.
    static func checkFolders(golden: String, actual: String) throws {
        for (path, role) in [(golden, "GOLDEN_DIR"), (actual, "ACTUAL_DIR")] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("\(role) \(path) does not exist")
            }
            guard isDirectory.boolValue else { throw UsageError("\(role) \(path) is not a folder") }
        }
        let g = FrameFolder.isFrameFolder(golden), a = FrameFolder.isFrameFolder(actual)
        if g != a {
            let (frames, other) = g ? (golden, actual) : (actual, golden)
            throw UsageError("\(frames) is a frame folder but \(other) is not: give two frame folders, or two folders of frame folders")
        }
    }
}

/// The transitions in the order people read them: failures first, then by name.
func failuresFirst(_ suite: SuiteVerification) -> [TransitionVerification] {
    suite.transitions.filter { !$0.passed } + suite.transitions.filter(\.passed)
}

/// The summary table of `segue verify`.
enum VerifySummary {
    static func text(_ suite: SuiteVerification) -> String {
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
        let options = rows.first?.options.description ?? ""
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

/// The `--json` output of `segue verify`.
enum VerifyJSON {
    struct Output: Encodable {
        var passed: Bool
        var golden: String
        var actual: String
        var options: ComparisonOptions
        var summary: Summary
        var transitions: [Transition]
        var goldensWithoutActual: [String]
        var actualsWithoutGolden: [String]
        var report: String?
    }
    struct Summary: Encodable {
        var transitions: Int
        var passed: Int
        var failed: Int
    }
    struct Transition: Encodable {
        var name: String
        var passed: Bool
        var golden: String
        var actual: String
        var summary: String
        var problems: [String]
        var manifestDifferences: [ManifestDifference]
        var versionDifferences: [VersionDifference]
        var frames: [FrameComparison]
    }

    static func text(_ suite: SuiteVerification, report: String?) throws -> String {
        let rows = failuresFirst(suite)
        let output = Output(
            passed: suite.passed, golden: suite.goldenPath, actual: suite.actualPath,
            options: rows.first?.options ?? ComparisonOptions(),
            summary: Summary(transitions: rows.count, passed: rows.filter(\.passed).count, failed: rows.filter { !$0.passed }.count),
            transitions: rows.map {
                Transition(name: $0.name, passed: $0.passed, golden: $0.goldenPath, actual: $0.actualPath, summary: $0.summaryLine,
                           problems: $0.problems, manifestDifferences: $0.manifestDifferences,
                           versionDifferences: $0.versionDifferences, frames: $0.frames)
            },
            goldensWithoutActual: suite.goldensWithoutActual, actualsWithoutGolden: suite.actualsWithoutGolden, report: report)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(output), as: UTF8.self) + "\n"
    }
}
