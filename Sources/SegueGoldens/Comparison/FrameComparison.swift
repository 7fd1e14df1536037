/// The size of an image in pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var pixelCount: Int { width * height }
    public var description: String { Format.size(width, height) }
}

/// What comparing one file of a golden frame folder with its counterpart found.
public struct FrameComparison: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// The same bytes (nothing decoded, no sizes), or the same pixels in different bytes.
        case identical
        /// Different bytes, but the pixels are within the tolerance (the numbers say by how much).
        case withinTolerance
        /// More differing pixels than the tolerance allows.
        case different
        /// The two images have different sizes (`expectedSize`, `actualSize`).
        case sizeMismatch
        /// In the golden folder, not in the actual one.
        case missingInActual
        /// In the actual folder, not in the golden one.
        case missingInGolden
        /// In the golden folder, but not among the frames the test checks (a golden with no test).
        case notChecked
        /// A file that cannot be decoded (`error` says why).
        case unreadable

        public var passed: Bool { self == .identical || self == .withinTolerance }
    }

    /// The file name, e.g. `frame_0003.png` or `contact-sheet.png`.
    public var file: String
    public var status: Status
    /// Pixels that differ beyond the threshold and are not anti-aliasing (0 unless compared).
    public var mismatched: Int
    /// Pixels that differ beyond the threshold but were excluded as anti-aliasing.
    public var antiAliased: Int
    public var expectedSize: PixelSize?
    public var actualSize: PixelSize?
    /// Why a file could not be read.
    public var error: String?

    public init(file: String, status: Status, mismatched: Int = 0, antiAliased: Int = 0,
                expectedSize: PixelSize? = nil, actualSize: PixelSize? = nil, error: String? = nil) {
        self.file = file
        self.status = status
        self.mismatched = mismatched
        self.antiAliased = antiAliased
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.error = error
    }

    public var passed: Bool { status.passed }

    /// `mismatched` as a fraction of the frame's pixels (0 when not compared).
    public var mismatchedFraction: Double {
        guard let size = expectedSize, size.pixelCount > 0 else { return 0 }
        return Double(mismatched) / Double(size.pixelCount)
    }

    /// One line about this file, e.g. `frame_0003.png: 12 pixels differ (0.0025 %), 3 anti-aliased
    /// excluded`, `frame_0007.png: missing from the actual frames`.
    public var summary: String {
        switch status {
        case .identical: return "\(file): identical \(expectedSize == nil ? "bytes" : "pixels")"
        case .withinTolerance, .different:
            let verb = mismatched == 1 ? "differs" : "differ"
            var s = "\(file): \(Format.pixels(mismatched)) \(verb) (\(Format.percent(mismatchedFraction)))"
            if antiAliased > 0 { s += ", \(antiAliased) anti-aliased excluded" }
            return s + (status == .different ? "" : ", within tolerance")
        case .sizeMismatch:
            return "\(file): sizes differ: golden \(expectedSize?.description ?? "?"), actual \(actualSize?.description ?? "?")"
        case .missingInActual: return "\(file): in the golden folder, missing from the actual frames"
        case .missingInGolden: return "\(file): in the actual frames, missing from the golden folder"
        case .notChecked: return "\(file): a golden frame that this check does not cover (a golden with no test)"
        case .unreadable: return "\(file): cannot be read: \(error ?? "unknown error")"
        }
    }
}
