import Foundation
import SegueRender
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
        let name = name ?? LocalPath.split(LocalPath.absolute(golden)).name
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
        let anywhere = Set(g.frameFiles).union(a.frameFiles)
        if anywhere.isEmpty {
            result.problems.append("nothing to compare: neither \(golden) nor \(actual) holds a frame (\(FolderLayout.frame(0)), …)")
        }
        for folder in [g, a] {
            if let problem = missingFrames(folder, present: anywhere, checkedFiles: checkedFiles) { result.problems.append(problem) }
        }
        for (folder, checked) in [(g, nil), (a, checkedFiles)] {
            if let problem = unlistedFrames(folder, checkedFiles: checked) { result.problems.append(problem) }
        }
        if let gm = g.manifest, let am = a.manifest {
            result.versionDifferences = ManifestCheck.versionDifferences(golden: gm, actual: am)
            result.manifestDifferences = ManifestCheck.differences(golden: gm, actual: am)
            if !result.manifestDifferences.isEmpty { return result }
        }
        result.frames = compareFiles(g, a, options: options, checkedFiles: checkedFiles, jobs: jobs)
        return result
    }

    /// Frames a manifest lists that neither folder has would never be compared (a frame missing
    /// from one side only fails as such): that, and a manifest that counts more than it lists, is a
    /// problem. With `checkedFiles`, only those frames need to be there (goldens of chosen frames
    /// keep only them).
    static func missingFrames(_ f: FrameFolder, present: Set<String>, checkedFiles: Set<String>?) -> String? {
        guard let m = f.manifest else { return nil }
        let missing = m.frames.map(\.file).filter { !present.contains($0) && checkedFiles?.contains($0) ?? true }
        if m.frameCount != m.frames.count {
            return "the manifest in \(f.path) counts \(m.frameCount) frames but lists \(m.frames.count)"
        }
        guard let first = missing.first else { return nil }
        return "neither folder has \(missing.count) of the \(m.frames.count) frames listed by the manifest in \(f.path) (\(first)\(missing.count > 1 ? ", …" : ""))"
    }

    /// Frames in a folder that its manifest does not list were drawn by something else (another
    /// render, a copy): comparing them would pass what no manifest vouches for. With
    /// `checkedFiles`, only those frames count.
    static func unlistedFrames(_ f: FrameFolder, checkedFiles: Set<String>?) -> String? {
        guard let m = f.manifest else { return nil }
        let listed = Set(m.frames.map(\.file))
        let unlisted = f.frameFiles.filter { !listed.contains($0) && checkedFiles?.contains($0) ?? true }
        guard let first = unlisted.first else { return nil }
        return "\(f.path) holds \(unlisted.count) frame\(unlisted.count == 1 ? "" : "s") that its manifest does not list "
            + "(\(first)\(unlisted.count > 1 ? ", …" : "")); render the folder again, or remove them"
    }

    /// The files of both folders, paired by name, compared concurrently.
    static func compareFiles(_ g: FrameFolder, _ a: FrameFolder, options: ComparisonOptions, checkedFiles: Set<String>?,
                             jobs: Int) -> [FrameComparison] {
        let goldenFiles = Set(g.frameFiles), actualFiles = Set(a.frameFiles)
        let frames = goldenFiles.union(checkedFiles.map { actualFiles.intersection($0) } ?? actualFiles).sorted()
        let names = frames + (g.hasContactSheet || a.hasContactSheet ? [FolderLayout.contactSheet] : [])
        let results = Mutex([FrameComparison?](repeating: nil, count: names.count))
        let next = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, names.count))) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < names.count else { return }
                let file = names[i]
                let isSheet = file == FolderLayout.contactSheet
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
