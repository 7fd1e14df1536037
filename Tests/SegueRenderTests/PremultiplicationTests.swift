import SegueKit
import Testing

@testable import SegueRender

@Suite("Premultiplication")
struct PremultiplicationTests {
    /// c·a/255 rounded to nearest, computed in floating point.
    static func idealPremultiplied(_ c: Int, _ a: Int) -> Int {
        Int((Double(c * a) / 255).rounded(.toNearestOrAwayFromZero))
    }

    @Test("premultiply is c·a/255 correctly rounded, for every (c, a)")
    func premultiplyIsCorrectlyRounded() {
        var wrong = 0
        for a in 0...255 {
            for c in 0...255 {
                let p = Int(Premultiplication.premultiply(UInt8(c), alpha: UInt8(a)))
                if p != Self.idealPremultiplied(c, a) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("unpremultiply is c·255/a correctly rounded and clamped, for every (c, a)")
    func unpremultiplyIsCorrectlyRounded() {
        var wrong = 0
        for a in 0...255 {
            for c in 0...255 {
                let u = Int(Premultiplication.unpremultiply(UInt8(c), alpha: UInt8(a)))
                let ideal = a == 0 ? 0 : min(255, Int((Double(c * 255) / Double(a) + 0.5).rounded(.down)))
                if u != ideal { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("premultiply(unpremultiply(p)) == p for every valid premultiplied sample (c ≤ a)")
    func premultipliedValuesSurviveTheRoundTrip() {
        var failures: [String] = []
        for a in 0...255 {
            for c in 0...a {
                let straight = Premultiplication.unpremultiply(UInt8(c), alpha: UInt8(a))
                let back = Premultiplication.premultiply(straight, alpha: UInt8(a))
                if Int(back) != c, failures.count < 10 { failures.append("c=\(c) a=\(a) → \(straight) → \(back)") }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("unpremultiply(premultiply(c, a)) stays within the rounding bound 127.5/a + 0.5 of c")
    func straightValuesStayWithinTheRoundingBound() {
        var worstExcess = 0.0
        var failures: [String] = []
        for a in 1...255 {
            let bound = 127.5 / Double(a) + 0.5
            for c in 0...255 {
                let p = Premultiplication.premultiply(UInt8(c), alpha: UInt8(a))
                let u = Premultiplication.unpremultiply(p, alpha: UInt8(a))
                let error = abs(Double(Int(u) - c))
                if error > bound + 1e-9 {
                    worstExcess = max(worstExcess, error - bound)
                    if failures.count < 10 { failures.append("c=\(c) a=\(a) → \(p) → \(u)") }
                }
                // Opaque samples are exact.
                if a == 255 && Int(u) != c { failures.append("opaque c=\(c) → \(u)") }
            }
        }
        #expect(failures.isEmpty, "\(failures), worst excess \(worstExcess)")
    }

    @Test("a = 0 gives all zero")
    func zeroAlphaGivesZero() {
        for c in 0...255 {
            #expect(Premultiplication.unpremultiply(UInt8(c), alpha: 0) == 0)
            #expect(Premultiplication.premultiply(UInt8(c), alpha: 0) == 0)
        }
    }

    @Test("the lookup tables agree with the formulas")
    func tablesAgreeWithFormulas() {
        var mismatches = 0
        for a in 0...255 {
            for c in 0...255 {
                if Premultiplication.unpremultiplyTable[a << 8 | c] != Premultiplication.unpremultiply(UInt8(c), alpha: UInt8(a)) { mismatches += 1 }
                if Premultiplication.premultiplyTable[a << 8 | c] != Premultiplication.premultiply(UInt8(c), alpha: UInt8(a)) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("RGBAImage(unpremultiplying:) swaps BGRA to RGBA, honours the stride and un-premultiplies")
    func unpremultiplyingABuffer() {
        // 2×2 with an 12-byte stride (4 bytes of padding per row, filled with junk).
        var bytes = [UInt8](repeating: 0xEE, count: 12 * 2)
        func put(_ x: Int, _ y: Int, b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
            let i = y * 12 + x * 4
            bytes[i] = b; bytes[i + 1] = g; bytes[i + 2] = r; bytes[i + 3] = a
        }
        put(0, 0, b: 30, g: 20, r: 10, a: 255)  // opaque: unchanged
        put(1, 0, b: 64, g: 32, r: 128, a: 128)  // half transparent
        put(0, 1, b: 0, g: 0, r: 0, a: 0)  // transparent
        put(1, 1, b: 1, g: 1, r: 1, a: 1)  // tiny alpha, full white
        let buffer = PixelBuffer(width: 2, height: 2, stride: 12, bytes: bytes)
        let image = RGBAImage(unpremultiplying: buffer)
        #expect(image.width == 2 && image.height == 2)
        // 128·255/128 = 255, 32·255/128 = 63.75 → 64, 64·255/128 = 127.5 → 128.
        #expect(image.pixels == [10, 20, 30, 255, 255, 64, 128, 128, 0, 0, 0, 0, 255, 255, 255, 1])
    }

    @Test("PixelBuffer(premultiplying:) produces BGRA premultiplied bytes")
    func premultiplyingAnImage() {
        let image = RGBAImage(width: 3, height: 1, pixels: [10, 20, 30, 255, 255, 64, 128, 128, 200, 100, 50, 0])
        let buffer = PixelBuffer(premultiplying: image)
        #expect(buffer.stride == 12)
        // 255·128/255 = 128; 64·128/255 = 32.13 → 32; 128·128/255 = 64.25 → 64.
        #expect(buffer.bytes == [30, 20, 10, 255, 64, 32, 128, 128, 0, 0, 0, 0])
        #expect(buffer.pixel(x: 1, y: 0) == SIMD4(64, 32, 128, 128))
    }

    @Test("Bitmap(premultiplying:) holds the same bytes as the PixelBuffer conversion")
    func bitmapPremultiplying() {
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 51, 0, 255, 0, 255])
        let bitmap = Bitmap(premultiplying: image)
        #expect(bitmap.width == 2 && bitmap.height == 1 && bitmap.stride == 8)
        // 255·51/255 = 51 for red; green opaque.
        #expect(Array(bitmap.bytes) == [0, 0, 51, 51, 0, 255, 0, 255])
    }

    @Test("every valid premultiplied pixel survives buffer → image → buffer")
    func bufferRoundTripOverAllValidPixels() {
        // One row per alpha, one pixel per colour value c ≤ a (c in all three channels, varied).
        var buffer = PixelBuffer(width: 256, height: 256)
        for a in 0...255 {
            for c in 0...255 {
                let v = UInt8(min(c, a))
                let g = UInt8((c * 7) % (a + 1))
                let b = UInt8((c * 13 + 5) % (a + 1))
                buffer.setPixel(x: c, y: a, SIMD4(b, g, v, UInt8(a)))
            }
        }
        let back = PixelBuffer(premultiplying: RGBAImage(unpremultiplying: buffer))
        #expect(back == buffer)
    }
}
