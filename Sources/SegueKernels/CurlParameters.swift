import SegueKit

/// Where and how the page curls (SPEC.md §3, partialCurl). Device pixels, y down.
///
/// Sign conventions:
/// - The fold line passes through `foldPoint` with direction T = (cos α, −sin α), α = `foldAngle`:
///   positive α tilts it counter-clockwise as seen on screen, so its right end is higher.
/// - Its normal n = (sin α, cos α) points toward the page's bottom edge. A point's distance beyond
///   the fold is d = (p − foldPoint)·n: d ≤ 0 is flat and untouched, d > 0 has curled up.
/// - The paper rolls onto a cylinder of radius r standing on the fold line: a page point at
///   d < π·r is seen at s = r·sin(d/r) beyond the fold (its front while d < π·r/2, its back after);
///   one at d ≥ π·r lies flat, upside down, at s = −(d − π·r), over the uncurled page.
///   Everything at s > r is uncovered and shows the revealed view.
public struct CurlParameters: Sendable, Hashable {
    /// 10°, right end higher: the bottom-right corner lifts first.
    public static let defaultFoldAngle = 10 * Double.pi / 180

    /// A point on the fold line, in pixels (`PageCurl.foldPosition` computes it from progress).
    public var foldPoint: Point
    /// Radians counter-clockwise on screen from the +x axis.
    public var foldAngle: Double
    /// The cylinder's radius in pixels (SPEC: 200 device pixels at any scale).
    public var radius: Double
    /// How much white washes the back of the paper, 0…1.
    public var backWash: Double
    /// Darkness of the shadow the curl casts onto the revealed view right at the paper's edge, 0…1.
    public var shadowOpacity: Double
    /// Distance in pixels over which the shadow fades out beyond the paper's silhouette.
    public var shadowRadius: Double

    public init(
        foldPoint: Point, foldAngle: Double = defaultFoldAngle, radius: Double = 200, backWash: Double = 0.6,
        shadowOpacity: Double = 0.5, shadowRadius: Double = 30
    ) {
        self.foldPoint = foldPoint
        self.foldAngle = foldAngle
        self.radius = radius
        self.backWash = backWash
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
    }
}
