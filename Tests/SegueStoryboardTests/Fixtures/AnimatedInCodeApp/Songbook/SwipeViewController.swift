import UIKit

/// The app's screens slide over each other with a shadow, and pop with a swipe.
class SwipeViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideTransition(operation: operation)
    }
}
