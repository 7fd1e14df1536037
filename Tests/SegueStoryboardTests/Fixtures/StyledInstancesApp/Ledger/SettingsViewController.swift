import UIKit

/// Its own bar in a header it draws: not its navigation controller's.
final class SettingsViewController: UIViewController {
    @IBOutlet private weak var navigationBar: UINavigationBar!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barTintColor = .green
    }
}
