import Foundation
import SegueKit
import SegueRender
import Synchronization

/// Writes the offline HTML report of a verification: `DIR/index.html` (styles, script and data
/// inline; no network, no external scripts or fonts) and `DIR/images/` (the frames and contact
/// sheets of both sides, hard-linked when the file system allows, copied otherwise, and a diff
/// image for every frame whose bytes differ). Only regular files are linked or copied
/// (`ComparedFileCopy`): the others are named in `Written.skipped`.
public enum ReportWriter {
    /// What `write` wrote.
    public struct Written: Sendable {
        /// The report's `index.html`.
        public var index: String
        /// Files of the compared folders left out because they are not regular files (links,
        /// pipes, devices), each as `path: why`.
        public var skipped: [String]
    }

    /// Writes the report. The folder is written whole through `OutputFolder` (an earlier report
    /// is replaced, a folder holding anything else is refused unless `force`).
    @discardableResult
    public static func write(_ suite: SuiteVerification, to folder: String, force: Bool = false,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Written {
        var skipped: [String] = []
        try OutputFolder.write(folder, kind: .report, force: force) { staging in
            skipped = try writeContents(suite, into: staging, jobs: jobs)
        }
        return Written(index: folder + "/" + FolderLayout.reportPage, skipped: skipped)
    }

    /// Writes the page and its images into `folder`; returns the files left out.
    static func writeContents(_ suite: SuiteVerification, into folder: String, jobs: Int) throws -> [String] {
        let ordered = failuresFirst(suite)
        var transitions: [ReportTransition] = []
        var diffJobs: [(golden: String, actual: String, out: String, options: ComparisonOptions)] = []
        var skipped: [String] = []
        for (i, t) in ordered.enumerated() {
            var entry = ReportTransition(t, index: i)
            let base = "\(FolderLayout.reportImages)/\(i)-\(safeName(t.name))"
            for side in [FolderLayout.Role.expected, .actual, .diff] {
                try createFolder(folder + "/" + base + "/" + side.rawValue)
            }
            func link(_ side: FolderLayout.Role, _ file: String) throws -> String? {
                let source = (side == .expected ? t.goldenPath : t.actualPath) + "/" + file
                let relative = base + "/" + side.rawValue + "/" + file
                switch try ComparedFileCopy.copy(source, to: folder + "/" + relative, hardLink: true) {
                case .copied: return urlPath(relative)
                case .missing: return nil
                case .skipped(let why):
                    skipped.append("\(source): \(why)")
                    return nil
                }
            }
            for k in entry.frames.indices {
                let file = entry.frames[k].file
                entry.frames[k].expected = try link(.expected, file)
                entry.frames[k].actual = try link(.actual, file)
                if ["different", "withinTolerance"].contains(entry.frames[k].status) {
                    let out = base + "/" + FolderLayout.Role.diff.rawValue + "/" + file
                    diffJobs.append((t.goldenPath + "/" + file, t.actualPath + "/" + file, folder + "/" + out, t.options))
                    entry.frames[k].diff = urlPath(out)
                }
            }
            entry.expectedSheet = try link(.expected, FolderLayout.contactSheet)
            entry.actualSheet = try link(.actual, FolderLayout.contactSheet)
            transitions.append(entry)
        }
        try writeDiffs(diffJobs, jobs: jobs)
        let data = ReportData(
            golden: suite.goldenPath, actual: suite.actualPath, options: ordered.first?.options.description ?? "",
            passed: ordered.filter(\.passed).count, failed: ordered.filter { !$0.passed }.count, transitions: transitions)
        let index = folder + "/" + FolderLayout.reportPage
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(Array(ReportPage.html(data).utf8), to: index)
        } catch {
            throw VerificationError("cannot write \(index): \(SystemError.reason(error.code))")
        }
        return skipped
    }

    /// The diff images, several at once.
    static func writeDiffs(_ jobs: [(golden: String, actual: String, out: String, options: ComparisonOptions)], jobs workers: Int) throws {
        let next = Atomic(0)
        let failure = Mutex<String?>(nil)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, jobs.count))) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < jobs.count else { return }
                let job = jobs[i]
                guard ComparedFileCopy.isRegular(job.golden), ComparedFileCopy.isRegular(job.actual),
                      let a = try? PNGDecoder.decode(contentsOf: job.golden), let b = try? PNGDecoder.decode(contentsOf: job.actual),
                      let diff = try? ImageDiff.compare(a, b, options: job.options.diffOptions, makeDiffImage: true).diffImage
                else { continue }
                do {
                    try ArtifactWriter.writePNG(diff, to: job.out)
                } catch {
                    failure.withLock { $0 = $0 ?? "\(error)" }
                }
            }
        }
        if let message = failure.withLock({ $0 }) { throw VerificationError(message) }
    }

    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw VerificationError("cannot create \(path): \(error.localizedDescription)")
        }
    }

    /// A name safe in a file name: letters, digits, `-`, `_`, `.`; anything else becomes `_`.
    static func safeName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
    }

    /// A relative path with each component percent-encoded for a URL.
    static func urlPath(_ relative: String) -> String {
        relative.split(separator: "/").map { String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0) }
            .joined(separator: "/")
    }
}
