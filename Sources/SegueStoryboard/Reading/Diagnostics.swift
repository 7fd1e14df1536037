/// How strictly `IB.Document.read` treats content it cannot fully understand.
///
/// Files that cannot be a storyboard at all (not XML, truncated XML, a `.xib`, a macOS storyboard)
/// are refused in both modes. The modes differ on problems inside an otherwise readable storyboard:
/// an unknown segue kind, an unknown colour name, a segue whose destination names nothing, an
/// unknown device id. `.lenient` records a `StoryboardWarning` and carries on with a stated
/// fallback; `.strict` throws a `StoryboardError` with the same message.
public enum ReadingMode: Sendable, Hashable {
    case lenient
    case strict
}

/// What went wrong, where, and what to do about it.
///
/// `description` reads like a compiler diagnostic:
/// `Main.storyboard:123: segue 'abc-12-xyz' has no destination (destination id 'Qw3-..' names no scene)`.
public struct StoryboardError: Error, CustomStringConvertible, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The bytes are not XML, or not well-formed XML.
        case notXML
        /// The XML stops before the document is complete.
        case truncated
        /// A well-formed XML file that is not an Interface Builder storyboard.
        case notAStoryboard
        /// An Interface Builder `.xib`, not a storyboard.
        case xib
        /// A macOS (Cocoa) storyboard; only iOS storyboards are read.
        case macOSStoryboard
        /// A segue without a destination, or one whose destination id names no scene.
        case missingDestination
        /// A segue `kind` this reader does not know (strict mode only).
        case unknownSegueKind
        /// A colour name (system, UIKit or asset-catalog) with no known value (strict mode only).
        case unknownColor
        /// A `<device id>` with no known screen size (strict mode only).
        case unknownDevice
        /// The file could not be read from disk, or is not a regular file (a directory, a FIFO, a device).
        case unreadable
        /// The bytes are not valid UTF-8, or the file declares an encoding other than UTF-8 (UTF-16
        /// with a byte-order mark is read).
        case invalidEncoding
        /// The file is larger, or nests deeper, than `ReadingLimits` allows.
        case limitExceeded
        /// A number that is not a number, not finite, or out of its range (strict mode only; lenient
        /// mode uses a default).
        case invalidNumber
        /// Two scenes, controllers, views or segues with the same id (strict mode only).
        case duplicateID
        /// Any other structural problem.
        case invalidStructure
    }

    public var kind: Kind
    /// The file name (last path component), as given to the reader.
    public var file: String
    /// The 1-based line of the offending element, when known.
    public var line: Int?
    /// The `id` of the offending element, when it has one.
    public var elementID: String?
    public var message: String

    public init(kind: Kind, file: String, line: Int? = nil, elementID: String? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.elementID = elementID
        self.message = message
    }

    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        return s + ": " + message
    }
}

/// A problem that lenient reading stepped over, with the fallback it chose.
public struct StoryboardWarning: Sendable, Hashable, CustomStringConvertible {
    /// The same classification a strict read would have thrown.
    public var kind: StoryboardError.Kind
    public var file: String
    public var line: Int?
    public var elementID: String?
    public var message: String

    public init(kind: StoryboardError.Kind, file: String, line: Int? = nil, elementID: String? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.elementID = elementID
        self.message = message
    }

    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        return s + ": warning: " + message
    }

    /// The error a strict read reports for the same problem.
    public var asError: StoryboardError {
        StoryboardError(kind: kind, file: file, line: line, elementID: elementID, message: message)
    }
}

/// Collects warnings, or throws them as errors in strict mode.
struct Diagnostics {
    let file: String
    let mode: ReadingMode
    var warnings: [StoryboardWarning] = []

    /// Records a problem that lenient reading recovers from; in strict mode it is thrown.
    mutating func problem(_ kind: StoryboardError.Kind, line: Int?, id: String?, _ message: String) throws {
        let w = StoryboardWarning(kind: kind, file: file, line: line, elementID: id, message: message)
        if mode == .strict { throw w.asError }
        warnings.append(w)
    }

    /// `problem`, whose message ends with what lenient mode does about it (`fallback`: "0 is
    /// used") or, in strict mode, what to do instead (`fix`).
    mutating func problem(_ kind: StoryboardError.Kind, line: Int?, id: String?, _ message: String, fallback: String, fix: String) throws {
        try problem(kind, line: line, id: id, message + "; " + (mode == .strict ? fix : fallback))
    }

    func error(_ kind: StoryboardError.Kind, line: Int?, id: String? = nil, _ message: String) -> StoryboardError {
        StoryboardError(kind: kind, file: file, line: line, elementID: id, message: message)
    }
}
