import SegueKit

/// What a transition tells the controllers around it while it runs.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition (`animate(alongsideTransition:completion:)`): in an
/// animation block as long as the transition's duration, driven with it when it is interactive;
/// the completion after the transition completes.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

@preconcurrency @MainActor
final class UIKitTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let ui: UIKitTransitionContext
    var context: TransitionContext { ui.context }

    init(_ ui: UIKitTransitionContext) {
        self.ui = ui
        super.init()
    }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { ui.presentationStyle }
    var initiallyInteractive: Bool { context.interactiveClock != nil }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.duration }
    var percentComplete: CGFloat { CGFloat(context.percentComplete) }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { ui.containerView }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { ui.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { ui.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        var wrappedAnimation: (@MainActor (TransitionContext) -> Void)?
        if let animation { wrappedAnimation = { [self] _ in animation(self) } }
        var wrappedCompletion: (@MainActor (TransitionContext) -> Void)?
        if let completion { wrappedCompletion = { [self] _ in completion(self) } }
        context.animate(alongsideTransition: wrappedAnimation, completion: wrappedCompletion)
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
