#if canImport(UIKit)
import UIKit
#else
import SegueUIKit
#endif

/// A profile with a round compose button; the composer opens through a circle that grows from
/// the button until it covers the screen (an animated `CAShapeLayer` mask).
final class ProfileViewController: UIViewController {
    private(set) var composeButton = UIView()
    private let revealTransition = RevealTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let avatar = UIView(frame: CGRect(x: view.bounds.width / 2 - 48, y: 90, width: 96, height: 96))
        avatar.backgroundColor = Palette.photos[4]
        avatar.layer.cornerRadius = 48
        view.addSubview(avatar)
        let name = makeLabel("Ada Lovelace", size: 26, weight: .bold)
        name.textAlignment = .center
        name.frame = CGRect(x: 20, y: 202, width: view.bounds.width - 40, height: 32)
        view.addSubview(name)
        for (i, color) in Palette.photos.prefix(6).enumerated() {
            let side = (view.bounds.width - 2 * 20 - 2 * 6) / 3
            let tile = UIView(frame: CGRect(x: 20 + CGFloat(i % 3) * (side + 6), y: 260 + CGFloat(i / 3) * (side + 6), width: side, height: side))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 6
            view.addSubview(tile)
        }
        composeButton.frame = CGRect(x: view.bounds.width - 24 - 60, y: view.bounds.height - 60 - 60, width: 60, height: 60)
        composeButton.backgroundColor = .systemIndigo
        composeButton.layer.cornerRadius = 30
        composeButton.layer.shadowOpacity = 0.25
        composeButton.layer.shadowOffset = CGSize(width: 0, height: 4)
        composeButton.layer.shadowRadius = 8
        for bar in [CGRect(x: 19, y: 28.5, width: 22, height: 3), CGRect(x: 28.5, y: 19, width: 3, height: 22)] {
            let stroke = UIView(frame: bar)
            stroke.backgroundColor = .white
            stroke.layer.cornerRadius = 1.5
            composeButton.addSubview(stroke)
        }
        view.addSubview(composeButton)
    }

    func compose() {
        let composer = ComposeViewController()
        revealTransition.origin = composeButton.center
        revealTransition.startRadius = composeButton.bounds.width / 2
        composer.transitioningDelegate = revealTransition
        present(composer, animated: true)
    }
}

/// The composer: an indigo screen with a title and the lines of a draft.
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let title = makeLabel("New post", size: 34, weight: .bold, color: .white)
        title.frame = CGRect(x: 20, y: 96, width: view.bounds.width - 40, height: 41)
        view.addSubview(title)
        for line in 0..<5 {
            let bar = UIView(frame: CGRect(x: 20, y: 170 + CGFloat(line) * 30, width: view.bounds.width - 40 - CGFloat(line % 2) * 90, height: 14))
            bar.backgroundColor = UIColor(white: 1, alpha: 0.35)
            bar.layer.cornerRadius = 7
            view.addSubview(bar)
        }
    }
}

final class RevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var origin: CGPoint = .zero
    var startRadius: CGFloat = 30

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(origin: origin, startRadius: startRadius)
    }
}

/// Reveals the presented view through a circle from `origin` that grows to the farthest corner,
/// with a `CABasicAnimation` of the mask's `path`; the transition completes when the animation's
/// delegate hears it stop.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let origin: CGPoint
    let startRadius: CGFloat
    private var transitionContext: UIViewControllerContextTransitioning?

    init(origin: CGPoint, startRadius: CGFloat) {
        self.origin = origin
        self.startRadius = startRadius
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        container.addSubview(toView)

        let bounds = container.bounds
        let endRadius = hypot(max(origin.x, bounds.width - origin.x), max(origin.y, bounds.height - origin.y))
        let startPath = UIBezierPath(ovalIn: CGRect(x: origin.x - startRadius, y: origin.y - startRadius,
                                                    width: 2 * startRadius, height: 2 * startRadius))
        let endPath = UIBezierPath(ovalIn: CGRect(x: origin.x - endRadius, y: origin.y - endRadius,
                                                  width: 2 * endRadius, height: 2 * endRadius))
        let mask = CAShapeLayer()
        mask.path = endPath.cgPath
        toView.layer.mask = mask

        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = startPath.cgPath
        reveal.toValue = endPath.cgPath
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        reveal.delegate = self
        self.transitionContext = transitionContext
        mask.add(reveal, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext else { return }
        transitionContext.view(forKey: .to)?.layer.mask = nil
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        self.transitionContext = nil
    }
}
