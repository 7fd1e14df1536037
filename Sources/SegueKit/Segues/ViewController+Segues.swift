/// Triggering and performing segues (SPEC.md §8), as `UIViewController` does.
extension ViewController {
    /// Performs the segue `identifier` from code: `shouldPerformSegue` is not asked (as in UIKit).
    public func performSegue(withIdentifier identifier: String, sender: Any? = nil) throws {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw SegueError.noSegue(identifier, source: self)
        }
        try perform(template, sender: sender)
    }

    /// What a user's tap on a control wired to the segue does: asks `shouldPerformSegue` first.
    /// Returns false when the segue was vetoed (then nothing else happens).
    @discardableResult
    public func triggerSegue(withIdentifier identifier: String, sender: Any? = nil) throws -> Bool {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw SegueError.noSegue(identifier, source: self)
        }
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        try perform(template, sender: sender)
        return true
    }

    /// The life cycle: the destination is created, then the segue object, then the source
    /// prepares, then the segue performs; the segue object is released when this returns.
    public func perform(_ template: SegueTemplate, sender: Any? = nil) throws {
        let destination = template.makeDestination()
        let segue: StoryboardSegue
        if template.kind == .custom {
            segue = try segueRegistry.make(template.customClass ?? "", identifier: template.identifier, source: self, destination: destination)
        } else {
            let k = KindSegue(identifier: template.identifier, source: self, destination: destination)
            k.kind = template.kind
            k.animates = template.animates
            k.modalPresentationStyle = template.modalPresentationStyle
            k.modalTransitionStyle = template.modalTransitionStyle
            k.anchor = template.anchor
            segue = k
        }
        prepare(for: segue, sender: sender)
        segue.perform()
        if let failure = (segue as? KindSegue)?.failure { throw failure }
    }

    /// Shows a controller where it belongs: pushed in a navigation controller, presented otherwise
    /// (`show(_:sender:)`).
    public func show(_ vc: ViewController, sender: Any? = nil, animated: Bool = true) {
        if let nav = self as? NavigationController ?? navigationController {
            nav.pushViewController(vc, animated: animated)
        } else {
            present(vc, animated: animated)
        }
    }

    /// Replaces a split view's detail column; outside one, presents the controller modally, as
    /// UIKit does when no controller around the caller handles `showDetailViewController(_:sender:)`
    /// (a navigation controller handles `show(_:sender:)` only, so nothing is pushed).
    public func showDetailViewController(_ vc: ViewController, sender: Any? = nil, animated: Bool = true) {
        if let split = self as? SplitViewController ?? splitViewController {
            split.setDetail(vc, animated: animated)
        } else {
            present(vc, animated: animated)
        }
    }

    /// The nearest ancestor that is a split view controller.
    public var splitViewController: SplitViewController? { ancestor(SplitViewController.self) }
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? { ancestor(TabBarController.self) }

    func ancestor<T: ViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let c = p {
            if let t = c as? T { return t }
            p = c.parent
        }
        return nil
    }
}
