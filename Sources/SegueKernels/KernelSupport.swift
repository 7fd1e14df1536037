import SegueKit

// Shared pieces of the pixel kernels. Everything here exists twice, once for SIMD8 lanes and once
// for a single pixel, with the same operations in the same order (Swift does not contract
// `a * b + c` into fused multiply-adds), so the two implementations of a kernel compute the same
// thing; where the vector side needs a different formulation (comparisons) the scalar twin keeps
// the plain one, and the tests say how closely each kernel's two agree.
//
// Pixels are Cairo ARGB32: a native-endian UInt32 `a << 24 | r << 16 | g << 8 | b`, premultiplied.
// Reading a pixel as one native UInt32 gives that value on either endianness, so the kernels never
// look at byte order. Channel values are bytes, composited as integers (`Packed`), or Float in 0…255.

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

    // NB: min, max and the square root are written as lane loops of the scalar expression, which the
    // optimiser turns into one `minps`, `maxps` or `sqrtps` per four lanes (the square root because
    // its argument is first kept at or above zero, so no lane needs libm's error path). Selects
    // built from `lt` took five instructions for a min; a bit-level reciprocal square root refined by
    // Newton steps took fifteen.
    @inline(__always) static func min(_ a: F8, _ b: F8) -> F8 {
        var m = F8()
        for k in 0..<8 { m[k] = b[k] < a[k] ? b[k] : a[k] }
        return m
    }
    @inline(__always) static func max(_ a: F8, _ b: F8) -> F8 {
        var m = F8()
        for k in 0..<8 { m[k] = a[k] < b[k] ? b[k] : a[k] }
        return m
    }
    @inline(__always) static func min(_ a: Float, _ b: Float) -> Float { lt(b, a) ? b : a }
    @inline(__always) static func max(_ a: Float, _ b: Float) -> Float { lt(a, b) ? b : a }

    /// √v for v ≥ 0 (a negative v gives 0), correctly rounded like the scalar `squareRoot()`.
    @inline(__always) static func sqrt(_ v: F8) -> F8 {
        var r = F8()
        for k in 0..<8 { r[k] = (v[k] < 0 ? 0 : v[k]).squareRoot() }
        return r
    }

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

/// Integer compositing of packed premultiplied pixels, eight to a `U8x` (and one to a `UInt32` in
/// the scalar twins, with the same arithmetic): channels stay bytes, weights are 8-bit fractions
/// (0…256 for 0…1, `SourceRaster.weights`), and every step rounds to nearest.
// NB: as in `SourceRaster.bilinear`, blue/red and green/alpha are worked on in the 16-bit halves of
// each lane (SSE2 `pmullw`), where every product here fits (255·256 + 128 < 2¹⁶). Float channels
// cost an unpack and a pack per layer, and the optimiser scalarised the unpacks of gathered texels
// lane by lane: the curl spent most of its time there.
// Pixels must be valid premultiplied colour (every channel at or below alpha), which Cairo's
// surfaces and the kernels' own sampling keep; then no sum carries into the next channel.
enum Packed {
    typealias H = SIMD16<UInt16>
    @inline(__always) static func halves(_ v: U8x) -> H { unsafeBitCast(v, to: H.self) }
    @inline(__always) static func lanes(_ v: H) -> U8x { unsafeBitCast(v, to: U8x.self) }

    /// Every channel times w/256, rounded; w in both halves of each lane.
    @inline(__always) static func scale(_ p: U8x, _ w: U8x) -> U8x {
        let k = halves(w), half = H(repeating: 128), low = H(repeating: 0xFF), q = halves(p)
        let rb = ((q & low) &* k &+ half) &>> 8
        let ag = ((q &>> 8) &* k &+ half) & ~low
        return lanes(rb | ag)
    }
    @inline(__always) static func scale(_ p: UInt32, _ w: UInt32) -> UInt32 {
        let k = w & 0x1FF, low: UInt32 = 0x00FF_00FF
        let rb = (((p & low) &* k &+ 0x0080_0080) &>> 8) & low
        let ag = (((p &>> 8) & low) &* k &+ 0x0080_0080) & ~low
        return rb | ag
    }

    /// Porter–Duff source-over: s + d·(255 − αs)/255, the product rounded exactly as pixman does
    /// (t = d·k + 128, (t + t/256)/256), so that a transparent s leaves d as it is.
    @inline(__always) static func over(_ s: U8x, _ d: U8x) -> U8x {
        let k = 255 &- (s &>> 24)
        let kk = halves(k | (k &<< 16)), half = H(repeating: 128), low = H(repeating: 0xFF), q = halves(d)
        let rb = (q & low) &* kk &+ half, ag = (q &>> 8) &* kk &+ half
        return lanes(((rb &+ (rb &>> 8)) &>> 8) | ((ag &+ (ag &>> 8)) & ~low)) &+ s
    }
    @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let k = 255 &- (s &>> 24), low: UInt32 = 0x00FF_00FF
        let rb = (d & low) &* k &+ 0x0080_0080, ag = ((d &>> 8) & low) &* k &+ 0x0080_0080
        return ((((rb &+ ((rb &>> 8) & low)) &>> 8) & low) | ((ag &+ ((ag &>> 8) & low)) & ~low)) &+ s
    }

    /// Each channel mixed with the pixel's alpha, (c·keep + α·(256 − keep) + 128)/256: white washed
    /// over premultiplied colour. Alpha itself comes out unchanged.
    @inline(__always) static func wash(_ p: U8x, keep: UInt16) -> U8x {
        let a = p &>> 24
        let half = H(repeating: 128), low = H(repeating: 0xFF), q = halves(p), k = H(repeating: keep)
        let white = halves(a | (a &<< 16)) &* H(repeating: 256 &- keep) &+ half
        let rb = ((q & low) &* k &+ white) &>> 8
        let ag = ((q &>> 8) &* k &+ white) & ~low
        return lanes(rb | ag)
    }
    @inline(__always) static func wash(_ p: UInt32, keep: UInt16) -> UInt32 {
        let a = p &>> 24, low: UInt32 = 0x00FF_00FF, k = UInt32(keep)
        let white = (a | (a &<< 16)) &* (256 &- k) &+ 0x0080_0080
        let rb = (((p & low) &* k &+ white) &>> 8) & low
        let ag = (((p &>> 8) & low) &* k &+ white) & ~low
        return rb | ag
    }

    /// Black at alpha round(255·f), f in 0…1: a shadow's darkness as a pixel to composite.
    @inline(__always) static func black(_ f: F8) -> U8x { PixelMath.byte(f * 255) &<< 24 }
    @inline(__always) static func black(_ f: Float) -> UInt32 { PixelMath.byte(f * 255) &<< 24 }
}
