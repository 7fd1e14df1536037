import UIKit

final class ProfileViewController: HeaderViewController {
    @IBOutlet private weak var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada Lovelace"
    }
}
