/// PNG's row filters and libpng's measure for choosing one, on whole vectors.
extension FilteredRows {
    /// PNG's Up filter (type 2) of `count` samples: each minus the one above, 16 at a time.
    @inline(__always)
    static func up(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        let r = UnsafeRawPointer(row), u = UnsafeRawPointer(above), o = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count {
            let v = r.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) &- u.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            o.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    }

    /// The sum of |r| over `count` residuals r taken as signed bytes (min(r, 256 − r)): libpng's
    /// measure for choosing a row's filter. The bytes are added in pairs into eight lanes of 16
    /// bits (even and odd bytes of each pair apart: no widening conversion, which the standard
    /// library does not inline), emptied every 128 steps (at most 128 × 2 × 128 each) into an Int.
    static func residualSum(_ residuals: UnsafePointer<UInt8>, count: Int) -> Int {
        let p = UnsafeRawPointer(residuals)
        let whole = count & ~15
        var total = 0, i = 0
        while i < whole {
            var lanes = SIMD8<UInt16>()
            let end = min(whole, i &+ 128 &* 16)
            while i < end {
                let v = p.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let negative = 0 &- v
                let pairs = unsafeBitCast(v.replacing(with: negative, where: negative .< v), to: SIMD8<UInt16>.self)
                lanes &+= (pairs & 0xFF) &+ (pairs &>> 8)
                i &+= 16
            }
            // NB: the lanes' own sum would wrap at 16 bits; they are added in pairs as 32 bits.
            let quads = unsafeBitCast(lanes, to: SIMD4<UInt32>.self)
            total &+= Int(((quads & 0xFFFF) &+ (quads &>> 16)).wrappedSum())
        }
        while i < count {
            let r = Int(residuals[i])
            total &+= min(r, 256 - r)
            i &+= 1
        }
        return total
    }

    /// PNG's Paeth filter (type 4) of `count` samples: each minus whichever of its left (a), upper
    /// (b) and upper-left (c) neighbours is closest to a + b − c, ties to a, then b. Sixteen bytes a
    /// step with byte arithmetic only: |b − c| and |a − c| as max − min, and |a + b − 2c| as their
    /// sum (saturated: only its order against the two matters) when a and b lie on the same side
    /// of c, their difference otherwise. `row` and `above` must have `pixelBytes` readable zeros
    /// before them and 15 readable bytes after; `out` 15 writable bytes after.
    @inline(__always)
    static func paeth(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, pixelBytes bpp: Int) {
        let r = UnsafeRawPointer(row), u = UnsafeRawPointer(above), o = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count {
            let x = r.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let a = r.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self)
            let b = u.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let c = u.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self)
            let pa = distance(b, c), pb = distance(a, c)
            let sum = pa &+ pb
            let saturated = sum.replacing(with: 255, where: sum .< pa)
            let difference = distance(pa, pb)
            let pc = difference.replacing(with: saturated, where: (a .< c) .== (b .< c))
            let predicted = c.replacing(with: b, where: pb .<= pc).replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
            o.storeBytes(of: x &- predicted, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    }

    /// |x − y| of each byte, as max − min (pmaxub, pminub: the standard library's pointwiseMax
    /// and pointwiseMin are not inlined).
    @inline(__always)
    private static func distance(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let greater = x .> y
        return x.replacing(with: y, where: .!greater) &- y.replacing(with: x, where: .!greater)
    }
}
