import Foundation
import SegueGoldens
import SegueRender

/// `segue verify GOLDEN ACTUAL`: frame folders (or folders of them) against their goldens, with a
/// summary table, JSON, artifacts and an HTML report. Exit 0 when everything matches, 1 when
/// anything does not, 2 for bad usage. For CI: `--shard I/N` verifies one share of the
/// transitions, `--merge A.json B.json …` combines the shards' JSON results, `--junit FILE` and
/// `--json-out FILE` write the result as files.
@MainActor
enum VerifyCommand {
    static let valueOptions: Set<String> = ["threshold", "max-diff", "max-diff-ratio", "report", "artifacts", "jobs", "preset",
                                            "shard", "junit", "json-out"]
    static let flagOptions: Set<String> = ["include-aa", "exclude-aa", "json", "help", "force", "merge", "record"]

    static func run(_ argv: [String], console: Console) throws -> Int32 {
        let args = try Arguments(argv, valueOptions: valueOptions, flagOptions: flagOptions, command: "verify")
        if args.flags.contains("help") {
            console.out(Help.verify)
            return 0
        }
        if args.flags.contains("merge") { return try merge(args, console: console) }
        let (golden, actual) = try args.pair(command: "verify", needs: "two folders", usage: "segue verify GOLDEN_DIR ACTUAL_DIR")
        let options = try args.comparisonOptions()
        let jobs = try args.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let shard = try args.shard()
        try ArgumentCheck.beforeFiles()
        try checkFolders(golden: golden, actual: actual)
        if let shard, FrameFolder.isFrameFolder(golden) {
            throw UsageError("--shard \(shard) splits two folders of frame folders, but \(golden) and \(actual) are one transition each: "
                + "verify them without --shard")
        }
        try checkResultFiles(args)
        // The output folders are checked before the work, and again when they are written.
        for (option, kind) in [("artifacts", OutputFolder.Kind.artifacts), ("report", .report)] {
            guard let folder = args.values[option] else { continue }
            do {
                try OutputFolder.checkReplaceable(folder, kind: kind, force: args.flags.contains("force"), option: "--" + option)
            } catch {
                throw CommandError.wording(error, option: "--" + option)
            }
        }

        let suite: SuiteVerification
        do {
            suite = try SuiteVerifier.verify(golden: golden, actual: actual, options: options, jobs: jobs, shard: shard)
        } catch {
            throw CommandError("\(error)")
        }
        let force = args.flags.contains("force")
        if let folder = args.values["artifacts"] {
            do {
                var skipped: [String] = []
                try OutputFolder.write(folder, kind: .artifacts, force: force, option: "--artifacts") { staging in
                    for t in suite.failed { skipped += try ArtifactWriter.write(t, into: staging + "/" + t.name).skipped }
                }
                if let line = ComparedFileCopy.summary(skipped, into: "--artifacts \(folder)") { console.err("segue: \(line)\n") }
            } catch let e as OutputFolderError {
                throw CommandError(e.commandLine(option: "--artifacts"))
            } catch {
                throw CommandError("--artifacts \(folder): \(error)")
            }
        }
        var reportPath: String?
        if let folder = args.values["report"] {
            do {
                let written = try ReportWriter.write(suite, to: folder, force: force)
                reportPath = written.index
                if let line = ComparedFileCopy.summary(written.skipped, into: "--report \(folder)") { console.err("segue: \(line)\n") }
            } catch let e as OutputFolderError {
                throw CommandError(e.commandLine(option: "--report"))
            } catch {
                throw CommandError("--report \(folder): \(error)")
            }
        }
        let recording = args.flags.contains("record") ? VerifyRecord.record(suite) : nil
        return try finish(suite, report: reportPath, recording: recording, args: args, console: console)
    }

    /// Prints the result (the table, or JSON with `--json`), writes `--junit` and `--json-out`, and
    /// returns the exit code. Under a failing table: what `--record` recorded, or how to record.
    static func finish(_ suite: SuiteVerification, report reportPath: String?, recording: VerifyRecord.Outcome? = nil,
                       args: Arguments, console: Console) throws -> Int32 {
        let force = args.flags.contains("force")
        do {
            if let path = args.values["junit"] {
                try ResultFile.write(JUnitReport.xml(suite), to: path, kind: .junit, force: force, option: "--junit")
            }
            if let path = args.values["json-out"] {
                try ResultFile.write(try VerifyJSON.text(suite, report: reportPath), to: path, kind: .json, force: force, option: "--json-out")
            }
        } catch let e as OutputFolderError {
            throw CommandError(e.commandLine(option: "--junit"))
        }
        if args.flags.contains("json") {
            console.out(try VerifyJSON.text(suite, report: reportPath))
            if let recording { console.err(VerifyRecord.text(recording, golden: suite.goldenPath)) }
        } else {
            console.out(VerifySummary.text(suite))
            if let recording {
                console.out(VerifyRecord.text(recording, golden: suite.goldenPath))
            } else if !suite.passed, suite.mergedShards == nil, !suite.failed.isEmpty {
                console.out(VerifyRecord.hint(suite, reported: reportPath != nil))
            }
            // Last, where a terminal's eye and CI logs look for it.
            if let reportPath { console.out("report: \(reportPath)\n") }
        }
        return suite.passed ? 0 : 1
    }

    /// `--junit FILE` and `--json-out FILE` may be written: checked before the work.
    static func checkResultFiles(_ args: Arguments) throws {
        let force = args.flags.contains("force")
        for (option, kind) in [("junit", ResultFile.Kind.junit), ("json-out", .json)] {
            guard let path = args.values[option] else { continue }
            do {
                try ResultFile.checkReplaceable(path, kind: kind, force: force, option: "--" + option)
            } catch {
                throw CommandError.wording(error, option: "--" + option)
            }
        }
    }

    /// `segue verify --merge A.json B.json …`: the shards' results as one.
    static func merge(_ args: Arguments, console: Console) throws -> Int32 {
        let notForMerge = ["threshold", "max-diff", "max-diff-ratio", "preset", "report", "artifacts", "jobs", "shard"].filter { args.values[$0] != nil }
            + ["include-aa", "exclude-aa", "record"].filter { args.flags.contains($0) }
        if let name = notForMerge.first {
            throw UsageError("--\(name) does not apply to --merge: it combines the shards' JSON results, which carry their own options")
        }
        let files = args.positionals
        guard !files.isEmpty else {
            throw UsageError("--merge needs the JSON result of every shard: segue verify --merge shard-1.json shard-2.json … (see segue verify --help)")
        }
        guard files.count <= Shard.maxCount else { throw UsageError("--merge takes at most \(Shard.maxCount) files (one per shard), not \(files.count)") }
        try ArgumentCheck.beforeFiles()
        try checkResultFiles(args)
        let suite: SuiteVerification
        do {
            suite = try VerifyMerge.merge(try files.map { ($0, try VerifyMerge.read($0)) })
        } catch let e as VerificationError {
            throw UsageError(e.description)
        }
        return try finish(suite, report: nil, args: args, console: console)
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
