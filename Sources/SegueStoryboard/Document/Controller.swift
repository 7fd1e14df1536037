import SegueKit

extension IB {
    /// A scene's view controller (the element with `sceneMemberID="viewController"`).
    public struct Controller: Sendable, Hashable, Identifiable {
        public var id: String
        /// The XML element name, e.g. `viewController`, `navigationController`, `viewControllerPlaceholder`.
        public var elementName: String
        public var kind: ControllerKind
        public var customClass: String?
        public var customModule: String?
        public var storyboardIdentifier: String?
        /// The `title` attribute of the controller element.
        public var titleAttribute: String?
        public var userLabel: String?
        public var navigationItem: NavigationItem?
        /// The controller's own `<tabBarItem key="tabBarItem">`.
        public var tabBarItem: TabBarItem?
        /// `<toolbarItems>`: the navigation controller's toolbar items when this controller is shown.
        public var toolbarItems: [BarButtonItem]
        public var simulatedMetrics: SimulatedMetrics
        /// The root view: `<view key="view">`, `<tableView key="view">`, `<collectionView key="view">`.
        /// Nil for containers (navigation, tab bar, split) and storyboard references.
        public var view: ViewNode?
        /// `<navigationBar key="navigationBar">` of a navigation controller.
        public var navigationBar: ViewNode?
        /// `<toolbar key="toolbar">` of a navigation controller.
        public var toolbar: ViewNode?
        /// `<tabBar key="tabBar">` of a tab bar controller.
        public var tabBar: ViewNode?
        /// The controller's containment relationships (`kind="relationship"` segues) in document order:
        /// a navigation controller's root, a tab bar controller's tabs in tab order, a split view's
        /// master and detail.
        public var relationships: [Relationship]
        /// For a tab bar controller, the `tabBarItem` title of each tab (`viewControllers`
        /// relationship) in order; nil where the child has no titled tab bar item.
        public var tabBarItemTitles: [String?]
        /// `modalPresentationStyle` / `modalTransitionStyle` set on the controller itself.
        public var modalPresentationStyle: ModalPresentationStyle?
        public var modalTransitionStyle: ModalTransitionStyle?
        public var definesPresentationContext: Bool?
        public var automaticallyAdjustsScrollViewInsets: Bool?
        /// The line of the controller element.
        public var line: Int

        public init(
            id: String, elementName: String, kind: ControllerKind, customClass: String? = nil, customModule: String? = nil,
            storyboardIdentifier: String? = nil, titleAttribute: String? = nil, userLabel: String? = nil,
            navigationItem: NavigationItem? = nil, tabBarItem: TabBarItem? = nil, toolbarItems: [BarButtonItem] = [],
            simulatedMetrics: SimulatedMetrics = SimulatedMetrics(), view: ViewNode? = nil, navigationBar: ViewNode? = nil,
            toolbar: ViewNode? = nil, tabBar: ViewNode? = nil, relationships: [Relationship] = [],
            tabBarItemTitles: [String?] = [], modalPresentationStyle: ModalPresentationStyle? = nil, modalTransitionStyle: ModalTransitionStyle? = nil,
            definesPresentationContext: Bool? = nil, automaticallyAdjustsScrollViewInsets: Bool? = nil, line: Int = 0
        ) {
            self.id = id
            self.elementName = elementName
            self.kind = kind
            self.customClass = customClass
            self.customModule = customModule
            self.storyboardIdentifier = storyboardIdentifier
            self.titleAttribute = titleAttribute
            self.userLabel = userLabel
            self.navigationItem = navigationItem
            self.tabBarItem = tabBarItem
            self.toolbarItems = toolbarItems
            self.simulatedMetrics = simulatedMetrics
            self.view = view
            self.navigationBar = navigationBar
            self.toolbar = toolbar
            self.tabBar = tabBar
            self.relationships = relationships
            self.tabBarItemTitles = tabBarItemTitles
            self.modalPresentationStyle = modalPresentationStyle
            self.modalTransitionStyle = modalTransitionStyle
            self.definesPresentationContext = definesPresentationContext
            self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
            self.line = line
        }

        /// The title a navigation bar shows for this controller: the navigation item's title, else the
        /// controller's `title` attribute.
        public var title: String? {
            if let t = navigationItem?.title, !t.isEmpty { return t }
            if let t = titleAttribute, !t.isEmpty { return t }
            return nil
        }

        /// A short human name: the title, else the custom class, else the userLabel, else the id.
        public var displayName: String { title ?? customClass ?? userLabel ?? id }

        /// The destinations of the relationships of one kind, in order.
        public func relationshipDestinations(_ kind: RelationshipKind) -> [String] {
            relationships.filter { $0.kind == kind }.map(\.destinationID)
        }
    }

    /// What sort of controller a scene holds.
    public enum ControllerKind: Sendable, Hashable {
        case viewController
        case navigationController
        case tableViewController
        case collectionViewController
        case tabBarController
        case splitViewController
        case pageViewController
        case hostingController
        case avPlayerViewController
        case glkViewController
        /// A storyboard reference (`viewControllerPlaceholder`): it stands for a controller of another
        /// storyboard (`storyboardName`; nil means this one) with the given identifier (nil: that
        /// storyboard's initial controller).
        case placeholder(storyboardName: String?, referencedIdentifier: String?)
        /// Any other element (`windowController`, a future controller type…), by element name.
        case other(String)

        init(elementName: String, storyboardName: String?, referencedIdentifier: String?) {
            switch elementName {
            case "viewController": self = .viewController
            case "navigationController": self = .navigationController
            case "tableViewController": self = .tableViewController
            case "collectionViewController": self = .collectionViewController
            case "tabBarController": self = .tabBarController
            case "splitViewController": self = .splitViewController
            case "pageViewController": self = .pageViewController
            case "hostingController": self = .hostingController
            case "avPlayerViewController": self = .avPlayerViewController
            case "glkViewController": self = .glkViewController
            case "viewControllerPlaceholder":
                self = .placeholder(storyboardName: storyboardName, referencedIdentifier: referencedIdentifier)
            default: self = .other(elementName)
            }
        }

        /// A short name for listings: `viewController`, `navigationController`, `placeholder`, …
        public var name: String {
            switch self {
            case .viewController: "viewController"
            case .navigationController: "navigationController"
            case .tableViewController: "tableViewController"
            case .collectionViewController: "collectionViewController"
            case .tabBarController: "tabBarController"
            case .splitViewController: "splitViewController"
            case .pageViewController: "pageViewController"
            case .hostingController: "hostingController"
            case .avPlayerViewController: "avPlayerViewController"
            case .glkViewController: "glkViewController"
            case .placeholder: "storyboardReference"
            case .other(let n): n
            }
        }

        /// True for controllers that show other controllers rather than their own content.
        public var isContainer: Bool {
            switch self {
            case .navigationController, .tabBarController, .splitViewController, .pageViewController: true
            default: false
            }
        }
    }

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

    /// `<navigationItem>`: what a navigation bar shows for a controller.
    public struct NavigationItem: Sendable, Hashable {
        public var id: String?
        public var title: String?
        public var prompt: String?
        /// Left items, leading first (`leftBarButtonItem` or `<leftBarButtonItems>`).
        public var leftBarButtonItems: [BarButtonItem]
        /// Right items, as listed in the file (`rightBarButtonItem` or `<rightBarButtonItems>`; UIKit
        /// lays the first one out at the trailing edge).
        public var rightBarButtonItems: [BarButtonItem]
        public var backBarButtonItem: BarButtonItem?
        /// `always`, `never`, `automatic`, or nil when not set.
        public var largeTitleDisplayMode: String?
        /// The custom title view, which replaces the title text.
        public var titleView: ViewNode?

        public init(
            id: String? = nil, title: String? = nil, prompt: String? = nil, leftBarButtonItems: [BarButtonItem] = [],
            rightBarButtonItems: [BarButtonItem] = [], backBarButtonItem: BarButtonItem? = nil,
            largeTitleDisplayMode: String? = nil, titleView: ViewNode? = nil
        ) {
            self.id = id
            self.title = title
            self.prompt = prompt
            self.leftBarButtonItems = leftBarButtonItems
            self.rightBarButtonItems = rightBarButtonItems
            self.backBarButtonItem = backBarButtonItem
            self.largeTitleDisplayMode = largeTitleDisplayMode
            self.titleView = titleView
        }
    }

    /// `<barButtonItem>`.
    public struct BarButtonItem: Sendable, Hashable {
        public var id: String?
        public var title: String?
        /// `add`, `done`, `cancel`, `edit`, `flexibleSpace`, … (UIBarButtonItem.SystemItem).
        public var systemItem: BarButtonSystemItem?
        /// `plain`, `bordered`, `done`.
        public var style: BarButtonItemStyle?
        public var image: ImageReference?
        /// A custom view (`<view key="customView">` or a control), when the item wraps one.
        public var customView: ViewNode?
        public var tintColor: Color?

        public init(
            id: String? = nil, title: String? = nil, systemItem: BarButtonSystemItem? = nil, style: BarButtonItemStyle? = nil,
            image: ImageReference? = nil, customView: ViewNode? = nil, tintColor: Color? = nil
        ) {
            self.id = id
            self.title = title
            self.systemItem = systemItem
            self.style = style
            self.image = image
            self.customView = customView
            self.tintColor = tintColor
        }

        /// What the item shows, for listings: its title, `(systemItem)`, its image name, or `item`.
        public var label: String {
            if let title, !title.isEmpty { return title }
            if let systemItem { return "(\(systemItem.rawValue))" }
            if let image { return "[\(image.name)]" }
            return "item"
        }
    }

    /// `<tabBarItem>`.
    public struct TabBarItem: Sendable, Hashable {
        public var id: String?
        public var title: String?
        public var image: ImageReference?
        public var selectedImage: ImageReference?
        /// `favorites`, `more`, `search`, … (UITabBarItem.SystemItem).
        public var systemItem: TabBarSystemItem?
        public var badgeValue: String?
        public var tag: Int?

        public init(
            id: String? = nil, title: String? = nil, image: ImageReference? = nil, selectedImage: ImageReference? = nil,
            systemItem: TabBarSystemItem? = nil, badgeValue: String? = nil, tag: Int? = nil
        ) {
            self.id = id
            self.title = title
            self.image = image
            self.selectedImage = selectedImage
            self.systemItem = systemItem
            self.badgeValue = badgeValue
            self.tag = tag
        }
    }

    /// Interface Builder's simulated metrics: the bars and size IB assumed when it laid out a scene.
    public struct SimulatedMetrics: Sendable, Hashable {
        /// A simulated bar: inferred (not said), explicitly off (`<nil key=…>`), or on with a style.
        public enum Bar: Sendable, Hashable {
            case inferred
            case none
            case shown(style: String?)
        }

        public var statusBar: Bar
        public var topBar: Bar
        public var bottomBar: Bar
        /// `simulatedOrientationMetrics orientation` (`portrait`, `landscapeRight`), when set.
        public var orientation: String?
        /// `freeform`, `modalFormSheet`, `retina4`, … from `simulatedDestinationMetrics`, when set.
        public var destination: String?
        /// `<size key="freeformSize">` for freeform controllers.
        public var freeformSize: Size?
        /// `<value key="contentSizeForViewInPopover">` or `preferredContentSize`.
        public var contentSizeForViewInPopover: Size?

        public init(
            statusBar: Bar = .inferred, topBar: Bar = .inferred, bottomBar: Bar = .inferred, orientation: String? = nil,
            destination: String? = nil, freeformSize: Size? = nil, contentSizeForViewInPopover: Size? = nil
        ) {
            self.statusBar = statusBar
            self.topBar = topBar
            self.bottomBar = bottomBar
            self.orientation = orientation
            self.destination = destination
            self.freeformSize = freeformSize
            self.contentSizeForViewInPopover = contentSizeForViewInPopover
        }
    }
}
