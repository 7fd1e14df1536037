import Foundation
import SegueKit

/// The curl's constants as Float, and the per-pixel geometry, written once for eight lanes and
/// once for one pixel with the same operations in the same order.
struct CurlPlan {
    let nx: Float, ny: Float
    let r: Float, invR: Float, piR: Float
    /// Lower bound for cos(d/r) when converting page-space distances to screen space: the average
    /// of cos over the half pixel next to the cylinder's outline, about 1/√r.
    let cMin: Float
    let sin2: Float, cos2: Float
    let w: Float, h: Float
    /// 1 − backWash as an 8-bit fraction (`Packed.wash`).
    let keep: UInt16
    let shadowOpacity: Float, invShadowRadius: Float
    // Distance from a point to the page's edge along n: (xBound − u)·kx + ex, likewise for y.
    let xBound: Float, kx: Float, ex: Float
    let yBound: Float, ky: Float, ey: Float
    private let fold: SIMD2<Double>, normal: SIMD2<Double>
    /// Below this s no folded-over paper lies over a pixel: a back-sheet point seen at s < 0 is the
    /// page point at π·r − s beyond the fold, which leaves the page (by more than the 2 px that
    /// its edge's anti-aliasing could reach, so its coverage is exactly 0) once π·r − s exceeds
    /// the page's largest distance beyond the fold. At most 0.
    let sNoBackSheet: Float
    /// Above this s neither sheet (the cylinder's outline is at s = r, anti-aliased over half a
    /// pixel) nor the shadow (it fades out within `shadowRadius` of the silhouette, itself at
    /// most r) reaches a pixel: only the revealed view shows.
    let sUncovered: Float

    static let halfPi = Float.pi / 2
    /// `geometry`'s gx and gy on the flat page (c = 1), computed by the same lane operations.
    let flatGX: Float, flatGY: Float
    /// Where the folded-over sheet, lying flat, is *interior*: a back-sheet point (bx, by) with
    /// lowX ≤ bx ≤ highX and lowY ≤ by ≤ highY has coverage exactly 1 (each edge term of
    /// `edgeCoverage` reaches 1), and its bilinear sample needs no clamping (its texel pair and the
    /// row below lie inside the page). With a hundredth of a pixel to spare for Float rounding.
    let interior: (lowX: Float, highX: Float, lowY: Float, highY: Float)

    init(_ p: CurlParameters, width: Double, height: Double) {
        let radius = max(p.radius, 0.5)
        let sn = sin(p.foldAngle), cs = cos(p.foldAngle)
        normal = SIMD2(sn, cs)
        fold = p.foldPoint.simd
        nx = Float(sn)
        ny = Float(cs)
        r = Float(radius)
        invR = Float(1 / radius)
        piR = Float(Double.pi * radius)
        cMin = Float(1 / radius.squareRoot())
        sin2 = Float(sn * sn)
        cos2 = Float(cs * cs)
        w = Float(width)
        h = Float(height)
        keep = UInt16((256 * (1 - min(max(p.backWash, 0), 1))).rounded())
        shadowOpacity = Float(min(max(p.shadowOpacity, 0), 1))
        invShadowRadius = Float(1 / max(p.shadowRadius, 1e-3))
        func exit(_ n: Double, _ size: Double) -> (bound: Float, k: Float, e: Float) {
            if n > 1e-6 { return (Float(size), Float(1 / n), 0) }
            if n < -1e-6 { return (0, Float(1 / n), 0) }
            return (0, 0, 1e30)
        }
        (xBound, kx, ex) = exit(sn, width)
        (yBound, ky, ey) = exit(cs, height)
        let beyond = [SIMD2(0, 0), SIMD2(width, 0), SIMD2(0, height), SIMD2(width, height)]
            .map { (($0 - p.foldPoint.simd) * SIMD2(sn, cs)).sum() }.max()!
        sNoBackSheet = Float(min(0, Double.pi * radius - beyond - 2))
        sUncovered = Float(radius + max(p.shadowRadius, 1e-3) + 2)
        let c = F8(repeating: 1), c2 = c * c
        flatGX = (c / Lanes.sqrt(c2 * F8(repeating: cos2) + sin2))[0]
        flatGY = (c / Lanes.sqrt(c2 * F8(repeating: sin2) + cos2))[0]
        let margin: Float = 0.01
        interior = (max(0.5 / flatGX, 0.5) + margin, min(w - 0.5 / flatGX, w - 1.5) - margin,
                    max(0.5 / flatGY, 0.5) + margin, min(h - 0.5 / flatGY, h - 1.5) - margin)
    }

    struct Row {
        /// s = u·nx + s0.
        var s0: Float
        /// Distance along n from the row's pixel centres to the page's top or bottom edge.
        var exitY: Float
    }

    func row(_ y: Int) -> Row {
        let v = Double(y) + 0.5
        let s0 = (v - fold.y) * normal.y - fold.x * normal.x
        return Row(s0: Float(s0), exitY: (yBound - Float(v)) * ky + ey)
    }

    // MARK: eight lanes

    struct Geometry8 {
        /// s < 0: the front sheet is the flat page at the pixel itself.
        var flat: Mask8
        var frontX: F8, frontY: F8, frontCoverage: F8
        var backX: F8, backY: F8, backCoverage: F8
        var shadow: F8
    }

    @inline(__always) func geometry(u: F8, v: Float, row: Row) -> Geometry8 {
        let s = u * nx + row.s0
        let flat = Lanes.lt(s, 0)
        let xs = PixelMath.clamp(s * invR, 0, 1)
        let asn = CurlPlan.asin01(xs)
        let c = Lanes.select(flat, 1, Lanes.max(Lanes.sqrt(1 - xs * xs), F8(repeating: cMin)))
        let c2 = c * c
        let gx = c / Lanes.sqrt(c2 * cos2 + sin2)
        let gy = c / Lanes.sqrt(c2 * sin2 + cos2)
        let silhouette = PixelMath.clamp(r - s + 0.5, 0, 1)

        let dF = Lanes.select(flat, s, r * asn)
        let shiftF = dF - s
        let fx = u + shiftF * nx, fy = shiftF * ny + v
        let covF = Lanes.select(flat, 1, edgeCoverage(fx, fy, gx, gy) * silhouette)

        let dB = Lanes.select(flat, piR - s, piR - r * asn)
        let shiftB = dB - s
        let bx = u + shiftB * nx, by = shiftB * ny + v
        let covB = edgeCoverage(bx, by, gx, gy) * silhouette

        let exitX = (xBound - u) * kx + ex
        let dMax = s + Lanes.min(exitX, F8(repeating: row.exitY))
        let sMax = r * CurlPlan.sin0(Lanes.min(dMax * invR, F8(repeating: CurlPlan.halfPi)))
        let e = 1 - PixelMath.clamp((s - sMax) * invShadowRadius, 0, 1)
        let shadow = Lanes.masked(e * e * shadowOpacity, Lanes.lt(0, s))
        return Geometry8(flat: flat, frontX: fx, frontY: fy, frontCoverage: covF, backX: bx, backY: by, backCoverage: covB, shadow: shadow)
    }

    /// `geometry` where every lane has s < 0, to the bit: there `flat` holds, the front sheet is
    /// the page itself, fully covered, the cylinder's silhouette is 1, there is no shadow, and the
    /// screen distance per page pixel is the same everywhere (`flatGX`, `flatGY`), so only the
    /// folded-over back sheet's position and coverage are computed.
    @inline(__always) func flatGeometry(u: F8, v: Float, row: Row) -> Geometry8 {
        let s = u * nx + row.s0
        let shiftB = (piR - s) - s
        let bx = u + shiftB * nx, by = shiftB * ny + v
        let covB = edgeCoverage(bx, by, F8(repeating: flatGX), F8(repeating: flatGY)) * 1
        let zero = F8()
        return Geometry8(flat: Mask8(repeating: -1), frontX: zero, frontY: zero, frontCoverage: F8(repeating: 1),
                         backX: bx, backY: by, backCoverage: covB, shadow: zero)
    }

    /// Whether all eight back-sheet points lie in `interior`.
    @inline(__always) func isInterior(_ bx: F8, _ by: F8) -> Bool {
        #if _endian(little)
        let outside = Lanes.bits(bx - interior.lowX) | Lanes.bits(interior.highX - bx) | Lanes.bits(by - interior.lowY) | Lanes.bits(interior.highY - by)
        return !Lanes.any(outside & Int32.min)
        #else
        return false  // `SourceRaster.sampleBelow` reads texel pairs as little-endian words
        #endif
    }

    /// Product of the coverages of the page's four edges, from their page-space distances scaled
    /// to screen space (gx, gy: the screen distance per page pixel across x- and y-edges).
    @inline(__always) func edgeCoverage(_ x: F8, _ y: F8, _ gx: F8, _ gy: F8) -> F8 {
        PixelMath.clamp(x * gx + 0.5, 0, 1) * PixelMath.clamp((w - x) * gx + 0.5, 0, 1)
            * PixelMath.clamp(y * gy + 0.5, 0, 1) * PixelMath.clamp((h - y) * gy + 0.5, 0, 1)
    }

    // MARK: one pixel

    struct Geometry1 {
        var flat: Bool
        var frontX: Float, frontY: Float, frontCoverage: Float
        var backX: Float, backY: Float, backCoverage: Float
        var shadow: Float
    }

    @inline(__always) func geometry(u: Float, v: Float, row: Row) -> Geometry1 {
        let s = u * nx + row.s0
        let flat = Lanes.lt(s, 0)
        let xs = PixelMath.clamp(s * invR, 0, 1)
        let asn = CurlPlan.asin01(xs)
        let c = flat ? 1 : Lanes.max((1 - xs * xs).squareRoot(), cMin)
        let c2 = c * c
        let gx = c / (c2 * cos2 + sin2).squareRoot()
        let gy = c / (c2 * sin2 + cos2).squareRoot()
        let silhouette = PixelMath.clamp(r - s + 0.5, 0, 1)

        let dF = flat ? s : r * asn
        let shiftF = dF - s
        let fx = u + shiftF * nx, fy = shiftF * ny + v
        let covF = flat ? 1 : edgeCoverage(fx, fy, gx, gy) * silhouette

        let dB = flat ? piR - s : piR - r * asn
        let shiftB = dB - s
        let bx = u + shiftB * nx, by = shiftB * ny + v
        let covB = edgeCoverage(bx, by, gx, gy) * silhouette

        let exitX = (xBound - u) * kx + ex
        let dMax = s + Lanes.min(exitX, row.exitY)
        let sMax = r * CurlPlan.sin0(Lanes.min(dMax * invR, CurlPlan.halfPi))
        let e = 1 - PixelMath.clamp((s - sMax) * invShadowRadius, 0, 1)
        let shadow = Lanes.lt(0, s) ? e * e * shadowOpacity : 0
        return Geometry1(flat: flat, frontX: fx, frontY: fy, frontCoverage: covF, backX: bx, backY: by, backCoverage: covB, shadow: shadow)
    }

    @inline(__always) func edgeCoverage(_ x: Float, _ y: Float, _ gx: Float, _ gy: Float) -> Float {
        PixelMath.clamp(x * gx + 0.5, 0, 1) * PixelMath.clamp((w - x) * gx + 0.5, 0, 1)
            * PixelMath.clamp(y * gy + 0.5, 0, 1) * PixelMath.clamp((h - y) * gy + 0.5, 0, 1)
    }

    // MARK: polynomials

    // asin on 0…1, Abramowitz & Stegun 4.4.46 (|error| ≤ 2·10⁻⁸):
    // asin x = π/2 − √(1 − x)·(a0 + a1·x + … + a7·x⁷).
    static let a0: Float = 1.5707963050, a1: Float = -0.2145988016, a2: Float = 0.0889789874, a3: Float = -0.0501743046
    static let a4: Float = 0.0308918810, a5: Float = -0.0170881256, a6: Float = 0.0066700901, a7: Float = -0.0012624911
    // sin on 0…π/2, Taylor to x¹¹ (|error| < 6·10⁻⁸).
    static let s3: Float = -1 / 6, s5: Float = 1 / 120, s7: Float = -1 / 5040, s9: Float = 1 / 362_880, s11: Float = -1 / 39_916_800

    // NB: Swift's SIMD types have no transcendental functions, and calling Foundation's per lane
    // would serialise the step; these polynomials are a handful of vector multiply-adds.
    @inline(__always) static func asin01(_ x: F8) -> F8 {
        var p = a7 * x + a6
        p = p * x + a5
        p = p * x + a4
        p = p * x + a3
        p = p * x + a2
        p = p * x + a1
        p = p * x + a0
        return halfPi - Lanes.sqrt(1 - x) * p
    }
    @inline(__always) static func asin01(_ x: Float) -> Float {
        var p = a7 * x + a6
        p = p * x + a5
        p = p * x + a4
        p = p * x + a3
        p = p * x + a2
        p = p * x + a1
        p = p * x + a0
        return halfPi - (1 - x).squareRoot() * p
    }
    @inline(__always) static func sin0(_ t: F8) -> F8 {
        let t2 = t * t
        var p = s11 * t2 + s9
        p = p * t2 + s7
        p = p * t2 + s5
        p = p * t2 + s3
        p = p * t2 + 1
        return t * p
    }
    @inline(__always) static func sin0(_ t: Float) -> Float {
        let t2 = t * t
        var p = s11 * t2 + s9
        p = p * t2 + s7
        p = p * t2 + s5
        p = p * t2 + s3
        p = p * t2 + 1
        return t * p
    }
}
