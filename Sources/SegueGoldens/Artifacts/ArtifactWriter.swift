import Foundation
import SegueKit
import SegueRender

/// Writes what a person needs to see a failure: for each failing frame the expected, actual and
/// diff PNGs and an expected | actual | diff strip; for a manifest that differs, both manifests and
/// the two contact sheets side by side. Names come from `FolderLayout.artifact`:
/// `frame_0003.expected.png`, `frame_0003.actual.png`, `frame_0003.diff.png` (red: different,
/// yellow: anti-aliasing, the rest a faded copy of the expected frame), `frame_0003.strip.png`;
/// `manifest.expected.json`, `manifest.actual.json`, `contact-sheet.strip.png`.
public enum ArtifactWriter {
    /// What `write` wrote, and what it left out.
    public struct Written: Sendable {
        /// The paths written, in order.
        public var paths: [String] = []
        /// The golden or actual files that were not copied because they are not regular files
        /// (links, pipes, devices), each as `path: why`.
        public var skipped: [String] = []
    }

    /// Writes the artifacts of a failed verification into `folder` (created if needed). Nothing
    /// is written for a passing one.
    @discardableResult
    public static func write(_ v: TransitionVerification, into folder: String) throws -> Written {
        guard !v.passed else { return Written() }
        try createFolder(folder)
        var written = Written()
        func copy(_ side: FolderLayout.Role, _ file: String) throws {
            let source = (side == .expected ? v.goldenPath : v.actualPath) + "/" + file
            let destination = folder + "/" + FolderLayout.artifact(file, side)
            switch try ComparedFileCopy.copy(source, to: destination, hardLink: false) {
            case .copied: written.paths.append(destination)
            case .missing: break
            case .skipped(let why): written.skipped.append("\(source): \(why)")
            }
        }
        if !v.manifestDifferences.isEmpty {
            try copy(.expected, FolderLayout.manifest)
            try copy(.actual, FolderLayout.manifest)
            written.paths += try writeStrip(FolderLayout.contactSheet, v, folder: folder, withDiff: false)
        }
        for frame in v.failingFrames {
            switch frame.status {
            case .missingInGolden:
                try copy(.actual, frame.file)
            case .missingInActual, .notChecked:
                try copy(.expected, frame.file)
            case .different, .sizeMismatch, .unreadable:
                try copy(.expected, frame.file)
                try copy(.actual, frame.file)
                written.paths += try writeStrip(frame.file, v, folder: folder, withDiff: frame.status == .different)
            case .identical, .withinTolerance:
                break
            }
        }
        return written
    }

    /// The diff image (when the sizes match and `withDiff`) and the strip of one file; nothing when
    /// either side cannot be decoded.
    static func writeStrip(_ file: String, _ v: TransitionVerification, folder: String, withDiff: Bool) throws -> [String] {
        guard ComparedFileCopy.isRegular(v.goldenPath + "/" + file), ComparedFileCopy.isRegular(v.actualPath + "/" + file),
              let expected = try? PNGDecoder.decode(contentsOf: v.goldenPath + "/" + file),
              let actual = try? PNGDecoder.decode(contentsOf: v.actualPath + "/" + file)
        else { return [] }
        var written: [String] = []
        var images = [expected, actual]
        if withDiff, let diff = try? ImageDiff.compare(expected, actual, options: v.options.diffOptions, makeDiffImage: true).diffImage {
            let path = folder + "/" + FolderLayout.artifact(file, .diff)
            try writePNG(diff, to: path)
            written.append(path)
            images.append(diff)
        }
        let path = folder + "/" + FolderLayout.artifact(file, .strip)
        try writePNG(Strip.compose(images), to: path)
        written.append(path)
        return written
    }

    /// A straight-alpha image as a PNG that says segue drew it (`PNGTextMark`).
    public static func png(_ image: RGBAImage) -> [UInt8] {
        PNGTextMark.marked(PNGEncoder().encode(PixelBuffer(premultiplying: image)), software: PNGTextMark.diffSoftware)
    }

    /// Writes `png(image)` to `path`, a file in a folder segue is writing (see `OutputFile` for
    /// one file on its own).
    public static func writePNG(_ image: RGBAImage, to path: String) throws {
        guard image.width > 0, image.height > 0 else { return }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(png(image), to: path)
        } catch {
            throw VerificationError("cannot write \(path): \(SystemError.reason(error.code))")
        }
    }

    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw VerificationError("cannot create the artifacts folder \(path): \(FrameFolder.describe(error)); set SEGUE_ARTIFACTS to a writable folder")
        }
    }
}
