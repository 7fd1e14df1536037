#if canImport(UIKit)
import UIKit
#else
import SegueUIKit
#endif

/// Tabs that slide: the new tab comes in from the side of its item while the old one recedes,
/// driven by a property animator (which UIKit could also interrupt).
final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        viewControllers = [
            TabScreenViewController(title: "Library", color: Palette.photos[3]),
            TabScreenViewController(title: "For You", color: Palette.photos[0]),
            TabScreenViewController(title: "Search", color: Palette.photos[2]),
        ]
        for (tab, symbol) in zip(viewControllers ?? [], ["books.vertical", "sparkles", "magnifyingglass"]) {
            tab.tabBarItem.image = UIImage(systemName: symbol)
        }
        viewControllers?[1].tabBarItem.badgeValue = "3"
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        guard let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else { return nil }
        return TabSlideAnimator(towardsTrailingEdge: to > from)
    }
}

final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let towardsTrailingEdge: Bool
    private var animator: UIViewPropertyAnimator?

    init(towardsTrailingEdge: Bool) {
        self.towardsTrailingEdge = towardsTrailingEdge
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toController = transitionContext.viewController(forKey: .to)!
        let offset = container.bounds.width * (towardsTrailingEdge ? 1 : -1)
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.transform = CGAffineTransform(translationX: offset, y: 0)
        container.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.92) {
            fromView.transform = CGAffineTransform(translationX: -offset * 0.3, y: 0).scaledBy(x: 0.92, y: 0.92)
            fromView.alpha = 0.5
            toView.transform = .identity
        }
        animator.addCompletion { position in
            fromView.transform = .identity
            fromView.alpha = 1
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
