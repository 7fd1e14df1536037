import UIKit

class MainTableViewController: UIViewController {
    @IBAction func afterSavingNewBoard(_ segue: UIStoryboardSegue) {
        // The new board is in the model; the list shows it when it appears.
    }
}
