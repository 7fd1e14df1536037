import SegueKit

/// What one build drew in place of the app's own content (SF Symbols from the stand-in icon
/// font, images not found, stand-ins, sample rows, placeholder scenes), each noted once with the
/// identifier of a view that draws it. A push's path builds scenes that never appear (the
/// controllers below the source), so a recorded segue lists only the notes whose views its
/// frames show.
@MainActor
final class ApproximationNotes {
    private var noted: [(approximation: Approximation, marker: String)] = []
    private var keys: Set<String> = []

    nonisolated init() {}

    /// Everything noted while building, whether shown or not, in the order first noted.
    var all: [Approximation] {
        var listed: Set<Approximation> = []
        return noted.compactMap { listed.insert($0.approximation).inserted ? $0.approximation : nil }
    }

    /// Notes what stood in for `subject`, drawn by the view whose identifier is `marker`.
    func note(_ kind: Approximation.Kind, _ subject: String, _ detail: String, marker: String) {
        guard keys.insert([kind.rawValue, subject, detail, marker].joined(separator: "|")).inserted else { return }
        noted.append((Approximation(kind, subject: subject, detail: detail), marker))
    }

    /// What `recording`'s frames show of it: the notes whose views are in them and not hidden,
    /// each once.
    func shown(in recording: Recording) -> [Approximation] {
        var shown: Set<String> = []
        for step in recording.steps {
            // A hidden view draws nothing, and neither does anything in it (a hidden bar).
            var hidden: [Bool] = []
            for layer in step.scene.layers {
                hidden.append(layer.isHidden || (layer.parent >= 0 && hidden[layer.parent]))
                if !hidden[hidden.count - 1], let id = layer.identifier { shown.insert(id) }
            }
        }
        var listed: Set<Approximation> = []
        return noted.compactMap { shown.contains($0.marker) && listed.insert($0.approximation).inserted ? $0.approximation : nil }
    }
}
