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
        // The output folders are checked before the work, and again when they are written.
        for (option, kind) in [("artifacts", OutputFolder.Kind.artifacts), ("report", .report)] {
            guard let folder = args.values[option] else { continue }
            do {
                try OutputFolder.checkReplaceable(folder, kind: kind, force: args.flags.contains("force"), option: "--" + option)
            } catch {
                throw CommandError("\(error)")
            }
        }

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
