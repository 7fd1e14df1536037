/// Per-column tables for a warp whose source x and divisor do not depend on the destination row:
/// the flipHorizontal card, which turns about the vertical axis (and any axis-aligned scale or
/// translation). For such a transform the inverse homography has `xb = wb = 0`, so for every
/// destination column the divisor w, the source x, its texel pair and its weight are the same on
/// every row, and the source y is linear in the row: `start + step × y` in each column.
///
/// The tables serve only *interior* steps: eight pixels that the general step would find all live
/// and all fully covered (every edge more than `WarpPlan.edgeReach` inside, w > 0). Everything else,
/// the anti-aliased rim and the tail of a row, goes through the general step.
struct WarpColumns {
    /// The first column of the tables (the plan's first column).
    let origin: Int
    /// 256 × the source y (sample coordinates) of row y in each column is `start + step × y`.
    private(set) var start: [Float], step: [Float]
    /// The horizontal weight, `SourceRaster.weights`, per column.
    private(set) var weights: [UInt32]
    /// Byte offset of each column's left texel within a source row.
    private(set) var left: [Int]
    /// Columns where w > 0 (w is linear in u, so they form one run).
    let live: Range<Int>

    /// 256 × a source y stays below 2²² (what `drawInterior` rounds exactly) for rows up to this.
    static let maxSourceHeight = 8_192

    /// Nil unless the transform is column-separable and the source has texel pairs (at least two
    /// columns, little-endian), which is what the table-driven step reads.
    init?(_ plan: WarpPlan, _ src: SourceRaster) {
        #if _endian(little)
        guard plan.isColumnSeparable, src.pairs, src.maxY < WarpColumns.maxSourceHeight else { return nil }
        #else
        return nil
        #endif
        origin = plan.columns.lowerBound
        let count = (plan.columns.count + 7) / 8 * 8
        start = [Float](repeating: 0, count: count)
        step = start
        weights = [UInt32](repeating: 0, count: count)
        left = [Int](repeating: 0, count: count)
        let m = plan.inverse
        let width = Double(src.width), maxLeft = Double(src.maxX - 1)
        var first = Int.max, last = Int.min
        for i in 0..<count {
            let u = Double(origin + i) + 0.5
            let w = m.w.x * u + m.w.z
            guard w > 0, i < plan.columns.count else { continue }
            first = min(first, origin + i)
            last = max(last, origin + i)
            let sx = min(max((m.x.x * u + m.x.z) / w - 0.5, -1), width)
            let x0 = min(max(sx.rounded(.down), 0), maxLeft)
            let f = min(max(sx - x0, 0), 1)
            weights[i] = SourceRaster.weight(Float(f))
            left[i] = Int(x0) * 4
            // sy = (ya·u + yb·(y + ½) + yc) / w − ½
            start[i] = Float(((m.y.x * u + m.y.y * 0.5 + m.y.z) / w - 0.5) * 256)
            step[i] = Float(m.y.y / w * 256)
        }
        live = first <= last ? first..<(last + 1) : 0..<0
    }

    /// One interior step of eight pixels at (x, y), drawn from the tables.
    @inline(__always) func drawInterior(
        x: Int, y: Int, _ src: SourceRaster, _ dst: DestRaster,
        start: UnsafePointer<Float>, step: UnsafePointer<Float>, weights: UnsafePointer<UInt32>, left: UnsafePointer<Int>
    ) {
        let i = x - origin
        let t = UnsafeRawPointer(start + i).loadUnaligned(as: F8.self) + UnsafeRawPointer(step + i).loadUnaligned(as: F8.self) * Float(y)
        // round(256 × sy): the row above in the high bits, the weight of the row below in the low byte.
        let r = unsafeBitCast(t + PixelMath.signedMagic, to: I8x.self) &- PixelMath.signedMagicBits
        let iy = r &>> 8
        let fy = unsafeBitCast(r, to: U8x.self) & 0xFF
        let wy = fy | (fy &<< 16)
        let wx = UnsafeRawPointer(weights + i).loadUnaligned(as: U8x.self)

        var taps: (U8x, U8x, U8x, U8x)
        let top = iy[0]
        let below = iy &- I8x(repeating: top)
        // NB: eight neighbouring columns sample nearly the same source y, so the lanes read either
        // the same two rows, or two rows from three (top, top + 1, top + 2). Then the row offsets
        // are scalars and the texel addresses a row base plus the column table: no lane is moved
        // out of a vector register to address a load, a long chain of dependent instructions that
        // kept the loads waiting, and most of the step's time.
        let stride = Int(src.stride)
        if !V.any(below) {
            let row0 = Int(PixelMath.clamp(top, 0, src.maxY)) * stride, row1 = Int(PixelMath.clamp(top &+ 1, 0, src.maxY)) * stride
            taps = src.texelPairs(row0: row0, row1: row1, columns: left + i)
        } else if !V.any(below & ~1) {
            let row0 = Int(PixelMath.clamp(top, 0, src.maxY)) * stride, row1 = Int(PixelMath.clamp(top &+ 1, 0, src.maxY)) * stride
            let row2 = Int(PixelMath.clamp(top &+ 2, 0, src.maxY)) * stride
            let upper = src.texelPairs(row0: row0, row1: row1, columns: left + i)
            let lower = src.texelPairs(row: row2, columns: left + i)
            // Lanes one row further down take rows top + 1 and top + 2.
            let m = unsafeBitCast(0 &- below, to: U8x.self)
            taps.0 = (upper.2 & m) | (upper.0 & ~m)
            taps.1 = (upper.3 & m) | (upper.1 & ~m)
            taps.2 = (lower.0 & m) | (upper.2 & ~m)
            taps.3 = (lower.1 & m) | (upper.3 & ~m)
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
        let gx = 0x0100_0100 &- wx, gy = 0x0100_0100 &- wy
        let s = SourceRaster.lerp(SourceRaster.lerp(taps.0, taps.1, gx, wx), SourceRaster.lerp(taps.2, taps.3, gx, wx), gy, wy)
        if PixelMath.allOpaque(s) {
            // Opaque and fully covered: source-over leaves exactly the source.
            dst.setRow8(y: y, x: x, n: 8, s)
            return
        }
        let d = PixelMath.unpack(dst.row8(y: y, x: x, n: 8))
        dst.setRow8(y: y, x: x, n: 8, PixelMath.pack(PixelMath.over(PixelMath.unpack(s), d)))
    }

    /// Runs `body` with raw pointers to the tables.
    func withTables<R>(_ body: (UnsafePointer<Float>, UnsafePointer<Float>, UnsafePointer<UInt32>, UnsafePointer<Int>) -> R) -> R {
        start.withUnsafeBufferPointer { start in
            step.withUnsafeBufferPointer { step in
                weights.withUnsafeBufferPointer { weights in
                    left.withUnsafeBufferPointer { left in
                        body(start.baseAddress!, step.baseAddress!, weights.baseAddress!, left.baseAddress!)
                    }
                }
            }
        }
    }
}
