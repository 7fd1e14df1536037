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
        // One output row's vertical sums, a 16-bit lane per source byte, and slack for the
        // vectors that run past the last block (their lanes are never used).
        let capacity = bytes + 16 + 4 * k
        let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: capacity)
        (sums + bytes).initialize(repeating: 0, count: capacity - bytes)
        defer { sums.deallocate() }
        let divisor = Divisor(area: k * k)
        // NB: the common sides are types, so that each gets its own copy of the loops with the
        // side a constant (unrolled, no counters); an `Int` argument, even to an always-inlined
        // function, was left a variable.
        switch k {
        case 2: average(Side2.self, k, source, stride, sums, count: bytes, divisor, straight, dest, destStride, destWidth, rows)
        case 3: average(Side3.self, k, source, stride, sums, count: bytes, divisor, straight, dest, destStride, destWidth, rows)
        default: average(AnySide.self, k, source, stride, sums, count: bytes, divisor, straight, dest, destStride, destWidth, rows)
        }
    }

    /// A block's side known when the kernel is compiled (`fixed`), or nil for any side.
    protocol BlockSide { static var fixed: Int? { get } }
    enum Side2: BlockSide { static var fixed: Int? { 2 } }
    enum Side3: BlockSide { static var fixed: Int? { 3 } }
    enum AnySide: BlockSide { static var fixed: Int? { nil } }

    static func average<S: BlockSide>(_: S.Type, _ k: Int, _ source: UnsafeRawPointer, _ stride: Int, _ sums: UnsafeMutablePointer<UInt16>, count: Int,
                                      _ divisor: Divisor, _ straight: UnsafePointer<UInt8>?, _ dest: UnsafeMutableRawPointer, _ destStride: Int,
                                      _ destWidth: Int, _ rows: Range<Int>) {
        let side = S.fixed ?? k
        for oy in rows {
            columnSums(source + oy &* side &* stride, stride: stride, rows: side, count: count, into: sums)
            blocks(sums, side: side, width: destWidth, count: count, divisor, straight, into: dest + oy &* destStride)
        }
    }

    /// ⌊(S + ⌊area/2⌋) / area⌋ of sums, four or sixteen at once, in Float (see the note at the
    /// top).
    ///
    /// NB: the conversions are `PixelMath`'s bit tricks, not the standard library's SIMD
    /// initialisers (generic per-lane loops, ten times slower here). The quotient q is taken as
    /// the nearest integer to q − 1/2: q lies at least 0.0011 from an integer, so q − 1/2 lies as
    /// far from a tie.
    struct Divisor {
        let bias: Float, reciprocal: Float

        init(area: Int) {
            bias = Float(area / 2) + 0.25
            reciprocal = 1 / Float(area)
        }

        @inline(__always) func quotients(_ sums: SIMD4<UInt16>) -> SIMD4<UInt32> {
            let s = unsafeBitCast(SIMD4<UInt32>(truncatingIfNeeded: sums) | PixelMath.magicBits, to: SIMD4<Float>.self) - PixelMath.magic
            let q = (s + bias) * reciprocal - 0.5 + PixelMath.magic
            return unsafeBitCast(q, to: SIMD4<UInt32>.self) & 0xFF
        }

        @inline(__always) func quotients(_ sums: SIMD16<UInt16>) -> SIMD16<UInt32> {
            let s = unsafeBitCast(SIMD16<UInt32>(truncatingIfNeeded: sums) | PixelMath.magicBits, to: SIMD16<Float>.self) - PixelMath.magic
            let q = (s + bias) * reciprocal - 0.5 + PixelMath.magic
            return unsafeBitCast(q, to: SIMD16<UInt32>.self) & 0xFF
        }
    }

    /// `sums[i]` = the `rows` bytes at `top + i`, `top + stride + i`, …, 16 at a time.
    @inline(__always)
    static func columnSums(_ top: UnsafeRawPointer, stride: Int, rows: Int, count: Int, into sums: UnsafeMutablePointer<UInt16>) {
        var i = 0
        while i &+ 16 <= count {
            var v = SIMD16<UInt16>(truncatingIfNeeded: top.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            for r in 1..<max(1, rows) {
                v &+= SIMD16<UInt16>(truncatingIfNeeded: top.loadUnaligned(fromByteOffset: r &* stride &+ i, as: SIMD16<UInt8>.self))
            }
            UnsafeMutableRawPointer(sums + i).storeBytes(of: v, as: SIMD16<UInt16>.self)
            i &+= 16
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
    ///
    /// NB: the columns are first summed in place, a vector at a time (lane i takes the lanes i +
    /// 4, …, i + 4(side − 1): the same channel of the next pixels), so that each output pixel's
    /// four sums lie together; four pixels are then divided as one vector and, where all four are
    /// opaque, turned from B G R A to R G B A by whole words (straight samples of an opaque pixel
    /// are its own). A translucent pixel goes through the table.
    @inline(__always)
    static func blocks(_ sums: UnsafeMutablePointer<UInt16>, side: Int, width: Int, count: Int, _ divisor: Divisor,
                       _ straight: UnsafePointer<UInt8>?, into out: UnsafeMutableRawPointer) {
        let raw = UnsafeMutableRawPointer(sums)
        var i = 0
        while i < count {
            var v = raw.loadUnaligned(fromByteOffset: i &* 2, as: SIMD16<UInt16>.self)
            for t in 1..<max(1, side) { v &+= raw.loadUnaligned(fromByteOffset: (i &+ 4 &* t) &* 2, as: SIMD16<UInt16>.self) }
            raw.storeBytes(of: v, toByteOffset: i &* 2, as: SIMD16<UInt16>.self)
            i &+= 16
        }
        let step = side &* 8  // bytes from one output pixel's sums to the next's
        var ox = 0
        while ox &+ 4 <= width {
            let p = raw + ox &* step
            let s = SIMD16(lowHalf: SIMD8(lowHalf: p.loadUnaligned(as: SIMD4<UInt16>.self), highHalf: p.loadUnaligned(fromByteOffset: step, as: SIMD4<UInt16>.self)),
                           highHalf: SIMD8(lowHalf: p.loadUnaligned(fromByteOffset: 2 * step, as: SIMD4<UInt16>.self),
                                           highHalf: p.loadUnaligned(fromByteOffset: 3 * step, as: SIMD4<UInt16>.self)))
            let q = divisor.quotients(s)
            let words = unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: q), to: SIMD4<UInt32>.self)
            #if _endian(little)
            if let straight {
                if words & 0xFF00_0000 == SIMD4(repeating: 0xFF00_0000) {
                    let rgba = (words & 0xFF00_FF00) | (words &>> 16 & 0xFF) | (words & 0xFF) &<< 16
                    out.storeBytes(of: rgba, toByteOffset: ox &* 4, as: SIMD4<UInt32>.self)
                } else {
                    for j in 0..<4 { out.storeBytes(of: pixel(unsafeBitCast(words[j], to: SIMD4<UInt8>.self), straight), toByteOffset: (ox + j) * 4, as: SIMD4<UInt8>.self) }
                }
            } else {
                out.storeBytes(of: words, toByteOffset: ox &* 4, as: SIMD4<UInt32>.self)
            }
            #else
            for j in 0..<4 {
                let w = SIMD4<UInt8>(truncatingIfNeeded: SIMD4(q[4 * j], q[4 * j + 1], q[4 * j + 2], q[4 * j + 3]))
                out.storeBytes(of: straight.map { pixel(w, $0) } ?? w, toByteOffset: (ox + j) * 4, as: SIMD4<UInt8>.self)
            }
            #endif
            ox &+= 4
        }
        while ox < width {
            let q = SIMD4<UInt8>(truncatingIfNeeded: divisor.quotients(raw.loadUnaligned(fromByteOffset: ox * step, as: SIMD4<UInt16>.self)))
            out.storeBytes(of: straight.map { pixel(q, $0) } ?? q, toByteOffset: ox * 4, as: SIMD4<UInt8>.self)
            ox += 1
        }
    }

    /// Straight R G B A of one premultiplied pixel, its bytes as the source holds them (B G R A
    /// on little-endian machines), through `straight`; an opaque pixel's samples are its own.
    @inline(__always)
    static func pixel(_ q: SIMD4<UInt8>, _ straight: UnsafePointer<UInt8>) -> SIMD4<UInt8> {
        #if _endian(little)
        let (b, g, r, a) = (q[0], q[1], q[2], q[3])
        #else
        let (a, r, g, b) = (q[0], q[1], q[2], q[3])
        #endif
        if a == 255 { return SIMD4(r, g, b, a) }
        let row = straight + Int(a) << 8
        return SIMD4(row[Int(r)], row[Int(g)], row[Int(b)], a)
    }
}
