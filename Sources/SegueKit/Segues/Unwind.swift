/// Unwind segues (SPEC.md §8): find the controller that handles the action, run the action, then
/// go back to it visually.
extension ViewController {
    /// The controller an unwind from here with `action` goes to: starting at this controller, walk
    /// up through parents, then presenting controllers; at each stop search its children (except
    /// the branch just left, the top-most first) and then the stop itself. The nearest one wins.
    public func unwindDestination(for action: String, sender: Any? = nil) -> ViewController? {
        var stop: ViewController? = self
        var cameFrom: ViewController?
        while let current = stop {
            for child in current.children.reversed() where child !== cameFrom {
                if let hit = child.searchDown(action, from: self, sender: sender) { return hit }
            }
            if current !== self, current.canPerformUnwindSegueAction(action, from: self, sender: sender) { return current }
            cameFrom = current
            stop = current.parent ?? current.presentingViewController
        }
        return nil
    }

    private func searchDown(_ action: String, from source: ViewController, sender: Any?) -> ViewController? {
        if self === source { return nil }
        for child in children.reversed() {
            if let hit = child.searchDown(action, from: source, sender: sender) { return hit }
        }
        return canPerformUnwindSegueAction(action, from: source, sender: sender) ? self : nil
    }

    /// Performs an unwind segue from this controller: the destination's action runs, then the
    /// visual change — a pop straight to it within one navigation stack; across presentations only
    /// the top-most presented controller animates its own dismissal, the ones between are removed
    /// at once.
    @discardableResult
    public func performUnwind(action: String, identifier: String? = nil, sender: Any? = nil, animated: Bool = true) throws -> ViewController {
        guard let destination = unwindDestination(for: action, sender: sender) else {
            throw SegueError.noUnwindDestination(action, source: self)
        }
        let segue = StoryboardSegue(identifier: identifier, source: self, destination: destination) {
            destination.unwindVisually(from: self, animated: animated)
        }
        prepare(for: segue, sender: sender)
        destination.unwindActions[action]?(segue)
        segue.perform()
        return destination
    }

    func unwindVisually(from source: ViewController, animated: Bool) {
        let root = presentationRoot
        // Presentations above the destination's: keep only the top one for the animation.
        var chain: [ViewController] = []
        var p = root.presentedViewController
        while let c = p {
            chain.append(c)
            p = c.presentedViewController
        }
        if let nav = self as? NavigationController ?? navigationController, nav.viewControllers.contains(where: { $0 === self }),
           nav.topViewController !== self {
            // Within the stack: animated only when nothing is presented over it.
            nav.popToViewController(self, animated: animated && chain.isEmpty)
        }
        guard let top = chain.last else { return }
        for middle in chain.dropLast() {
            middle.view.removeFromSuperview()
            middle.presentedViewController = nil
            middle.presentingViewController = nil
        }
        top.presentingViewController = root
        root.presentedViewController = top
        top.dismiss(animated: animated)
    }
}
