import SegueKit

/// Something the builder could not reproduce as the app does, with the fallback it took.
///
/// In `.lenient` mode these are warnings printed beside the render; in `.strict` mode the first one
/// is an error (`StoryboardBuildError`) and nothing is rendered.
public struct BuildIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A segue's `customClass` is not a registered segue class (nor mapped to a style).
        case unregisteredSegueClass
        /// A transition style this build does not animate (e.g. `flipHorizontal`).
        case unsupportedTransitionStyle
        /// A presentation UIKit refuses (a partial curl that is not full screen); rendered the
        /// nearest valid way.
        case invalidPresentation
        /// A segue kind the builder cannot perform (an unknown kind, kept by lenient reading).
        case unsupportedSegueKind
        /// A `push` segue whose source is in no navigation controller (UIKit raises an exception).
        case pushWithoutNavigation
        /// An unwind segue that no controller on screen can perform.
        case unwindWithoutDestination
        /// A scene drawn as a labelled placeholder: storyboard references, SwiftUI hosting
        /// controllers, page view controllers, other controller types.
        case placeholderScene
        /// A view element the builder does not draw (drawn as a plain view).
        case unsupportedElement
    }

    public var kind: Kind
    public var file: String
    public var line: Int?
    public var elementID: String?
    public var message: String

    public init(kind: Kind, file: String, line: Int? = nil, elementID: String? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.elementID = elementID
        self.message = message
    }

    /// `Main.storyboard:42: warning: …`
    public var description: String { location + ": warning: " + message }

    var location: String { file + (line.map { ":\($0)" } ?? "") }

    /// The error `--strict` reports for the same problem.
    public var asError: StoryboardBuildError { StoryboardBuildError(issue: self) }
}

/// A `BuildIssue` refused by strict mode: `Main.storyboard:42: message`.
public struct StoryboardBuildError: Error, Sendable, Hashable, CustomStringConvertible {
    public var issue: BuildIssue
    public init(issue: BuildIssue) { self.issue = issue }
    public var description: String { issue.location + ": " + issue.message + " (--strict)" }
}
