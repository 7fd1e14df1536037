import Testing
@testable import SegueRender

/// `Downscale.area`, the previews' box filter: each output pixel the exact, rounded average of the
/// source area it covers.
struct DownscaleTests {
    /// The filter written plainly: every output pixel's weighted sum over its source area, divided.
    static func reference(_ buffer: PixelBuffer, width: Int, height: Int) -> [UInt8] {
        let (sw, sh) = (buffer.width, buffer.height)
        let columns = Downscale.Taps.axis(source: sw, destination: width), rows = Downscale.Taps.axis(source: sh, destination: height)
        let total = UInt64(sw * sh)
        var out: [UInt8] = []
        for oy in 0..<height {
            for ox in 0..<width {
                var sums = [UInt64](repeating: 0, count: 4)
                for (j, wy) in rows[oy].weights.enumerated() {
                    for (i, wx) in columns[ox].weights.enumerated() {
                        let o = (rows[oy].start + j) * buffer.stride + (columns[ox].start + i) * 4
                        for c in 0..<4 { sums[c] += UInt64(buffer.bytes[o + c]) * UInt64(wx) * UInt64(wy) }
                    }
                }
                out += sums.map { UInt8(($0 + total / 2) / total) }
            }
        }
        return out
    }

    static func noise(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
        var state = seed | 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<width * height {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let alpha = UInt8(truncatingIfNeeded: state >> 40) | (state & 1 == 0 ? 0xFF : 0)
            for c in 0..<3 { bytes.append(UInt8(truncatingIfNeeded: state >> (8 * c)) % (alpha &+ 1 == 0 ? 255 : alpha + 1)) }
            bytes.append(alpha)
        }
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    @Test("three pixels to two: the middle one split between them, rounded")
    func byHand() {
        // Output 0 covers pixels 0 and half of 1; output 1 the other half of 1 and pixel 2.
        let b = PixelBuffer(width: 3, height: 1, stride: 12, bytes: [0, 30, 255, 255, 3, 60, 0, 255, 9, 90, 100, 255])
        let small = Downscale.area(b, width: 2, height: 1)
        // (0·2 + 3)/3 = 1, (30·2 + 60)/3 = 40, (255·2 + 0)/3 = 170; (3 + 9·2)/3 = 7, (60 + 180)/3 = 80, (0 + 200)/3 = 66.67 → 67.
        #expect(small.bytes == [1, 40, 170, 255, 7, 80, 67, 255])
    }

    @Test("sizes and ratios of previews and odd ones: the plain filter's bytes",
          arguments: [(17, 9, 8, 4), (393, 85, 197, 43), (64, 64, 64, 1), (50, 31, 7, 30), (1179, 40, 590, 20), (5, 5, 1, 1), (100, 3, 99, 2)])
    func matchesReference(_ size: (Int, Int, Int, Int)) {
        let b = Self.noise(width: size.0, height: size.1, seed: UInt64(size.0 * 31 + size.2))
        let small = Downscale.area(b, width: size.2, height: size.3)
        #expect(small.bytes == Self.reference(b, width: size.2, height: size.3), "\(size)")
    }

    /// Above 16 M source pixels, 255 × the total weight no longer fits 32 bits: the sums are
    /// taken in 64-bit lanes (`Downscale.area`). This image is bright (every sample 248 to 255),
    /// so that its sums pass 2³²: taken in 32 bits, its averages would wrap.
    @Test("a bright source of over 16 M pixels: the plain filter's bytes")
    func largeSource() {
        let (w, h) = (4300, 4200)
        var state: UInt64 = 7
        let bytes = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            for i in 0..<w * h * 4 {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                out[i] = i % 4 == 3 ? 255 : 248 + UInt8(truncatingIfNeeded: state & 7)
            }
            count = w * h * 4
        }
        let b = PixelBuffer(width: w, height: h, stride: w * 4, bytes: bytes)
        #expect(248 * UInt64(w * h) > UInt64(UInt32.max))
        let small = Downscale.area(b, width: 41, height: 37)
        #expect(small.bytes == Self.reference(b, width: 41, height: 37))
    }

    @Test("the division by the total weight: the rounded quotient, at the edges of every multiple",
          arguments: [1, 2, 3, 7, 255, 1_000_003, 3 * 1179 * 2556 / 3, (1 << 23) - 1, 1 << 23, (1 << 23) + 1, 1 << 30] as [UInt64])
    func divider(_ d: UInt64) {
        let divider = Downscale.Divider(d)
        var wrong: [UInt64] = []
        for k in stride(from: UInt64(0), through: 256, by: 1) {
            for n in [k * d, k * d + d / 2, k * d + (d + 1) / 2, k * d + d - 1, k * d &- 1, k * d &- d / 2 &- 1] where n <= 255 * d {
                if divider.rounded(n) != (n + d / 2) / d { wrong.append(n) }
            }
        }
        #expect(wrong.isEmpty, "\(d): \(wrong.prefix(5))")
    }

    @Test("a large flat image: every average is the colour itself")
    func flat() {
        let (w, h) = (1179, 600)
        let b = PixelBuffer(width: w, height: h, stride: w * 4, bytes: [UInt8]((0..<w * h).flatMap { _ in [200, 13, 255, 255] as [UInt8] }))
        let small = Downscale.area(b, width: 590, height: 300)
        #expect(small.bytes.count == 590 * 300 * 4)
        #expect(stride(from: 0, to: small.bytes.count, by: 4).allSatisfy { Array(small.bytes[$0..<$0 + 4]) == [200, 13, 255, 255] })
    }
}
