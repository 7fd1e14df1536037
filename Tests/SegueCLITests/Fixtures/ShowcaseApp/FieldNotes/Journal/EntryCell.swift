import UIKit

/// A written entry in the journal's list (EntryCell.xib).
final class EntryCell: UITableViewCell {
    static let reuseIdentifier = "EntryCell"

    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var excerptLabel: UILabel!
    @IBOutlet private var timeLabel: UILabel!

    func show(_ entry: Entry) {
        titleLabel.text = entry.title
        excerptLabel.text = entry.text
        timeLabel.text = entry.date.formatted(date: .omitted, time: .shortened)
    }
}
