import SegueRender

/// When a check writes its goldens, like the record modes of the best snapshot libraries.
/// Recording always reports a failure, so a new or changed golden is never accepted silently.
public enum RecordMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Never write goldens: a missing golden is a failure. The default when `CI` is set.
    case never
    /// Write the goldens that do not exist yet; compare the others. The default elsewhere.
    case missing
    /// Write the goldens that are missing or do not match.
    case failed
    /// Write every golden.
    case all

    /// The mode for checks run in this task and the tasks it starts, when set: a Swift Testing
    /// trait sets it (`@Test(.recordMode(.failed))`), or any code with
    /// `RecordMode.$scoped.withValue(.failed) { … }`. It comes after a mode chosen in code
    /// (`TransitionGoldens(record:)`) and before the environment.
    @TaskLocal public static var scoped: RecordMode?

    /// The environment variable that chooses the mode: `SEGUE_RECORD=never|missing|failed|all`.
    public static let environmentVariable = "SEGUE_RECORD"

    /// The mode the environment asks for: `SEGUE_RECORD` when it is set (an unknown value is an
    /// error, never ignored), otherwise `never` when `CI` is set (to anything but empty, `0` or
    /// `false`), otherwise `missing`.
    public static func fromEnvironment(_ environment: [String: String]) throws -> RecordMode {
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw VerificationError(
                    "\(environmentVariable)=\(value) is not a record mode: use never, missing, failed or all")
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Whether the environment says this is a continuous-integration run.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(ci.lowercased())
    }
}

/// Which frames a check compares.
public enum FrameSelection: Sendable, Equatable {
    /// Every frame (and the contact sheet).
    case all
    /// The frames nearest to these fractions of the duration, 0…1 (as UIKit's
    /// `percentComplete`): 0 is the first frame, 1 the last.
    case progress([Double])
    /// These frame indices.
    case indices([Int])

    /// The frame files selected among `frameCount` frames (nil for all), or an error naming a
    /// point outside the transition.
    func files(frameCount: Int) throws -> Set<String>? {
        let indices: [Int]
        switch self {
        case .all: return nil
        case .progress(let points):
            for p in points where !(0...1).contains(p) {
                throw VerificationError("progress point \(Format.number(p)) is outside 0…1")
            }
            indices = points.map { Int(($0 * Double(frameCount - 1)).rounded()) }
        case .indices(let list):
            for i in list where !(0..<frameCount).contains(i) {
                throw VerificationError("frame index \(i) is outside the transition's \(frameCount) frames (0…\(frameCount - 1))")
            }
            indices = list
        }
        guard !indices.isEmpty else { throw VerificationError("no frames selected: give at least one progress point or index") }
        return Set(indices.map(FolderLayout.frame))
    }
}
