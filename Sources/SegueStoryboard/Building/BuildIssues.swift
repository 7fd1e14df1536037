/// What a build could not reproduce faithfully, each problem once: the builder's, its view
/// factories' and its images' warnings go here, in the order they were found.
@MainActor
final class BuildIssues {
    private(set) var list: [StoryboardDiagnostic] = []
    private var seen: Set<String> = []

    func report(_ issue: StoryboardDiagnostic) {
        let key = "\(issue.kind)|\(issue.elementID ?? "")|\(issue.message)"
        guard seen.insert(key).inserted else { return }
        list.append(issue)
    }
}
