/// A segue, modelled on `UIStoryboardSegue`: it knows its identifier, source and destination and
/// performs the visual transition in `perform()`. Subclass it and override `perform()` for a custom
/// transition (written with `View.animate`, as on iOS), or pass a `performHandler`.
@MainActor
open class StoryboardSegue {
    public let identifier: String?
    public let source: ViewController
    public let destination: ViewController
    private let performHandler: (@MainActor () -> Void)?

    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// A segue that calls `performHandler` to perform the transition (no subclass needed).
    public init(identifier: String?, source: ViewController, destination: ViewController,
                performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Performs the visual transition. The default runs the perform handler, if any.
    open func perform() {
        performHandler?()
    }

    /// How long this class's `perform()` animates, and on which curve: what a manifest states and
    /// what each frame's progress follows. UIKit needs no such property (the animation is whatever
    /// `perform()` does), but a recording of it is described before it runs, so a subclass that
    /// animates otherwise says so here. Default: 0.3 s on UIKit's default curve.
    nonisolated open class var timing: SegueTiming { SegueTiming() }
}

/// The duration and curve of a custom segue class's own animation (`StoryboardSegue.timing`).
public struct SegueTiming: Hashable, Sendable {
    public var duration: Double
    public var curve: TimingCurve

    public init(duration: Double = 0.3, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// An animator with this timing, for what describes a transition by its animator.
    @MainActor public var animator: any TransitionAnimator { FadeTransition(duration: duration, curve: curve) }
}

/// A segue of one of the built-in kinds: its `perform()` adapts to the source's containers as
/// SPEC.md §8 says (show pushes in a navigation controller and presents otherwise, …).
@MainActor
public final class KindSegue: StoryboardSegue {
    public var kind: SegueKind = .show
    public var animates = true
    /// Styles that override the destination's own (a storyboard segue's attributes).
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    /// The popover's anchor, in window coordinates.
    public var anchor: Rect?
    /// Set when `perform()` could not run (a push without a navigation controller).
    public private(set) var failure: SegueError?

    public override func perform() {
        do { try performKind() } catch let e as SegueError { failure = e } catch {}
    }

    func performKind() throws {
        if let s = modalPresentationStyle { destination.modalPresentationStyle = s }
        if let t = modalTransitionStyle { destination.modalTransitionStyle = t }
        switch kind {
        case .show:
            source.show(destination, animated: animates)
        case .showDetail:
            source.showDetailViewController(destination, animated: animates)
        case .presentation, .modal:
            try source.validatePresentation(of: destination)
            source.present(destination, animated: animates)
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            destination.popoverAnchor = anchor
            source.present(destination, animated: animates)
        case .push:
            guard let nav = source.navigationController ?? (source as? NavigationController) else {
                throw SegueError.pushWithoutNavigation(identifier)
            }
            nav.pushViewController(destination, animated: animates)
        case .replace:
            if let split = source.splitViewController {
                split.showDetailViewController(destination, animated: animates)
            } else {
                source.show(destination, animated: animates)
            }
        case .custom, .relationship, .embed, .unwind:
            break
        }
    }
}
