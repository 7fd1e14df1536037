/// A segue's kind, as storyboards spell it (`<segue kind="…">`).
public enum SegueKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Adaptive: push in a navigation controller, else present.
    case show
    /// Adaptive: replace a split view's detail, else like `show`.
    case showDetail
    case presentation
    case popoverPresentation
    /// Deprecated kinds (iOS 5–7).
    case push, modal, replace
    case custom
    /// Containment, built at load time; no animation.
    case relationship, embed
    case unwind

    /// Whether the segue animates a transition (relationship and embed only build containment).
    public var animates: Bool { self != .relationship && self != .embed }
}

/// Why a segue could not be performed. The messages follow UIKit's wording where UIKit has one.
public struct SegueError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }

    @MainActor static func noSegue(_ identifier: String, source: ViewController) -> SegueError {
        SegueError("Receiver (\(source.debugName)) has no segue with identifier '\(identifier)'")
    }
    static func pushWithoutNavigation(_ identifier: String?) -> SegueError {
        SegueError("Could not find a navigation controller for segue '\(identifier ?? "(no identifier)")'. "
                   + "Push segues can only be used when the source controller is managed by an instance of NavigationController.")
    }
    static func unknownCustomClass(_ name: String) -> SegueError {
        SegueError("Unknown segue class '\(name)': register it with SegueRegistry.register(\"\(name)\") { … } or map it to a built-in style")
    }
    @MainActor static func noUnwindDestination(_ action: String, source: ViewController) -> SegueError {
        SegueError("Could not find a view controller to handle the unwind action '\(action)' starting at \(source.debugName): "
                   + "no controller up the parent and presenting chain, nor their children, can perform it")
    }
}

extension ViewController {
    /// A short name for messages: the identifier, else the title, else the class.
    public var debugName: String {
        identifier ?? title.map { "'\($0)'" } ?? String(describing: type(of: self))
    }
}
