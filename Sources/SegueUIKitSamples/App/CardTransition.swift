#if canImport(UIKit)
import UIKit
#else
import SegueUIKit
#endif

/// A card that springs up from the bottom over the screen it covers, which stays in place
/// under a dimming layer (`.overFullScreen`).
final class CardViewController: UIViewController {
    let cardTransition = CardTransitioningDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = cardTransition
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 28
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
        let grabber = UIView(frame: CGRect(x: view.bounds.width / 2 - 18, y: 8, width: 36, height: 5))
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)
        let title = makeLabel("Share photo", size: 22, weight: .bold)
        title.frame = CGRect(x: 24, y: 32, width: view.bounds.width - 48, height: 28)
        view.addSubview(title)
        for (i, color) in Palette.photos.prefix(4).enumerated() {
            let target = UIView(frame: CGRect(x: 24 + CGFloat(i) * 88, y: 84, width: 64, height: 64))
            target.backgroundColor = color
            target.layer.cornerRadius = 32
            view.addSubview(target)
        }
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator()
    }
}

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        // Over full screen: the presenter stays, so there is no view for the `from` key.
        guard let card = transitionContext.view(forKey: .to) else { return }
        let height = container.bounds.height * 0.42
        card.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        card.transform = CGAffineTransform(translationX: 0, y: height)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0
        container.addSubview(dimming)
        container.addSubview(card)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.68,
                       initialSpringVelocity: 0.4, options: [], animations: {
            card.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
        UIView.animate(withDuration: 0.25) {
            dimming.alpha = 1
        }
    }
}
