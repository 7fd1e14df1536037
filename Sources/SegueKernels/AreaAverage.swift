// Area averaging (a box filter) of a raster of 4-byte pixels, for previews: SegueRender's
// `Downscale.area` plans the taps and keeps the scalar twin, the tests' oracle; this is the SIMD
// arithmetic on raw rows.
//
// NB: every output is the same exact integer sum as the twin's (sums of products of bytes and whole
// weights, then one rounded division), so the order of the additions cannot change a byte. Each
// axis's taps are padded to one count with zero weights (`Taps`), so that the inner loops have a
// fixed trip count; a zero weight adds nothing.

extension KernelEntry {
    /// One axis's taps, padded: output `o` reads `count` source pixels (or rows) from `starts[o]`,
    /// weighted by `weights[o × count ..< (o + 1) × count]`.
    public struct Taps {
        public let starts: UnsafePointer<Int>
        public let weights: UnsafePointer<UInt32>
        public let count: Int

        public init(starts: UnsafePointer<Int>, weights: UnsafePointer<UInt32>, count: Int) {
            (self.starts, self.weights, self.count) = (starts, weights, count)
        }
    }

    /// Output rows `rows` of the area average of a source `sourceWidth` pixels wide: each byte the
    /// weighted sum of its bytes, rounded over the total weight (`Divider`). The caller guarantees
    /// that 255 × the total weight fits 32 bits.
    public static func areaAverage(
        source: UnsafeRawPointer, stride: Int, sourceWidth: Int, rowTaps: Taps, columnTaps: Taps, divider: Divider,
        into dest: UnsafeMutableRawPointer, destStride: Int, destWidth: Int, rows: Range<Int>
    ) {
        let bytes = sourceWidth * 4
        // The weighted vertical sums of one output row, a 32-bit lane per source byte (and 16
        // lanes of slack for the 16-wide loop's last step).
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: bytes + 16)
        defer { sums.deallocate() }
        for oy in rows {
            let y0 = rowTaps.starts[oy], w = rowTaps.weights + oy * rowTaps.count
            var k = 0
            while k < rowTaps.count {
                let a = source + (y0 + k) * stride
                if k + 1 < rowTaps.count {
                    verticalSums(a, w[k], source + (y0 + k + 1) * stride, w[k + 1], count: bytes, into: sums, adding: k > 0)
                    k += 2
                } else {
                    verticalSums(a, w[k], a, 0, count: bytes, into: sums, adding: k > 0)
                    k += 1
                }
            }
            let out = dest + oy * destStride
            // The common counts as constants, so that the taps' loop unrolls.
            switch columnTaps.count {
            case 2: horizontal(sums, columnTaps, taps: 2, divider: divider, into: out, width: destWidth)
            case 3: horizontal(sums, columnTaps, taps: 3, divider: divider, into: out, width: destWidth)
            default: horizontal(sums, columnTaps, taps: columnTaps.count, divider: divider, into: out, width: destWidth)
            }
        }
    }

    /// Rounded division of a weighted sum n ≤ 255 × `divisor` by the total weight: (n + divisor / 2)
    /// × `multiplier` >> `shift`, with the multiplier and shift that make it exact (SegueRender's
    /// `Downscale.Divider` finds them and checks them).
    public struct Divider {
        public let divisor: UInt64, multiplier: UInt64, shift: UInt64

        public init(divisor: UInt64, multiplier: UInt64, shift: UInt64) {
            (self.divisor, self.multiplier, self.shift) = (divisor, multiplier, shift)
        }
    }

    /// One output row from its vertical sums: each pixel's `taps` columns weighted, then divided.
    @inline(__always)
    static func horizontal(_ sums: UnsafeMutablePointer<UInt32>, _ columns: Taps, taps: Int, divider: Divider,
                           into out: UnsafeMutableRawPointer, width: Int) {
        @inline(__always) func divide(_ n: UInt32) -> UInt32 {
            UInt32(truncatingIfNeeded: ((UInt64(n) &+ divider.divisor / 2) &* divider.multiplier) >> divider.shift)
        }
        for ox in 0..<width {
            let x0 = columns.starts[ox], cw = columns.weights + ox * taps
            var s = SIMD4<UInt32>.zero
            for t in 0..<taps {
                s &+= UnsafeRawPointer(sums + (x0 + t) * 4).loadUnaligned(as: SIMD4<UInt32>.self) &* SIMD4(repeating: cw[t])
            }
            let word = divide(s[0]) | divide(s[1]) << 8 | divide(s[2]) << 16 | divide(s[3]) << 24
            out.storeBytes(of: word.littleEndian, toByteOffset: ox * 4, as: UInt32.self)
        }
    }

    /// `sums[i] = a[i] × wa + b[i] × wb` for `count` bytes (added to `sums` with `adding`), 16 at a
    /// time: a multiply-add of 32-bit lanes per byte, one instruction per eight lanes with AVX2.
    @inline(__always)
    static func verticalSums(_ a: UnsafeRawPointer, _ wa: UInt32, _ b: UnsafeRawPointer, _ wb: UInt32, count: Int,
                             into sums: UnsafeMutablePointer<UInt32>, adding: Bool) {
        let va = SIMD16<UInt32>(repeating: wa), vb = SIMD16<UInt32>(repeating: wb)
        var i = 0
        while i + 16 <= count {
            let pa = SIMD16<UInt32>(truncatingIfNeeded: a.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            let pb = SIMD16<UInt32>(truncatingIfNeeded: b.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            var v = pa &* va &+ pb &* vb
            let at = UnsafeMutableRawPointer(sums + i)
            if adding { v &+= at.loadUnaligned(as: SIMD16<UInt32>.self) }
            at.storeBytes(of: v, as: SIMD16<UInt32>.self)
            i += 16
        }
        while i < count {
            let v = UInt32(a.load(fromByteOffset: i, as: UInt8.self)) &* wa &+ UInt32(b.load(fromByteOffset: i, as: UInt8.self)) &* wb
            sums[i] = adding ? sums[i] &+ v : v
            i += 1
        }
    }
}
