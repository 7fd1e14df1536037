#if canImport(UIKit)
import UIKit
#else
import SegueUIKit
#endif

/// Flips the screen over like a card, in perspective: the old screen turns away to edge-on, then
/// the new one turns in from the other side; each half is a keyframe.
final class FlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipAnimator(isPresenting: false)
    }
}

final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.9 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 600
        let turn: CGFloat = isPresenting ? .pi / 2 : -.pi / 2
        fromView.layer.transform = perspective
        toView.layer.transform = CATransform3DRotate(perspective, -turn, 0, 1, 0)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = CATransform3DRotate(perspective, turn, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = perspective
            }
        }, completion: { _ in
            fromView.layer.transform = CATransform3DIdentity
            toView.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The screen the flip reveals: the back of the card.
final class CardBackViewController: UIViewController {
    let flipTransition = FlipTransitioningDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = flipTransition
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.photos[4]
        let title = makeLabel("The other side", size: 30, weight: .bold, color: .white)
        title.frame = CGRect(x: 24, y: 120, width: view.bounds.width - 48, height: 36)
        view.addSubview(title)
        let card = UIView(frame: CGRect(x: 24, y: 180, width: view.bounds.width - 48, height: 260))
        card.backgroundColor = UIColor(white: 1, alpha: 0.25)
        card.layer.cornerRadius = 20
        view.addSubview(card)
    }
}
