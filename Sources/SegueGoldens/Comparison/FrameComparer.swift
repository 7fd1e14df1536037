import Foundation
import SegueRender

/// Compares one golden image file with one actual image file: the bytes first (equal files are
/// never decoded), then pixelmatch's per-pixel comparison under the options. Both files are read
/// through `PNGDecoder.readFile`, so a pipe, a device or an oversized file is reported as
/// unreadable instead of hanging the comparison.
public enum FrameComparer {
    public static func compare(golden: String, actual: String, file: String, options: ComparisonOptions) -> FrameComparison {
        let a: RGBAImage, b: RGBAImage
        do {
            let expectedBytes = try PNGDecoder.readFile(golden)
            let actualBytes = try PNGDecoder.readFile(actual)
            if expectedBytes == actualBytes { return FrameComparison(file: file, status: .identical) }
            a = try PNGDecoder.decode(expectedBytes, name: golden)
            b = try PNGDecoder.decode(actualBytes, name: actual)
        } catch {
            return FrameComparison(file: file, status: .unreadable, error: "\(error)")
        }
        return compare(a, b, file: file, options: options)
    }

    /// Compares decoded images.
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, file: String, options: ComparisonOptions) -> FrameComparison {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        guard expectedSize == actualSize else {
            return FrameComparison(file: file, status: .sizeMismatch, expectedSize: expectedSize, actualSize: actualSize)
        }
        // Sizes are equal, so compare cannot throw.
        guard let result = try? ImageDiff.compare(expected, actual, options: options.diffOptions) else {
            return FrameComparison(file: file, status: .sizeMismatch, expectedSize: expectedSize, actualSize: actualSize)
        }
        let passed = options.maxDifferentPixels.allows(result.mismatched, of: expectedSize.pixelCount)
        return FrameComparison(
            file: file, status: passed ? (result.identical ? .identical : .withinTolerance) : .different,
            mismatched: result.mismatched, antiAliased: result.antiAliased, expectedSize: expectedSize, actualSize: actualSize)
    }
}
