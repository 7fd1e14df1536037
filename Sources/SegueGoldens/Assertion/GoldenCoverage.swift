/// The meta-check of a golden folder (Lottie's `testAllSnapshotsHaveCorrespondingSampleFile`):
/// every golden has a test, every test a golden, and the set is not empty.
public enum GoldenCoverage {
    /// What is wrong with `folder` given the names the suite checks, one line each (empty when
    /// nothing is): goldens with no test, tests with no golden, an empty set of either. A golden
    /// inside a folder that is no frame folder (what `render FOLDER --all` writes) is named by its
    /// path, as `segue verify` names it: `App/Main/showDetail`.
    public static func problems(goldenFolder folder: String, testedNames: [String]) -> [String] {
        let goldens: [String]
        do {
            goldens = try SuiteVerifier.frameFolders(folder)
        } catch {
            return ["cannot list the goldens: \(error)"]
        }
        var problems: [String] = []
        if testedNames.isEmpty { problems.append("no transition is tested: the set of tests is empty") }
        if goldens.isEmpty { problems.append("\(folder) holds no golden frame folder: the set of goldens is empty") }
        let tested = Set(testedNames)
        for name in goldens where !tested.contains(name) {
            problems.append("\(folder)/\(name) is a golden with no test: remove it, or add a test of '\(name)'")
        }
        for name in Set(testedNames).subtracting(goldens).sorted() {
            problems.append("'\(name)' is tested but has no golden in \(folder): record it")
        }
        var seen = Set<String>()
        for name in testedNames where !seen.insert(name).inserted {
            problems.append("'\(name)' is tested more than once: golden names must be unique")
        }
        return problems
    }
}
