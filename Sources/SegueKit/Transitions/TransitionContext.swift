/// What a transition animator works with, like `UIViewControllerContextTransitioning` (SPEC.md §10):
/// the container, the controllers and views going away and coming in, and the direction.
///
/// UIKit puts nothing new in the container: the animator adds the incoming view (`toView`) itself,
/// at `finalFrame(for:)`. For a full-screen presentation, a push or a tab switch the outgoing view
/// is already in the container. `fromView` and `toView` are always the controllers' views (what
/// `viewController(forKey:)!.view` gives in UIKit); `view(forKey:)` is nil where UIKit makes it nil,
/// for a view the animator must not move (the presenter's view of a presentation that leaves it
/// in the window).
///
/// The animator ends the transition with `completeTransition(_:)`, once its animations are done:
/// true finishes it, false (after a cancelled interactive transition) restores what was before.
@MainActor
public final class TransitionContext {
    /// Which side of a transition (`UITransitionContextViewControllerKey`, `…ViewKey`).
    public enum Key: Hashable, Sendable { case from, to }

    public let containerView: View
    public let fromView: View
    public let toView: View
    public let fromViewController: ViewController?
    public let toViewController: ViewController?
    /// True for present and push; false for dismiss and pop.
    public let isForward: Bool
    public let device: Device
    /// How the presented controller is presented (`.fullScreen` for navigation and tab switches).
    public var presentationStyle: ModalPresentationStyle
    public var isAnimated = true
    /// The views that `view(forKey:)` withholds (SPEC.md §10).
    public var withheldViews: Set<Key> = []
    /// The controller whose view comes on screen (nil for the dismissal of a presentation that
    /// left its presenter in the window) and the one whose view leaves it (nil for such a
    /// presentation): by default the `to` and `from` controllers.
    public var appearingController: ViewController?
    public var disappearingController: ViewController?
    /// Where the appearing controller's view rests (`finalFrame(for:)`): the container's bounds
    /// unless a presentation controller says otherwise.
    public var appearingFrame: Rect

    /// The clock of an interactive transition; nil while it plays on its own.
    public internal(set) var interactiveClock: TrackClock?
    public var isInteractive: Bool { interactiveClock != nil && !interactionEnded }
    var interactionEnded = false
    /// The last fraction given by `updateInteractiveTransition(_:)`.
    public internal(set) var percentComplete = 0.0
    public private(set) var transitionWasCancelled = false
    /// Whether `completeTransition(_:)` was called, and when (timeline time).
    public private(set) var completedAt: Double?
    /// The duration the animator announced (`transitionDuration(using:)`): what animations run
    /// alongside it last, and what drives an interactive transition.
    public var duration: Double

    /// The object that presents this context in another API (SegueUIKit's transition context).
    public var owner: AnyObject?
    var hasStarted = false
    var alongside: [(animation: (@MainActor (TransitionContext) -> Void)?, completion: (@MainActor (TransitionContext) -> Void)?)] = []
    private let onComplete: @MainActor (Bool) -> Void

    public init(containerView: View, fromView: View, toView: View, isForward: Bool, device: Device,
                fromViewController: ViewController? = nil, toViewController: ViewController? = nil,
                presentationStyle: ModalPresentationStyle = .fullScreen, duration: Double = 0,
                completeTransition: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.containerView = containerView
        self.fromView = fromView
        self.toView = toView
        self.isForward = isForward
        self.device = device
        self.fromViewController = fromViewController
        self.toViewController = toViewController
        self.presentationStyle = presentationStyle
        self.duration = duration
        appearingFrame = containerView.bounds
        appearingController = toViewController
        disappearingController = fromViewController
        onComplete = completeTransition
    }

    /// `viewController(forKey:)`: never nil when the flow knows its controllers.
    public func viewController(forKey key: Key) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    /// `view(forKey:)`: nil where UIKit makes it nil (SPEC.md §10).
    public func view(forKey key: Key) -> View? {
        withheldViews.contains(key) ? nil : key == .from ? fromView : toView
    }

    /// `finalFrame(for:)`: where the appearing controller's view ends (the container's bounds, or
    /// the presentation controller's frame); `.zero` for the disappearing one ("not known");
    /// the current frame of one that stays.
    public func finalFrame(for vc: ViewController) -> Rect {
        if vc === appearingController { return appearingFrame }
        if vc === disappearingController { return .zero }
        return vc.isViewLoaded ? vc.view.frame : .zero
    }

    /// `initialFrame(for:)`: the current frame of the disappearing controller's view; `.zero` for
    /// the appearing one.
    public func initialFrame(for vc: ViewController) -> Rect {
        if vc === appearingController { return .zero }
        return vc.isViewLoaded ? vc.view.frame : .zero
    }

    /// Ends the transition (once; later calls are ignored, as UIKit ignores them): true finishes it,
    /// false restores the state before it.
    public func completeTransition(_ didComplete: Bool = true) {
        guard completedAt == nil else { return }
        completedAt = Animator.current?.now ?? 0
        interactionEnded = true
        // A cancelled interactive transition's animations are removed, as Core Animation removes
        // finished animations: each view shows its model value again (what the animator's completion
        // set, or the value its animation block set).
        if !didComplete, let clock = interactiveClock { clock.remove(at: completedAt!) }
        onComplete(didComplete)
        for a in alongside { a.completion?(self) }
    }

    /// `transitionCoordinator?.animate(alongsideTransition:completion:)`: `animation` runs in an
    /// animation block lasting the transition's duration when the transition starts (driven by the
    /// interactive clock when there is one), `completion` after `completeTransition(_:)`.
    public func animate(alongsideTransition animation: (@MainActor (TransitionContext) -> Void)?,
                        completion: (@MainActor (TransitionContext) -> Void)? = nil) {
        alongside.append((animation, completion))
        // Registered once the transition runs: it starts now, for what is left of the duration.
        if hasStarted, let animation { runAlongside([animation]) }
    }

    /// `updateInteractiveTransition(_:)`, `cancelInteractiveTransition()`, `finishInteractiveTransition()`:
    /// what an interaction controller tells the context (it drives the clock itself).
    public func updateInteractiveTransition(_ percent: Double) { percentComplete = percent }
    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        interactionEnded = true
    }
    public func finishInteractiveTransition() { interactionEnded = true }
}

/// A transition written with the block-animation API (`UIViewControllerAnimatedTransitioning`).
///
/// Both directions run forward in time on `curve` over `duration` (SPEC.md §3): a dismissal is its
/// own animation, whose geometry at time t is the presentation's at progress 1 − p(t), never the
/// presentation played backwards. So `curve` is also what gives a dismissal's progress.
@MainActor
public protocol TransitionAnimator {
    /// The nominal duration (the timeline's length).
    var duration: Double { get set }
    /// The curve that defines the transition's progress in both directions, recorded in manifests.
    var curve: TimingCurve { get set }
    func animateTransition(_ context: TransitionContext)
    /// What the transition announces as its duration once it knows its context
    /// (`transitionDuration(using:)`); `duration` unless the animator asks the context.
    func transitionDuration(_ context: TransitionContext) -> Double
}

extension TransitionAnimator {
    public func transitionDuration(_ context: TransitionContext) -> Double { duration }
}
