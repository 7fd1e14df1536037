import Foundation
import SegueScreens
import SegueStoryboard

/// What a source does not draw as asked, said while it records (`TransitionSource.produce`).
/// Typed, so that each caller words it for its readers: `segue` prints each after `segue: `, with
/// the option that changes it where there is one.
public enum SourceNote: Sendable, CustomStringConvertible {
    /// A storyboard's warning: reading it, its resources, or what a recording could not render
    /// faithfully (lenient mode; strict mode throws instead).
    case diagnostic(StoryboardDiagnostic)
    /// UIKit draws the asked style as another on this device (a popover on an iPhone).
    case adapted(StyleAdaptation)
    /// A screenshot that is not the shape of the screen, and how it is fitted.
    case screenshotFit(ScreenshotRole, path: String?, ScreenshotFit)
    /// What the app's project decided where the caller did not (`AppSettings.apply`).
    case app(AppSettings.Decision)

    public var description: String { described { $0.swiftName } }

    /// The note with each setting a storyboard's advice names said by `name`.
    public func described(naming name: (StoryboardSetting) -> String) -> String {
        switch self {
        case .diagnostic(let d): d.described(naming: name)
        case .adapted(let a): "note: \(a)"
        case .screenshotFit(let role, let path, let fit):
            "warning: " + fit.described(subject: "the \(role.rawValue) screenshot" + (path.map { " \($0)" } ?? ""))
        case .app(let decision): decision.described(naming: name)
        }
    }

    /// The note without where it was found: the same problem on another element (a second segue
    /// of the same unregistered class) has the same key, so that a render of many segues says
    /// it once while each segue's entry in the index still lists its own.
    public func repeatKey(naming name: (StoryboardSetting) -> String) -> String {
        guard case .diagnostic(var d) = self else { return described(naming: name) }
        if let id = d.elementID { d.message = d.message.replacingOccurrences(of: "'\(id)'", with: "''") }
        d.line = nil
        d.elementID = nil
        return d.described(naming: name)
    }
}

/// Which of a source's two screenshots: the one in the first frame (`from`) or in the last (`to`).
public enum ScreenshotRole: String, Hashable, Sendable {
    case from, to
}

/// A screenshot that cannot be read: which one, and why (the decoder's message, which names the file).
public struct ScreenshotError: Error, Sendable, CustomStringConvertible {
    public var role: ScreenshotRole
    public var reason: String

    public init(_ role: ScreenshotRole, reason: String) {
        self.role = role
        self.reason = reason
    }

    public var description: String { "the \(role.rawValue) screenshot \(reason)" }
}
