import Foundation
import SegueKit
import SegueRender

/// What the fuzzer feeds: each target reads bytes the way the tool reads one kind of input, and
/// goes on with what it read as far as the tool would without writing anything.
///
/// The same entry points run in three places: libFuzzer (`scripts/fuzz`, built with `-DSEGUE_FUZZ`:
/// FuzzEntry.swift), the replay tool (`segue-fuzz TARGET FILE…`, the plain build) and the replay
/// tests, which run every file of `Tests/*/Fixtures/Fuzz/<target>/` through them.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// A storyboard read from bytes, listed, and every segue recorded in lenient mode and
    /// composed at three instants; the first one also drawn as one tiny frame.
    case storyboard
    /// A PNG decoded with the default limits, then premultiplied as screenshots are.
    case png
    /// A keyframe transition file decoded, then recorded forward and backward and composed.
    case keyframes
    /// A command line (one argument per line) parsed and validated by `CLI.checkArguments`.
    case args
    /// An app's folder (parts of the input as an asset catalog's colour and image sets, an image
    /// file, `Info.plist`, a `.strings` file and a font, beside a fixed storyboard): its resources
    /// read, the storyboard localized and built with them, a segue recorded and drawn.
    case app

    /// The environment variable that names the target of a fuzzing binary.
    static let environmentVariable = "SEGUE_FUZZ_TARGET"

    static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// The files in a folder of inputs (a corpus, a fixtures folder), sorted by name, hidden ones
    /// left out; a path that is not a folder, as it is.
    static func inputs(at path: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }

    /// The replay tests' inputs: the files of `Fixtures/Fuzz/<target>/` beside `testFile`; the
    /// folder itself when it holds none, which `problem(replaying:)` then reports.
    func fixtures(besideTestFile testFile: String) -> [String] {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Fixtures/Fuzz/\(rawValue)").path
        let files = FileManager.default.fileExists(atPath: folder) ? Self.inputs(at: folder) : []
        return files.isEmpty || files == [folder] ? [folder] : files
    }

    /// Runs the file at `path` through the entry point: what was wrong, or nil when it ended cleanly
    /// (accepted or refused).
    @MainActor
    func problem(replaying path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "\(path) holds no inputs: keep the minimized crashes there, or seeds and hostile inputs"
        }
        guard let data = FileManager.default.contents(atPath: path) else { return "\(path) is missing or unreadable" }
        if case .unclear(let why) = run(Array(data)) { return why }
        return nil
    }

    @MainActor
    func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch self {
        case .storyboard: Self.storyboard(bytes)
        case .png: Self.png(bytes)
        case .keyframes: Self.keyframes(bytes)
        case .args: Self.arguments(bytes)
        case .app: Self.appFolder(bytes)
        }
    }
}

/// How one input ended. A trap is not an outcome: it is the finding.
enum FuzzOutcome: Hashable, Sendable {
    /// Read (and used) without an error; a short summary of what was there.
    case accepted(String)
    /// Refused with one of the reader's own errors, one line that says what was wrong.
    case refused(String)
    /// Ended in a way the tool must not: an error of an unexpected type, an empty or multi-line
    /// message, an unknown exit code. The fuzzer treats it as a crash.
    case unclear(String)

    /// `error` as a refusal when it is one of `expected` with a one-line message, else unclear.
    static func refusal(_ error: any Error, expected: [any Error.Type]) -> FuzzOutcome {
        let message = "\(error)"
        guard expected.contains(where: { type(of: error) == $0 }) else {
            return .unclear("an error of type \(type(of: error)): \(message)")
        }
        guard !message.isEmpty, !message.contains(where: \.isNewline) else {
            return .unclear("a \(type(of: error)) whose message is not one line: \(message.debugDescription)")
        }
        return .refused(message)
    }
}

extension FuzzTarget {
    /// Composes `recording` at its start, middle and end (what every frame of a render starts
    /// from); with `drawing`, rasterises the middle at no more than 48 pixels a side.
    static func compose(_ recording: Recording, drawing: Bool, fonts: FontSet = .system) throws {
        let duration = recording.duration.isFinite ? max(0, recording.duration) : 0
        for t in [0, duration / 2, duration] {
            let list = Compositor.displayList(recording, at: t)
            guard drawing, t == duration / 2 else { continue }
            let side = max(list.size.width, list.size.height)
            guard side.isFinite, side > 0 else { continue }
            _ = try Rasterizer(scale: min(0.1, 48 / side), fonts: fonts).render(list)
        }
    }
}
