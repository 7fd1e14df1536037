import Foundation
import SegueKernels
import SegueKit

/// Where and how the page curls: the kernels' own type (Sources/SegueKernels/CurlParameters.swift).
public typealias CurlParameters = SegueKernels.CurlParameters

/// The partialCurl page curl: the presenting view (`page`) rolls up from its bottom edge around a
/// cylinder and uncovers the presented view (`revealed`) lying under it.
///
/// Each output pixel is computed by inverse mapping. For a screen point at signed distance s from the
/// fold line, at most two sheets of paper lie over it: the *back sheet* (top-most), the page points
/// at d = π·r − r·asin(s/r) on the upper half of the cylinder (0 ≤ s ≤ r) or at d = π·r − s on the
/// flat folded-over part (s < 0); and the *front sheet* under it, at d = r·asin(s/r) on the lower
/// half of the cylinder or d = s on the flat page. A sheet is there when its page point lies inside
/// the page. Under both lies the revealed view, darkened by the shadow. Layers are composited
/// source-over: dest ← revealed ← shadow ← front sheet ← back sheet (washed with white). Sheets are
/// sampled bilinearly; their silhouettes (the page's edges, mapped through the curl, and the
/// cylinder's outline at s = r) are anti-aliased by coverage from the screen-space distance.
public enum PageCurl {
    /// Draws the curl over `dest`. `page`, `revealed` and `dest` must have the same size.
    public static func draw(
        page: PixelBuffer, revealed: PixelBuffer, parameters: CurlParameters, into dest: inout PixelBuffer,
        implementation: KernelImplementation = .simd
    ) {
        draw(page: page, revealed: revealed, parameters: parameters, into: &dest, implementation: implementation, kernels: .best)
    }

    /// `kernels` picks the build of the kernels (`KernelSet`).
    package static func draw(
        page: PixelBuffer, revealed: PixelBuffer, parameters: CurlParameters, into dest: inout PixelBuffer,
        implementation: KernelImplementation, kernels: KernelSet
    ) {
        precondition(
            page.width == dest.width && page.height == dest.height && revealed.width == dest.width && revealed.height == dest.height,
            "page, revealed view and destination must have the same size")
        let stride = dest.stride
        page.bytes.withUnsafeBytes { p in
            revealed.bytes.withUnsafeBytes { r in
                dest.bytes.withUnsafeMutableBytes { d in
                    kernels.curl(page: p.baseAddress!, width: page.width, height: page.height, stride: page.stride,
                                 revealed: r.baseAddress!, revealedStride: revealed.stride, into: d.baseAddress!, destStride: stride,
                                 parameters: parameters, scalar: implementation == .scalar)
                }
            }
        }
    }

    /// The curl as a layer of its own: `draw` over a transparent revealed view into a transparent
    /// `dest` (which must be all zero, as `PixelBuffer(width:height:)` makes it), what the
    /// rasterizer composites over the view the curl uncovers. Bit for bit what `draw` gives with
    /// both transparent, without reading either.
    public static func draw(page: PixelBuffer, revealedTransparent parameters: CurlParameters, into dest: inout PixelBuffer) {
        draw(page: Flat(page), revealedTransparent: parameters, into: &dest)
    }

    static func draw(page: Flat, revealedTransparent parameters: CurlParameters, into dest: inout PixelBuffer) {
        precondition(page.width == dest.width && page.height == dest.height, "page and destination must have the same size")
        let stride = dest.stride
        dest.bytes.withUnsafeMutableBytes { d in
            draw(page: page, parameters: parameters, over: d.baseAddress!, stride: stride)
        }
    }

    /// The curl composited over `page.height` rows of `page.width` pixels at `base`, `stride` bytes
    /// apart (a region of the rasterizer's canvas that outlives the call): `draw` with a transparent
    /// revealed view, whose destination is what is drawn so far. Pixels neither sheet nor shadow
    /// reaches are not touched.
    package static func draw(page: PixelBuffer, parameters: CurlParameters, over base: UnsafeMutableRawPointer, stride: Int, kernels: KernelSet = .best) {
        draw(page: Flat(page), parameters: parameters, over: base, stride: stride, kernels: kernels)
    }

    /// With `rows`, only those rows, and `base` is the first of them (a band of a frame).
    static func draw(page: Flat, parameters: CurlParameters, over base: UnsafeMutableRawPointer, stride: Int, kernels: KernelSet = .best,
                     rows: Range<Int>? = nil) {
        page.withBytes { p in
            kernels.curl(page: p, width: page.width, height: page.height, stride: page.stride,
                         revealed: nil, revealedStride: 0, into: base, destStride: stride, parameters: parameters, rows: rows)
        }
    }

    /// The fold point at a given progress, with the fold line at `foldAngle`.
    /// - At progress 0 the fold line passes through the page corner farthest along n (the
    ///   bottom-right one for the default tilt): no page point lies beyond it, nothing is curled.
    /// - At progress 1 the uncovered band (s > r) reaches `stopDistanceFromTop` across the whole
    ///   width: the line s = r passes through the lower of the two points (0, stop) and (width, stop),
    ///   which for the default tilt is the left one.
    /// - In between the line moves linearly along n; progress outside 0…1 extrapolates.
    /// The returned point is the foot of the page centre on the fold line.
    public static func foldPosition(
        progress: Double, pageSize: (width: Double, height: Double), stopDistanceFromTop: Double,
        radius: Double = 200, foldAngle: Double = CurlParameters.defaultFoldAngle
    ) -> Point {
        let n = SIMD2(sin(foldAngle), cos(foldAngle))
        let w = pageSize.width, h = pageSize.height
        // The fold line is {p : p·n = k}, and s(p) = p·n − k.
        let start = [SIMD2(0, 0), SIMD2(w, 0), SIMD2(0, h), SIMD2(w, h)].map { ($0 * n).sum() }.max()!
        let stop = [SIMD2(0, stopDistanceFromTop), SIMD2(w, stopDistanceFromTop)].map { ($0 * n).sum() }.min()! - radius
        let k = start + progress * (stop - start)
        let centre = SIMD2(w / 2, h / 2)
        return Point(centre + (k - (centre * n).sum()) * n)
    }

    /// SPEC's stop position as a distance from the top, in pixels: the top of the presented view's
    /// highest subview, but never less than 40 pt; half the page when it has no subviews (a screenshot).
    public static func stopDistanceFromTop(highestSubviewTop: Double?, pageHeight: Double, scale: Double) -> Double {
        guard let top = highestSubviewTop else { return pageHeight / 2 }
        return max(top, 40 * scale)
    }
}
