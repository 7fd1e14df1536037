extension IB {
    /// A containment relationship of a container controller.
    public struct Relationship: Sendable, Hashable {
        public var kind: RelationshipKind
        /// The child controller's id.
        public var destinationID: String
        /// The id of the `kind="relationship"` segue that declares it.
        public var segueID: String

        public init(kind: RelationshipKind, destinationID: String, segueID: String) {
            self.kind = kind
            self.destinationID = destinationID
            self.segueID = segueID
        }
    }

    /// The `relationship` attribute of a relationship segue.
    public enum RelationshipKind: Sendable, Hashable, CustomStringConvertible {
        case rootViewController
        case viewControllers
        case masterViewController
        case detailViewController
        case supplementaryViewController
        case compactViewController
        case other(String)

        public init(_ raw: String) {
            switch raw {
            case "rootViewController": self = .rootViewController
            case "viewControllers": self = .viewControllers
            case "masterViewController": self = .masterViewController
            case "detailViewController": self = .detailViewController
            case "supplementaryViewController": self = .supplementaryViewController
            case "compactViewController": self = .compactViewController
            default: self = .other(raw)
            }
        }

        /// The attribute value as written in the file.
        public var rawValue: String {
            switch self {
            case .rootViewController: "rootViewController"
            case .viewControllers: "viewControllers"
            case .masterViewController: "masterViewController"
            case .detailViewController: "detailViewController"
            case .supplementaryViewController: "supplementaryViewController"
            case .compactViewController: "compactViewController"
            case .other(let s): s
            }
        }

        public var description: String { rawValue }
    }
}
