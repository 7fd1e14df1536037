import Foundation
import SegueRender
import Synchronization

/// Writes the offline HTML report of a verification: `DIR/index.html` (styles, script and data
/// inline; no network, no external scripts or fonts) and `DIR/images/` (the frames and contact
/// sheets of both sides, hard-linked when the file system allows, copied otherwise, and a diff
/// image for every frame whose bytes differ).
public enum ReportWriter {
    static let marker = #"<meta name="generator" content="segue verify">"#

    /// Writes the report and returns the path of its `index.html`.
    /// The folder is written whole through `OutputFolder` (an earlier report is replaced, a folder
    /// holding anything else is refused unless `force`).
    public static func write(_ suite: SuiteVerification, to folder: String, force: Bool = false,
                      jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> String {
        try OutputFolder.write(folder, kind: .report, force: force, option: "--report") { staging in
            try writeContents(suite, into: staging, jobs: jobs)
        }
        return folder + "/index.html"
    }

    static func writeContents(_ suite: SuiteVerification, into folder: String, jobs: Int) throws {
        let ordered = failuresFirst(suite)
        var transitions: [ReportTransition] = []
        var diffJobs: [(golden: String, actual: String, out: String, options: ComparisonOptions)] = []
        for (i, t) in ordered.enumerated() {
            var entry = ReportTransition(t, index: i)
            let base = "images/\(i)-\(safeName(t.name))"
            for side in ["expected", "actual", "diff"] {
                try createFolder(folder + "/" + base + "/" + side)
            }
            for k in entry.frames.indices {
                let file = entry.frames[k].file
                entry.frames[k].expected = try link(t.goldenPath + "/" + file, folder, base + "/expected/" + file)
                entry.frames[k].actual = try link(t.actualPath + "/" + file, folder, base + "/actual/" + file)
                if ["different", "withinTolerance"].contains(entry.frames[k].status) {
                    let out = base + "/diff/" + file
                    diffJobs.append((t.goldenPath + "/" + file, t.actualPath + "/" + file, folder + "/" + out, t.options))
                    entry.frames[k].diff = urlPath(out)
                }
            }
            let sheet = FrameFolder.contactSheetName
            entry.expectedSheet = try link(t.goldenPath + "/" + sheet, folder, base + "/expected/" + sheet)
            entry.actualSheet = try link(t.actualPath + "/" + sheet, folder, base + "/actual/" + sheet)
            transitions.append(entry)
        }
        try writeDiffs(diffJobs, jobs: jobs)
        let data = ReportData(
            golden: suite.goldenPath, actual: suite.actualPath, options: ordered.first?.options.description ?? "",
            passed: ordered.filter(\.passed).count, failed: ordered.filter { !$0.passed }.count, transitions: transitions)
        let index = folder + "/index.html"
        do {
            try Data(ReportPage.html(data).utf8).write(to: URL(fileURLWithPath: index), options: .atomic)
        } catch {
            throw VerificationError("cannot write \(index): \(OutputFolder.describe(error))")
        }
    }

    /// Hard-links (or copies) `source` to `folder/relative`, returning the URL path for the page,
    /// or nil when there is no such file.
    static func link(_ source: String, _ folder: String, _ relative: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: source) else { return nil }
        let destination = folder + "/" + relative
        if Foundation.link(source, destination) != 0 {
            do {
                guard try !ArtifactWriter.copy(source, to: destination).isEmpty else { return nil }
            } catch {
                throw VerificationError("cannot copy \(source) into the report: \(error)")
            }
        }
        return urlPath(relative)
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
                guard let a = try? PNGDecoder.decode(contentsOf: job.golden), let b = try? PNGDecoder.decode(contentsOf: job.actual),
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
