/// The outcome of one check of a transition against its golden.
public struct TransitionCheck: Sendable {
    public enum Recording: String, Sendable, Hashable {
        /// Nothing was written to the goldens.
        case none
        /// A golden that did not exist was written.
        case created
        /// An existing golden was replaced.
        case replaced
    }

    public var name: String
    /// The golden frame folder.
    public var goldenPath: String
    /// The record mode in effect (nil when it could not be read from the environment).
    public var mode: RecordMode?
    /// The comparison, when there was a golden and a render to compare.
    public var verification: TransitionVerification?
    public var recording: Recording
    /// Where this check's artifacts are (the actual frames in `actual/`, and for each failing frame
    /// its expected, actual, diff and strip PNGs); nil when it passed (they are removed).
    public var artifactsPath: String?
    /// The failure message reported, nil when the check passed.
    public var failure: String?
    /// The numbers, reported for passing checks too.
    public var summary: String
    /// What the source did not draw as asked, one line each (a storyboard's warnings: a font that
    /// stood in, an image not found…), as `segue render` prints them; reported as warnings.
    public var notes: [String] = []

    public var passed: Bool { failure == nil }
}
