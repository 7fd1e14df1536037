import SegueKit

/// Which code path a pixel kernel runs: eight pixels per step on SIMD lanes, or the plain scalar
/// twin that does the same arithmetic one pixel at a time (the tests' oracle for the SIMD path).
public enum KernelImplementation: Sendable, Hashable, CaseIterable {
    case simd
    case scalar

    /// `.simd` in optimised builds, `.scalar` in debug builds. Unoptimised, every SIMD operation is
    /// an unspecialised generic call and the SIMD path runs about 15× slower than the scalar one
    /// (seconds per full-size frame); optimised, it runs 2–3× faster.
    public static var preferred: KernelImplementation {
        #if DEBUG
        return .scalar
        #else
        return .simd
        #endif
    }
}

// Shared pieces of the pixel kernels. Everything here exists twice, once for SIMD8 lanes and once
// for a single pixel, with the same operations in the same order (Swift does not contract
// `a * b + c` into fused multiply-adds), so the two implementations of a kernel compute the same
// thing; where the vector side needs a different formulation (square roots, comparisons) the scalar
// twin keeps the plain one, and the tests hold the two to one level per channel.
//
// Pixels are Cairo ARGB32: a native-endian UInt32 `a << 24 | r << 16 | g << 8 | b`, premultiplied.
// Reading a pixel as one native UInt32 gives that value on either endianness, so the kernels never
// look at byte order. Channel values are carried as Float in 0…255.

typealias F8 = SIMD8<Float>
typealias U8x = SIMD8<UInt32>
typealias I8x = SIMD8<Int32>
/// A lane mask: −1 (all bits set) where true, 0 where false.
typealias Mask8 = SIMD8<Int32>

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
    @inline(__always) static func first(_ n: Int) -> Mask8 { V.lt(index, I8x(repeating: Int32(n))) }
}

/// Comparisons, lane selection, min, max and mask reductions built only from operations that lower
/// to straight-line vector code, with scalar twins of the same semantics.
// NB: the standard library's SIMD comparisons return `SIMDMask`, a vector of i1 that the x86-64
// baseline (SSE2) legalises lane by lane through general-purpose registers, and its generic
// conveniences (`replacing(with:where:)`, `pointwiseMin`, `any`, `all`) are per-lane loops with
// branches. Profiled in these kernels they cost more than all the arithmetic and made the SIMD path
// slower than the scalar one. Here a mask is an Int32 lane, and `a < b` is the sign bit of a − b
// spread over the lane by an arithmetic shift (exact for finite floats: the rounded difference
// has the sign of the exact one and is zero only when a == b); selects are and/andnot/or.
enum V {
    @inline(__always) static func bits(_ v: F8) -> Mask8 { unsafeBitCast(v, to: Mask8.self) }
    @inline(__always) static func float(_ v: Mask8) -> F8 { unsafeBitCast(v, to: F8.self) }

    @inline(__always) static func lt(_ a: F8, _ b: F8) -> Mask8 { bits(a - b) &>> 31 }
    @inline(__always) static func lt(_ a: F8, _ b: Float) -> Mask8 { lt(a, F8(repeating: b)) }
    @inline(__always) static func lt(_ a: Float, _ b: F8) -> Mask8 { lt(F8(repeating: a), b) }
    @inline(__always) static func lt(_ a: I8x, _ b: I8x) -> Mask8 { (a &- b) &>> 31 }
    @inline(__always) static func eq(_ a: F8, _ b: Float) -> Mask8 { ~(lt(a, b) | lt(b, a)) }
    /// The scalar twin: the same answer for every pair of finite floats other than (−0, +0).
    @inline(__always) static func lt(_ a: Float, _ b: Float) -> Bool { a < b }

    @inline(__always) static func select(_ m: Mask8, _ a: F8, _ b: F8) -> F8 { float((bits(a) & m) | (bits(b) & ~m)) }
    @inline(__always) static func select(_ m: Mask8, _ a: Float, _ b: F8) -> F8 { select(m, F8(repeating: a), b) }
    @inline(__always) static func select(_ m: Mask8, _ a: I8x, _ b: I8x) -> I8x { (a & m) | (b & ~m) }
    /// Lanes where m is set, else 0.
    @inline(__always) static func masked(_ a: F8, _ m: Mask8) -> F8 { float(bits(a) & m) }

    @inline(__always) static func min(_ a: F8, _ b: F8) -> F8 { select(lt(b, a), b, a) }
    @inline(__always) static func max(_ a: F8, _ b: F8) -> F8 { select(lt(a, b), b, a) }
    @inline(__always) static func min(_ a: Float, _ b: Float) -> Float { lt(b, a) ? b : a }
    @inline(__always) static func max(_ a: Float, _ b: Float) -> Float { lt(a, b) ? b : a }

    /// 1/√v for v ≥ 0, to about 2·10⁻⁷ relative: the classic bit-level estimate refined by three
    /// Newton steps. v = 0 gives a large finite value, so that `sqrt(0)` is 0.
    // NB: `squareRoot()` on a SIMD vector is a per-lane loop that the optimiser keeps as eight scalar
    // `sqrtss` with an errno check and a libm fallback each; this is straight-line vector arithmetic.
    // The scalar twins call `squareRoot()`, so the tests also check this approximation.
    @inline(__always) static func rsqrt(_ v: F8) -> F8 {
        var y = float(0x5F37_5A86 &- (bits(v) &>> 1))
        let h = v * 0.5
        y = y * (1.5 - h * y * y)
        y = y * (1.5 - h * y * y)
        y = y * (1.5 - h * y * y)
        return y
    }
    @inline(__always) static func sqrt(_ v: F8) -> F8 { v * rsqrt(v) }

    @inline(__always) static func any(_ m: Mask8) -> Bool {
        let q = unsafeBitCast(m, to: SIMD4<UInt64>.self)
        return (q[0] | q[1] | q[2] | q[3]) != 0
    }
    @inline(__always) static func all(_ m: Mask8) -> Bool {
        let q = unsafeBitCast(m, to: SIMD4<UInt64>.self)
        return (q[0] & q[1] & q[2] & q[3]) == .max
    }
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
        unsafeBitCast(clamp(v, 0, 255) + magic, to: U8x.self) & 0xFF
    }
    @inline(__always) static func byte(_ v: Float) -> UInt32 {
        (clamp(v, 0, 255) + magic).bitPattern & 0xFF
    }

    /// floor(v) as an integer and as a Float, for v in −2²¹…2²¹ (callers clamp first).
    @inline(__always) static func floor(_ v: F8) -> (I8x, F8) {
        let t = v + signedMagic
        let rf = t - signedMagic
        let i = unsafeBitCast(t, to: I8x.self) &- signedMagicBits
        let above = V.lt(v, rf)
        // A set mask lane is −1 as an integer.
        return (i &+ above, rf - V.masked(F8(repeating: 1), above))
    }
    @inline(__always) static func floor(_ v: Float) -> (Int32, Float) {
        let t = v + signedMagic
        let rf = t - signedMagic
        let i = Int32(bitPattern: t.bitPattern) &- signedMagicBits
        return V.lt(v, rf) ? (i &- 1, rf - 1) : (i, rf)
    }

    @inline(__always) static func clamp(_ v: F8, _ lo: Float, _ hi: Float) -> F8 {
        V.min(V.max(v, F8(repeating: lo)), F8(repeating: hi))
    }
    @inline(__always) static func clamp(_ v: Float, _ lo: Float, _ hi: Float) -> Float {
        V.min(V.max(v, lo), hi)
    }
    @inline(__always) static func clamp(_ v: I8x, _ lo: Int32, _ hi: Int32) -> I8x {
        let l = I8x(repeating: lo), h = I8x(repeating: hi)
        let a = V.select(V.lt(v, l), l, v)
        return V.select(V.lt(h, a), h, a)
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
        byte(V.min(q.b, q.a)) | (byte(V.min(q.g, q.a)) &<< 8)
            | (byte(V.min(q.r, q.a)) &<< 16) | (byte(q.a) &<< 24)
    }
    @inline(__always) static func pack(_ q: Quad1) -> UInt32 {
        byte(V.min(q.b, q.a)) | (byte(V.min(q.g, q.a)) &<< 8)
            | (byte(V.min(q.r, q.a)) &<< 16) | (byte(q.a) &<< 24)
    }

    /// True when all eight pixels have alpha 255.
    @inline(__always) static func allOpaque(_ p: U8x) -> Bool {
        !V.any(unsafeBitCast(~p & 0xFF00_0000, to: Mask8.self))
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
