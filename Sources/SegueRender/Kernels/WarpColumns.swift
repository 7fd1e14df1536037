/// Per-column tables for a warp whose source x and divisor do not depend on the destination row:
/// the flipHorizontal card, which turns about the vertical axis (and any axis-aligned scale or
/// translation). For such a transform the inverse homography has `xb = wb = 0`, so for every
/// destination column the divisor w, the source x, its texel pair and its weight are the same on
/// every row, and only the source y (linear in v within a column) is computed per pixel.
///
/// The tables hold exactly the Float values the general SIMD step computes for those lanes (they
/// are computed by the same vector operations), so a step drawn from them gives the same bytes.
/// They serve only *interior* steps: eight pixels that the general step would find all live and
/// all fully covered (every edge more than `WarpPlan.edgeReach` inside, w > 0). Everything else,
/// the anti-aliased rim and the tail of a row, goes through the general step.
struct WarpColumns {
    /// The first column of the tables (the plan's first column).
    let origin: Int
    /// Divisor w, `u·ya`, and the horizontal weight fx per column.
    private(set) var w: [Float], uya: [Float], fx: [Float]
    /// Byte offset of each column's left texel within a source row.
    private(set) var left: [Int]
    /// Columns where w > 0 (w is linear in u, so they form one run).
    let live: Range<Int>

    /// Nil unless the transform is column-separable and the source has texel pairs (at least two
    /// columns, little-endian), which is what the table-driven step reads.
    init?(_ plan: WarpPlan, _ src: SourceRaster) {
        #if _endian(little)
        guard plan.isColumnSeparable, src.pairs else { return nil }
        #else
        return nil
        #endif
        origin = plan.columns.lowerBound
        let count = (plan.columns.count + 7) / 8 * 8
        w = [Float](repeating: 0, count: count)
        uya = w
        fx = w
        left = [Int](repeating: 0, count: count)
        // Any row's terms will do: with xb = wb = 0 they are the same on every row.
        let row = plan.rowTerms(0)
        var first = Int.max, last = Int.min
        for i in stride(from: 0, to: count, by: 8) {
            // NB: the same operations, in the same order, as `PerspectiveWarp.drawSIMD` and
            // `SourceRaster.bilinear`, so every value is the general step's to the bit.
            let u = F8(repeating: Float(origin + i)) + Lane.centres
            let wv = u * plan.wa + row.wr
            let sx = PixelMath.clamp((u * plan.xa + row.xr) / wv - 0.5, -1, src.width)
            let (ix, _) = PixelMath.floor(sx)
            let x0 = PixelMath.clamp(ix, 0, src.maxX &- 1)
            let f = PixelMath.clamp(sx - PixelMath.float(unsafeBitCast(x0, to: U8x.self)), 0, 1)
            let offsets = x0 &<< 2
            let ya = u * plan.ya
            for k in 0..<8 {
                w[i + k] = wv[k]
                uya[i + k] = ya[k]
                fx[i + k] = f[k]
                left[i + k] = Int(offsets[k])
                if V.lt(0, wv[k]) && i + k < plan.columns.count {
                    first = min(first, origin + i + k)
                    last = max(last, origin + i + k)
                }
            }
        }
        live = first <= last ? first..<(last + 1) : 0..<0
    }

    /// One interior step of eight pixels at (x, y), drawn from the tables: what the general step
    /// gives there, to the bit.
    @inline(__always) func drawInterior(
        x: Int, y: Int, yr: Float, _ src: SourceRaster, _ dst: DestRaster,
        w: UnsafePointer<Float>, uya: UnsafePointer<Float>, fx: UnsafePointer<Float>, left: UnsafePointer<Int>
    ) {
        let i = x - origin
        let wv = UnsafeRawPointer(w + i).loadUnaligned(as: F8.self)
        let ya = UnsafeRawPointer(uya + i).loadUnaligned(as: F8.self)
        let f = UnsafeRawPointer(fx + i).loadUnaligned(as: F8.self)
        let sy = PixelMath.clamp((ya + yr) / wv - 0.5, -1, src.height)

        let (iy, fly) = PixelMath.floor(sy)
        let fy = sy - fly
        let taps: (U8x, U8x, U8x, U8x)
        let top = iy[0]
        // NB: away from the card's top and bottom edges all eight lanes read the same two source
        // rows; then the row offsets are scalars and the texel addresses a row base plus the
        // column table, with no lane moved out of a vector register.
        if !V.any(iy &- I8x(repeating: top)) {
            let stride = Int(src.stride)
            let row0 = Int(PixelMath.clamp(top, 0, src.maxY)) * stride, row1 = Int(PixelMath.clamp(top &+ 1, 0, src.maxY)) * stride
            taps = src.texelPairs(row0: row0, row1: row1, columns: left + i)
        } else {
            let r0 = PixelMath.clamp(iy, 0, src.maxY) &* src.stride
            let o = UnsafeRawPointer(left + i)
            var c = I8x()
            for k in 0..<8 { c[k] = Int32(truncatingIfNeeded: o.load(fromByteOffset: k * 8, as: Int.self)) }
            if src.hasNextRow(iy) {
                taps = src.texelPairs(r0 &+ c, nextRow: ())
            } else {
                taps = src.texelPairs(r0 &+ c, PixelMath.clamp(iy &+ 1, 0, src.maxY) &* src.stride &+ c)
            }
        }
        let s = SourceRaster.lerp(taps.0, taps.1, taps.2, taps.3, fx: f, fy: fy)
        if V.all(V.eq(s.a, 255)) {
            // Opaque and fully covered: source-over leaves exactly the source.
            dst.setRow8(y: y, x: x, n: 8, PixelMath.packOpaque(s))
            return
        }
        let d = PixelMath.unpack(dst.row8(y: y, x: x, n: 8))
        dst.setRow8(y: y, x: x, n: 8, PixelMath.pack(PixelMath.over(s, d)))
    }

    /// Runs `body` with raw pointers to the tables.
    func withTables<R>(_ body: (UnsafePointer<Float>, UnsafePointer<Float>, UnsafePointer<Float>, UnsafePointer<Int>) -> R) -> R {
        w.withUnsafeBufferPointer { w in
            uya.withUnsafeBufferPointer { uya in
                fx.withUnsafeBufferPointer { fx in
                    left.withUnsafeBufferPointer { left in
                        body(w.baseAddress!, uya.baseAddress!, fx.baseAddress!, left.baseAddress!)
                    }
                }
            }
        }
    }
}
