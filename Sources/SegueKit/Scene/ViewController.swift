/// How a presented controller covers the screen (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet, popover, currentContext, overCurrentContext, custom, none
}

/// The animation of a modal presentation (`UIModalTransitionStyle`).
public enum ModalTransitionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// A screen's controller, modelled on `UIViewController`: it owns a view, sits in a tree of parents
/// and children, and presents and dismisses other controllers.
@MainActor
open class ViewController {
    public var title: String?
    /// The bar button items on the right of the navigation bar, the outermost first
    /// (`navigationItem.rightBarButtonItems`).
    public var rightBarButtonItems: [NavigationBar.Item] = []
    /// The bar button items on the left of the navigation bar, the outermost first
    /// (`navigationItem.leftBarButtonItems`): they take the back button's place.
    public var leftBarButtonItems: [NavigationBar.Item] = []
    /// The title of the one bar button on the right of the navigation bar.
    public var rightBarButtonTitle: String? {
        get { rightBarButtonItems.first?.title }
        set { rightBarButtonItems = newValue.map { [.title($0, bold: false)] } ?? [] }
    }
    /// The title of the one bar button on the left of the navigation bar.
    public var leftBarButtonTitle: String? {
        get { leftBarButtonItems.first?.title }
        set { leftBarButtonItems = newValue.map { [.title($0, bold: false)] } ?? [] }
    }
    /// The title the navigation bar shows while this controller is on top
    /// (`navigationItem.title`); nil shows `title`.
    public var navigationItemTitle: String?
    /// A line of text the navigation bar shows above its row while this controller is on top
    /// (`navigationItem.prompt`); the bar grows by `NavigationBar.promptHeight` for it.
    public var navigationItemPrompt: String?
    /// A view the navigation bar shows in the title's place while this controller is on top
    /// (`navigationItem.titleView`), centred in the bar's row at its own size.
    public var navigationItemTitleView: View?
    /// The back button's title while a controller pushed over this one is on top
    /// (`navigationItem.backButtonTitle`); nil shows this controller's title, else "Back".
    public var backButtonTitle: String?
    /// Hides the back button while this controller is on top (`navigationItem.hidesBackButton`).
    public var hidesBackButton = false
    /// The tab's title in a tab bar (`tabBarItem.title`); nil shows `title`.
    public var tabBarItemTitle: String?
    /// The text UIKit shows "in the upper-right corner of the item with a surrounding red oval"
    /// (`tabBarItem.badgeValue`); nil: no badge.
    public var tabBarItemBadgeValue: String?
    /// The oval's colour (`tabBarItem.badgeColor`); nil: the system red.
    public var tabBarItemBadgeColor: Color?
    /// Whether the tab can be chosen (`tabBarItem.isEnabled`); a disabled item is drawn dimmed.
    public var tabBarItemIsEnabled = true
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    public var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// Replaces the built-in animator of `modalTransitionStyle` when this controller is presented or
    /// dismissed (what a transitioning delegate does in UIKit).
    public var transitionAnimator: (any TransitionAnimator)?
    /// Drives this controller's next presentation or dismissal interactively (what a
    /// transitioning delegate's interaction controller does in UIKit).
    public var transitionInteraction: (any InteractiveTransitionDriver)?
    /// Decides a `.custom` presentation's frame and chrome (a presentation controller).
    public var presentationBehavior: (any PresentationBehavior)?
    /// An identifier for debugging and storyboards.
    public var identifier: String?
    /// The object that presents this controller in another API (SegueUIKit's `UIViewController`).
    public var owner: AnyObject?
    /// The container a `.custom` presentation of this controller runs in, until it is dismissed.
    public internal(set) var presentationContainer: View?
    /// The transition this controller takes part in right now (`transitionCoordinator`).
    public internal(set) var activeTransition: TransitionContext?

    public internal(set) weak var parent: ViewController?
    public internal(set) var children: [ViewController] = []
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) var presentedViewController: ViewController?

    private var loadedView: View?
    /// A factory for the view, called once on first access (stands in for `loadView()` in a subclass).
    public var makeView: (@MainActor (ViewController) -> View)?

    /// The segues this controller can trigger (a storyboard's connections from its scene).
    public var segueTemplates: [SegueTemplate] = []
    /// Where custom segue classes are looked up.
    public var segueRegistry = SegueRegistry.builtIn
    /// Unwind actions this controller implements, by name (Swift has no selectors).
    public var unwindActions: [String: @MainActor (StoryboardSegue) -> Void] = [:]
    /// Where a popover presentation of this controller points, in window coordinates.
    public var popoverAnchor: Rect?
    /// The style a presentation of this controller takes in a compact width, as the delegate of
    /// its presentation controller returns it from `adaptivePresentationStyle(for:traitCollection:)`:
    /// nil for UIKit's own adaptation (a popover is a sheet on an iPhone), `.none` to keep the
    /// presentation as it is (a popover stays a popover beside its anchor).
    public var adaptivePresentationStyle: ModalPresentationStyle?
    /// When true, a tab bar controller's tab bar is not shown while this controller is on a
    /// navigation stack in it (`UIViewController.hidesBottomBarWhenPushed`).
    public var hidesBottomBarWhenPushed = false
    /// The edges where the view runs under the bars of the navigation controller it is shown in
    /// (`UIViewController.edgesForExtendedLayout`): all by default. Without `.top` the view
    /// starts below the navigation bar; without `.bottom` it ends above the toolbar or the tab
    /// bar. It also keeps clear of an opaque navigation bar
    /// (`NavigationController.isNavigationBarTranslucent` false) unless
    /// `extendedLayoutIncludesOpaqueBars`.
    public var edgesForExtendedLayout = RectEdge.all
    /// Whether the view runs under an opaque navigation bar too (`extendedLayoutIncludesOpaqueBars`).
    public var extendedLayoutIncludesOpaqueBars = false
    /// Whether a navigation bar that prefers large titles shows this controller's title large
    /// (`UINavigationItem.largeTitleDisplayMode`): `automatic` follows the controller below it.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The style of the status bar's content while this controller decides it
    /// (`preferredStatusBarStyle`; see `Window.statusBarStyleController`).
    public var preferredStatusBarStyle = StatusBarStyle.default
    /// Whether this controller, presented other than full screen, takes over the status bar's
    /// appearance from its presenter (`modalPresentationCapturesStatusBarAppearance`).
    public var modalPresentationCapturesStatusBarAppearance = false
    /// The size this controller's content asks for (`preferredContentSize`): a form sheet in
    /// regular width takes it in place of the system's 540 × 620 when both sides are positive, a
    /// popover each side that is positive (`PopoverTransition`).
    public var preferredContentSize = Size.zero

    public init(title: String? = nil) { self.title = title }

    /// Asked before a segue triggered by a control runs; return false to veto it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source after the segue object exists and before it performs.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether this controller handles an unwind action (by default: it registered one by that name).
    open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        unwindActions[action] != nil
    }

    /// The controller's root view, created on first use (`loadView()` then `viewDidLoad()`).
    public var view: View {
        if let v = loadedView { return v }
        let v = makeView?(self) ?? loadView()
        loadedView = v
        viewDidLoad()
        return v
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; override to build a screen in code.
    open func loadView() -> View { View() }
    open func viewDidLoad() {}

    /// Called around transitions as UIKit calls them: before the animation starts and after it
    /// ends, for the controller whose view comes on screen and the one whose view leaves it.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// The transition in progress that this controller or an ancestor takes part in.
    public var transitionInProgress: TransitionContext? { activeTransition ?? parent?.transitionInProgress }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: NavigationController? {
        var p = parent
        while let c = p {
            if let nav = c as? NavigationController { return nav }
            p = c.parent
        }
        return nil
    }

    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The window this controller's view is in, if any.
    public var window: Window? {
        var v: View? = isViewLoaded ? view : nil
        while let x = v {
            if let w = x as? Window { return w }
            v = x.superview
        }
        return nil
    }
}

/// How a navigation bar that prefers large titles shows a controller's title
/// (`UINavigationItem.LargeTitleDisplayMode`).
public enum LargeTitleDisplayMode: Sendable, Hashable {
    /// As the controller below it in the stack shows its title (the root: large).
    case automatic
    case always
    case never
}
