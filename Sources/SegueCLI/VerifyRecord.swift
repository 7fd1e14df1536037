import Foundation
import SegueGoldens
import SegueRender

/// `segue verify GOLDEN ACTUAL --record`: after verifying, each failing transition's golden is
/// replaced by (or, when missing, created from) its actual frames, as `SEGUE_RECORD=failed` does
/// for Swift tests. It still exits 1, so that a recording is never accepted silently: the next
/// verify is what passes.
enum VerifyRecord {
    /// What recording did: the goldens written, and the failing transitions it could not record.
    struct Outcome {
        var recorded: [String] = []
        var skipped: [String] = []
    }

    /// Records every failing transition that has actual frames. A golden folder holding files
    /// segue did not write is refused (never replaced), and said so.
    static func record(_ suite: SuiteVerification) -> Outcome {
        var outcome = Outcome()
        for t in suite.failed {
            guard FrameFolder.isFrameFolder(t.actualPath) else {
                outcome.skipped.append("\(t.name): there are no actual frames to record (\(t.actualPath)); "
                    + "if the transition is gone, remove its golden \(t.goldenPath) yourself")
                continue
            }
            do {
                try GoldenRecorder.replace(t.goldenPath, with: t.actualPath)
                outcome.recorded.append(t.name)
            } catch {
                outcome.skipped.append("\(t.name): \(error)")
            }
        }
        return outcome
    }

    /// The lines printed after the summary table.
    static func text(_ outcome: Outcome, golden: String) -> String {
        var out = ""
        if !outcome.recorded.isEmpty {
            let n = outcome.recorded.count
            out += "\nrecorded \(n) golden\(n == 1 ? "" : "s") in \(golden) from the actual frames: "
                + outcome.recorded.joined(separator: ", ") + ".\n"
                + "Look at them (each folder's contact-sheet.png) and commit them if they are right; "
                + "verify again without --record to confirm (a recording always exits 1).\n"
        }
        for line in outcome.skipped { out += "not recorded: \(line)\n" }
        return out
    }

    /// What to do when the differences are intended, printed under a failing table.
    static func hint(_ suite: SuiteVerification, reported: Bool) -> String {
        let shard = suite.shard.map { " --shard \($0)" } ?? ""
        return "\nIf the changes are intended, look at them\(reported ? " in the report" : " (--report DIR writes an HTML report)"), "
            + "then make the new frames the goldens: "
            + "segue verify \(shellWord(suite.goldenPath)) \(shellWord(suite.actualPath))\(shard) --record\n"
    }

    /// `path` as a shell reads it back: as is when it is plain, else in single quotes.
    static func shellWord(_ path: String) -> String {
        let safe = "_./-+@:,=".unicodeScalars
        let plain = !path.isEmpty && path.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || safe.contains($0))
        }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
