/// Per-column tables for a warp whose source x and divisor do not depend on the destination row:
/// the flipHorizontal card, which turns about the vertical axis (and any axis-aligned scale or
/// translation). For such a transform the inverse homography has `xb = wb = 0`, so for every
/// destination column the divisor w, the source x, its texel pair and its weight are the same on
/// every row, and the source y is linear in the row: `start + step × y` in each column.
///
/// The tables serve only *interior* steps: eight pixels that the general step would find all live
/// and all fully covered (every edge more than `WarpPlan.edgeReach` inside, w > 0). Everything else,
/// the anti-aliased rim and the tail of a row, goes through the general step.
///
/// A row's interior is drawn in two passes (`prepare`, then `drawInterior`). The first finds, with
/// vector arithmetic, each column's two texel rows and vertical weight and stores the texel pairs'
/// byte offsets; the second reads those offsets back as plain integers to address its loads.
// NB: eight neighbouring columns of a turned card sample different source rows (the card's scale
// changes across it), so the loads of a step cannot share one row address. Taking each lane's
// address out of a vector register, in the same step that loads and interpolates, made one long
// chain of dependent instructions per step that the processor could not overlap with the next
// step's: half the kernel's time on real screens. Through memory the loads of the second pass
// depend on nothing but the scratch row, already written.
struct WarpColumns {
    /// The first column of the tables (the plan's first column).
    let origin: Int
    /// Table entries: the plan's columns rounded up to whole steps.
    let count: Int
    /// 256 × the source y (sample coordinates) of row y in each column is `start + step × y`.
    private(set) var start: [Float], step: [Float]
    /// The horizontal weight, `SourceRaster.weights`, per column.
    private(set) var weights: [UInt32]
    /// Byte offset of each column's left texel within a source row.
    private(set) var left: [Int32]
    /// Columns where w > 0 (w is linear in u, so they form one run).
    let live: Range<Int>

    /// 256 × a source y stays below 2²² (what `prepare` rounds exactly) for rows up to this.
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
        count = (plan.columns.count + 7) / 8 * 8
        start = [Float](repeating: 0, count: count)
        step = start
        weights = [UInt32](repeating: 0, count: count)
        left = [Int32](repeating: 0, count: count)
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
            weights[i] = SourceRaster.weight(Float(min(max(sx - x0, 0), 1)))
            left[i] = Int32(x0) * 4
            // sy = (ya·u + yb·(y + ½) + yc) / w − ½
            start[i] = Float(((m.y.x * u + m.y.y * 0.5 + m.y.z) / w - 0.5) * 256)
            step[i] = Float(m.y.y / w * 256)
        }
        live = first <= last ? first..<(last + 1) : 0..<0
    }

    /// The tables as raw pointers, and a scratch row, for the two passes.
    struct Pointers {
        let start: UnsafePointer<Float>, step: UnsafePointer<Float>
        let weights: UnsafePointer<UInt32>, left: UnsafePointer<Int32>
        /// Per column: the upper and lower texel pairs' byte offsets and the vertical weight.
        let upper: UnsafeMutablePointer<Int32>, lower: UnsafeMutablePointer<Int32>, vertical: UnsafeMutablePointer<UInt32>
        /// Where `prepare`'s early loads go.
        let sink: UnsafeMutablePointer<UInt64>
    }

    /// Both passes over the interior steps of row y, from their first pixel (`xs` is whole steps).
    // NB: a function per pass and row, so that the step inlines into a small loop: inside the
    // whole warp the optimiser called it once a step.
    @inline(never) func prepareRow(_ xs: Range<Int>, y: Int, _ src: SourceRaster, _ p: Pointers) {
        var x = xs.lowerBound
        while x < xs.upperBound {
            prepare(x: x, y: y, src, p)
            x &+= 8
        }
    }
    @inline(never) func drawInteriorRow(_ xs: Range<Int>, y: Int, _ src: SourceRaster, _ dst: DestRaster, _ p: Pointers, over under: U8x?) {
        var x = xs.lowerBound
        while x < xs.upperBound {
            drawInterior(x: x, y: y, src, dst, p, over: under)
            x &+= 8
        }
    }

    /// First pass of a step of eight pixels at (x, y): stores its columns' texel offsets and weights.
    @inline(__always) func prepare(x: Int, y: Int, _ src: SourceRaster, _ p: Pointers) {
        let i = x &- origin
        let t = UnsafeRawPointer(p.start + i).loadUnaligned(as: F8.self) + UnsafeRawPointer(p.step + i).loadUnaligned(as: F8.self) * Float(y)
        // round(256 × sy): the row above in the high bits, the weight of the row below in the low byte.
        let r = unsafeBitCast(t + PixelMath.signedMagic, to: I8x.self) &- PixelMath.signedMagicBits
        let iy = r &>> 8
        let fy = unsafeBitCast(r, to: U8x.self) & 0xFF
        let columns = UnsafeRawPointer(p.left + i).loadUnaligned(as: I8x.self)
        // The row below is the next one, unless clamping keeps both on the first or the last row
        // (lanes whose upper row is −1 or the last), which only steps at the card's top and bottom
        // edges meet.
        let outside = (iy | (src.maxY &- 1 &- iy)) &>> 31
        let upper: I8x, lower: I8x
        if Lanes.any(outside) {
            upper = PixelMath.clamp(iy, 0, src.maxY) &* src.stride &+ columns
            lower = upper &+ (I8x(repeating: src.stride) & ~outside)
        } else {
            upper = iy &* src.stride &+ columns
            lower = upper &+ src.stride
        }
        // NB: a load of two of the step's texels now, a row's work ahead of the loads that use
        // them, so that a cache miss (the rows change every few dozen columns on a turned card,
        // where no prefetcher follows) is under way while the rest of the row is prepared: 11 %
        // off the kernel nearly face on. Summed into `sink` so that it is not optimised away.
        p.sink.pointee &+= src.pair(at: Int(upper[0])) ^ src.pair(at: Int(lower[7]))
        UnsafeMutableRawPointer(p.upper + i).storeBytes(of: upper, as: I8x.self)
        UnsafeMutableRawPointer(p.lower + i).storeBytes(of: lower, as: I8x.self)
        UnsafeMutableRawPointer(p.vertical + i).storeBytes(of: fy | (fy &<< 16), as: U8x.self)
    }

    /// Second pass of an interior step of eight pixels at (x, y), drawn from what `prepare` stored.
    /// `under`: what lies under the step, when it is not the destination's pixels (not yet written).
    @inline(__always) func drawInterior(x: Int, y: Int, _ src: SourceRaster, _ dst: DestRaster, _ p: Pointers, over under: U8x?) {
        let i = x &- origin
        var a0 = SIMD4<UInt64>(), b0 = SIMD4<UInt64>(), a1 = SIMD4<UInt64>(), b1 = SIMD4<UInt64>()
        for k in 0..<4 {
            a0[k] = src.pair(at: Int(p.upper[i &+ k]))
            b0[k] = src.pair(at: Int(p.upper[i &+ k &+ 4]))
            a1[k] = src.pair(at: Int(p.lower[i &+ k]))
            b1[k] = src.pair(at: Int(p.lower[i &+ k &+ 4]))
        }
        let taps = SourceRaster.deinterleave(a0, b0, a1, b1)
        let wx = UnsafeRawPointer(p.weights + i).loadUnaligned(as: U8x.self)
        let wy = UnsafeRawPointer(p.vertical + i).loadUnaligned(as: U8x.self)
        let s = SourceRaster.bilinear(taps.0, taps.1, taps.2, taps.3, wx: wx, wy: wy)
        if PixelMath.allOpaque(s) {
            // Opaque and fully covered: source-over leaves exactly the source.
            dst.setRow8(y: y, x: x, n: 8, s)
            return
        }
        // NB: in integers: over Float channels the same bytes (source-over of whole bytes never
        // ties when rounded), and small enough for the optimiser to inline the step.
        dst.setRow8(y: y, x: x, n: 8, Packed.over(s, under ?? dst.row8(y: y, x: x, n: 8)))
    }

    /// Runs `body` with raw pointers to the tables and a scratch row.
    func withPointers<R>(_ body: (Pointers) -> R) -> R {
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: count * 12 + 8, alignment: 32)
        defer { scratch.deallocate() }
        let upper = scratch.bindMemory(to: Int32.self, capacity: count)
        let lower = (scratch + count * 4).bindMemory(to: Int32.self, capacity: count)
        let vertical = (scratch + count * 8).bindMemory(to: UInt32.self, capacity: count)
        let sink = (scratch + count * 12).bindMemory(to: UInt64.self, capacity: 1)
        sink.initialize(to: 0)
        return start.withUnsafeBufferPointer { start in
            step.withUnsafeBufferPointer { step in
                weights.withUnsafeBufferPointer { weights in
                    left.withUnsafeBufferPointer { left in
                        body(Pointers(start: start.baseAddress!, step: step.baseAddress!, weights: weights.baseAddress!, left: left.baseAddress!,
                                      upper: upper, lower: lower, vertical: vertical, sink: sink))
                    }
                }
            }
        }
    }
}
