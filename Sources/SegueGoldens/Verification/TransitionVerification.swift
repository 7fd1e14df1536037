/// What verifying one transition (a golden frame folder against an actual one) found. Passing
/// needs no folder problem, no manifest difference, and every file passing; version differences
/// alone do not fail, but are said with any failure.
public struct TransitionVerification: Sendable, Codable {
    /// The transition's name: the golden folder's name, e.g. `push`.
    public var name: String
    public var goldenPath: String
    public var actualPath: String
    /// Problems with the folders themselves: a missing or unreadable manifest or folder.
    public var problems: [String]
    /// The manifest fields that differ. When there are any, the frames are not compared: the
    /// transition changed as a whole, and a pile of pixel failures would hide that.
    public var manifestDifferences: [ManifestDifference]
    /// The versions of segue, Cairo and libpng that differ between the goldens and this run.
    public var versionDifferences: [VersionDifference]
    /// One entry per file compared or missing, frames in order, the contact sheet last.
    public var frames: [FrameComparison]
    public var options: ComparisonOptions
    /// How long the check took, in seconds (for JUnit's `time`); nil when not measured.
    public var seconds: Double?

    public init(name: String, goldenPath: String, actualPath: String, problems: [String] = [],
                manifestDifferences: [ManifestDifference] = [], versionDifferences: [VersionDifference] = [],
                frames: [FrameComparison] = [], options: ComparisonOptions, seconds: Double? = nil) {
        self.name = name
        self.goldenPath = goldenPath
        self.actualPath = actualPath
        self.problems = problems
        self.manifestDifferences = manifestDifferences
        self.versionDifferences = versionDifferences
        self.frames = frames
        self.options = options
        self.seconds = seconds
    }

    public var passed: Bool { problems.isEmpty && manifestDifferences.isEmpty && frames.allSatisfy(\.passed) }

    public var failingFrames: [FrameComparison] { frames.filter { !$0.passed } }

    /// Files whose pixels were compared (both sides present and readable, same size).
    public var compared: [FrameComparison] {
        frames.filter { [.identical, .withinTolerance, .different].contains($0.status) }
    }

    /// The largest count of differing pixels in one file, and that file.
    public var largestDifference: FrameComparison? {
        compared.max { ($0.mismatched, $1.file) < ($1.mismatched, $0.file) }
    }

    /// The numbers, one line, for passing and failing checks alike:
    /// `push: 17 files compared, 16 identical, 1 within tolerance, 0 different; most differing pixels: 3 (0.0009 %) in frame_0004.png [threshold 0.1, …]`.
    public var summaryLine: String {
        let line = "\(name): \(counts)"
        return problems.isEmpty && manifestDifferences.isEmpty ? line + " [\(options.description)]" : line
    }

    /// The numbers without the name and the options: `17 files compared, 16 identical, …`.
    public var counts: String {
        if !problems.isEmpty { return "not compared: \(problems.joined(separator: "; "))" }
        if !manifestDifferences.isEmpty {
            return "the manifest differs (\(manifestDifferences.map(\.description).joined(separator: "; "))); frames not compared"
        }
        let c = compared
        let identical = c.filter { $0.status == .identical }.count
        let within = c.filter { $0.status == .withinTolerance }.count
        let different = c.filter { $0.status == .different }.count
        var s = "\(c.count) files compared, \(identical) identical, \(within) within tolerance, \(different) different"
        let others = frames.count - c.count
        if others > 0 { s += ", \(others) missing, unreadable or of another size" }
        if let worst = largestDifference, worst.mismatched > 0 || worst.antiAliased > 0 {
            s += "; most differing pixels: \(worst.mismatched) (\(Format.percent(worst.mismatchedFraction))) in \(worst.file)"
            let aa = c.map(\.antiAliased).reduce(0, +)
            if aa > 0 { s += ", \(aa) anti-aliased pixels excluded in all" }
        } else {
            s += "; 0 differing pixels"
        }
        return s
    }

    /// Everything wrong, one fact per line (empty when it passed): the folder problems, or the
    /// manifest differences, or one line per failing file; then the version note.
    public var failureLines: [String] {
        var lines = problems
        if !manifestDifferences.isEmpty {
            lines.append("the manifest differs from the golden's, so the frames were not compared:")
            lines += manifestDifferences.map { "  \($0)" }
        }
        lines += failingFrames.map(failureLine)
        if !passed, let note = ManifestCheck.versionNote(versionDifferences) { lines.append(note) }
        return lines
    }

    /// One failing file's line, with the tolerance when pixels differ.
    func failureLine(_ f: FrameComparison) -> String {
        guard f.status == .different else { return f.summary }
        return f.summary + "; at most \(options.maxDifferentPixels.description) allowed"
    }
}
