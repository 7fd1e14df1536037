import UIKit

/// The reader hides the bar only in full screen: a choice made at run time.
final class ReaderViewController: UIViewController {
    var isFullScreen = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if traitCollection.verticalSizeClass == .compact {
            navigationController?.setNavigationBarHidden(true, animated: animated)
        } else {
            navigationController?.setNavigationBarHidden(false, animated: animated)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // navigationController?.setNavigationBarHidden(true, animated: false)
        navigationController?.setNavigationBarHidden(isFullScreen, animated: false)
    }
}
