/// An RGB colour for the diff image.
public typealias DiffColor = (red: UInt8, green: UInt8, blue: UInt8)

/// The options of `ImageDiff.compare`, named and defaulted as pixelmatch's.
public struct DiffOptions: Sendable {
    /// Matching threshold, 0…1: smaller is more sensitive. Two pixels differ when their YIQ
    /// distance exceeds `35215 × threshold²`.
    public var threshold: Double
    /// Count anti-aliased pixels as different instead of excluding them.
    public var includeAA: Bool
    /// Opacity of image `a` in the faded grey copy under the diff image.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: DiffColor
    /// Colour of different pixels in the diff image.
    public var diffColor: DiffColor
    /// When set, the colour of different pixels where image `b` is darker (pixelmatch's
    /// `diffColorAlt`); by default all use `diffColor`.
    public var diffColorAlt: DiffColor?
    /// Draw only the different pixels, over a transparent background.
    public var diffMask: Bool

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1, aaColor: DiffColor = (255, 255, 0),
        diffColor: DiffColor = (255, 0, 0), diffColorAlt: DiffColor? = nil, diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }
}

/// What `ImageDiff.compare` found.
public struct DiffResult: Sendable {
    public var width: Int
    public var height: Int
    /// Pixels that differ beyond the threshold and are not anti-aliasing: pixelmatch's result.
    public var mismatched: Int
    /// Pixels that differ beyond the threshold but were excluded as anti-aliasing (always 0 with
    /// `includeAA`, where they count as mismatched).
    public var antiAliased: Int
    /// The two images have exactly the same bytes.
    public var identical: Bool
    /// The diff picture, when asked for: red where different, yellow where anti-aliased, and a
    /// faded grey copy of image `a` elsewhere (transparent elsewhere with `diffMask`).
    public var diffImage: RGBAImage?

    public init(width: Int, height: Int, mismatched: Int, antiAliased: Int, identical: Bool, diffImage: RGBAImage?) {
        self.width = width
        self.height = height
        self.mismatched = mismatched
        self.antiAliased = antiAliased
        self.identical = identical
        self.diffImage = diffImage
    }

    /// `mismatched` as a fraction of all pixels (0 for an empty image).
    public var mismatchedFraction: Double {
        width * height == 0 ? 0 : Double(mismatched) / Double(width * height)
    }
}

/// Images of different sizes cannot be compared.
public struct ImageDiffError: Error, Sendable, Equatable, CustomStringConvertible {
    public var firstWidth: Int
    public var firstHeight: Int
    public var secondWidth: Int
    public var secondHeight: Int

    public init(firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int) {
        self.firstWidth = firstWidth
        self.firstHeight = firstHeight
        self.secondWidth = secondWidth
        self.secondHeight = secondHeight
    }

    public var description: String {
        "image sizes differ: \(firstWidth)×\(firstHeight) vs \(secondWidth)×\(secondHeight)"
    }
}
