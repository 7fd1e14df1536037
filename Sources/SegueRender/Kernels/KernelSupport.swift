import SegueKit

/// Which code path a pixel kernel runs: eight pixels per step on SIMD lanes, or the plain scalar
/// twin that does the same arithmetic one pixel at a time (the tests' oracle for the SIMD path).
public enum KernelImplementation: Sendable, Hashable, CaseIterable {
    case simd
    case scalar
}

// Shared pieces of the pixel kernels. Everything here exists twice, once for SIMD8 lanes and once
// for a single pixel, with the same operations in the same order, so that the two implementations
// of a kernel agree to the last bit whenever the compiler keeps IEEE semantics (it does: Swift does
// not contract `a * b + c` into fused multiply-adds).
//
// Pixels are Cairo ARGB32: a native-endian UInt32 `a << 24 | r << 16 | g << 8 | b`, premultiplied.
// Reading a pixel as one native UInt32 gives that value on either endianness, so the kernels never
// look at byte order. Channel values are carried as Float in 0…255.

typealias F8 = SIMD8<Float>
typealias U8x = SIMD8<UInt32>
typealias I8x = SIMD8<Int32>
typealias Mask8 = SIMDMask<SIMD8<Int32>>

/// Premultiplied channels of eight pixels, one Float plane per channel, 0…255.
struct Quad8 {
    var b: F8, g: F8, r: F8, a: F8

    @inline(__always) static func * (q: Quad8, k: F8) -> Quad8 { Quad8(b: q.b * k, g: q.g * k, r: q.r * k, a: q.a * k) }
}

/// One premultiplied pixel, 0…255.
struct Quad1 {
    var b: Float, g: Float, r: Float, a: Float

    @inline(__always) static func * (q: Quad1, k: Float) -> Quad1 { Quad1(b: q.b * k, g: q.g * k, r: q.r * k, a: q.a * k) }
}

enum Lane {
    /// Pixel-centre offsets of the eight lanes of a step: lane k holds pixel x0 + k, centre x0 + k + ½.
    static let centres = F8(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5)
    static let index = I8x(0, 1, 2, 3, 4, 5, 6, 7)

    /// Lanes 0..<n.
    @inline(__always) static func first(_ n: Int) -> Mask8 { index .< Int32(n) }
}

enum PixelMath {
    /// 2²³. A Float in 0…2²³ plus this has the integer, rounded to nearest-even, in its low mantissa
    /// bits; OR-ing a small integer into the bits of 2²³ and subtracting 2²³ converts it back.
    // NB: these bit tricks replace the standard library's SIMD conversion initialisers, which are
    // generic per-lane loops with a range trap per lane and do not vectorise; the tricks are two
    // vector instructions each.
    static let magic: Float = 8_388_608
    static let magicBits: UInt32 = 0x4B00_0000
    /// 1.5 × 2²³: the same trick for signed values in −2²²…2²².
    static let signedMagic: Float = 12_582_912
    static let signedMagicBits: Int32 = 0x4B40_0000
    static let inv255: Float = 1 / 255

    // MARK: integers ↔ floats

    @inline(__always) static func float(_ v: U8x) -> F8 { unsafeBitCast(v | magicBits, to: F8.self) - magic }
    @inline(__always) static func float(_ v: UInt32) -> Float { Float(bitPattern: v | magicBits) - magic }

    /// Rounds to the nearest integer (ties to even) and clamps to 0…255.
    @inline(__always) static func byte(_ v: F8) -> U8x {
        let c = pointwiseMin(pointwiseMax(v, F8(repeating: 0)), F8(repeating: 255))
        return unsafeBitCast(c + magic, to: U8x.self) & 0xFF
    }
    @inline(__always) static func byte(_ v: Float) -> UInt32 {
        let c = Float.minimum(Float.maximum(v, 0), 255)
        return (c + magic).bitPattern & 0xFF
    }

    /// floor(v) as an integer and as a Float, for v in −2²¹…2²¹ (callers clamp first).
    @inline(__always) static func floor(_ v: F8) -> (I8x, F8) {
        let t = v + signedMagic
        let rf = t - signedMagic
        let i = unsafeBitCast(t, to: I8x.self) &- signedMagicBits
        let above = rf .> v
        return (i.replacing(with: i &- 1, where: above), rf.replacing(with: rf - 1, where: above))
    }
    @inline(__always) static func floor(_ v: Float) -> (Int32, Float) {
        let t = v + signedMagic
        let rf = t - signedMagic
        let i = Int32(bitPattern: t.bitPattern) &- signedMagicBits
        return rf > v ? (i &- 1, rf - 1) : (i, rf)
    }

    @inline(__always) static func clamp(_ v: F8, _ lo: Float, _ hi: Float) -> F8 {
        pointwiseMin(pointwiseMax(v, F8(repeating: lo)), F8(repeating: hi))
    }
    @inline(__always) static func clamp(_ v: Float, _ lo: Float, _ hi: Float) -> Float {
        Float.minimum(Float.maximum(v, lo), hi)
    }
    @inline(__always) static func clamp(_ v: I8x, _ lo: Int32, _ hi: Int32) -> I8x {
        // NB: written with masks rather than pointwiseMin, whose generic Comparable loop does not
        // always become a single vector min.
        let a = v.replacing(with: lo, where: v .< lo)
        return a.replacing(with: hi, where: a .> hi)
    }
    @inline(__always) static func clamp(_ v: Int32, _ lo: Int32, _ hi: Int32) -> Int32 {
        v < lo ? lo : (v > hi ? hi : v)
    }

    // MARK: pixels

    @inline(__always) static func unpack(_ p: U8x) -> Quad8 {
        Quad8(b: float(p & 0xFF), g: float((p &>> 8) & 0xFF), r: float((p &>> 16) & 0xFF), a: float(p &>> 24))
    }
    @inline(__always) static func unpack(_ p: UInt32) -> Quad1 {
        Quad1(b: float(p & 0xFF), g: float((p &>> 8) & 0xFF), r: float((p &>> 16) & 0xFF), a: float(p &>> 24))
    }

    /// Rounds to bytes, keeping each colour at or below alpha (a premultiplied pixel's invariant,
    /// which rounding alone would keep but float error could break by one ulp).
    @inline(__always) static func pack(_ q: Quad8) -> U8x {
        byte(pointwiseMin(q.b, q.a)) | (byte(pointwiseMin(q.g, q.a)) &<< 8)
            | (byte(pointwiseMin(q.r, q.a)) &<< 16) | (byte(q.a) &<< 24)
    }
    @inline(__always) static func pack(_ q: Quad1) -> UInt32 {
        byte(Float.minimum(q.b, q.a)) | (byte(Float.minimum(q.g, q.a)) &<< 8)
            | (byte(Float.minimum(q.r, q.a)) &<< 16) | (byte(q.a) &<< 24)
    }

    /// Porter–Duff source-over for premultiplied colour.
    @inline(__always) static func over(_ s: Quad8, _ d: Quad8) -> Quad8 {
        let k = 1 - s.a * inv255
        return Quad8(b: s.b + d.b * k, g: s.g + d.g * k, r: s.r + d.r * k, a: s.a + d.a * k)
    }
    @inline(__always) static func over(_ s: Quad1, _ d: Quad1) -> Quad1 {
        let k = 1 - s.a * inv255
        return Quad1(b: s.b + d.b * k, g: s.g + d.g * k, r: s.r + d.r * k, a: s.a + d.a * k)
    }
}

/// A read-only raster seen through a raw pointer, for sampling.
struct SourceRaster {
    let base: UnsafeRawPointer
    /// Bytes per row.
    let stride: Int32
    let maxX: Int32, maxY: Int32
    /// Width and height as Float: sample coordinates are clamped to −1…width, −1…height.
    let width: Float, height: Float

    init(_ base: UnsafeRawPointer, _ buffer: PixelBuffer) {
        precondition(buffer.stride * buffer.height < Int(Int32.max), "raster too large for 32-bit offsets")
        self.base = base
        stride = Int32(buffer.stride)
        maxX = Int32(buffer.width - 1)
        maxY = Int32(buffer.height - 1)
        width = Float(buffer.width)
        height = Float(buffer.height)
    }

    @inline(__always) func pixel(at offset: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }

    /// Eight pixels of a row starting at pixel x; lanes past `n` repeat the last valid pixel.
    @inline(__always) func row8(y: Int, x: Int, n: Int) -> U8x {
        let o = y * Int(stride) + x * 4
        if n == 8 { return base.loadUnaligned(fromByteOffset: o, as: U8x.self) }
        var v = U8x()
        for k in 0..<8 { v[k] = pixel(at: o + Swift.min(k, n - 1) * 4) }
        return v
    }

    /// Bilinear sample in premultiplied space at sample coordinates (pixel coordinates − ½, so that
    /// integers are texel centres), clamped to the edge. Callers clamp sx to −1…width and sy to
    /// −1…height beforehand (clamp-to-edge makes anything further out the same colour).
    // NB: there is no gather instruction in Swift's SIMD; the 32 texel loads are scalar loads into
    // vector lanes, and everything around them (floor, weights, offsets, the 16 channel lerps) runs
    // on whole vectors. Offsets are Int32 lanes so that eight fit one 256-bit register.
    @inline(__always) func bilinear(_ sx: F8, _ sy: F8) -> Quad8 {
        let (ix, flx) = PixelMath.floor(sx)
        let (iy, fly) = PixelMath.floor(sy)
        let fx = sx - flx, fy = sy - fly
        let x0 = PixelMath.clamp(ix, 0, maxX) &<< 2, x1 = PixelMath.clamp(ix &+ 1, 0, maxX) &<< 2
        let r0 = PixelMath.clamp(iy, 0, maxY) &* stride, r1 = PixelMath.clamp(iy &+ 1, 0, maxY) &* stride
        let o00 = r0 &+ x0, o10 = r0 &+ x1, o01 = r1 &+ x0, o11 = r1 &+ x1
        var t00 = U8x(), t10 = U8x(), t01 = U8x(), t11 = U8x()
        for k in 0..<8 {
            t00[k] = pixel(at: Int(o00[k]))
            t10[k] = pixel(at: Int(o10[k]))
            t01[k] = pixel(at: Int(o01[k]))
            t11[k] = pixel(at: Int(o11[k]))
        }
        let c00 = PixelMath.unpack(t00), c10 = PixelMath.unpack(t10)
        let c01 = PixelMath.unpack(t01), c11 = PixelMath.unpack(t11)
        let gx = 1 - fx, gy = 1 - fy
        @inline(__always) func lerp2(_ a: F8, _ b: F8, _ c: F8, _ d: F8) -> F8 {
            (a * gx + b * fx) * gy + (c * gx + d * fx) * fy
        }
        return Quad8(
            b: lerp2(c00.b, c10.b, c01.b, c11.b), g: lerp2(c00.g, c10.g, c01.g, c11.g),
            r: lerp2(c00.r, c10.r, c01.r, c11.r), a: lerp2(c00.a, c10.a, c01.a, c11.a))
    }

    @inline(__always) func bilinear(_ sx: Float, _ sy: Float) -> Quad1 {
        let (ix, flx) = PixelMath.floor(sx)
        let (iy, fly) = PixelMath.floor(sy)
        let fx = sx - flx, fy = sy - fly
        let x0 = PixelMath.clamp(ix, 0, maxX) &<< 2, x1 = PixelMath.clamp(ix &+ 1, 0, maxX) &<< 2
        let r0 = PixelMath.clamp(iy, 0, maxY) &* stride, r1 = PixelMath.clamp(iy &+ 1, 0, maxY) &* stride
        let c00 = PixelMath.unpack(pixel(at: Int(r0 &+ x0))), c10 = PixelMath.unpack(pixel(at: Int(r0 &+ x1)))
        let c01 = PixelMath.unpack(pixel(at: Int(r1 &+ x0))), c11 = PixelMath.unpack(pixel(at: Int(r1 &+ x1)))
        let gx = 1 - fx, gy = 1 - fy
        @inline(__always) func lerp2(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> Float {
            (a * gx + b * fx) * gy + (c * gx + d * fx) * fy
        }
        return Quad1(
            b: lerp2(c00.b, c10.b, c01.b, c11.b), g: lerp2(c00.g, c10.g, c01.g, c11.g),
            r: lerp2(c00.r, c10.r, c01.r, c11.r), a: lerp2(c00.a, c10.a, c01.a, c11.a))
    }
}

/// A writable raster seen through a raw pointer.
struct DestRaster {
    let base: UnsafeMutableRawPointer
    let stride: Int

    @inline(__always) func pixel(at offset: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    @inline(__always) func setPixel(at offset: Int, _ v: UInt32) { base.storeBytes(of: v, toByteOffset: offset, as: UInt32.self) }

    /// Eight pixels of a row starting at pixel x; lanes past `n` repeat the last valid pixel.
    @inline(__always) func row8(y: Int, x: Int, n: Int) -> U8x {
        let o = y * stride + x * 4
        if n == 8 { return base.loadUnaligned(fromByteOffset: o, as: U8x.self) }
        var v = U8x()
        for k in 0..<8 { v[k] = pixel(at: o + Swift.min(k, n - 1) * 4) }
        return v
    }

    /// Stores lanes 0..<n.
    @inline(__always) func setRow8(y: Int, x: Int, n: Int, _ v: U8x) {
        let o = y * stride + x * 4
        if n == 8 {
            base.storeBytes(of: v, toByteOffset: o, as: U8x.self)
            return
        }
        for k in 0..<n { setPixel(at: o + k * 4, v[k]) }
    }
}
