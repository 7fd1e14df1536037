import SegueKernels
import Synchronization

/// Area-averaging (box filter) downscaling, for previews: each output pixel is the exact average of
/// the source area it covers, partial source pixels weighted by how much of them it covers.
///
/// NB: the arithmetic is integer only (weights in units of 1/dstW of a source pixel horizontally
/// and 1/dstH vertically, one division with rounding at the end), so the result is the same on
/// every machine and at any thread count. Averaging happens on premultiplied samples, as it must:
/// a transparent pixel's colour does not bleed into its neighbours.
public enum Downscale {
    /// The size of an image `scale` times `width × height` (rounded, at least 1 × 1).
    public static func size(width: Int, height: Int, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// For one output coordinate: the first source index it covers and each covered pixel's weight.
    struct Taps {
        var start: Int
        var weights: [UInt32]

        /// Output `o` of `dst` covers source span [o × src, (o + 1) × src) in units of 1/dst pixel.
        static func axis(source src: Int, destination dst: Int) -> [Taps] {
            (0..<dst).map { o in
                let lo = o * src, hi = (o + 1) * src
                let first = lo / dst, last = (hi - 1) / dst
                let weights = (first...last).map { s in UInt32(min(hi, (s + 1) * dst) - max(lo, s * dst)) }
                return Taps(start: first, weights: weights)
            }
        }

        /// The axis's taps padded with zero weights to the most that any output has (the SIMD
        /// path's fixed trip count), flattened; a start moves left where the padding would run
        /// past the source's end, its zero weights then first.
        static func padded(_ taps: [Taps], source: Int) -> (starts: [Int], weights: [UInt32], count: Int) {
            let n = taps.map(\.weights.count).max() ?? 0
            var starts: [Int] = [], weights: [UInt32] = []
            for t in taps {
                let start = min(t.start, source - n), lead = t.start - start
                starts.append(start)
                weights += repeatElement(0, count: lead)
                weights += t.weights
                weights += repeatElement(0, count: n - lead - t.weights.count)
            }
            return (starts, weights, n)
        }
    }

    /// `buffer` (premultiplied ARGB32) averaged down to `width × height`, which must not be larger.
    ///
    /// NB: the SIMD kernels (`KernelEntry.areaAverage`, in the AVX2 build where the processor has
    /// it) take every source of up to 2²³ pixels (every device at 3x), whose sums fit 32 bits and
    /// whose division is a multiplication; the scalar twin takes the rest.
    public static func area(_ buffer: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        area(buffer, width: width, height: height, implementation: .simd)
    }

    /// `area` by the given path; the same bytes either way (DownscaleTests).
    static func area(_ buffer: PixelBuffer, width: Int, height: Int, implementation: KernelImplementation,
                     kernels: KernelSet = .best) -> PixelBuffer {
        precondition(width >= 1 && height >= 1 && width <= buffer.width && height <= buffer.height, "Downscale.area only shrinks")
        let total = UInt64(buffer.width) * UInt64(buffer.height)
        guard implementation == .simd, total <= Divider.magicLimit else { return areaScalar(buffer, width: width, height: height) }
        var out = PixelBuffer(uninitializedWidth: width, height: height)
        let stride = out.stride
        if let k = wholeFactor(from: (buffer.width, buffer.height), to: (width, height)) {
            buffer.bytes.withUnsafeBytes { src in
                out.bytes.withUnsafeMutableBytes { dst in
                    kernels.boxAverage(source: src.baseAddress!, stride: buffer.stride, factor: k, straight: nil, into: dst.baseAddress!, destStride: stride,
                                       destWidth: width, rows: 0..<height)
                }
            }
            return out
        }
        let (rows, columns) = plan(from: (buffer.width, buffer.height), to: (width, height))
        buffer.bytes.withUnsafeBytes { src in
            out.bytes.withUnsafeMutableBytes { dst in
                rows.starts.withUnsafeBufferPointer { rs in
                    rows.weights.withUnsafeBufferPointer { rw in
                        columns.starts.withUnsafeBufferPointer { cs in
                            columns.weights.withUnsafeBufferPointer { cw in
                                kernels.areaAverage(
                                    source: src.baseAddress!, stride: buffer.stride, sourceWidth: buffer.width,
                                    rowTaps: (rs.baseAddress!, rw.baseAddress!, rows.count),
                                    columnTaps: (cs.baseAddress!, cw.baseAddress!, columns.count),
                                    divider: Divider(total), into: dst.baseAddress!, destStride: stride, destWidth: width, rows: 0..<height)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// k where the source is exactly k times the destination both ways (k ≥ 2, within the box
    /// kernel's range): every output then averages a whole k × k block with equal weights.
    static func wholeFactor(from source: (Int, Int), to destination: (Int, Int)) -> Int? {
        let k = source.0 / destination.0
        guard k >= 2, k <= KernelEntry.boxAverageLargestFactor, source.0 == k * destination.0, source.1 == k * destination.1 else { return nil }
        return k
    }

    typealias PaddedTaps = (starts: [Int], weights: [UInt32], count: Int)
    /// The last plan made, by sizes: a preview downscales every frame from one size to one size.
    private static let lastPlan = Mutex<(sizes: [Int], rows: PaddedTaps, columns: PaddedTaps)?>(nil)

    /// The padded taps of both axes from `source` to `destination` size.
    static func plan(from source: (Int, Int), to destination: (Int, Int)) -> (rows: PaddedTaps, columns: PaddedTaps) {
        let sizes = [source.0, source.1, destination.0, destination.1]
        if let last = lastPlan.withLock({ $0 }), last.sizes == sizes { return (last.rows, last.columns) }
        let rows = Taps.padded(Taps.axis(source: source.1, destination: destination.1), source: source.1)
        let columns = Taps.padded(Taps.axis(source: source.0, destination: destination.0), source: source.0)
        lastPlan.withLock { $0 = (sizes, rows, columns) }
        return (rows, columns)
    }

    /// `area`'s scalar twin (the tests' oracle, and the path for sums beyond 32-bit lanes).
    ///
    /// NB: per output row, the source rows it covers are summed, weighted, into one vector of the
    /// four channels per source column; then each output pixel sums its columns' vectors, weighted,
    /// and divides by the total weight with a multiplication (`Divider`). The sums are 32-bit
    /// lanes wherever 255 × the total weight fits (frames of up to 16 M pixels), 64-bit above.
    /// With a plane per channel and each output's four channels summed one at a time, a 3x
    /// frame's preview took about 13 ms; a division per channel and pixel cost 20.
    static func areaScalar(_ buffer: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        let (sw, sh) = (buffer.width, buffer.height)
        let rows = Taps.axis(source: sh, destination: height)
        // The columns' taps flattened: output x's weights are weights[first[x]..<first[x + 1]],
        // from source column start[x].
        let columns = Taps.axis(source: sw, destination: width)
        let start = columns.map(\.start)
        var first = [0], weights: [UInt32] = []
        for c in columns {
            weights += c.weights
            first.append(weights.count)
        }
        // Each output's weights add up to sw (horizontally) and sh (vertically).
        let total = UInt64(sw) * UInt64(sh)
        let divider = Divider(total)
        let narrow = 255 * total <= UInt64(UInt32.max)
        var out = PixelBuffer(width: width, height: height)
        // One row of weighted vertical sums per output row, the four channels of a column as one
        // vector: at most 255 × sh per sample, within UInt32.
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: sw)
        defer { sums.deallocate() }
        @inline(__always) func channels(_ p: UInt32) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p.littleEndian, to: SIMD4<UInt8>.self))
        }
        @inline(__always) func pack(_ b: UInt64, _ g: UInt64, _ r: UInt64, _ a: UInt64) -> UInt32 {
            // Premultiplied stays premultiplied: each colour ≤ alpha before and after.
            UInt32(truncatingIfNeeded: divider.rounded(a) << 24 | divider.rounded(r) << 16 | divider.rounded(g) << 8 | divider.rounded(b))
        }
        buffer.bytes.withUnsafeBytes { src in
            out.bytes.withUnsafeMutableBytes { dst in
                weights.withUnsafeBufferPointer { weights in
                    for (oy, tap) in rows.enumerated() {
                        // Two source rows at a time: half the passes over the sums.
                        func line(_ k: Int) -> UnsafePointer<UInt32> {
                            (src.baseAddress! + (tap.start + k) * buffer.stride).assumingMemoryBound(to: UInt32.self)
                        }
                        var k = 0
                        while k < tap.weights.count {
                            let a = line(k), wa = SIMD4<UInt32>(repeating: tap.weights[k])
                            if k + 1 < tap.weights.count {
                                let b = line(k + 1), wb = SIMD4<UInt32>(repeating: tap.weights[k + 1])
                                if k == 0 {
                                    for x in 0..<sw { sums[x] = channels(a[x]) &* wa &+ channels(b[x]) &* wb }
                                } else {
                                    for x in 0..<sw { sums[x] &+= channels(a[x]) &* wa &+ channels(b[x]) &* wb }
                                }
                                k += 2
                            } else {
                                if k == 0 {
                                    for x in 0..<sw { sums[x] = channels(a[x]) &* wa }
                                } else {
                                    for x in 0..<sw { sums[x] &+= channels(a[x]) &* wa }
                                }
                                k += 1
                            }
                        }
                        let outLine = (dst.baseAddress! + oy * width * 4).assumingMemoryBound(to: UInt32.self)
                        for ox in 0..<width {
                            var x = start[ox]
                            if narrow {
                                var s = SIMD4<UInt32>.zero
                                for i in first[ox]..<first[ox + 1] {
                                    s &+= sums[x] &* SIMD4(repeating: weights[i])
                                    x &+= 1
                                }
                                outLine[ox] = pack(UInt64(s[0]), UInt64(s[1]), UInt64(s[2]), UInt64(s[3]))
                            } else {
                                var s = SIMD4<UInt64>.zero
                                for i in first[ox]..<first[ox + 1] {
                                    s &+= SIMD4<UInt64>(truncatingIfNeeded: sums[x]) &* SIMD4(repeating: UInt64(weights[i]))
                                    x &+= 1
                                }
                                outLine[ox] = pack(s[0], s[1], s[2], s[3])
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// Rounded division of a weighted sum of 8-bit samples by their total weight `d`: (n + d / 2)
    /// / d for n ≤ 255 × d, by a multiplication and a shift where d ≤ 2²³ (Granlund and Montgomery,
    /// "Division by invariant integers using multiplication", theorem 4.2: with l = ⌈log₂ d⌉,
    /// N = l + 8 bits for the dividend and s = N + l, m = ⌈2ˢ / d⌉ gives ⌊x / d⌋ = ⌊x·m / 2ˢ⌋ for
    /// every x < 2ᴺ, and x·m < 2⁶³), by a division above.
    struct Divider {
        let d: UInt64, m: UInt64, s: UInt64
        static let magicLimit: UInt64 = 1 << 23

        init(_ d: UInt64) {
            self.d = d
            let l = UInt64(Int.bitWidth - (Int(d) - 1).leadingZeroBitCount)  // ⌈log₂ d⌉ (0 for d = 1)
            s = 2 * l + 8
            m = d <= Divider.magicLimit ? ((1 << s) + d - 1) / d : 0
        }

        @inline(__always) func rounded(_ n: UInt64) -> UInt64 {
            let x = n &+ d / 2
            return d <= Divider.magicLimit ? (x &* m) >> s : x / d
        }
    }

    /// A preview's frame: `buffer` averaged down to `width × height` (or as it is, at its own
    /// size) as straight R, G, B, A bytes: `straightRGBA(area(…))`, in one pass over the small
    /// image where whole blocks are averaged (the default preview of a 3x render).
    public static func straightArea(_ buffer: PixelBuffer, width: Int, height: Int) -> RGBAImage {
        straightArea(buffer, width: width, height: height, kernels: .best)
    }

    /// `straightArea` by the given kernel build; the same bytes either way (DownscaleTests).
    static func straightArea(_ buffer: PixelBuffer, width: Int, height: Int, kernels: KernelSet) -> RGBAImage {
        guard let k = wholeFactor(from: (buffer.width, buffer.height), to: (width, height)) else {
            return straightRGBA(width == buffer.width && height == buffer.height ? buffer : area(buffer, width: width, height: height))
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            buffer.bytes.withUnsafeBytes { src in
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                    kernels.boxAverage(source: src.baseAddress!, stride: buffer.stride, factor: k, straight: table.baseAddress!,
                                       into: UnsafeMutableRawPointer(out.baseAddress!), destStride: width * 4, destWidth: width, rows: 0..<height)
                }
            }
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Straight R, G, B, A bytes of a premultiplied buffer (what the preview encoders take).
    public static func straightRGBA(_ buffer: PixelBuffer) -> RGBAImage {
        let (w, h) = (buffer.width, buffer.height)
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            buffer.bytes.withUnsafeBytes { src in
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                    for y in 0..<h {
                        Premultiplication.unpremultiplyRow(src.baseAddress! + y * buffer.stride, out.baseAddress! + y * w * 4,
                                                           count: w, table: table.baseAddress!)
                    }
                }
            }
            count = w * h * 4
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }
}
