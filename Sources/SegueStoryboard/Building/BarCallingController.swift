import SegueKit

/// The controller of a scene whose class shows or hides its navigation controller's bar in its
/// own code (`IB.Controller.navigationBarCalls`): it makes those calls when UIKit runs that code.
/// A call in `viewDidLoad()` takes effect as the controller first comes on screen (its view may
/// load before it is on a stack).
@MainActor
final class BarCallingController: ViewController {
    let calls: IB.NavigationBarCalls
    private(set) var hasAppeared = false

    init(title: String?, calls: IB.NavigationBarCalls) {
        self.calls = calls
        super.init(title: title)
    }

    /// Whether the bar is hidden when this controller next comes on screen, as far as its own
    /// code decides it.
    var hidesBarOnAppearing: Bool? { hasAppeared ? calls.onAppear : calls.hiddenOnFirstAppearance }

    override func viewWillAppear(_ animated: Bool) {
        if let hidden = hidesBarOnAppearing { navigationController?.setNavigationBarHidden(hidden, animated: animated) }
        hasAppeared = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        if let hidden = calls.onDisappear { navigationController?.setNavigationBarHidden(hidden, animated: animated) }
    }
}

extension StoryboardBuilder {
    /// Whether `nav` shows its bar once `own` is on top: as `own`'s code sets it as it appears,
    /// else (for a controller about to be pushed) as the controller on top leaves it as it
    /// disappears, else as it is now.
    func showsNavigationBar(_ nav: NavigationController, over own: ViewController) -> Bool {
        if let hidden = (own as? BarCallingController)?.hidesBarOnAppearing { return !hidden }
        if !nav.viewControllers.contains(where: { $0 === own }), let hidden = (nav.topViewController as? BarCallingController)?.calls.onDisappear {
            return !hidden
        }
        return nav.showsNavigationBar
    }

    /// Whether a navigation controller scene's bar shows when it first appears: its storyboard's
    /// `navigationBarHidden`, unless its root's code (or its own class's) says otherwise.
    func showsNavigationBarAtFirst(_ c: IB.Controller) -> Bool {
        let root = c.relationshipDestinations(.rootViewController).first.flatMap(document.controller(withID:))
        if let hidden = root?.navigationBarCalls?.hiddenOnFirstAppearance ?? c.navigationBarCalls?.hiddenOnFirstAppearance { return !hidden }
        return !c.hidesNavigationBar
    }
}
