// Pixels as the kernels compute with them: Cairo ARGB32, a native-endian UInt32 `a << 24 | r << 16
// | g << 8 | b`, premultiplied. Reading a pixel as one native UInt32 gives that value on either
// endianness, so the kernels never look at byte order. Channel values are bytes, composited as
// integers (`Packed`), or Float in 0…255 (here), each operation with its scalar twin.

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
        let above = Lanes.lt(v, rf)
        // A set mask lane is −1 as an integer.
        return (i &+ above, rf - Lanes.masked(F8(repeating: 1), above))
    }
    @inline(__always) static func floor(_ v: Float) -> (Int32, Float) {
        let t = v + signedMagic
        let rf = t - signedMagic
        let i = Int32(bitPattern: t.bitPattern) &- signedMagicBits
        return Lanes.lt(v, rf) ? (i &- 1, rf - 1) : (i, rf)
    }

    @inline(__always) static func clamp(_ v: F8, _ lo: Float, _ hi: Float) -> F8 {
        Lanes.min(Lanes.max(v, F8(repeating: lo)), F8(repeating: hi))
    }
    @inline(__always) static func clamp(_ v: Float, _ lo: Float, _ hi: Float) -> Float {
        Lanes.min(Lanes.max(v, lo), hi)
    }
    @inline(__always) static func clamp(_ v: I8x, _ lo: Int32, _ hi: Int32) -> I8x {
        let l = I8x(repeating: lo), h = I8x(repeating: hi)
        let a = Lanes.select(Lanes.lt(v, l), l, v)
        return Lanes.select(Lanes.lt(h, a), h, a)
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
        byte(Lanes.min(q.b, q.a)) | (byte(Lanes.min(q.g, q.a)) &<< 8)
            | (byte(Lanes.min(q.r, q.a)) &<< 16) | (byte(q.a) &<< 24)
    }
    @inline(__always) static func pack(_ q: Quad1) -> UInt32 {
        byte(Lanes.min(q.b, q.a)) | (byte(Lanes.min(q.g, q.a)) &<< 8)
            | (byte(Lanes.min(q.r, q.a)) &<< 16) | (byte(q.a) &<< 24)
    }

    /// True when all eight pixels have alpha 255.
    @inline(__always) static func allOpaque(_ p: U8x) -> Bool {
        !Lanes.any(unsafeBitCast(~p & 0xFF00_0000, to: Mask8.self))
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
