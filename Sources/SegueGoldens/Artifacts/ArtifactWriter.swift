import Foundation
import SegueKit
import SegueRender

/// Writes what a person needs to see a failure: for each failing frame the expected, actual and
/// diff PNGs and an expected | actual | diff strip; for a manifest that differs, both manifests and
/// the two contact sheets side by side.
///
/// Names, in `folder`: `frame_0003.expected.png`, `frame_0003.actual.png`, `frame_0003.diff.png`
/// (red: different, yellow: anti-aliasing, the rest a faded copy of the expected frame),
/// `frame_0003.strip.png`; `manifest.expected.json`, `manifest.actual.json`,
/// `contact-sheet.strip.png`.
public enum ArtifactWriter {
    /// Writes the artifacts of a failed verification into `folder` (created if needed) and returns
    /// the paths written, in order. Nothing is written for a passing one.
    @discardableResult
    public static func write(_ v: TransitionVerification, into folder: String) throws -> [String] {
        guard !v.passed else { return [] }
        try createFolder(folder)
        var written: [String] = []
        if !v.manifestDifferences.isEmpty {
            written += try copy(v.goldenPath + "/" + FrameFolder.manifestName, to: folder + "/manifest.expected.json")
            written += try copy(v.actualPath + "/" + FrameFolder.manifestName, to: folder + "/manifest.actual.json")
            written += try writeStrip(
                FrameFolder.contactSheetName, v, folder: folder, withDiff: false)
        }
        for frame in v.failingFrames {
            let stem = (frame.file as NSString).deletingPathExtension
            switch frame.status {
            case .missingInGolden:
                written += try copy(v.actualPath + "/" + frame.file, to: "\(folder)/\(stem).actual.png")
            case .missingInActual, .notChecked:
                written += try copy(v.goldenPath + "/" + frame.file, to: "\(folder)/\(stem).expected.png")
            case .different, .sizeMismatch, .unreadable:
                written += try copy(v.goldenPath + "/" + frame.file, to: "\(folder)/\(stem).expected.png")
                written += try copy(v.actualPath + "/" + frame.file, to: "\(folder)/\(stem).actual.png")
                written += try writeStrip(frame.file, v, folder: folder, withDiff: frame.status == .different)
            case .identical, .withinTolerance:
                break
            }
        }
        return written
    }

    /// The diff image (when the sizes match and `withDiff`) and the strip of one file; nothing when
    /// either side cannot be decoded.
    static func writeStrip(_ file: String, _ v: TransitionVerification, folder: String, withDiff: Bool) throws -> [String] {
        guard let expected = try? PNGDecoder.decode(contentsOf: v.goldenPath + "/" + file),
              let actual = try? PNGDecoder.decode(contentsOf: v.actualPath + "/" + file)
        else { return [] }
        let stem = (file as NSString).deletingPathExtension
        var written: [String] = []
        var images = [expected, actual]
        if withDiff, let diff = try? ImageDiff.compare(expected, actual, options: v.options.diffOptions, makeDiffImage: true).diffImage {
            let path = "\(folder)/\(stem).diff.png"
            try writePNG(diff, to: path)
            written.append(path)
            images.append(diff)
        }
        let path = "\(folder)/\(stem).strip.png"
        try writePNG(Strip.compose(images), to: path)
        written.append(path)
        return written
    }

    /// Encodes a straight-alpha image as a PNG file.
    public static func writePNG(_ image: RGBAImage, to path: String) throws {
        guard image.width > 0, image.height > 0 else { return }
        try PNGEncoder().write(PixelBuffer(premultiplying: image), to: path)
    }

    /// Copies a golden or actual file and returns the destination; nothing when the source is
    /// missing or not a regular file.
    /// NB: read through `InputFile`, not `FileManager.copyItem`, which waits forever on a named pipe.
    public static func copy(_ source: String, to destination: String) throws -> [String] {
        guard let bytes = try? InputFile.read(source, maximumBytes: PNGDecoder.Limits.default.maximumFileBytes) else { return [] }
        try? FileManager.default.removeItem(atPath: destination)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: destination))
        } catch {
            throw VerificationError("cannot write the artifact \(destination): \(FrameFolder.describe(error))")
        }
        return [destination]
    }

    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw VerificationError("cannot create the artifacts folder \(path): \(FrameFolder.describe(error)); set SEGUE_ARTIFACTS to a writable folder")
        }
    }
}
