import SegueKit
@testable import SegueUIKit

/// An animator whose behaviour each test writes.
final class ProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let body: @MainActor (any UIViewControllerContextTransitioning) -> Void

    init(duration: TimeInterval = 0.3, _ body: @escaping @MainActor (any UIViewControllerContextTransitioning) -> Void) {
        self.duration = duration
        self.body = body
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { body(transitionContext) }
}

/// A transitioning delegate handing out the probe (and, when set, a presentation controller and an
/// interaction controller).
final class ProbeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: ProbeAnimator
    var presentation: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController?)?
    var interaction: UIPercentDrivenInteractiveTransition?

    init(_ animator: ProbeAnimator) { self.animator = animator }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? { presentation?(presented, presenting) }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// Adds the incoming view and fades it in over `duration`, then completes as UIKit's animators do.
@MainActor
func fadeIn(_ ctx: any UIViewControllerContextTransitioning, duration: TimeInterval = 0.3, options: UIView.AnimationOptions = []) {
    let to = ctx.view(forKey: .to) ?? ctx.viewController(forKey: .to)!.view!
    to.alpha = 0
    ctx.containerView.addSubview(to)
    UIView.animate(withDuration: duration, delay: 0, options: options, animations: { to.alpha = 1 }) { _ in
        ctx.completeTransition(!ctx.transitionWasCancelled)
    }
}

/// Records what `perform` does in a window on an iPhone 15 Pro (no transition needed).
@MainActor
func recordAnimations(_ setUp: (UIWindow) -> Void, perform: (UIWindow) -> Void) -> Recording {
    let session = UIKitSession(device: .iPhone15Pro)
    defer { session.tearDown() }
    return session.run {
        let window = UIWindow(device: .iPhone15Pro)
        setUp(window)
        return Recording.record(root: window.node) { perform(window) }
    }
}

/// Records what `perform` does to one 10 × 10 pt view tagged `v`, in a window.
@MainActor
func recordView(_ perform: (UIView) -> Void) -> Recording {
    recordAnimations({ window in
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.accessibilityIdentifier = "v"
        window.addSubview(v)
    }, perform: { window in perform(window.subviews.last!) })
}

/// The properties of the view tagged `identifier` as they show at `t`, nil when it is not in the tree.
func shown(_ identifier: String, at t: Double, in recording: Recording) -> LayerProperties? {
    let scene = recording.scene(at: t)
    guard let layer = scene.layers.first(where: { $0.identifier == identifier }) else { return nil }
    return layer.tracks.sample(at: t, base: layer.properties)
}

/// A plain controller whose root view is tagged.
@MainActor
func controller(_ identifier: String) -> UIViewController {
    let vc = UIViewController()
    vc.view.accessibilityIdentifier = identifier
    vc.view.backgroundColor = .white
    return vc
}
