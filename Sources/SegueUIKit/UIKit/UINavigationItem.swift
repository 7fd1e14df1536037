import SegueKit

/// What a navigation bar shows while its controller is on top (`UINavigationItem`): the title, the
/// back button, the bar button items, the large title's display mode and the item's own
/// appearances. A controller's item writes through to its SegueKit controller, whose navigation
/// controller draws it; a change outside a push or pop shows at once (UIKit animates the animated
/// setters; here they take effect at once too).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The controller whose item this is (nil for an item made on its own).
    weak var owner: UIViewController?
    private var storedTitle: String?

    public init(title: String) {
        storedTitle = title
        super.init()
    }

    init(owner: UIViewController) {
        self.owner = owner
        storedTitle = owner.controller.title
        super.init()
    }

    private var controller: ViewController? { owner?.controller }

    /// Shows the change in the bar, when the item's controller is on top of a navigation stack.
    private func changed() {
        guard let controller else { return }
        controller.navigationController?.updateNavigationBar()
    }

    open var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            controller?.navigationItemTitle = newValue
            changed()
        }
    }

    /// A single line of text at the top of the bar, above the title's row; the bar grows by its
    /// 30 pt band while the item is on top.
    open var prompt: String? {
        didSet {
            controller?.navigationItemPrompt = prompt
            changed()
        }
    }

    /// A view shown in the title's place, at its own size, centred in the bar's row.
    open var titleView: UIView? {
        didSet {
            controller?.navigationItemTitleView = titleView?.node
            changed()
        }
    }

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode` (`inline`, iOS 17, shows the title in the row).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet {
            controller?.largeTitleDisplayMode = switch largeTitleDisplayMode {
            case .automatic: .automatic
            case .always: .always
            case .never, .inline: .never
            }
            changed()
        }
    }

    /// The title of the back button while a controller pushed over this one is on top.
    open var backButtonTitle: String? {
        didSet {
            controller?.backButtonTitle = backButtonTitle
            changed()
        }
    }

    open var hidesBackButton = false {
        didSet {
            controller?.hidesBackButton = hidesBackButton
            changed()
        }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The items at the left, the first outermost (they replace the back button).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { showItems() }
    }

    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { showItems() }
    }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func showItems() {
        controller?.leftBarButtonItems = leftBarButtonItems?.compactMap(\.barItem) ?? []
        controller?.rightBarButtonItems = rightBarButtonItems?.compactMap(\.barItem) ?? []
        changed()
    }

    /// The item's own appearances, over the bar's while it is on top (iOS 13 and later).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    var appearances: BarAppearances<UINavigationBarAppearance> {
        BarAppearances(standard: standardAppearance, scrollEdge: scrollEdgeAppearance, compact: compactAppearance,
                       compactScrollEdge: compactScrollEdgeAppearance)
    }
}

extension UIViewController {
    /// The controller's navigation item, made on first use with its title.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(owner: self)
        storedNavigationItem = item
        return item
    }

    /// Hides a tab bar controller's tab bar (and a navigation controller's toolbar) while this
    /// controller is on a navigation stack in it.
    public var hidesBottomBarWhenPushed: Bool {
        get { controller.hidesBottomBarWhenPushed }
        set { controller.hidesBottomBarWhenPushed = newValue }
    }

    /// The edges where the view runs under the navigation controller's bars: all by default.
    /// Without `.top` the view starts below the navigation bar, without `.bottom` it ends above
    /// the toolbar or tab bar. Set it before the controller is shown.
    public var edgesForExtendedLayout: UIRectEdge {
        get { controller.edgesForExtendedLayout }
        set { controller.edgesForExtendedLayout = newValue }
    }

    /// Whether the view runs under an opaque navigation bar (`isTranslucent` false) too: false
    /// by default.
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { controller.extendedLayoutIncludesOpaqueBars }
        set { controller.extendedLayoutIncludesOpaqueBars = newValue }
    }
}
