import SegueKit

/// UIKit's segue: an app subclasses it and overrides `perform()` for a custom transition. It runs
/// through SegueKit's segue life cycle (the destination is made, the segue, the source prepares,
/// the segue performs), wired by `UIKitStoryboard.connect` as a storyboard wires it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    open func perform() { performHandler?() }

    /// The UIKit segue a SegueKit segue stands for.
    static func of(_ segue: StoryboardSegue) -> UIStoryboardSegue {
        (segue as? SegueBridge)?.segue ?? UIStoryboardSegue(identifier: segue.identifier, source: UIViewController.of(segue.source),
                                                             destination: UIViewController.of(segue.destination)) { segue.perform() }
    }
}

/// A UIKit segue as SegueKit performs segues.
@preconcurrency @MainActor
final class SegueBridge: StoryboardSegue {
    var segue: UIStoryboardSegue?

    override func perform() {
        guard let segue else { return }
        UIKitSession.current?.segues.append(String(describing: type(of: segue)))
        segue.perform()
    }
}

/// Wires segues to a controller, as a storyboard does (storyboard files are read by SegueStoryboard;
/// this is for code): `performSegue(withIdentifier:sender:)` then finds them.
@preconcurrency @MainActor
public enum UIKitStoryboard {
    /// A custom segue of class `segueClass` from `source` to a destination made when it performs.
    public static func connect(_ source: UIViewController, identifier: String, segueClass: UIStoryboardSegue.Type,
                               destination: @escaping @MainActor () -> UIViewController) {
        let name = "\(segueClass)#\(identifier)"
        source.controller.segueRegistry.register(name) { id, from, to in
            let bridge = SegueBridge(identifier: id, source: from, destination: to)
            bridge.segue = segueClass.init(identifier: id, source: UIViewController.of(from), destination: UIViewController.of(to))
            return bridge
        }
        source.controller.segueTemplates.append(SegueTemplate(identifier: identifier, kind: .custom, customClass: name) {
            destination().controller
        })
    }
}
