import SegueKit

/// Where each live controller's segue templates are, by segue id, and what is not faithful
/// about each segue (found when its source was built, reported when it is performed).
@MainActor
struct SegueTemplateIndex {
    private var positions: [ObjectIdentifier: [String: Int]] = [:]
    private var issuesBySegue: [String: [StoryboardDiagnostic]] = [:]

    mutating func set(_ positions: [String: Int], of vc: ViewController) { self.positions[ObjectIdentifier(vc)] = positions }

    /// The template of segue `id` on `vc`.
    func position(of segueID: String, on vc: ViewController) -> Int? { positions[ObjectIdentifier(vc)]?[segueID] }

    mutating func setIssues(_ issues: [StoryboardDiagnostic], of segueID: String) { issuesBySegue[segueID] = issues }

    /// The issues found for a segue; nil when its source was never built.
    func issues(of segueID: String) -> [StoryboardDiagnostic]? { issuesBySegue[segueID] }
}
