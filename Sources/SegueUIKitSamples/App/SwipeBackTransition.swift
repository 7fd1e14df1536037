#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
#else
import SegueUIKit
#endif

/// A navigation controller whose pop follows an edge swipe (see `SwipeBackNavigationDelegate`).
final class SwipeBackNavigationController: UINavigationController {
    private let swipeBack = SwipeBackNavigationDelegate()

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        swipeBack.attach(to: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A navigation controller's custom pop, following the finger of an edge swipe: let go past a
/// third of the width (or flick) and the pop finishes; otherwise it slides back and is cancelled.
final class SwipeBackNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private var interaction: UIPercentDrivenInteractiveTransition?
    private weak var navigationController: UINavigationController?

    func attach(to navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        let swipe = EdgeSwipeGestureRecognizer(target: nil, action: nil)
        swipe.edges = .left
        swipe.onChange = { [weak self] gesture in self?.handle(gesture) }
        navigationController.view.addGestureRecognizer(swipe)
    }

    private func handle(_ gesture: EdgeSwipeGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.33 || gesture.velocity(in: view).x > 900 {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? SlideBackAnimator() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Slides the top screen off to the right, uncovering the one under it, which moves in from a
/// third of the way to the left under a fading shade. Linear, so it stays under the finger.
final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        container.insertSubview(toView, belowSubview: fromView)
        let shade = UIView(frame: container.bounds)
        shade.backgroundColor = UIColor(white: 0, alpha: 0.2)
        container.insertSubview(shade, belowSubview: fromView)
        fromView.layer.shadowColor = UIColor.black.cgColor
        fromView.layer.shadowOpacity = 0.3
        fromView.layer.shadowRadius = 10
        fromView.layer.shadowOffset = .zero

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
            toView.transform = .identity
            shade.alpha = 0
        }, completion: { _ in
            shade.removeFromSuperview()
            fromView.transform = .identity
            fromView.layer.shadowOpacity = 0
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// An edge pan that reports every change of its touches (no selector needed).
final class EdgeSwipeGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    var onChange: ((EdgeSwipeGestureRecognizer) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        onChange?(self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        onChange?(self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        onChange?(self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        onChange?(self)
    }
}
