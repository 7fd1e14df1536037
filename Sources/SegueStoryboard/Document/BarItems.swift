import SegueKit

extension IB {
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
        /// `hidesBackButton="YES"`: no back button while this item is on top.
        public var hidesBackButton = false
        /// `leftItemsSupplementBackButton="YES"`: the left items follow the back button rather
        /// than replace it.
        public var leftItemsSupplementBackButton = false
        /// Nil when not set.
        public var largeTitleDisplayMode: LargeTitleDisplayMode?
        /// The custom title view, which replaces the title text.
        public var titleView: ViewNode?
        /// Its own bar appearances by key (`standardAppearance`, `scrollEdgeAppearance`,
        /// `compactAppearance`, `compactScrollEdgeAppearance`), shown while it is the top item.
        public var appearances = BarAppearances<BarAppearance>()

        public init(
            id: String? = nil, title: String? = nil, prompt: String? = nil, leftBarButtonItems: [BarButtonItem] = [],
            rightBarButtonItems: [BarButtonItem] = [], backBarButtonItem: BarButtonItem? = nil,
            largeTitleDisplayMode: LargeTitleDisplayMode? = nil, titleView: ViewNode? = nil
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
        /// `enabled` (UIKit's default is enabled): a disabled item is drawn dimmed.
        public var isEnabled = true
        /// `width`: a fixed space's width (`UIBarButtonItem.width`); nil for UIKit's default.
        public var width: Double?

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
        /// `enabled="NO"`: drawn dimmed.
        public var isEnabled = true
        /// Its own tab bar appearances by key (`standardAppearance`, `scrollEdgeAppearance`),
        /// shown while it is the selected item.
        public var appearances = BarAppearances<BarAppearance>()

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
}
