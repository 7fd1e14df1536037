import UIKit

/// The first screen draws its own header, so the navigation bar is hidden while it is on top.
final class WelcomeViewController: UIViewController {
    private let greeting = "Welcome { back }"

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    class func make() -> WelcomeViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! WelcomeViewController
    }
}
