import SegueKit

/// What the app puts on screen from code, which the storyboard does not hold, for one build: how
/// many rows a prototype cell is drawn as, the pictures that stand in for views drawn in code,
/// the cells registered from the project's xibs; what was drawn in their place is noted
/// (`ApproximationNotes`, the manifest's approximations).
@MainActor
final class CodeContent {
    /// Rows drawn per prototype cell (`StoryboardBuildOptions.sampleRows`, clamped).
    let sampleRows: Int
    let standIns: [String: StandIn]
    let xibs: XibCells
    /// Custom view classes that hold subviews somewhere in the document (`StandIns`).
    let containerClasses: Set<String>
    /// Where what stood in is noted (shared with the build's theme).
    let notes: ApproximationNotes

    init(options: StoryboardBuildOptions, notes: ApproximationNotes, containerClasses: Set<String> = []) {
        self.notes = notes
        self.containerClasses = containerClasses
        let range = StoryboardBuildOptions.sampleRowsRange
        sampleRows = min(max(options.sampleRows, range.lowerBound), range.upperBound)
        standIns = options.standIns
        xibs = XibCells(project: options.resources, appearance: options.appearance, contrast: options.contrast, locale: options.locale)
    }

    /// Notes what stood in for `subject`, drawn by the view whose identifier is `marker`.
    func note(_ kind: Approximation.Kind, _ subject: String, _ detail: String, marker: String) {
        notes.note(kind, subject, detail, marker: marker)
    }
}
