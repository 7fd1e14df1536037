import SegueKit

/// What the app puts on screen from code, which the storyboard does not hold, for one build: how
/// many rows a prototype cell is drawn as, the pictures that stand in for views drawn in code,
/// the cells registered from the project's xibs; and, once each, what was drawn in their place
/// (the manifest's approximations).
@MainActor
final class CodeContent {
    /// Rows drawn per prototype cell (`StoryboardBuildOptions.sampleRows`, clamped).
    let sampleRows: Int
    let standIns: [String: StandIn]
    let xibs: XibCells
    /// Each approximation noted, once each, in the order first noted, with the identifier of a
    /// view that draws it.
    private var noted: [(approximation: Approximation, marker: String)] = []
    private var keys: Set<String> = []

    /// Everything noted while building, whether shown or not.
    var approximations: [Approximation] { noted.map(\.approximation) }

    init(options: StoryboardBuildOptions) {
        let range = StoryboardBuildOptions.sampleRowsRange
        sampleRows = min(max(options.sampleRows, range.lowerBound), range.upperBound)
        standIns = options.standIns
        xibs = XibCells(project: options.resources, appearance: options.appearance, contrast: options.contrast)
    }

    /// Notes what stood in for `subject`, drawn by the view whose identifier is `marker`.
    func note(_ kind: Approximation.Kind, _ subject: String, _ detail: String, marker: String) {
        guard keys.insert([kind.rawValue, subject, detail, marker].joined(separator: "|")).inserted else { return }
        noted.append((Approximation(kind, subject: subject, detail: detail), marker))
    }

    /// What `recording`'s frames show of it: the notes whose views are in them, each once. A
    /// push's path builds scenes that never appear (the controllers below the source), so a
    /// note without its view in the frames is left out.
    func approximations(in recording: Recording) -> [Approximation] {
        var shown: Set<String> = []
        for step in recording.steps {
            for layer in step.scene.layers { if let id = layer.identifier { shown.insert(id) } }
        }
        var listed: Set<Approximation> = []
        return noted.compactMap { shown.contains($0.marker) && listed.insert($0.approximation).inserted ? $0.approximation : nil }
    }
}
