import UIKit

/// A sighting noted on the way (SightingCell.xib).
final class SightingCell: UITableViewCell {
    static let reuseIdentifier = "SightingCell"

    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var placeLabel: UILabel!
    @IBOutlet private var timeLabel: UILabel!

    func show(_ sighting: Sighting) {
        titleLabel.text = sighting.species
        placeLabel.text = sighting.place
        timeLabel.text = sighting.date.formatted(date: .omitted, time: .shortened)
    }
}
