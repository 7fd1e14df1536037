// The box average of whole k × k blocks of 4-byte pixels, for previews at a whole fraction of the
// frames' size (a 3x frame's preview at the screen's size in points): SegueRender's
// `Downscale.area` takes this path when both sizes divide exactly.
//
// NB: every output is the same integer as the general area average's (`areaAverage`): with equal
// weights w, (w·S + ⌊w·k²/2⌋) / (w·k²) rounds to the same quotient as (S + ⌊k²/2⌋) / k² for every
// sum S of bytes (DownscaleTests holds the two to the byte). What it saves is the weights: the
// vertical sums are additions of 16-bit lanes (k² × 255 fits 16 bits up to k = 15), not 32-bit
// multiply-adds, and no tap is padded. The division is a Float multiplication: (S + ⌊k²/2⌋ +
// 1/4) × (1/k²), truncated. The true quotient of that sum lies at least 1/(4k²) ≥ 0.0011 from an
// integer, and the two roundings of the product err by under 3·10⁻⁵ for sums up to 255 k², so the
// truncation is the integer quotient in every case, in either build (IEEE operations, never fused).

extension KernelEntry {
    /// The largest block side `boxAverage` takes: 15² × 255 + ⌊15² / 2⌋ fits 16 bits.
    public static let boxAverageLargestFactor = 15

    /// Output rows `rows` of the box average of `factor × factor` blocks of a source at least
    /// `destWidth × factor` pixels wide and `rows.upperBound × factor` high: each byte the sum of
    /// its block's bytes, rounded over factor². With `straight` (a 64 KiB table, `straight[a << 8
    /// | c]` the straight sample of premultiplied c at alpha a), each output pixel of premultiplied
    /// little-endian B G R A is written as straight R G B A bytes instead (a preview's frame).
    public static func boxAverage(
        source: UnsafeRawPointer, stride: Int, factor k: Int, straight: UnsafePointer<UInt8>?,
        into dest: UnsafeMutableRawPointer, destStride: Int, destWidth: Int, rows: Range<Int>
    ) {
        precondition(k >= 1 && k <= boxAverageLargestFactor, "boxAverage: block side \(k) out of range")
        let bytes = destWidth * k * 4
        // One output row's vertical sums, a 16-bit lane per source byte (and 16 lanes of slack).
        let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: bytes + 16)
        defer { sums.deallocate() }
        let divisor = Divisor(area: k * k)
        for oy in rows {
            columnSums(source + oy * k * stride, stride: stride, rows: k, count: bytes, into: sums)
            let out = dest + oy * destStride
            switch k {
            case 2: blocks(sums, side: 2, width: destWidth, divisor, straight, into: out)
            case 3: blocks(sums, side: 3, width: destWidth, divisor, straight, into: out)
            default: blocks(sums, side: k, width: destWidth, divisor, straight, into: out)
            }
        }
    }

    /// ⌊(S + ⌊area/2⌋) / area⌋ of four sums at once, in Float (see the note at the top).
    ///
    /// NB: the conversions are `PixelMath`'s bit tricks, not the standard library's SIMD
    /// initialisers (generic per-lane loops, ten times slower here). The quotient q is taken as
    /// the nearest integer to q − 1/2: q lies at least 0.0011 from an integer, so q − 1/2 lies as
    /// far from a tie.
    struct Divisor {
        let bias: SIMD4<Float>, reciprocal: SIMD4<Float>

        init(area: Int) {
            bias = SIMD4(repeating: Float(area / 2) + 0.25)
            reciprocal = SIMD4(repeating: 1 / Float(area))
        }

        @inline(__always) func quotients(_ sums: SIMD4<UInt16>) -> SIMD4<UInt32> {
            let s = unsafeBitCast(SIMD4<UInt32>(truncatingIfNeeded: sums) | PixelMath.magicBits, to: SIMD4<Float>.self) - PixelMath.magic
            let q = (s + bias) * reciprocal - 0.5 + PixelMath.magic
            return unsafeBitCast(q, to: SIMD4<UInt32>.self) & 0xFF
        }
    }

    /// `sums[i]` = the `rows` bytes at `top + i`, `top + stride + i`, …, 16 at a time.
    @inline(__always)
    static func columnSums(_ top: UnsafeRawPointer, stride: Int, rows: Int, count: Int, into sums: UnsafeMutablePointer<UInt16>) {
        var i = 0
        while i + 16 <= count {
            var v = SIMD16<UInt16>(truncatingIfNeeded: top.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            for r in 1..<max(1, rows) {
                v &+= SIMD16<UInt16>(truncatingIfNeeded: top.loadUnaligned(fromByteOffset: r * stride + i, as: SIMD16<UInt8>.self))
            }
            UnsafeMutableRawPointer(sums + i).storeBytes(of: v, as: SIMD16<UInt16>.self)
            i += 16
        }
        while i < count {
            var v = UInt16(top.load(fromByteOffset: i, as: UInt8.self))
            for r in 1..<max(1, rows) { v &+= UInt16(top.load(fromByteOffset: r * stride + i, as: UInt8.self)) }
            sums[i] = v
            i += 1
        }
    }

    /// One output row: each pixel the sum of `side` neighbouring columns' sums, divided; as the
    /// source's words, or straight R G B A through `straight`.
    @inline(__always)
    static func blocks(_ sums: UnsafeMutablePointer<UInt16>, side: Int, width: Int, _ divisor: Divisor,
                       _ straight: UnsafePointer<UInt8>?, into out: UnsafeMutableRawPointer) {
        for ox in 0..<width {
            let first = UnsafeRawPointer(sums + ox * side * 4)
            var s = first.loadUnaligned(as: SIMD4<UInt16>.self)
            for t in 1..<max(1, side) { s &+= first.loadUnaligned(fromByteOffset: t * 8, as: SIMD4<UInt16>.self) }
            let q = SIMD4<UInt8>(truncatingIfNeeded: divisor.quotients(s))
            let pixel: SIMD4<UInt8>
            if let straight {
                // The source's words in (B G R A bytes on little-endian machines), R G B A out; an opaque pixel's samples are its own.
                #if _endian(little)
                let (b, g, r, a) = (q[0], q[1], q[2], q[3])
                #else
                let (a, r, g, b) = (q[0], q[1], q[2], q[3])
                #endif
                if a == 255 {
                    pixel = SIMD4(r, g, b, a)
                } else {
                    let row = straight + Int(a) << 8
                    pixel = SIMD4(row[Int(r)], row[Int(g)], row[Int(b)], a)
                }
            } else {
                pixel = q
            }
            out.storeBytes(of: pixel, toByteOffset: ox * 4, as: SIMD4<UInt8>.self)
        }
    }
}
