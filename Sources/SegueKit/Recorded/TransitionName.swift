/// What a recorded transition is, as its manifest and contact sheet name it.
///
/// Encoded as the bare name (`"push"`, `"pageSheet"`, `"HorizontalSlideSegue"`), so manifests
/// read the same whichever case wrote them.
public enum TransitionName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A built-in style: `push`, `coverVertical`, `pageSheet`, `popover`…
    case style(TransitionStyle)
    /// A split view's detail column replaced (`showDetailViewController`).
    case showDetail
    /// A tab bar controller switching tabs.
    case tabSwitch
    /// A storyboard's unwind segue.
    case unwind
    /// Anything known by its own name: a custom segue class, a catalogue transition, a keyframe
    /// file, an animator.
    case named(String)

    /// The name from its written form: a style's, one of the other cases' own, else `named`.
    public init(rawValue: String) {
        if let style = TransitionStyle(rawValue: rawValue) {
            self = .style(style)
        } else {
            switch rawValue {
            case "showDetail": self = .showDetail
            case "tabSwitch": self = .tabSwitch
            case "unwind": self = .unwind
            default: self = .named(rawValue)
            }
        }
    }

    /// The name as manifests write it.
    public var rawValue: String {
        switch self {
        case .style(let style): style.rawValue
        case .showDetail: "showDetail"
        case .tabSwitch: "tabSwitch"
        case .unwind: "unwind"
        case .named(let name): name
        }
    }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
