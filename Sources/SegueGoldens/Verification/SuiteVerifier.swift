import Foundation

/// What verifying a folder of golden frame folders against a folder of actual ones found.
public struct SuiteVerification: Sendable, Codable {
    public var goldenPath: String
    public var actualPath: String
    /// One entry per name on either side, sorted by name; a name found on one side only is an
    /// entry with a problem that says so.
    public var transitions: [TransitionVerification]
    /// Golden folders with nothing rendered to compare with (goldens with no test).
    public var goldensWithoutActual: [String]
    /// Actual folders with no golden.
    public var actualsWithoutGolden: [String]

    /// Every transition passed, and there was at least one.
    public var passed: Bool { !transitions.isEmpty && transitions.allSatisfy(\.passed) }

    public var failed: [TransitionVerification] { transitions.filter { !$0.passed } }
}

/// Verifies two frame folders, or two folders of frame folders matched by name.
public enum SuiteVerifier {
    public static func verify(
        golden: String, actual: String, options: ComparisonOptions = ComparisonOptions(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> SuiteVerification {
        // Both must be readable folders.
        _ = try FrameFolder.listing(golden)
        _ = try FrameFolder.listing(actual)
        let goldenIsFrames = FrameFolder.isFrameFolder(golden), actualIsFrames = FrameFolder.isFrameFolder(actual)
        if goldenIsFrames && actualIsFrames {
            let one = TransitionVerifier.verify(golden: golden, actual: actual, options: options, jobs: jobs)
            return SuiteVerification(goldenPath: golden, actualPath: actual, transitions: [one], goldensWithoutActual: [], actualsWithoutGolden: [])
        }
        if goldenIsFrames != actualIsFrames {
            let (frames, other) = goldenIsFrames ? (golden, actual) : (actual, golden)
            throw VerificationError(
                "\(frames) is a frame folder but \(other) is not (it holds no manifest.json or frame_NNNN.png): "
                    + "give two frame folders, or two folders of frame folders")
        }
        let goldenNames = try subfolders(golden), actualNames = try subfolders(actual)
        guard !goldenNames.isEmpty || !actualNames.isEmpty else {
            throw VerificationError("neither \(golden) nor \(actual) holds a frame folder: nothing to verify")
        }
        var transitions: [TransitionVerification] = []
        for name in Set(goldenNames).union(actualNames).sorted() {
            let g = golden + "/" + name, a = actual + "/" + name
            if !actualNames.contains(name) {
                transitions.append(TransitionVerification(
                    name: name, goldenPath: g, actualPath: a,
                    problems: ["a golden with nothing to compare it with: \(a) does not exist"], options: options))
            } else if !goldenNames.contains(name) {
                transitions.append(TransitionVerification(
                    name: name, goldenPath: g, actualPath: a,
                    problems: ["no golden for these frames: \(g) does not exist"], options: options))
            } else {
                transitions.append(TransitionVerifier.verify(golden: g, actual: a, name: name, options: options, jobs: jobs))
            }
        }
        return SuiteVerification(
            goldenPath: golden, actualPath: actual, transitions: transitions,
            goldensWithoutActual: goldenNames.filter { !actualNames.contains($0) },
            actualsWithoutGolden: actualNames.filter { !goldenNames.contains($0) })
    }

    /// The names of the visible subfolders of `path`, sorted.
    static func subfolders(_ path: String) throws -> [String] {
        try FrameFolder.listing(path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }
}
