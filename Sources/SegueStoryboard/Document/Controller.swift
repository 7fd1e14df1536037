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
        /// A navigation controller's `navigationBarHidden`: no bar over any controller of its stack.
        public var isNavigationBarHidden = false
        /// A navigation controller's `toolbarHidden`: UIKit's toolbar is hidden unless it is set to NO.
        public var isToolbarHidden = true
        /// What the controller's own class does with its navigation controller's bar as it loads,
        /// appears and disappears (`setNavigationBarHidden(_:animated:)` in its code); nil where
        /// its code says nothing of the bar (or the project's sources are not at hand).
        public var navigationBarCalls: NavigationBarCalls?
        /// `hidesBottomBarWhenPushed`: the tab bar is not shown while this controller is on a
        /// navigation stack inside a tab bar controller.
        public var hidesBottomBarWhenPushed = false
        /// `<extendedEdge key="edgesForExtendedLayout">`: whether the root view runs under the
        /// bars above it and below it (UIKit's default, `.all`, where the element is absent;
        /// Interface Builder's "Under Top Bars" and "Under Bottom Bars").
        public var edgesForExtendedLayout = ExtendedEdges.all
        /// `extendedLayoutIncludesOpaqueBars`: the root view runs under opaque bars too (by
        /// default it stops at an opaque bar's edge).
        public var extendedLayoutIncludesOpaqueBars = false
        /// `<viewControllerLayoutGuide type="top">` and `type="bottom"` (Xcode 5–8 files): what
        /// constraints name to pin the root view's subviews below the top bars and above the
        /// bottom ones.
        public var topLayoutGuideID: String?
        public var bottomLayoutGuideID: String?
        /// The canvas of the storyboard the scene comes from, where that is not the document's: a
        /// scene brought in through a storyboard reference keeps its own file's conventions (an
        /// Xcode 7 file's frames include the bars it simulated).
        public var canvas: Canvas?
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

        /// Whether a navigation controller shows no navigation bar: `navigationBarHidden="YES"`, or
        /// its `<navigationBar>` written `hidden="YES"` (Interface Builder writes either).
        public var hidesNavigationBar: Bool { isNavigationBarHidden || navigationBar?.isHidden == true }

        /// Whether a navigation controller shows its toolbar: `toolbarHidden="NO"` and a
        /// `<toolbar>` that is not itself hidden.
        public var showsToolbar: Bool { !isToolbarHidden && toolbar?.isHidden != true }

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
}

extension IB {
    /// The edges of `edgesForExtendedLayout` that bars can cover: the top (navigation bar) and the
    /// bottom (tab bar, toolbar). Left and right have no bars.
    public struct ExtendedEdges: Sendable, Hashable {
        public var top: Bool
        public var bottom: Bool

        public init(top: Bool, bottom: Bool) {
            self.top = top
            self.bottom = bottom
        }

        public static let all = ExtendedEdges(top: true, bottom: true)
    }
}

extension IB {
    /// Whether a controller's code hides (true) or shows (false) its navigation controller's bar in
    /// `viewDidLoad()`, `viewWillAppear(_:)` and `viewWillDisappear(_:)`; nil where that method
    /// does not, or does both (a choice made at run time). Read by `CodeNavigationBarCalls`.
    public struct NavigationBarCalls: Sendable, Hashable {
        public var onLoad: Bool?
        public var onAppear: Bool?
        public var onDisappear: Bool?
        /// The source file the calls were read from.
        public var file: String

        public init(onLoad: Bool? = nil, onAppear: Bool? = nil, onDisappear: Bool? = nil, file: String) {
            self.onLoad = onLoad
            self.onAppear = onAppear
            self.onDisappear = onDisappear
            self.file = file
        }

        public var isEmpty: Bool { onLoad == nil && onAppear == nil && onDisappear == nil }

        /// Whether the bar is hidden when the controller first comes on screen, as far as its own
        /// code decides it.
        public var hiddenOnFirstAppearance: Bool? { onAppear ?? onLoad }
    }
}
