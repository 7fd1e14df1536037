import Foundation
import SegueKit
import SegueRender

/// Throughput of the pixel kernels on one thread at a device's full pixel size (default: iPhone 15
/// Pro at 3x, 1179 × 2556 px): the warps in each SIMD build against the scalar twin, then what the
/// rasterizer runs of them, the cross-dissolve's fades and the preview's filters. Meaningful only
/// in a release build.
struct KernelBenchmark {
    let width: Int, height: Int
    /// Only the kernels whose names contain it (for trying a change to one).
    let only: String?
    /// Opaque test cards, and black (what a flip's card is drawn over).
    let page: PixelBuffer, revealed: PixelBuffer, black: PixelBuffer
    var megapixels: Double { Double(width * height) / 1e6 }
    var size: (width: Double, height: Double) { (Double(width), Double(height)) }
    let scale = 3.0
    var lines: [String] = []

    /// Each build of the SIMD kernels this processor runs (`KernelSet`), then the scalar twin.
    static let variants: [(label: String, implementation: KernelImplementation, kernels: KernelSet)] =
        (KernelSet.best == .avx2 ? [("simd AVX2    ", .simd, .avx2)] : []) + [("simd baseline", .simd, .baseline), ("scalar       ", .scalar, .baseline)]

    /// One line per kernel, scene and implementation, in destination megapixels per second (the
    /// whole frame counts, as the compositor pays for whole frames).
    static func run(width: Int = 1179, height: Int = 2556, only: String? = nil) -> [String] {
        var b = KernelBenchmark(width: width, height: height, only: only, page: pattern(width: width, height: height, seed: 0),
                                revealed: pattern(width: width, height: height, seed: 1), black: solidBlack(width: width, height: height))
        b.lines = [String(format: "kernel benchmark: %d × %d px (%.2f Mpx per frame), one thread", width, height, b.megapixels)]
        b.warps()
        b.rasterizerWarps()
        b.fades()
        b.preview()
        return b.lines
    }

    /// Times `draw` over a copy of `start` (black by default) in each variant (the SIMD ones
    /// alone with `simdOnly`), and prints the rates and each one's speed-up over the next.
    mutating func report(_ name: String, simdOnly: Bool = false, over start: PixelBuffer? = nil,
                         _ draw: (inout PixelBuffer, KernelImplementation, KernelSet) -> Void) {
        if let only, !name.contains(only) { return }
        var rates: [Double] = []
        let label = name.padding(toLength: 28, withPad: " ", startingAt: 0)
        for v in Self.variants where !simdOnly || v.implementation == .simd {
            let seconds = bestTime(warmUp: true, prepare: { Self.copy(of: start ?? black) }) { dest in draw(&dest, v.implementation, v.kernels) }
            rates.append(megapixels / seconds)
            lines.append(label + " " + v.label + String(format: ": %8.1f Mpx/s (%6.2f ms/frame)", megapixels / seconds, seconds * 1e3))
        }
        if rates.count > 1 {
            lines.append(label + " speed-up over the next: " + zip(rates, rates.dropFirst()).map { String(format: "%.2f×", $0 / $1) }.joined(separator: ", "))
        }
    }

    /// A copy in storage of its own: copy-on-write happens here, outside the timed region.
    static func copy(of buffer: PixelBuffer) -> PixelBuffer {
        var copy = buffer
        copy.bytes[0] = buffer.bytes[0]
        return copy
    }

    /// The flip and the curl as whole frames, in every variant.
    mutating func warps() {
        let page = page, revealed = revealed
        for degrees in [30.0, 60.0] {
            let t = FlipGeometry.faceTransform(angle: degrees * .pi / 180, size: size, perspectiveDistance: 500 * scale).transform
            report("flipHorizontal \(Int(degrees))°") { dest, impl, kernels in
                PerspectiveWarp.draw(page, transform: t, into: &dest, implementation: impl, columnTables: true, kernels: kernels)
            }
        }
        for progress in [0.3, 1.0] {
            let fold = PageCurl.foldPosition(progress: progress, pageSize: size, stopDistanceFromTop: 40 * scale)
            report("partialCurl progress \(progress)") { dest, impl, kernels in
                PageCurl.draw(page: page, revealed: revealed, parameters: CurlParameters(foldPoint: fold), into: &dest, implementation: impl, kernels: kernels)
            }
        }
    }

    /// What the rasterizer runs: the curl as a layer of its own, over nothing, stopping half-way up
    /// the page as it does for a screenshot; the flip over black as the encoder has it drawn, 32
    /// rows at a time into one band (`FlipFrame`).
    mutating func rasterizerWarps() {
        let page = page, width = width, height = height
        let clear = PixelBuffer(width: width, height: height)
        for progress in [0.3, 1.0] {
            let fold = PageCurl.foldPosition(progress: progress, pageSize: size, stopDistanceFromTop: size.height / 2)
            report("partialCurl layer \(progress)", simdOnly: true, over: clear) { dest, _, kernels in
                let stride = dest.stride
                dest.bytes.withUnsafeMutableBytes {
                    PageCurl.draw(page: page, parameters: CurlParameters(foldPoint: fold), over: $0.baseAddress!, stride: stride, kernels: kernels)
                }
            }
        }
        let bandRows = 32
        let band = UnsafeMutableRawPointer.allocate(byteCount: bandRows * width * 4, alignment: 64)
        defer { band.deallocate() }
        let flip30 = FlipGeometry.faceTransform(angle: .pi / 6, size: size, perspectiveDistance: 500 * scale).transform
        report("flipHorizontal 30° bands", simdOnly: true) { _, _, kernels in
            page.bytes.withUnsafeBytes { src in
                let bands = kernels.warpBands(source: src.baseAddress!, width: width, height: height, stride: width * 4, transform: flip30,
                                              destWidth: width, destHeight: height, background: 0xFF00_0000)
                for y in Swift.stride(from: 0, to: height, by: bandRows) { bands.draw(rows: y..<min(y + bandRows, height), into: band, stride: width * 4) }
            }
        }
    }

    /// A cross-dissolve's frame: two screens over the window's white, as ARGB32 words drawn whole,
    /// and as the encoder's R G B rows made a band at a time (`FadeFrame`).
    mutating func fades() {
        let width = width, height = height
        let first = Bitmap(width: width, height: height, premultipliedBGRA: page.bytes)
        let second = Bitmap(width: width, height: height, premultipliedBGRA: revealed.bytes)
        let packed = PackedScreens()
        let rgb = (packed.packed(first)!, packed.packed(second)!)
        report("crossDissolve fade, ARGB32", simdOnly: true) { dest, _, kernels in
            let stride = dest.stride
            dest.bytes.withUnsafeMutableBytes { out in
                kernels.fade(source: first.bytes.baseAddress!, stride: first.stride, origin: (0, 0), into: out.baseAddress!, destStride: stride,
                             rects: [Rasterizer.PixelRect(x0: 0, y0: 0, x1: width, y1: height)], fill: 0xFFFF_FFFF, mask: 153,
                             then: (second.bytes.baseAddress!, second.stride, (0, 0), 102))
            }
        }
        report("crossDissolve fade, R G B", simdOnly: true) { dest, _, kernels in
            dest.bytes.withUnsafeMutableBytes { out in
                rgb.0.bytes.withUnsafeBytes { a in
                    rgb.1.bytes.withUnsafeBytes { b in
                        for y in Swift.stride(from: 0, to: height, by: 32) {
                            let n = min(32, height - y), o = y * width * 3
                            kernels.fadeRGB(rows: n, count: width * 3, first: (a.baseAddress! + o, width * 3, 153), fill: 0xFFFF_FFFF,
                                            then: (b.baseAddress! + o, width * 3, 102), into: out.baseAddress! + o, outStride: width * 3)
                        }
                    }
                }
            }
        }
    }

    /// A frame's preview at the default scales (`PreviewBuilder`): a 3x frame averaged down to the
    /// screen in points (whole 3 × 3 blocks), or to half its size (the default below 3x, and the
    /// general filter's partial pixels), and the preview's frame: the same, as straight R G B A.
    mutating func preview() {
        let page = page
        for (name, scale) in [("1/3", 1.0 / 3), ("0.5", PreviewSettings.defaultScale)] {
            let small = Downscale.size(width: width, height: height, scale: scale)
            report("preview downscale \(name)", simdOnly: true) { dest, _, _ in
                dest.bytes[0] = Downscale.area(page, width: small.width, height: small.height).bytes[0]
            }
        }
        for (name, scale) in [("1/3", 1.0 / 3), ("0.5", PreviewSettings.defaultScale)] {
            let small = Downscale.size(width: width, height: height, scale: scale)
            report("preview frame \(name), straight", simdOnly: true) { dest, _, _ in
                dest.bytes[0] = Downscale.straightArea(page, width: small.width, height: small.height).pixels[0]
            }
        }
    }

    /// An opaque test card: gradients with a grid, so that nothing is uniform.
    static func pattern(width: Int, height: Int, seed: Int) -> PixelBuffer {
        var buf = PixelBuffer(width: width, height: height)
        buf.bytes.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let grid = (x + seed * 7) % 48 < 3 || (y + seed * 11) % 48 < 3
                    let v: UInt32 = grid
                        ? 0xFF20_2060
                        : 0xFF00_0000 | UInt32(x * 255 / width) << 16 | UInt32(y * 255 / height) << 8 | UInt32(seed * 200)
                    raw.storeBytes(of: v, toByteOffset: y * width * 4 + x * 4, as: UInt32.self)
                }
            }
        }
        return buf
    }

    static func solidBlack(width: Int, height: Int) -> PixelBuffer { PixelBuffer(width: width, height: height, filledWith: .black) }
}
