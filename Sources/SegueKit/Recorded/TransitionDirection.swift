/// Which way a recorded transition goes, as its manifest names it.
public enum TransitionDirection: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Onto a navigation stack, and off it.
    case push, pop
    /// A presentation, and its dismissal.
    case present, dismiss
    /// A split view's detail column replaced.
    case showDetail
    /// Back to a controller that implements an unwind action.
    case unwind
    /// A tab bar controller's tab chosen.
    case select

    public var description: String { rawValue }
}

extension TransitionDirection {
    /// A transition's name with the way it went, each word once: "push", "push pop",
    /// "coverVertical present", "unwind".
    public static func describe(_ transition: String, _ direction: String) -> String {
        transition == direction ? transition : "\(transition) \(direction)"
    }
}
