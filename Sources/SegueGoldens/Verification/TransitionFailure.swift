import Foundation
import SegueRender

/// Why a transition failed, in the terms a CI annotation needs: the golden file to point at, the
/// first failing frame, its count of differing pixels and the tolerance in force. `segue verify
/// --json` writes it as each failing transition's `failure`, and JUnit's `<failure>` is made of it.
public struct TransitionFailure: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// A folder is missing or unreadable (`problems`).
        case folder
        /// The manifest differs; the frames were not compared.
        case manifest
        /// More differing pixels than the tolerance allows.
        case pixels
        /// A file of another size than its golden.
        case size
        /// A file on one side only.
        case missing
        /// A file that cannot be decoded.
        case unreadable
    }

    public var kind: Kind
    /// The first failure, one line (`frame_0005.png: 1 pixel differs (0.0003 %); at most 0 pixels allowed`).
    public var message: String
    /// The golden file to annotate: the first failing frame's golden, the golden `manifest.json`
    /// when the manifest differs, or the golden folder. Relative to the working directory when
    /// it is inside it (as CI annotations want it), else as given.
    public var goldenFile: String
    /// The actual file beside it.
    public var actualFile: String
    /// The first failing frame's index (`frame_0005.png` → 5); nil when the failure is not a frame
    /// (the manifest, a folder, the contact sheet).
    public var frame: Int?
    /// The first failing file's name (`frame_0005.png`, `contact-sheet.png`).
    public var frameFile: String?
    /// Its count of differing pixels; nil when its pixels were not compared.
    public var mismatched: Int?
    /// How many files failed.
    public var failingFiles: Int
    /// The comparison's colour threshold (0…1) and the most differing pixels a frame may have.
    public var threshold: Double
    public var maxDifferentPixels: ComparisonOptions.Limit
}

extension TransitionVerification {
    /// What failed first, with paths relative to `base` (the working directory by default); nil
    /// when the transition passed.
    public func failure(relativeTo base: String = FileManager.default.currentDirectoryPath) -> TransitionFailure? {
        guard !passed else { return nil }
        let golden = CIPath.relative(goldenPath, to: base), actual = CIPath.relative(actualPath, to: base)
        var failure = TransitionFailure(
            kind: .folder, message: problems.joined(separator: "; "), goldenFile: golden, actualFile: actual,
            failingFiles: failingFrames.count, threshold: options.threshold, maxDifferentPixels: options.maxDifferentPixels)
        if !problems.isEmpty { return failure }
        if !manifestDifferences.isEmpty {
            failure.kind = .manifest
            failure.message = "the manifest differs from the golden's (\(manifestDifferences.map(\.description).joined(separator: "; "))); frames not compared"
            failure.goldenFile = golden + "/" + FolderLayout.manifest
            failure.actualFile = actual + "/" + FolderLayout.manifest
            return failure
        }
        guard let first = failingFrames.first else { return failure }
        failure.message = failureLine(first)
        failure.goldenFile = golden + "/" + first.file
        failure.actualFile = actual + "/" + first.file
        failure.frameFile = first.file
        failure.frame = FolderLayout.frameIndex(first.file)
        switch first.status {
        case .different:
            failure.kind = .pixels
            failure.mismatched = first.mismatched
        case .sizeMismatch: failure.kind = .size
        case .unreadable: failure.kind = .unreadable
        case .missingInActual, .missingInGolden, .notChecked: failure.kind = .missing
        case .identical, .withinTolerance: break
        }
        return failure
    }
}

/// Paths as CI annotations want them.
public enum CIPath {
    /// `path` relative to `base` when it lies inside it (`/work/repo/Renders/push` → `Renders/push`),
    /// a relative path without its `./`, anything else as given.
    public static func relative(_ path: String, to base: String) -> String {
        var p = path
        if !p.hasPrefix("/") {
            while p.hasPrefix("./") { p.removeFirst(2) }
            return p.isEmpty ? "." : p
        }
        let standardPath = (p as NSString).standardizingPath
        var root = (base as NSString).standardizingPath
        if !root.hasSuffix("/") { root += "/" }
        if standardPath.hasPrefix(root) { return String(standardPath.dropFirst(root.count)) }
        return p
    }
}
