import SegueKit

/// A read-only raster seen through a raw pointer, for sampling.
struct SourceRaster {
    let base: UnsafeRawPointer
    /// Bytes per row.
    let stride: Int32
    let maxX: Int32, maxY: Int32
    /// Width and height as Float: sample coordinates are clamped to −1…width, −1…height.
    let width: Float, height: Float
    /// Whether a row has two pixels, so that a horizontal texel pair is one 8-byte load.
    let pairs: Bool

    init(_ base: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        precondition(stride * height < Int(Int32.max), "raster too large for 32-bit offsets")
        self.base = base
        self.stride = Int32(stride)
        maxX = Int32(width - 1)
        maxY = Int32(height - 1)
        self.width = Float(width)
        self.height = Float(height)
        pairs = width >= 2
    }

    @inline(__always) func pixel(at offset: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    @inline(__always) func pair(at offset: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }

    /// Eight pixels of a row starting at pixel x; lanes past `n` repeat the last valid pixel.
    @inline(__always) func row8(y: Int, x: Int, n: Int) -> U8x {
        let o = y * Int(stride) + x * 4
        if n == 8 { return base.loadUnaligned(fromByteOffset: o, as: U8x.self) }
        var v = U8x()
        for k in 0..<8 { v[k] = pixel(at: o + Swift.min(k, n - 1) * 4) }
        return v
    }

    // Bilinear sampling in premultiplied space at sample coordinates (pixel coordinates − ½, so
    // that integers are texel centres), clamped to the edge, giving packed premultiplied pixels. Callers clamp sx to −1…width and sy to
    // −1…height beforehand (clamp-to-edge makes anything further out the same colour).
    //
    // Horizontally the left texel x0 is clamped to 0…width − 2 and the weight fx = sx − x0 to 0…1,
    // which is clamp-to-edge (fx = 0 at the left edge, 1 at the right) and keeps the texel pair
    // (x0, x0 + 1) inside the row. A one-pixel-wide raster uses its only column with fx = 0.

    // NB: there is no gather instruction in Swift's SIMD, so the texels are scalar loads into
    // vector lanes, and moving indices out of vector registers and texels into them is what the
    // step spends most time on. Loading each horizontal texel pair as one 8-byte word halves both:
    // 16 loads per step, deinterleaved into the four tap vectors by even/odd shuffles. Everything
    // else (floor, weights, offsets, the 16 channel lerps) runs on whole vectors; offsets are Int32
    // lanes so that eight fit one 256-bit vector.
    @inline(__always) func bilinear(_ sx: F8, _ sy: F8) -> U8x {
        let (ix, _) = PixelMath.floor(sx)
        let (iy, fly) = PixelMath.floor(sy)
        let fy = sy - fly
        let r0 = PixelMath.clamp(iy, 0, maxY) &* stride, r1 = PixelMath.clamp(iy &+ 1, 0, maxY) &* stride
        var t00: U8x, t10: U8x, t01: U8x, t11: U8x
        let fx: F8
        #if _endian(little)
        let canPair = pairs
        #else
        let canPair = false
        #endif
        if canPair {
            let x0 = PixelMath.clamp(ix, 0, maxX &- 1)
            fx = PixelMath.clamp(sx - PixelMath.float(unsafeBitCast(x0, to: U8x.self)), 0, 1)
            (t00, t10, t01, t11) = hasNextRow(iy)
                ? texelPairs(r0 &+ (x0 &<< 2), nextRow: ())
                : texelPairs(r0 &+ (x0 &<< 2), r1 &+ (x0 &<< 2))
        } else {
            let x0 = PixelMath.clamp(ix, 0, maxX &- (pairs ? 1 : 0))
            fx = pairs ? PixelMath.clamp(sx - PixelMath.float(unsafeBitCast(x0, to: U8x.self)), 0, 1) : F8()
            let x1 = pairs ? x0 &+ 1 : x0
            let o00 = r0 &+ (x0 &<< 2), o10 = r0 &+ (x1 &<< 2), o01 = r1 &+ (x0 &<< 2), o11 = r1 &+ (x1 &<< 2)
            t00 = U8x(); t10 = U8x(); t01 = U8x(); t11 = U8x()
            for k in 0..<8 {
                t00[k] = pixel(at: Int(o00[k]))
                t10[k] = pixel(at: Int(o10[k]))
                t01[k] = pixel(at: Int(o01[k]))
                t11[k] = pixel(at: Int(o11[k]))
            }
        }
        return SourceRaster.lerp(t00, t10, t01, t11, fx: fx, fy: fy)
    }

    /// Where eight samples read and how they weigh it, for samples whose texel pairs and the rows
    /// below them lie inside the raster (0 ≤ sx < width − 1 and 0 ≤ sy < height − 1), where
    /// `bilinear` clamps nothing: the upper-left texels' byte offsets, and the weights packed
    /// `wx | wy << 16` (each 0…256). `sampleBelow` of these is `bilinear(sx, sy)`, to the bit.
    @inline(__always) func interiorTaps(_ sx: F8, _ sy: F8) -> (upper: I8x, weights: U8x) {
        let (ix, flx) = PixelMath.floor(sx)
        let (iy, fly) = PixelMath.floor(sy)
        return (iy &* stride &+ (ix &<< 2), SourceRaster.fraction(sx - flx) | (SourceRaster.fraction(sy - fly) &<< 16))
    }

    /// Eight bilinear samples from `interiorTaps` stored at `upper` (eight Int32 byte offsets; the
    /// lower texels are a row below), with their packed `weights`. Little-endian, with texel pairs.
    // NB: the offsets are read back from memory as plain integers (see `PageCurl.drawSIMD`).
    @inline(__always) func sampleBelow(upper: UnsafeRawPointer, weights: U8x) -> U8x {
        let below = base + Int(stride)
        var a0 = SIMD4<UInt64>(), b0 = SIMD4<UInt64>(), a1 = SIMD4<UInt64>(), b1 = SIMD4<UInt64>()
        for k in 0..<4 {
            let c = Int(upper.load(fromByteOffset: k &* 4, as: Int32.self)), d = Int(upper.load(fromByteOffset: k &* 4 &+ 16, as: Int32.self))
            a0[k] = pair(at: c)
            b0[k] = pair(at: d)
            a1[k] = below.loadUnaligned(fromByteOffset: c, as: UInt64.self)
            b1[k] = below.loadUnaligned(fromByteOffset: d, as: UInt64.self)
        }
        let (t00, t10, t01, t11) = SourceRaster.deinterleave(a0, b0, a1, b1)
        let wx = weights & 0x1FF, wy = weights &>> 16
        return SourceRaster.bilinear(t00, t10, t01, t11, wx: wx | (wx &<< 16), wy: wy | (wy &<< 16))
    }

    /// The four taps of eight bilinear samples from texel pairs: lane k's left texels at byte offsets
    /// o0[k] (upper row) and o1[k] (lower row), each with its right neighbour. Needs `pairs`.
    @inline(__always) func texelPairs(_ o0: I8x, _ o1: I8x) -> (U8x, U8x, U8x, U8x) {
        var a0 = SIMD4<UInt64>(), b0 = SIMD4<UInt64>(), a1 = SIMD4<UInt64>(), b1 = SIMD4<UInt64>()
        for k in 0..<4 {
            a0[k] = pair(at: Int(o0[k]))
            b0[k] = pair(at: Int(o0[k + 4]))
            a1[k] = pair(at: Int(o1[k]))
            b1[k] = pair(at: Int(o1[k + 4]))
        }
        return SourceRaster.deinterleave(a0, b0, a1, b1)
    }

    /// `texelPairs` where every lane's lower row is the next row: o1 = o0 + stride.
    // NB: then only eight offsets leave the vector registers, not sixteen, and each serves two
    // loads, from two base pointers a row apart.
    @inline(__always) func texelPairs(_ o0: I8x, nextRow: Void) -> (U8x, U8x, U8x, U8x) {
        let below = base + Int(stride)
        var a0 = SIMD4<UInt64>(), b0 = SIMD4<UInt64>(), a1 = SIMD4<UInt64>(), b1 = SIMD4<UInt64>()
        for k in 0..<4 {
            let c = Int(o0[k]), d = Int(o0[k + 4])
            a0[k] = pair(at: c)
            b0[k] = pair(at: d)
            a1[k] = below.loadUnaligned(fromByteOffset: c, as: UInt64.self)
            b1[k] = below.loadUnaligned(fromByteOffset: d, as: UInt64.self)
        }
        return SourceRaster.deinterleave(a0, b0, a1, b1)
    }

    /// True when every lane's upper texel row iy is a row of the raster with another below it, so
    /// that clamping leaves both rows alone.
    @inline(__always) func hasNextRow(_ iy: I8x) -> Bool {
        !Lanes.any((iy & I8x(repeating: Int32.min)) | Lanes.lt(I8x(repeating: maxY &- 1), iy))
    }

    /// Little-endian: the left texel is the low half of each word.
    @inline(__always) static func deinterleave(
        _ a0: SIMD4<UInt64>, _ b0: SIMD4<UInt64>, _ a1: SIMD4<UInt64>, _ b1: SIMD4<UInt64>
    ) -> (U8x, U8x, U8x, U8x) {
        let a0w = unsafeBitCast(a0, to: U8x.self), b0w = unsafeBitCast(b0, to: U8x.self)
        let a1w = unsafeBitCast(a1, to: U8x.self), b1w = unsafeBitCast(b1, to: U8x.self)
        return (U8x(lowHalf: a0w.evenHalf, highHalf: b0w.evenHalf), U8x(lowHalf: a0w.oddHalf, highHalf: b0w.oddHalf),
                U8x(lowHalf: a1w.evenHalf, highHalf: b1w.evenHalf), U8x(lowHalf: a1w.oddHalf, highHalf: b1w.oddHalf))
    }

    /// Bilinear interpolation of the four taps (upper left, upper right, lower left, lower right):
    /// across, then down, each a `lerp` with 8-bit weights.
    @inline(__always) static func lerp(_ t00: U8x, _ t10: U8x, _ t01: U8x, _ t11: U8x, fx: F8, fy: F8) -> U8x {
        bilinear(t00, t10, t01, t11, wx: weights(fx), wy: weights(fy))
    }

    /// Eight `lerp(lerp(t00, t10, 256 − wx, wx), lerp(t01, t11, 256 − wx, wx), 256 − wy, wy)` (the
    /// scalar `lerp` below), to the bit, without packing the two rows' channels between the steps.
    @inline(__always) static func bilinear(_ t00: U8x, _ t10: U8x, _ t01: U8x, _ t11: U8x, wx: U8x, wy: U8x) -> U8x {
        typealias H = SIMD16<UInt16>
        @inline(__always) func h(_ v: U8x) -> H { unsafeBitCast(v, to: H.self) }
        let gx = h(0x0100_0100 &- wx), fx = h(wx), gy = h(0x0100_0100 &- wy), fy = h(wy)
        let half = H(repeating: 128), low = H(repeating: 0xFF)
        let a = h(t00), b = h(t10), c = h(t01), d = h(t11)
        // Each row's blue/red and green/alpha, rounded to bytes, in the low byte of each half.
        let topRB = ((a & low) &* gx &+ (b & low) &* fx &+ half) &>> 8, topAG = ((a &>> 8) &* gx &+ (b &>> 8) &* fx &+ half) &>> 8
        let botRB = ((c & low) &* gx &+ (d & low) &* fx &+ half) &>> 8, botAG = ((c &>> 8) &* gx &+ (d &>> 8) &* fx &+ half) &>> 8
        let rb = (topRB &* gy &+ botRB &* fy &+ half) &>> 8
        let ag = (topAG &* gy &+ botAG &* fy &+ half) & ~low
        return unsafeBitCast(rb | ag, to: U8x.self)
    }

    /// round(f·256), 0…256, in both 16-bit halves of each lane, for f in 0…1.
    @inline(__always) static func weights(_ f: F8) -> U8x {
        let w = fraction(f)
        return w | (w &<< 16)
    }
    /// round(f·256), 0…256, in the low half of each lane, for f in 0…1.
    @inline(__always) static func fraction(_ f: F8) -> U8x {
        unsafeBitCast(f * 256 + PixelMath.magic, to: U8x.self) & 0x1FF
    }
    @inline(__always) static func weight(_ f: Float) -> UInt32 {
        let w = (f * 256 + PixelMath.magic).bitPattern & 0x1FF
        return w | (w &<< 16)
    }

    /// (a·ga + b·wb + 128) >> 8 per channel, for weights with ga + wb = 256 in both 16-bit halves
    /// of the word: blue and red in the low bytes of the 16-bit halves, green and alpha in the high
    /// bytes, so that every product and sum fits its half (255·256 + 128 < 2¹⁶).
    // NB: integer weights, not Float channels: 8-bit weights are what GPUs filter textures with, the
    // result is within one level of the exact interpolation (each of the two steps rounds once), and
    // the work is a few 16-bit multiplies per tap where Float needed every channel of every tap
    // unpacked, interpolated and packed again, which was most of the warp kernels' time. Interpolating
    // premultiplied pixels with weights that sum to 256 keeps every colour at or below its alpha, and
    // opaque taps give alpha 255 exactly.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ ga: UInt32, _ wb: UInt32) -> UInt32 {
        let low: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        let rb = (((a & low) &* (ga & 0x1FF) &+ (b & low) &* (wb & 0x1FF) &+ half) &>> 8) & low
        let ag = ((a &>> 8) & low) &* (ga & 0x1FF) &+ ((b &>> 8) & low) &* (wb & 0x1FF) &+ half
        return rb | (ag & ~low)
    }

    @inline(__always) func bilinear(_ sx: Float, _ sy: Float) -> UInt32 {
        let (ix, _) = PixelMath.floor(sx)
        let (iy, fly) = PixelMath.floor(sy)
        let fy = sy - fly
        let r0 = PixelMath.clamp(iy, 0, maxY) &* stride, r1 = PixelMath.clamp(iy &+ 1, 0, maxY) &* stride
        let x0 = PixelMath.clamp(ix, 0, maxX &- (pairs ? 1 : 0))
        let fx = pairs ? PixelMath.clamp(sx - PixelMath.float(UInt32(bitPattern: x0)), 0, 1) : 0
        let x1 = pairs ? x0 &+ 1 : x0
        let t00 = pixel(at: Int(r0 &+ (x0 &<< 2))), t10 = pixel(at: Int(r0 &+ (x1 &<< 2)))
        let t01 = pixel(at: Int(r1 &+ (x0 &<< 2))), t11 = pixel(at: Int(r1 &+ (x1 &<< 2)))
        let wx = SourceRaster.weight(fx), wy = SourceRaster.weight(fy)
        let gx = 0x0100_0100 &- wx, gy = 0x0100_0100 &- wy
        return SourceRaster.lerp(SourceRaster.lerp(t00, t10, gx, wx), SourceRaster.lerp(t01, t11, gx, wx), gy, wy)
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

    /// Sets pixels `xs` of row y to `word`.
    @inline(__always) func fill(y: Int, _ xs: Range<Int>, _ word: UInt32) {
        guard !xs.isEmpty else { return }
        (base + y * stride + xs.lowerBound * 4).initializeMemory(as: UInt32.self, repeating: word, count: xs.count)
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
