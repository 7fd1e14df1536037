import UIKit

/// The journal: the app's own header (the navigation bar stays hidden) over the day's entries,
/// whose cells are designed in EntryCell.xib and SightingCell.xib.
final class JournalViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet private var tableView: UITableView!

    private let store = JournalStore.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "EntryCell", bundle: nil), forCellReuseIdentifier: EntryCell.reuseIdentifier)
        tableView.register(UINib(nibName: "SightingCell", bundle: nil), forCellReuseIdentifier: SightingCell.reuseIdentifier)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.today.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch store.today[indexPath.row] {
        case .entry(let entry):
            let cell = tableView.dequeueReusableCell(withIdentifier: EntryCell.reuseIdentifier, for: indexPath) as! EntryCell
            cell.show(entry)
            return cell
        case .sighting(let sighting):
            let cell = tableView.dequeueReusableCell(withIdentifier: SightingCell.reuseIdentifier, for: indexPath) as! SightingCell
            cell.show(sighting)
            return cell
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "openEntry", sender: indexPath)
    }
}
