import UIKit

final class NotesListViewController: UITableViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowSortOptions" {
            segue.destination.preferredContentSize = CGSize(width: 280, height: 176)
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        tableView.reloadData()
    }
}
