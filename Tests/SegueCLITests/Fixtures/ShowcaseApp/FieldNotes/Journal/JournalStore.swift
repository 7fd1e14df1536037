import Foundation

struct Entry {
    var title: String
    var text: String
    var date: Date
}

struct Sighting {
    var species: String
    var place: String
    var date: Date
}

/// The day's entries and sightings, newest first.
final class JournalStore {
    enum Item {
        case entry(Entry)
        case sighting(Sighting)
    }

    static let shared = JournalStore()

    private(set) var today: [Item] = []
}
