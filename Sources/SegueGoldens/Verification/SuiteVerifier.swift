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
    /// The comparison's settings (each transition carries them too; this survives an empty shard).
    public var options: ComparisonOptions?
    /// The share of the names this run covered (`--shard I/N`); nil: all of them.
    public var shard: Shard?
    /// How many names (golden or actual) there were before the shard took its share.
    public var namesBeforeSharding: Int?
    /// How many shards were merged into this result (`VerifyMerge`); nil for one run.
    public var mergedShards: Int?
    /// How long the verification took, in seconds (for JUnit's `time`).
    public var seconds: Double?

    public init(goldenPath: String, actualPath: String, transitions: [TransitionVerification],
                goldensWithoutActual: [String] = [], actualsWithoutGolden: [String] = [], options: ComparisonOptions? = nil,
                shard: Shard? = nil, namesBeforeSharding: Int? = nil, mergedShards: Int? = nil, seconds: Double? = nil) {
        self.goldenPath = goldenPath
        self.actualPath = actualPath
        self.transitions = transitions
        self.goldensWithoutActual = goldensWithoutActual
        self.actualsWithoutGolden = actualsWithoutGolden
        self.options = options
        self.shard = shard
        self.namesBeforeSharding = namesBeforeSharding
        self.mergedShards = mergedShards
        self.seconds = seconds
    }

    /// Every transition passed, and there was at least one. NB: one shard may hold none of the
    /// names (it passes: another shard has them); a merged result of all shards may not.
    public var passed: Bool {
        transitions.allSatisfy(\.passed) && (!transitions.isEmpty || (shard != nil && mergedShards == nil))
    }

    public var failed: [TransitionVerification] { transitions.filter { !$0.passed } }
}

/// Verifies two frame folders, or two folders of frame folders matched by name.
public enum SuiteVerifier {
    /// With a `shard`, only the names in it (`Shard`) are verified; it needs two folders of frame
    /// folders (one frame folder is one transition, nothing to split).
    public static func verify(
        golden: String, actual: String, options: ComparisonOptions = ComparisonOptions(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil
    ) throws -> SuiteVerification {
        let start = ContinuousClock.now
        // Both must be readable folders.
        _ = try FrameFolder.listing(golden)
        _ = try FrameFolder.listing(actual)
        let goldenIsFrames = FrameFolder.isFrameFolder(golden), actualIsFrames = FrameFolder.isFrameFolder(actual)
        if goldenIsFrames && actualIsFrames {
            if shard != nil {
                throw VerificationError("a shard splits folders of frame folders, but \(golden) and \(actual) are one transition each: verify them without a shard")
            }
            let one = timed { TransitionVerifier.verify(golden: golden, actual: actual, options: options, jobs: jobs) }
            return SuiteVerification(goldenPath: golden, actualPath: actual, transitions: [one], options: options, seconds: seconds(since: start))
        }
        if goldenIsFrames != actualIsFrames {
            let (frames, other) = goldenIsFrames ? (golden, actual) : (actual, golden)
            throw VerificationError(
                "\(frames) is a frame folder but \(other) is not (it holds no manifest.json or frame_NNNN.png): "
                    + "give two frame folders, or two folders of frame folders")
        }
        let goldenNames = try frameFolders(golden), actualNames = try frameFolders(actual)
        guard !goldenNames.isEmpty || !actualNames.isEmpty else {
            throw VerificationError("neither \(golden) nor \(actual) holds a frame folder: nothing to verify")
        }
        var names = Set(goldenNames).union(actualNames).sorted()
        let before = names.count
        if let shard { names = shard.select(names) }
        var transitions: [TransitionVerification] = []
        for name in names {
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
                transitions.append(timed { TransitionVerifier.verify(golden: g, actual: a, name: name, options: options, jobs: jobs) })
            }
        }
        let inShard = { (name: String) in shard?.contains(name) ?? true }
        return SuiteVerification(
            goldenPath: golden, actualPath: actual, transitions: transitions,
            goldensWithoutActual: goldenNames.filter { !actualNames.contains($0) && inShard($0) },
            actualsWithoutGolden: actualNames.filter { !goldenNames.contains($0) && inShard($0) },
            options: options, shard: shard, namesBeforeSharding: shard == nil ? nil : before, seconds: seconds(since: start))
    }

    /// `verify()`'s result with the seconds it took.
    static func timed(_ verify: () -> TransitionVerification) -> TransitionVerification {
        let start = ContinuousClock.now
        var result = verify()
        result.seconds = seconds(since: start)
        return result
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// The frame folders inside `path`, by their paths relative to it, sorted: its subfolders, and
    /// in a subfolder that is no frame folder, the frame folders inside it (`Main/showDetail`: what
    /// `render FOLDER --all` writes, a folder per storyboard), down to `nestingLimit` levels. A
    /// subfolder holding none stays a name of its own, so that the comparison says what it lacks.
    public static func frameFolders(_ path: String, depth: Int = 0) throws -> [String] {
        var names: [String] = []
        for name in try subfolders(path) {
            let sub = path + "/" + name
            let inner = depth < nestingLimit && !FrameFolder.isFrameFolder(sub) ? ((try? frameFolders(sub, depth: depth + 1)) ?? []) : []
            names += inner.isEmpty ? [name] : inner.map { name + "/" + $0 }
        }
        return names.sorted()
    }

    /// How deep frame folders are looked for: a project's render holds them one level down.
    static let nestingLimit = 2

    /// The names of the visible subfolders of `path`, sorted.
    static func subfolders(_ path: String) throws -> [String] {
        try FrameFolder.listing(path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }
}
