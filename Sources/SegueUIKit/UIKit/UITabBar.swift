import SegueKit

/// A tab bar's appearance (`UITabBarAppearance`, iOS 13 and later): its background and shadow.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance, NSCopying {
    public override init() { super.init() }

    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { UITabBarAppearance(barAppearance: self) }
    }
}

/// A tab's item in a tab bar (`UITabBarItem`): its title, image, badge and own appearances. A
/// controller's item writes through to its SegueKit controller, whose tab bar controller draws it.
/// Images are not drawn: the tab shows SegueKit's neutral icon in the item's colour.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's system items, in UIKit's order (their raw values are UIKit's).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The title UIKit gives the item (in English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The controller whose item this is (nil for an item not yet given to one).
    weak var owner: UIViewController? {
        didSet { changed() }
    }
    /// The system item it was made as, if any: its title is the system's.
    public private(set) var systemItem: SystemItem?

    open override var title: String? {
        get { systemItem?.title ?? super.title }
        set {
            super.title = newValue
            changed()
        }
    }

    /// A disabled item is drawn dimmed.
    open override var isEnabled: Bool { didSet { changed() } }

    open var selectedImage: UIImage?
    /// The text in a red oval at the item's upper-right corner; nil: no badge.
    open var badgeValue: String? { didSet { changed() } }
    /// The oval's colour; nil: the system red.
    open var badgeColor: UIColor? { didSet { changed() } }
    /// The item's own appearances, over the tab bar's while it is selected (iOS 13 and later).
    open var standardAppearance: UITabBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { changed() } }

    public override init() { super.init() }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        super.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        super.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    var appearances: BarAppearances<UITabBarAppearance> {
        BarAppearances(standard: standardAppearance, scrollEdge: scrollEdgeAppearance)
    }

    /// Writes the item through to its controller and redraws the tab bar that shows it.
    private func changed() {
        guard let controller = owner?.controller else { return }
        controller.tabBarItemTitle = title
        controller.tabBarItemBadgeValue = badgeValue
        controller.tabBarItemBadgeColor = badgeColor?.color
        controller.tabBarItemIsEnabled = isEnabled
        var ancestor = controller.parent
        while let vc = ancestor, !(vc is TabBarController) { ancestor = vc.parent }
        (ancestor as? TabBarController)?.updateItems()
    }
}

/// A tab bar controller's bar (`UITabBar`): its tints, its appearances, and the older bar tint,
/// style and translucency.
///
/// A SegueUIKit screen has no scroll view, so its content always ends above the bar: the bar shows
/// its scroll-edge look, as UIKit does since iOS 15 (`scrollEdgeAppearance`, else the standard one
/// made transparent). A bar styled the older way and given no appearance follows `OlderBarStyle`:
/// a `barTintColor` or `isTranslucent = false` keeps its background, a dark `barStyle` alone does not.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The tab bar controller that owns the bar.
    weak var tabs: UITabBarController?

    private func changed() { tabs?.updateTabBar() }

    open var barTintColor: UIColor? { didSet { changed() } }
    open var barStyle = UIBarStyle.default { didSet { changed() } }
    open var isTranslucent = true { didSet { changed() } }
    /// The selected item's colour.
    open override var tintColor: UIColor! {
        get { storedTintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            changed()
        }
    }
    /// The other items' colour; nil: the system grey.
    open var unselectedItemTintColor: UIColor? { didSet { changed() } }

    open var standardAppearance = UITabBarAppearance() {
        didSet {
            setsStandardAppearance = true
            changed()
        }
    }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { changed() } }
    private var setsStandardAppearance = false

    /// The items of the tab bar controller's tabs, in order.
    open var items: [UITabBarItem]? { tabs?.viewControllers?.map(\.tabBarItem) }
    open var selectedItem: UITabBarItem? { tabs?.selectedViewController?.tabBarItem }

    /// The bar's background and hairline while `item` is selected: the item's appearances over the
    /// bar's, resolved by UIKit's rule (`BarAppearances`) at the scroll edge.
    func colors(selected item: UITabBarItem?) -> (background: Color, hairline: Color) {
        let own = BarAppearances(standard: setsStandardAppearance ? standardAppearance : nil, scrollEdge: scrollEdgeAppearance)
        let transparent = (background: Color.barBackground.withAlpha(0), hairline: Color.clear)
        switch own.overridden(by: item?.appearances ?? BarAppearances()).atRest(managed: true) {
        case .scrollEdge(let look)?, .standard(let look)?: return (look.background, look.shadowColor?.color ?? .clear)
        case .standardMadeTransparent?: return transparent
        case nil:
            guard OlderBarStyle.keepsBackgroundAtScrollEdge(hasBarTint: barTintColor != nil, isTranslucent: isTranslucent) else {
                return transparent
            }
            let background = OlderBarStyle.background(tint: barTintColor?.color, isDark: barStyle != .default, isTranslucent: isTranslucent,
                                                       chrome: .barBackground)
            return (background, Color(white: 0, alpha: 0.3))
        }
    }
}

extension UIViewController {
    /// The controller's tab bar item, made on first use with its title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            item.owner = self
            return item
        }
        set {
            storedTabBarItem?.owner = nil
            storedTabBarItem = newValue
            newValue?.owner = self
        }
    }
}
