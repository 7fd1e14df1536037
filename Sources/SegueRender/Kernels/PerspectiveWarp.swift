import SegueKit

/// Draws a raster through a 3D transform with perspective, which Cairo's affine model cannot: the
/// flipHorizontal card (see `FlipGeometry`).
///
/// Coordinates are device pixels, y down. `transform` maps a source point (x, y, 0), with the centre
/// of source pixel (i, j) at (i + ½, j + ½), to homogeneous destination coordinates (X, Y, Z, W)
/// with Core Animation's row-vector convention, `p' = p × M`; the destination point is (X/W, Y/W),
/// again with pixel centres at +½. An identity transform copies the source pixel for pixel.
///
/// Each destination pixel inside the projected quad's bounding box is drawn by inverse mapping:
/// the 3×3 homography made of the x, y and w columns of rows 1, 2 and 4 is inverted, the pixel
/// centre is mapped back into the source and sampled bilinearly in premultiplied space
/// (clamped to the edge), weighted by the pixel's coverage of the projected quad (4 × 4 samples,
/// evaluated only where an edge passes within 0.55 px of the centre), and composited source-over.
/// Destination points whose source point lies behind the camera (W ≤ 0) are skipped: the quad is
/// clipped to W > 0 before its edges are built.
public enum PerspectiveWarp {
    public static func draw(
        _ source: PixelBuffer, transform: Transform3D, into dest: inout PixelBuffer,
        implementation: KernelImplementation = .simd
    ) {
        draw(source, transform: transform, into: &dest, implementation: implementation, columnTables: true)
    }

    /// Fills `height` rows of `width` pixels at `base`, `stride` bytes apart (a region of a larger
    /// surface, the rasterizer's canvas, that outlives the call) with `background`, and draws over
    /// it: what filling the region and then drawing gives, byte for byte.
    static func draw(
        _ source: PixelBuffer, transform: Transform3D, over background: UInt32,
        into base: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int, kernels: KernelSet = .best
    ) {
        draw(Flat(source), transform: transform, over: background, into: base, stride: stride, width: width, height: height, kernels: kernels)
    }

    static func draw(
        _ source: Flat, transform: Transform3D, over background: UInt32,
        into base: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int, kernels: KernelSet = .best
    ) {
        source.withBytes { src in
            kernels.warp(source: src, width: source.width, height: source.height, stride: source.stride, transform: transform,
                         into: base, destWidth: width, destHeight: height, destStride: stride, background: background)
        }
    }

    /// `columnTables: false` runs the SIMD path without the flip's per-column tables, the tests'
    /// reference for them; `kernels` picks the build of the kernels (`KernelSet`).
    package static func draw(
        _ source: PixelBuffer, transform: Transform3D, into dest: inout PixelBuffer,
        implementation: KernelImplementation, columnTables: Bool, kernels: KernelSet = .best
    ) {
        draw(Flat(source), transform: transform, into: &dest, implementation: implementation, columnTables: columnTables, kernels: kernels)
    }

    static func draw(
        _ source: Flat, transform: Transform3D, into dest: inout PixelBuffer,
        implementation: KernelImplementation = .simd, columnTables: Bool = true, kernels: KernelSet = .best
    ) {
        let (w, h, stride) = (dest.width, dest.height, dest.stride)
        source.withBytes { src in
            dest.bytes.withUnsafeMutableBytes { dst in
                kernels.warp(source: src, width: source.width, height: source.height, stride: source.stride, transform: transform,
                             into: dst.baseAddress!, destWidth: w, destHeight: h, destStride: stride,
                             scalar: implementation == .scalar, columnTables: columnTables)
            }
        }
    }
}
