import SegueKit

extension IB {
    /// A `<segue>` of the storyboard (not a `<segue reference>` back-link).
    public struct Segue: Sendable, Hashable, Identifiable {
        public var id: String
        public var kind: SegueKind
        /// The `identifier` used by `performSegue(withIdentifier:)`, when set.
        public var identifier: String?
        /// The controller of the scene that holds the segue's `<connections>`.
        public var sourceControllerID: String
        public var sourceSceneID: String
        /// The element that owns the `<connections>`: the thing the user taps (or the controller itself
        /// for manual segues, performed from code).
        public var trigger: SegueTrigger
        /// The `destination` attribute as written: a controller (or storyboard reference) id, or for
        /// unwind segues the id of the scene's `<exit>` object.
        public var destinationID: String
        /// The destination controller's id; nil for unwind segues, whose destination is an exit.
        public var destinationControllerID: String? { kind == .unwind ? nil : destinationID }
        /// For `kind == .relationship`, the relationship (`rootViewController`, `viewControllers`, …).
        public var relationship: RelationshipKind?
        public var customClass: String?
        public var customModule: String?
        /// `flipHorizontal`, `coverVertical`, `crossDissolve`, `partialCurl`; nil means the default
        /// (cover vertical). SegueKit's type: the storyboard's vocabulary is UIKit's.
        public var modalTransitionStyle: ModalTransitionStyle?
        /// `fullScreen`, `pageSheet`, `formSheet`, `currentContext`, `overFullScreen`, …; nil means
        /// the default (automatic: a page sheet on iOS 13+). SegueKit's type, as above.
        public var modalPresentationStyle: ModalPresentationStyle?
        /// False for `animates="NO"`: the transition cuts instead of animating.
        public var animates: Bool
        /// `popoverAnchorView`: the id of the view a popover points at.
        public var popoverAnchorViewID: String?
        /// `popoverAnchorBarButtonItem`: the id of the bar button item a popover points at.
        public var popoverAnchorBarButtonItemID: String?
        /// The permitted popover arrow directions (`up`, `down`, `left`, `right`), when written.
        public var popoverArrowDirections: [String]
        /// `unwindAction` of unwind segues, e.g. `unwindToRedVC:`.
        public var unwindAction: String?
        /// `splitViewControllerTargetIndex` of `replace` segues.
        public var splitViewControllerTargetIndex: Int?
        /// `destinationCreationSelector` (iOS 13 `@IBSegueAction`).
        public var destinationCreationSelector: String?
        /// The line of the `<segue>` element.
        public var line: Int

        public init(
            id: String, kind: SegueKind, identifier: String? = nil, sourceControllerID: String, sourceSceneID: String,
            trigger: SegueTrigger, destinationID: String, relationship: RelationshipKind? = nil,
            customClass: String? = nil, customModule: String? = nil, modalTransitionStyle: ModalTransitionStyle? = nil,
            modalPresentationStyle: ModalPresentationStyle? = nil, animates: Bool = true, popoverAnchorViewID: String? = nil,
            popoverAnchorBarButtonItemID: String? = nil, popoverArrowDirections: [String] = [],
            unwindAction: String? = nil, splitViewControllerTargetIndex: Int? = nil,
            destinationCreationSelector: String? = nil, line: Int = 0
        ) {
            self.id = id
            self.kind = kind
            self.identifier = identifier
            self.sourceControllerID = sourceControllerID
            self.sourceSceneID = sourceSceneID
            self.trigger = trigger
            self.destinationID = destinationID
            self.relationship = relationship
            self.customClass = customClass
            self.customModule = customModule
            self.modalTransitionStyle = modalTransitionStyle
            self.modalPresentationStyle = modalPresentationStyle
            self.animates = animates
            self.popoverAnchorViewID = popoverAnchorViewID
            self.popoverAnchorBarButtonItemID = popoverAnchorBarButtonItemID
            self.popoverArrowDirections = popoverArrowDirections
            self.unwindAction = unwindAction
            self.splitViewControllerTargetIndex = splitViewControllerTargetIndex
            self.destinationCreationSelector = destinationCreationSelector
            self.line = line
        }

        /// The id of the triggering element (nil for elements without an id, e.g. old content views).
        public var triggerElementID: String? { trigger.elementID }

        /// The style a listing shows: the custom class, the presentation and transition styles, and
        /// `not animated` for `animates="NO"`, comma-separated; nil when none is set (the defaults).
        public var styleDescription: String? {
            var parts: [String] = []
            if let customClass { parts.append(customClass) }
            if let modalPresentationStyle { parts.append(modalPresentationStyle.rawValue) }
            if let modalTransitionStyle { parts.append(modalTransitionStyle.rawValue) }
            if !animates { parts.append("not animated") }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// The `kind` of a segue; encoded as its XML spelling.
    public enum SegueKind: Sendable, Hashable, Codable, CustomStringConvertible {
        /// Push in a navigation controller, else present (Xcode 6+).
        case show
        /// Replace a split view's detail (Xcode 6+).
        case showDetail
        /// Modal presentation (Xcode 6+).
        case presentation
        /// Popover from an anchor (Xcode 6+).
        case popoverPresentation
        /// Xcode 4/5 navigation push.
        case push
        /// Xcode 4/5 modal presentation.
        case modal
        /// Xcode 4/5 iPad popover.
        case popover
        /// Xcode 4/5 iPad split-view pane replacement.
        case replace
        /// A `UIStoryboardSegue` subclass named by `customClass`.
        case custom
        /// Containment (navigation root, tabs, split panes); not a transition.
        case relationship
        /// A child controller inside a container view.
        case embed
        /// Back to a controller that implements `unwindAction`.
        case unwind
        /// Any other kind (macOS `sheet`, or a kind this reader does not know), as written.
        case other(String)

        /// The kinds this reader knows, by their XML spelling.
        public static let known: [String: SegueKind] = [
            "show": .show, "showDetail": .showDetail, "presentation": .presentation,
            "popoverPresentation": .popoverPresentation, "push": .push, "modal": .modal, "popover": .popover,
            "replace": .replace, "custom": .custom, "relationship": .relationship, "embed": .embed, "unwind": .unwind,
        ]

        /// The kind's XML spelling.
        public var rawValue: String {
            switch self {
            case .show: "show"
            case .showDetail: "showDetail"
            case .presentation: "presentation"
            case .popoverPresentation: "popoverPresentation"
            case .push: "push"
            case .modal: "modal"
            case .popover: "popover"
            case .replace: "replace"
            case .custom: "custom"
            case .relationship: "relationship"
            case .embed: "embed"
            case .unwind: "unwind"
            case .other(let s): s
            }
        }

        public var description: String { rawValue }

        /// The kind an XML spelling names: a known kind, else `other`.
        public init(rawValue: String) { self = Self.known[rawValue] ?? .other(rawValue) }

        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// True for the kinds that are transitions between screens (all but relationship and embed).
        public var isTransition: Bool {
            switch self {
            case .relationship, .embed: false
            default: true
            }
        }
    }

    /// The element that triggers a segue (the owner of its `<connections>`).
    public struct SegueTrigger: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            /// The scene's controller: a manual segue, or a container's relationship.
            case controller
            case button
            case barButtonItem
            case tableViewCell
            case collectionViewCell
            case gestureRecognizer
            case containerView
            /// Another control or view (text field, switch, image view, …).
            case view
            /// Anything else (a non-view object).
            case other
        }

        public var kind: Kind
        public var elementName: String
        public var elementID: String?
        /// The visible title of a button or bar button item, the text of a cell's label.
        public var title: String?
        /// A table or collection cell's reuse identifier.
        public var reuseIdentifier: String?
        /// `trigger="accessoryAction"`: the segue fires from a cell's accessory button.
        public var isAccessoryAction: Bool
        /// A readable description: `button "Done"`, `table cell "Cell"`, `bar button (add)`,
        /// `manual (performSegue)`, `tap gesture recognizer`, …
        public var description: String

        public init(
            kind: Kind, elementName: String, elementID: String?, title: String? = nil, reuseIdentifier: String? = nil,
            isAccessoryAction: Bool = false, description: String
        ) {
            self.kind = kind
            self.elementName = elementName
            self.elementID = elementID
            self.title = title
            self.reuseIdentifier = reuseIdentifier
            self.isAccessoryAction = isAccessoryAction
            self.description = description
        }
    }
}
