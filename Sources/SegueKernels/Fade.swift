// The fades' loops (`KernelEntry.fade`, `fadeRow`, `fadeRGB`): an opaque screen at an 8-bit
// opacity over an opaque fill, and perhaps a second screen over that, every product rounded as
// pixman rounds it (SegueRender's `Rasterizer+Fade.swift`).

/// One span of a fade (`KernelEntry.fade`): the products that do not change across a frame, made
/// once, and the loop over a row's pixels.
struct FadeSpan {
    let m: UInt32, under: UInt32, mm: U8x, underLanes: U8x
    let m2: UInt32, k2: UInt32, mm2: U8x, kk2: U8x

    @inline(__always) init(fill: UInt32, mask m: UInt32, secondMask: UInt32?) {
        self.m = m
        under = Packed.times(fill, 255 - m)
        underLanes = U8x(repeating: under)
        mm = U8x(repeating: m | m << 16)
        m2 = secondMask ?? 0
        k2 = 255 - m2
        mm2 = U8x(repeating: m2 | m2 << 16)
        kk2 = U8x(repeating: k2 | k2 << 16)
    }

    /// Pixels `xs` of destination row `y`, from the first screen's row `row` and the second's
    /// `row2` (both addressed by destination x).
    @inline(__always) func draw(_ row: UnsafeRawPointer, _ row2: UnsafeRawPointer?, _ dst: DestRaster, y: Int, _ xs: Range<Int>) {
        var x = xs.lowerBound
        if let row2 {
            while x + 8 <= xs.upperBound {
                let d = Packed.times(row.loadUnaligned(fromByteOffset: x * 4, as: U8x.self), mm) &+ underLanes
                let s = row2.loadUnaligned(fromByteOffset: x * 4, as: U8x.self)
                dst.setRow8(y: y, x: x, n: 8, Packed.times(s, mm2) &+ Packed.times(d, kk2))
                x += 8
            }
            while x < xs.upperBound {
                let d = Packed.times(row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self), m) &+ under
                let s = row2.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                dst.setPixel(at: y * dst.stride + x * 4, Packed.times(s, m2) &+ Packed.times(d, k2))
                x += 1
            }
            return
        }
        while x + 8 <= xs.upperBound {
            let s = row.loadUnaligned(fromByteOffset: x * 4, as: U8x.self)
            dst.setRow8(y: y, x: x, n: 8, Packed.times(s, mm) &+ underLanes)
            x += 8
        }
        while x < xs.upperBound {
            let s = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            dst.setPixel(at: y * dst.stride + x * 4, Packed.times(s, m) &+ under)
            x += 1
        }
    }
}

/// The same fade on packed R G B bytes (`KernelEntry.fadeRGB`): every byte is a channel, so the
/// products are those of `FadeSpan` byte for byte, only the fill's bytes follow the R G B pattern.
struct FadeBytes {
    let m: UInt32, k2: UInt32, m2: UInt32, mm: U8x, mm2: U8x, kk2: U8x
    /// The first screen's fill term, fill·(255 − m), as R G B bytes.
    let under: (UInt32, UInt32, UInt32)
    /// `under` laid out for a vector whose first byte is channel 0, 2 and 1: one that starts at
    /// a byte offset of 0, 32 and 64 modulo 96.
    let underLanes: (U8x, U8x, U8x)

    @inline(__always) init(fill: UInt32, mask m: UInt32, secondMask: UInt32?) {
        self.m = m
        let word = Packed.times(fill, 255 - m)
        under = (word >> 16 & 0xFF, word >> 8 & 0xFF, word & 0xFF)
        let u = under
        underLanes = (Self.lanes(u, phase: 0), Self.lanes(u, phase: 2), Self.lanes(u, phase: 1))
        mm = U8x(repeating: m | m << 16)
        m2 = secondMask ?? 0
        k2 = 255 - m2
        mm2 = U8x(repeating: m2 | m2 << 16)
        kk2 = U8x(repeating: k2 | k2 << 16)
    }

    /// Eight words of R G B bytes `under`, the first byte channel `phase`.
    private static func lanes(_ under: (UInt32, UInt32, UInt32), phase: Int) -> U8x {
        var v = U8x()
        for lane in 0..<8 {
            var w: UInt32 = 0
            for b in 0..<4 {
                let c = (phase + lane * 4 + b) % 3
                w |= (c == 0 ? under.0 : c == 1 ? under.1 : under.2) << UInt32(8 * b)
            }
            v[lane] = w
        }
        return v
    }

    @inline(__always) func draw(_ count: Int, _ row: UnsafeRawPointer, _ row2: UnsafeRawPointer?, _ out: UnsafeMutableRawPointer) {
        var i = 0
        if let row2 {
            while i + 96 <= count {
                vector(i, row, row2, out, underLanes.0)
                vector(i + 32, row, row2, out, underLanes.1)
                vector(i + 64, row, row2, out, underLanes.2)
                i += 96
            }
        } else {
            while i + 96 <= count {
                vector(i, row, out, underLanes.0)
                vector(i + 32, row, out, underLanes.1)
                vector(i + 64, row, out, underLanes.2)
                i += 96
            }
        }
        // The rest a vector at a time, the last one ending at `count` (over bytes already
        // written, with the same values): a row's tail is up to 95 bytes, too many to take singly.
        while i < count && count >= 32 {
            let o = min(i, count - 32)
            let u = o % 3 == 0 ? underLanes.0 : o % 3 == 1 ? underLanes.2 : underLanes.1
            if let row2 { vector(o, row, row2, out, u) } else { vector(o, row, out, u) }
            i = o + 32
        }
        while i < count {
            let u = i % 3 == 0 ? under.0 : i % 3 == 1 ? under.1 : under.2
            var v = Packed.times(UInt32(row.load(fromByteOffset: i, as: UInt8.self)), m) &+ u
            if let row2 { v = Packed.times(UInt32(row2.load(fromByteOffset: i, as: UInt8.self)), m2) &+ Packed.times(v, k2) }
            out.storeBytes(of: UInt8(truncatingIfNeeded: v), toByteOffset: i, as: UInt8.self)
            i += 1
        }
    }

    @inline(__always) private func vector(_ o: Int, _ row: UnsafeRawPointer, _ row2: UnsafeRawPointer, _ out: UnsafeMutableRawPointer, _ u: U8x) {
        let d = Packed.times(row.loadUnaligned(fromByteOffset: o, as: U8x.self), mm) &+ u
        let s = row2.loadUnaligned(fromByteOffset: o, as: U8x.self)
        out.storeBytes(of: Packed.times(s, mm2) &+ Packed.times(d, kk2), toByteOffset: o, as: U8x.self)
    }

    @inline(__always) private func vector(_ o: Int, _ row: UnsafeRawPointer, _ out: UnsafeMutableRawPointer, _ u: U8x) {
        out.storeBytes(of: Packed.times(row.loadUnaligned(fromByteOffset: o, as: U8x.self), mm) &+ u, toByteOffset: o, as: U8x.self)
    }
}
