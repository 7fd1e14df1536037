import Foundation
import Synchronization

/// Verifies a transition as a whole: the folders, then the manifest, then each frame.
public enum TransitionVerifier {
    /// Compares the actual frame folder with the golden one.
    ///
    /// - Parameters:
    ///   - name: the transition's name in messages (default: the golden folder's name).
    ///   - checkedFiles: when set, only these frames are checked; golden frames outside it are
    ///     reported as having no test (`notChecked`), and actual frames outside it are ignored.
    ///   - jobs: files compared at once.
    public static func verify(
        golden: String, actual: String, name: String? = nil, options: ComparisonOptions = ComparisonOptions(),
        checkedFiles: Set<String>? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> TransitionVerification {
        let name = name ?? URL(fileURLWithPath: golden).lastPathComponent
        var result = TransitionVerification(name: name, goldenPath: golden, actualPath: actual, options: options)
        let g: FrameFolder, a: FrameFolder
        do {
            g = try FrameFolder.read(golden)
            a = try FrameFolder.read(actual)
        } catch {
            result.problems.append("\(error)")
            return result
        }
        for problem in [g.manifestProblem, a.manifestProblem].compactMap({ $0 }) { result.problems.append(problem) }
        if let gm = g.manifest, let am = a.manifest {
            result.versionDifferences = ManifestCheck.versionDifferences(golden: gm, actual: am)
            result.manifestDifferences = ManifestCheck.differences(golden: gm, actual: am)
            if !result.manifestDifferences.isEmpty { return result }
        }
        result.frames = compareFiles(g, a, options: options, checkedFiles: checkedFiles, jobs: jobs)
        return result
    }

    /// The files of both folders, paired by name, compared concurrently.
    static func compareFiles(_ g: FrameFolder, _ a: FrameFolder, options: ComparisonOptions, checkedFiles: Set<String>?,
                             jobs: Int) -> [FrameComparison] {
        let goldenFiles = Set(g.frameFiles), actualFiles = Set(a.frameFiles)
        let frames = goldenFiles.union(checkedFiles.map { actualFiles.intersection($0) } ?? actualFiles).sorted()
        let names = frames + (g.hasContactSheet || a.hasContactSheet ? [FrameFolder.contactSheetName] : [])
        let results = Mutex([FrameComparison?](repeating: nil, count: names.count))
        let next = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, names.count))) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < names.count else { return }
                let file = names[i]
                let isSheet = file == FrameFolder.contactSheetName
                let inGolden = isSheet ? g.hasContactSheet : goldenFiles.contains(file)
                let inActual = isSheet ? a.hasContactSheet : actualFiles.contains(file)
                let comparison: FrameComparison
                if !isSheet, inGolden, let checkedFiles, !checkedFiles.contains(file) {
                    comparison = FrameComparison(file: file, status: .notChecked)
                } else if !inActual {
                    comparison = FrameComparison(file: file, status: .missingInActual)
                } else if !inGolden {
                    comparison = FrameComparison(file: file, status: .missingInGolden)
                } else {
                    comparison = FrameComparer.compare(
                        golden: g.path + "/" + file, actual: a.path + "/" + file, file: file, options: options)
                }
                results.withLock { $0[i] = comparison }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
