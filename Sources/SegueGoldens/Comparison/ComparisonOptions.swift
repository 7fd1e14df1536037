import SegueRender

/// How closely an actual frame must match its golden. The default is exact (`ComparisonOptions.exact`):
/// the renderer is deterministic, so a frame must equal its golden byte for byte or, failing that,
/// pixel for pixel (pixelmatch threshold 0, anti-aliased pixels counted, no differing pixel).
/// `ComparisonOptions.perceptual` is pixelmatch's own default (threshold 0.1, anti-aliasing
/// excluded), for goldens recorded on another platform, where text rasterizes a little differently.
/// Any tolerance is explicit, per check, with its reason (`reason` is printed with the numbers).
public struct ComparisonOptions: Sendable, Equatable, Codable {
    /// The most differing pixels a frame may have and still pass.
    public enum Limit: Sendable, Equatable, Codable {
        /// At most this many pixels.
        case count(Int)
        /// At most this fraction (0…1) of the frame's pixels.
        case ratio(Double)

        /// Whether `mismatched` differing pixels out of `pixels` are within the limit.
        public func allows(_ mismatched: Int, of pixels: Int) -> Bool {
            switch self {
            case .count(let n): mismatched <= n
            case .ratio(let r): Double(mismatched) <= r * Double(pixels)
            }
        }

        /// `0 pixels`, `12 pixels`, `0.1 % of the pixels`.
        public var description: String {
            switch self {
            case .count(let n): n == 1 ? "1 pixel" : "\(n) pixels"
            case .ratio(let r): "\(Format.percent(r)) of the pixels"
            }
        }
    }

    /// pixelmatch's matching threshold, 0…1: two pixels differ when their YIQ distance exceeds
    /// `35215 × threshold²`. Smaller is stricter.
    public var threshold: Double
    /// Count pixels that look like anti-aliasing as different instead of excluding them.
    public var includeAA: Bool
    /// The most differing pixels per frame.
    public var maxDifferentPixels: Limit
    /// Why this check tolerates more than the defaults (shown with the numbers).
    public var reason: String?

    public init(threshold: Double = 0, includeAA: Bool = true, maxDifferentPixels: Limit = .count(0), reason: String? = nil) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDifferentPixels = maxDifferentPixels
        self.reason = reason
    }

    /// The default: every pixel equal (threshold 0, anti-aliasing counted, no differing pixel).
    public static let exact = ComparisonOptions()

    /// pixelmatch's defaults (threshold 0.1, anti-aliased pixels excluded, no differing pixel
    /// beyond those): for goldens recorded on another platform. It lets through changes a person can
    /// hardly see, such as a uniform shift of a colour channel by up to about 26/255.
    public static let perceptual = ComparisonOptions(threshold: 0.1, includeAA: false, reason: "perceptual preset")

    /// The named presets: `exact` and `perceptual`.
    public static let presets: [(name: String, options: ComparisonOptions)] = [("exact", .exact), ("perceptual", .perceptual)]

    /// The preset's name when these options are one, else nil.
    public var presetName: String? {
        Self.presets.first { $0.options.threshold == threshold && $0.options.includeAA == includeAA
            && $0.options.maxDifferentPixels == maxDifferentPixels }?.name
    }

    /// The options of the pixel diff itself.
    public var diffOptions: DiffOptions { DiffOptions(threshold: threshold, includeAA: includeAA) }

    /// One line: `exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame)`.
    public var description: String {
        var s = "threshold \(Format.number(threshold)), anti-aliasing \(includeAA ? "counted" : "excluded"), "
            + "at most \(maxDifferentPixels.description) per frame"
        if let name = presetName { s = "\(name) (\(s))" }
        if let reason, reason != Self.perceptual.reason { s += " (\(reason))" }
        return s
    }
}
