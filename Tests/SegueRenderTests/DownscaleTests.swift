import Testing
@testable import SegueRender

/// `Downscale.area`, the previews' box filter: each output pixel the exact, rounded average of the
/// source area it covers.
struct DownscaleTests {
    /// The textbook box filter, written without the filter's own taps: output pixel (ox, oy) of a
    /// w × h image from an sw × sh one covers the source rectangle [ox·sw/w, (ox+1)·sw/w) ×
    /// [oy·sh/h, (oy+1)·sh/h); each source pixel counts by the area of it inside that rectangle,
    /// and the sum is divided by the rectangle's area, rounded half up. Lengths are in units of
    /// 1/w of a pixel across and 1/h down, so that every area is a whole number.
    static func boxFilter(_ buffer: PixelBuffer, width w: Int, height h: Int) -> [UInt8] {
        let (sw, sh) = (buffer.width, buffer.height)
        /// The length of source pixel `s`, [s·n, (s+1)·n), inside [lo, hi).
        func inside(_ s: Int, _ n: Int, _ lo: Int, _ hi: Int) -> Int { max(0, min(hi, (s + 1) * n) - max(lo, s * n)) }
        var out: [UInt8] = []
        for oy in 0..<h {
            let (top, bottom) = (oy * sh, (oy + 1) * sh)
            for ox in 0..<w {
                let (left, right) = (ox * sw, (ox + 1) * sw)
                var sums = [Int](repeating: 0, count: 4)
                for sy in top / h..<min(sh, bottom / h + 1) {
                    for sx in left / w..<min(sw, right / w + 1) {
                        let area = inside(sx, w, left, right) * inside(sy, h, top, bottom)
                        for c in 0..<4 { sums[c] += Int(buffer.bytes[sy * buffer.stride + sx * 4 + c]) * area }
                    }
                }
                let whole = (right - left) * (bottom - top)
                out += sums.map { UInt8((2 * $0 + whole) / (2 * whole)) }
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

    @Test("three by three to two by two: corners whole, edges halved, the centre a quarter, rounded")
    func byHandInTwoDimensions() {
        // Grey levels 10…90 row by row. Output (0, 0) covers [0, 1.5) × [0, 1.5), 2.25 pixels:
        // 10 + 20/2 + 40/2 + 50/4 = 52.5, / 2.25 = 23.3 → 23; likewise (10 + 30 + 12.5 + 30) / 2.25
        // = 36.7 → 37, (20 + 12.5 + 70 + 40) / 2.25 = 63.3 → 63, (12.5 + 30 + 40 + 90) / 2.25 = 76.7 → 77.
        let grey: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90]
        let b = PixelBuffer(width: 3, height: 3, stride: 12, bytes: grey.flatMap { [$0, $0, $0, 255] })
        let small = Downscale.area(b, width: 2, height: 2)
        #expect(small.bytes == [23, 37, 63, 77].flatMap { [$0, $0, $0, 255] as [UInt8] })
    }

    @Test("sizes and ratios of previews and odd ones: the textbook box filter's bytes",
          arguments: [(17, 9, 8, 4), (393, 85, 197, 43), (64, 64, 64, 1), (50, 31, 7, 30), (1179, 40, 590, 20), (5, 5, 1, 1), (100, 3, 99, 2)])
    func matchesReference(_ size: (Int, Int, Int, Int)) {
        let b = Self.noise(width: size.0, height: size.1, seed: UInt64(size.0 * 31 + size.2))
        let small = Downscale.area(b, width: size.2, height: size.3)
        #expect(small.bytes == Self.boxFilter(b, width: size.2, height: size.3), "\(size)")
    }

    /// Above 16 M source pixels, 255 × the total weight no longer fits 32 bits: the sums are
    /// taken in 64-bit lanes (`Downscale.area`). This image is bright (every sample 248 to 255),
    /// so that its sums pass 2³²: taken in 32 bits, its averages would wrap.
    @Test("a bright source of over 16 M pixels: the textbook box filter's bytes")
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
        #expect(small.bytes == Self.boxFilter(b, width: 41, height: 37))
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

    /// The SIMD kernels (both builds, where the processor runs AVX2) against the scalar twin and the textbook filter, on widths
    /// whose rows end mid-vector and ratios whose padded taps start left of their own.
    @Test("the SIMD kernels in either build: the scalar twin's bytes and the textbook's",
          arguments: [(1179, 24, 590, 12), (17, 9, 8, 4), (393, 85, 197, 43), (5, 5, 1, 1), (100, 3, 99, 2), (50, 31, 7, 30), (7, 7, 3, 5)])
    func simdMatchesScalar(_ size: (Int, Int, Int, Int)) {
        let b = Self.noise(width: size.0, height: size.1, seed: UInt64(size.1 * 17 + size.3))
        let scalar = Downscale.area(b, width: size.2, height: size.3, implementation: .scalar)
        #expect(scalar.bytes == Self.boxFilter(b, width: size.2, height: size.3), "\(size)")
        for kernels in FadeRowsTests.sets {
            let simd = Downscale.area(b, width: size.2, height: size.3, implementation: .simd, kernels: kernels)
            #expect(simd.bytes == scalar.bytes, "\(size) \(kernels)")
        }
    }

    /// Sizes that divide exactly take the box kernel: the general filter's bytes still, at every
    /// factor it takes (odd and even block areas round alike), rows that end mid-vector included.
    @Test("whole k × k blocks: the box kernel in either build gives the scalar twin's bytes and the textbook's",
          arguments: [(1179, 2556 / 12, 3), (1170, 60, 2), (36, 20, 4), (45, 30, 15), (14, 7, 7), (6, 2, 2)])
    func wholeBlocks(_ size: (Int, Int, Int)) {
        let (w, h, k) = size
        let b = Self.noise(width: w, height: h, seed: UInt64(w * 31 + k))
        #expect(Downscale.wholeFactor(from: (w, h), to: (w / k, h / k)) == k)
        let scalar = Downscale.area(b, width: w / k, height: h / k, implementation: .scalar)
        #expect(scalar.bytes == Self.boxFilter(b, width: w / k, height: h / k), "\(size)")
        for kernels in FadeRowsTests.sets {
            let simd = Downscale.area(b, width: w / k, height: h / k, implementation: .simd, kernels: kernels)
            #expect(simd.bytes == scalar.bytes, "\(size) \(kernels)")
            let straight = Downscale.straightArea(b, width: w / k, height: h / k, kernels: kernels)
            #expect(straight.pixels == Downscale.straightRGBA(scalar).pixels, "straight R G B A in one pass: \(size) \(kernels)")
        }
    }

    /// Opaque blocks take the kernel's four-at-once path (B G R A words turned to R G B A), a
    /// translucent one among them sends its group of four through the table: both as the
    /// general filter, in either build.
    @Test("whole blocks, opaque and not side by side: the box kernel's fast and table paths give the general filter's bytes",
          arguments: [(1179, 2556 / 12, 3), (1170, 60, 2), (45, 30, 5)])
    func wholeBlocksOpaque(_ size: (Int, Int, Int)) {
        let (w, h, k) = size
        var b = Self.noise(width: w, height: h, seed: UInt64(w * 17 + k))
        // Opaque everywhere but a few translucent columns.
        for y in 0..<h { for x in 0..<w where x % 97 > 2 { b.bytes[(y * w + x) * 4 + 3] = 255 } }
        let scalar = Downscale.area(b, width: w / k, height: h / k, implementation: .scalar)
        #expect(scalar.bytes == Self.boxFilter(b, width: w / k, height: h / k), "\(size)")
        let opaque = stride(from: 3, to: scalar.bytes.count, by: 4).filter { scalar.bytes[$0] == 255 }.count
        #expect(opaque > scalar.bytes.count / 8, "most outputs opaque: \(opaque)")
        for kernels in FadeRowsTests.sets {
            let straight = Downscale.straightArea(b, width: w / k, height: h / k, kernels: kernels)
            #expect(straight.pixels == Downscale.straightRGBA(scalar).pixels, "\(size) \(kernels)")
        }
    }

    @Test("the box kernel is only for whole blocks both ways, and no larger than its 16-bit sums allow")
    func wholeFactorChoice() {
        #expect(Downscale.wholeFactor(from: (1179, 2556), to: (393, 852)) == 3)
        #expect(Downscale.wholeFactor(from: (1179, 2556), to: (590, 1278)) == nil)
        #expect(Downscale.wholeFactor(from: (1170, 2532), to: (585, 1265)) == nil)
        #expect(Downscale.wholeFactor(from: (40, 40), to: (40, 40)) == nil)
        #expect(Downscale.wholeFactor(from: (160, 160), to: (10, 10)) == nil)
        #expect(Downscale.wholeFactor(from: (150, 150), to: (10, 10)) == 15)
    }

    @Test("padded taps: the same weights on the same source pixels, zeros where the start moved left")
    func paddedTaps() {
        // 1179 → 590 (a 3x frame's preview): two or three source pixels an output; the last
        // output's two are the source's last, so its padded three start one pixel left.
        let taps = Downscale.Taps.axis(source: 1179, destination: 590)
        let padded = Downscale.Taps.padded(taps, source: 1179)
        #expect(padded.count == 3)
        #expect(taps[589].start == 1177 && taps[589].weights.count == 2 && padded.starts[589] == 1176)
        for (o, t) in taps.enumerated() {
            var spread = [UInt32](repeating: 0, count: 1179)
            for k in 0..<padded.count { spread[padded.starts[o] + k] += padded.weights[o * padded.count + k] }
            var expected = [UInt32](repeating: 0, count: 1179)
            for (k, w) in t.weights.enumerated() { expected[t.start + k] = w }
            #expect(spread == expected, "output \(o)")
        }
    }
}
