import SegueKit
/// How strictly a storyboard is read and built.
///
/// Files that cannot be a storyboard at all (not XML, truncated XML, a `.xib`, a macOS storyboard)
/// are refused in both modes. The modes differ on problems inside an otherwise readable storyboard
/// (an unknown segue kind, an unknown colour name, a segue whose destination names nothing, an
/// unknown device id) and on what the builder cannot reproduce faithfully (an unregistered segue
/// class, a placeholder scene): `.lenient` records a warning and carries on with a stated
/// fallback; `.strict` throws the same diagnostic as an error.
public enum ReadingMode: Sendable, Hashable {
    case lenient
    case strict
}

/// What went wrong, where, how badly, and what to do about it: the one diagnostic of reading and
/// building a storyboard.
///
/// Errors are thrown as this type; warnings are collected (`IB.Document.warnings`,
/// `StoryboardBuilder.issues`, `PerformedSegue.issues`). `description` reads like a compiler
/// diagnostic: `Main.storyboard:123: segue 'abc-12-xyz' has no destination (…)` for an error,
/// `Main.storyboard:42: warning: …` for a warning.
public struct StoryboardDiagnostic: Error, CustomStringConvertible, Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable {
        /// Stepped over, with the fallback the message states.
        case warning
        /// Nothing was read, or (strict mode) nothing is rendered.
        case error
    }

    public enum Kind: String, Sendable, Hashable {
        // MARK: Reading

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
        /// A tvOS (`AppleTV`) or watchOS storyboard: their screens, focus and controls are not
        /// iOS's, so they are not read.
        case otherPlatformStoryboard
        /// A segue without a destination, or one whose destination id names no scene.
        case missingDestination
        /// A segue `kind` this reader does not know.
        case unknownSegueKind
        /// A colour name (system, UIKit or asset-catalog) with no known value.
        case unknownColor
        /// A `<device id>` with no known screen size.
        case unknownDevice
        /// An attribute value of a closed vocabulary (a presentation style, a system item, a
        /// content mode…) that this reader does not know; it is kept as written.
        case unknownValue
        /// The file could not be read from disk, or is not a regular file (a directory, a FIFO, a device).
        case unreadable
        /// The bytes are not valid UTF-8, or the file declares an encoding other than UTF-8 (UTF-16
        /// with a byte-order mark is read).
        case invalidEncoding
        /// The file is larger, or nests deeper, than `ReadingLimits` allows.
        case limitExceeded
        /// A number that is not a number, not finite, or out of its range (lenient mode uses a default).
        case invalidNumber
        /// Two scenes, controllers, views or segues with the same id.
        case duplicateID
        /// Any other structural problem.
        case invalidStructure
        /// A localization `.strings` file that is not well formed (located at its own file and line).
        case invalidStrings
        /// The requested locale has no `.strings` file nor storyboard of its own; the base language is shown.
        case missingLocalization

        // MARK: Building

        /// A segue's `customClass` is not a registered segue class (nor mapped to a style).
        case unregisteredSegueClass
        /// A presentation UIKit refuses (a partial curl that is not full screen); rendered the
        /// nearest valid way.
        case invalidPresentation
        /// A segue kind the builder cannot perform (an unknown kind, kept by lenient reading).
        case unsupportedSegueKind
        /// A segue the app animates in its own code (a transitioning delegate's or a navigation
        /// controller delegate's animation), drawn with UIKit's built-in animation.
        case animatedInCode
        /// A `push` segue whose source is in no navigation controller (UIKit raises an exception).
        case pushWithoutNavigation
        /// A `showDetail` segue whose source is in no split view controller: UIKit presents the
        /// detail modally, but an app that shows the storyboard in a split view set up elsewhere
        /// pushes it on an iPhone.
        case showDetailWithoutSplitView
        /// An unwind segue that no controller on screen can perform.
        case unwindWithoutDestination
        /// A scene drawn as a labelled placeholder: storyboard references, SwiftUI hosting
        /// controllers, page view controllers, other controller types.
        case placeholderScene
        /// A view element the builder does not draw (drawn as a plain view).
        case unsupportedElement
        /// A controller's view kept out from under a bar that the storyboard leaves transparent
        /// at the scroll edge (`edgesForExtendedLayout`): the window's black shows through the
        /// bar, as on a device since iOS 15, unless the app gives the bar a background in code.
        case windowBehindBar

        // MARK: Resources

        /// An image, colour or font the storyboard names that no resource folder has (drawn as a
        /// labelled placeholder, the fallback colour or the system font).
        case missingResource
        /// A resource file that cannot be used (a malformed `Contents.json`, an image that does
        /// not decode); skipped.
        case invalidResource
    }

    public var severity: Severity
    public var kind: Kind
    /// The file name (last path component), as given to the reader.
    public var file: String
    /// The 1-based line of the offending element, when known.
    public var line: Int?
    /// The `id` of the offending element, when it has one.
    public var elementID: String?
    public var message: String
    /// What to do about it, said after the message; it names settings as values
    /// (`StoryboardSetting`), which `described(naming:)` words.
    public var advice: SettingMessage<StoryboardSetting>?

    public init(
        _ severity: Severity, kind: Kind, file: String, line: Int? = nil, elementID: String? = nil, message: String,
        advice: SettingMessage<StoryboardSetting>? = nil
    ) {
        self.severity = severity
        self.kind = kind
        self.file = file
        self.line = line
        self.elementID = elementID
        self.message = message
        self.advice = advice
    }

    /// `file:line`, or the file alone when the line is not known.
    public var location: String { file + (line.map { ":\($0)" } ?? "") }

    /// The diagnostic as Swift code says its settings: `options.resources`.
    public var description: String { described { $0.swiftName } }

    /// The diagnostic with each setting its advice names said by `name`.
    public func described(naming name: (StoryboardSetting) -> String) -> String {
        location + (severity == .warning ? ": warning: " : ": ") + message + (advice?.described(naming: name) ?? "")
    }

    /// The same problem as an error: what strict mode throws for a warning.
    public var asError: StoryboardDiagnostic {
        var e = self
        e.severity = .error
        return e
    }

    /// The problem as the error strict mode stops at: its message says what lenient mode does
    /// with it, and the advice that strict mode refused to (`… (refused by strict mode: nothing
    /// was rendered)`).
    public var refusedByStrictMode: StoryboardDiagnostic {
        var e = asError
        e.advice = (e.advice ?? "") + " (refused by \(.strictMode): nothing was rendered)"
        return e
    }
}
