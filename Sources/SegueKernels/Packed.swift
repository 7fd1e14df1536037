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

    /// Every channel times m/255, rounded as pixman rounds it; `m` in both halves of each lane.
    @inline(__always) static func times(_ p: U8x, _ m: U8x) -> U8x {
        let k = halves(m), half = H(repeating: 128), low = H(repeating: 0xFF), q = halves(p)
        let rb = (q & low) &* k &+ half, ag = (q &>> 8) &* k &+ half
        return lanes(((rb &+ (rb &>> 8)) &>> 8) | ((ag &+ (ag &>> 8)) & ~low))
    }
    @inline(__always) static func times(_ p: UInt32, _ m: UInt32) -> UInt32 {
        let low: UInt32 = 0x00FF_00FF
        let rb = (p & low) &* m &+ 0x0080_0080, ag = ((p &>> 8) & low) &* m &+ 0x0080_0080
        return (((rb &+ ((rb &>> 8) & low)) &>> 8) & low) | ((ag &+ ((ag &>> 8) & low)) & ~low)
    }
}
