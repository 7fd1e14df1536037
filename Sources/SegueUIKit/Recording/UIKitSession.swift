import SegueKit

/// The UIKit world of one recording: the device it runs on, Core Animation's transaction stack and
/// media-time origin, the transitions it started, and every layer and controller made in it, so
/// that the references between SegueKit's nodes and the UIKit objects that present them (each
/// keeps the other alive, as a superview keeps its subviews) are broken when the recording ends.
///
/// Scoped with a task-local value, as `Animator.current` is: no global state.
@preconcurrency @MainActor
public final class UIKitSession {
    @TaskLocal public static var current: UIKitSession?

    public let device: Device
    /// What `CACurrentMediaTime()` returns at timeline time 0: media time keeps its meaning
    /// (seconds since an arbitrary origin) while staying deterministic.
    public static let mediaTimeOrigin = 1000.0
    var transactions: [CATransaction.State] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    var animationsEnabled = true
    /// Whether each open `animateKeyframes` is discrete, innermost last.
    var keyframeModes: [Bool] = []
    /// Open image contexts (`UIGraphicsImageRenderer.image(actions:)`), innermost last.
    var imageContexts: [UIGraphicsImageRendererContext] = []
    /// Every transition context made in this session, to check each one was completed.
    var contexts: [TransitionContext] = []
    /// The classes of the custom segues performed, in order.
    var segues: [String] = []
    /// What went wrong in app code that UIKit reports without stopping (a segue that does not exist).
    var problems: [String] = []
    private var layers: [CALayer] = []
    private var controllers: [UIViewController] = []

    public init(device: Device) { self.device = device }

    func register(_ layer: CALayer) { layers.append(layer) }
    func register(_ controller: UIViewController) { controllers.append(controller) }

    /// Counts the transition `vc` takes part in when SegueKit's own animator runs it (an app's
    /// animator counts when its context is made): a plain push is a transition too.
    func noteTransition(of vc: ViewController?) {
        guard let context = vc?.activeTransition, !contexts.contains(where: { $0 === context }) else { return }
        contexts.append(context)
    }

    /// Runs `body` with this session current.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try UIKitSession.$current.withValue(self) { try body() }
    }

    /// Breaks the references that keep the session's objects alive.
    public func tearDown() {
        for l in layers {
            l.hostingView = nil
            l.node.owner = nil
        }
        for c in controllers { c.controller.owner = nil }
        layers = []
        controllers = []
        contexts = []
    }
}
