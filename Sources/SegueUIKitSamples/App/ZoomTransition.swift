#if canImport(UIKit)
import UIKit
#else
import SegueUIKit
#endif

/// Opens a photo by zooming it out of its tile, over a dimmed grid, as a card inset from the
/// screen's edges; closing it zooms it back into the tile.
final class ZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The tile the photo grows out of (and shrinks back into).
    weak var originView: UIView?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let originView = originView else { return nil }
        return ZoomAnimator(isPresenting: true, originView: originView)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let originView = originView else { return nil }
        return ZoomAnimator(isPresenting: false, originView: originView)
    }
}

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let originView: UIView

    init(isPresenting: Bool, originView: UIView) {
        self.isPresenting = isPresenting
        self.originView = originView
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.55 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let photoController = transitionContext.viewController(forKey: key),
              let photoView = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let cardFrame = isPresenting ? transitionContext.finalFrame(for: photoController) : photoView.frame
        let tileFrame = container.convert(originView.bounds, from: originView)
        let shrunk = ZoomAnimator.transform(from: cardFrame, to: tileFrame)
        if isPresenting {
            photoView.frame = cardFrame
            photoView.transform = shrunk
            photoView.layer.cornerRadius = 10 / shrunk.a
            photoView.clipsToBounds = true
            container.addSubview(photoView)
        }
        originView.isHidden = true
        let duration = transitionDuration(using: transitionContext)
        let spring: CGFloat = isPresenting ? 0.82 : 1
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: spring, initialSpringVelocity: 0, options: [], animations: {
            photoView.transform = self.isPresenting ? .identity : shrunk
            photoView.layer.cornerRadius = self.isPresenting ? 24 : 10 / shrunk.a
        }, completion: { _ in
            self.originView.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// The transform that puts a view whose frame is `frame` over `target` (about its centre).
    static func transform(from frame: CGRect, to target: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: target.midX - frame.midX, y: target.midY - frame.midY)
            .scaledBy(x: target.width / frame.width, y: target.height / frame.height)
    }
}

/// Presents over a dimmed presenter, as a card inset from the edges of the screen.
final class DimmingPresentationController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.45)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let top = container.safeAreaInsets.top + 16
        return CGRect(x: 16, y: top, width: container.bounds.width - 32, height: container.bounds.height - top - 40)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
