import SegueKit

// Lane maths of the pixel kernels: eight pixels a step on SIMD8 vectors, and the scalar twin of
// each operation. Everything here exists twice, once for SIMD8 lanes and once for a single pixel,
// with the same operations in the same order (Swift does not contract `a * b + c` into fused
// multiply-adds), so the two implementations of a kernel compute the same thing; where the vector
// side needs a different formulation (comparisons) the scalar twin keeps the plain one, and the
// tests say how closely each kernel's two agree.

typealias F8 = SIMD8<Float>
typealias U8x = SIMD8<UInt32>
typealias I8x = SIMD8<Int32>
/// A lane mask: −1 (all bits set) where true, 0 where false.
typealias Mask8 = SIMD8<Int32>

/// Comparisons, lane selection, min, max and mask reductions built only from operations that lower
/// to straight-line vector code, with scalar twins of the same semantics.
// NB: the standard library's SIMD comparisons return `SIMDMask`, a vector of i1 that the x86-64
// baseline (SSE2) legalises lane by lane through general-purpose registers, and its generic
// conveniences (`replacing(with:where:)`, `pointwiseMin`, `any`, `all`) are per-lane loops with
// branches. Profiled in these kernels they cost more than all the arithmetic and made the SIMD path
// slower than the scalar one. Here a mask is an Int32 lane, and `a < b` is the sign bit of a − b
// spread over the lane by an arithmetic shift (exact for finite floats: the rounded difference
// has the sign of the exact one and is zero only when a == b); selects are and/andnot/or.
enum Lanes {
    /// Pixel-centre offsets of the eight lanes of a step: lane k holds pixel x0 + k, centre x0 + k + ½.
    static let centres = F8(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5)
    static let index = I8x(0, 1, 2, 3, 4, 5, 6, 7)

    /// Lanes 0..<n.
    @inline(__always) static func first(_ n: Int) -> Mask8 { lt(index, I8x(repeating: Int32(n))) }

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
