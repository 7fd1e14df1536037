import SegueKit

/// UIKit's view controller over a SegueKit controller (`controller`): view loading, the life cycle
/// and every transition run through SegueKit's flows (present, dismiss, push, pop, tab switch,
/// segues), which call back into the app's overrides here.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private(set) var controller: ViewController
    var loadedView: UIView?
    var storedPresentationController: UIPresentationController?
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        controller = HostedViewController()
        super.init()
        adopt()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        controller = HostedViewController()
        super.init()
        adopt()
    }

    /// A controller over one SegueKit made (a navigation or tab bar controller).
    convenience init(controller: ViewController) {
        self.init(nibName: nil, bundle: nil)
        host(controller)
    }

    /// Presents `controller` in place of the one made by the initialiser.
    func host(_ controller: ViewController) {
        self.controller.owner = nil
        self.controller = controller
        adopt()
    }

    private func adopt() {
        controller.owner = self
        (controller as? HostedViewController)?.ui = self
        UIKitSession.current?.register(self)
    }

    /// The controller presenting `vc`, wrapping it when none does yet.
    static func of(_ vc: ViewController) -> UIViewController {
        (vc.owner as? UIViewController) ?? UIViewController(controller: vc)
    }

    // MARK: The view

    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView ?? UIView.of(controller.view)
        }
        set { loadedView = newValue }
    }

    public var viewIfLoaded: UIView? { isViewLoaded ? view : nil }
    public var isViewLoaded: Bool { controller.isViewLoaded }
    public func loadViewIfNeeded() { _ = controller.view }

    /// Makes the root view: a plain view as big as the screen (override and set `view`).
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The controller's title; setting it sets its navigation item's and tab bar item's too, as in UIKit.
    open var title: String? {
        get { controller.title }
        set {
            controller.title = newValue
            storedNavigationItem?.title = newValue
            storedTabBarItem?.title = newValue
        }
    }

    // MARK: Presentation settings

    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var preferredContentSize = CGSize.zero
    open var modalPresentationCapturesStatusBarAppearance = false
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }

    /// The presentation controller of a `.custom` presentation (made when it is presented).
    open var presentationController: UIPresentationController? { storedPresentationController }

    /// The transition this controller (or an ancestor) takes part in right now.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        controller.transitionInProgress.map { UIKitTransitionCoordinator(UIKitTransitionContext.of($0)) }
    }

    // MARK: Segues

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Performs a segue wired to this controller (`UIKitStoryboard.connect`), as a storyboard's:
    /// the destination is made, then the segue, the source prepares, the segue performs.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        do { try controller.performSegue(withIdentifier: identifier, sender: sender) } catch {
            UIKitSession.current?.problems.append("\(error)")
        }
    }

    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}

/// The SegueKit controller of a `UIViewController`: SegueKit's flows call the app's overrides
/// through it.
@preconcurrency @MainActor
final class HostedViewController: ViewController {
    weak var ui: UIViewController?

    override func loadView() -> View {
        guard let ui else { return View() }
        if ui.loadedView == nil { ui.loadView() }
        let view = ui.loadedView ?? UIView(frame: UIScreen.main.bounds)
        ui.loadedView = view
        view.owningController = ui
        return view.node
    }

    override func viewDidLoad() { ui?.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { ui?.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { ui?.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ui?.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ui?.viewDidDisappear(animated) }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let ui else { return }
        ui.prepare(for: UIStoryboardSegue.of(segue), sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        ui?.shouldPerformSegue(withIdentifier: identifier, sender: sender) ?? true
    }
}

public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}
