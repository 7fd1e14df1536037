import Foundation
import SegueKit
import Testing

@testable import SegueRender

/// `--compression fast` (FastDeflate+Blocks.swift) where it differs from `fastest`: a Huffman block
/// per 128 rows, each row's choice of Paeth or Up, the SIMD Paeth filter and the residual sums that
/// choose; and `auto`, which picks libdeflate or `fast` by the frame's size.
@Suite("Fast block encoder")
struct FastBlockEncoderTests {
    let fast = PNGEncoder(options: .init(compression: .fast))

    /// The IDAT data of `png`, inflated: each row's filter type byte, then its residuals.
    func rows(_ png: [UInt8], width: Int, height: Int, channels: Int) throws -> [[UInt8]] {
        let chunks = try #require(HandPNG.chunks(of: png))
        let idat = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let rowBytes = 1 + width * channels
        let raw = try idat.withUnsafeBufferPointer { (z) throws(Zlib.Failure) in try Zlib.inflate(z, expected: rowBytes * height) }
        return (0..<height).map { Array(raw[$0 * rowBytes..<($0 + 1) * rowBytes]) }
    }

    @Test("frames of many blocks round-trip through libpng and zlib, block edges inside zero runs too")
    func manyBlocks() throws {
        var rng = SeededRandom(seed: 0xB10C)
        for round in 0..<12 {
            let (w, h) = (Int.random(in: 1...160, using: &rng), Int.random(in: 129...420, using: &rng))
            let opaque = round % 3 != 2
            // Flat rows (zero runs across block edges), noise and gradients, in bands.
            var px = [UInt8](repeating: 0, count: w * h * 4)
            for y in 0..<h {
                let kind = (y / Int.random(in: 20...90, using: &rng)) % 3
                for x in 0..<w {
                    let i = (y * w + x) * 4
                    switch kind {
                    case 0: px[i] = 200; px[i + 1] = 200; px[i + 2] = 200
                    case 1: px[i] = UInt8.random(in: 0...255, using: &rng); px[i + 1] = UInt8(x & 255); px[i + 2] = 7
                    default: px[i] = UInt8((x + y) & 255); px[i + 1] = UInt8((x * 3 + y) & 255); px[i + 2] = UInt8(y & 255)
                    }
                    px[i + 3] = opaque ? 255 : UInt8((x * 7 + y) & 255)
                }
            }
            let buffer = PixelBuffer(premultiplying: RGBAImage(width: w, height: h, pixels: px))
            try FastEncoderTests().checkRoundTrip(fast.encode(buffer), buffer, "fast round \(round) \(w)×\(h) opaque \(opaque)")
        }
    }

    @Test("a translucent pixel in a later block makes the whole file RGBA")
    func translucentLate() throws {
        let (w, h) = (45, 300)
        var buffer = PixelBuffer(premultiplying: FastEncoderTests.structured(width: w, height: h, seed: 1, opaque: true))
        #expect(fast.encode(buffer)[25] == 2, "opaque: RGB")
        buffer.setPixel(x: 44, y: 290, SIMD4(10, 20, 30, 128))
        let png = fast.encode(buffer)
        #expect(png[25] == 6, "translucent: RGBA")
        try FastEncoderTests().checkRoundTrip(png, buffer, "translucent at row 290")
    }

    @Test("rows of a diagonal gradient take Paeth, which leaves residuals half of Up's")
    func paethChosen() throws {
        let (w, h) = (200, 150)
        // v = x + 2y: Up leaves 2 in every sample, Paeth (predicting from the left) 1.
        var px = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4, v = x + 2 * y
                px[i] = UInt8(v & 255); px[i + 1] = UInt8((v / 2) & 255); px[i + 2] = 40
            }
        }
        let buffer = PixelBuffer(premultiplying: RGBAImage(width: w, height: h, pixels: px))
        let types = try rows(fast.encode(buffer), width: w, height: h, channels: 3).map { $0[0] }
        #expect(types.allSatisfy { $0 == 4 }, "\(types)")
    }

    @Test("noisy rows under flat ones take Up; a flat image, a tie, takes Paeth")
    func upChosen() throws {
        var rng = SeededRandom(seed: 5)
        let (w, h) = (64, 9)
        // Odd rows are 100 ± 50 of noise under flat rows of 100: Paeth predicts each sample from
        // its noisy left neighbour there (the row above being flat), Up from the flat 100.
        var px = [UInt8]()
        for y in 0..<h {
            for _ in 0..<w {
                let v = { y % 2 == 1 ? UInt8(100 + Int.random(in: -50...50, using: &rng)) : 100 }
                px += [v(), v(), v(), 255]
            }
        }
        let buffer = PixelBuffer(premultiplying: RGBAImage(width: w, height: h, pixels: px))
        let filtered = try rows(fast.encode(buffer), width: w, height: h, channels: 3)
        for y in stride(from: 1, to: h, by: 2) { #expect(filtered[y][0] == 2, "row \(y)") }

        let flat = PixelBuffer(premultiplying: RGBAImage(width: w, height: h, pixels: [UInt8](repeating: 200, count: w * h * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }))
        let flatRows = try rows(fast.encode(flat), width: w, height: h, channels: 3)
        #expect(flatRows.dropFirst().allSatisfy { $0[0] == 4 && $0.dropFirst().allSatisfy { $0 == 0 } })
    }

    /// PNG's Paeth predictor as RFC 2083 6.6 writes it.
    static func paethScalar(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    @Test("the SIMD Paeth filter agrees with RFC 2083 on every corner of the byte range and on noise")
    func paethFilter() {
        let corners: [UInt8] = [0, 1, 2, 126, 127, 128, 129, 253, 254, 255]
        // Every (a, b, c, x) of corner values, laid out as RGB pixels: a row of x after a, above
        // it b after c.
        var cases: [(UInt8, UInt8, UInt8, UInt8)] = []
        for a in corners { for b in corners { for c in corners { for x in corners { cases.append((a, b, c, x)) } } } }
        var rng = SeededRandom(seed: 6)
        for _ in 0..<5000 {
            cases.append((.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng)))
        }
        for bpp in [3, 4] {
            // Each case is two pixels: (a, x) in the row, (c, b) above; every sample of a pixel alike.
            let n = cases.count * 2 * bpp
            var row = [UInt8](repeating: 0, count: 16 + n + 16), above = row, out = [UInt8](repeating: 0, count: n + 16)
            for (k, t) in cases.enumerated() {
                for s in 0..<bpp {
                    row[16 + k * 2 * bpp + s] = t.0; row[16 + k * 2 * bpp + bpp + s] = t.3
                    above[16 + k * 2 * bpp + s] = t.2; above[16 + k * 2 * bpp + bpp + s] = t.1
                }
            }
            row.withUnsafeBufferPointer { r in
                above.withUnsafeBufferPointer { u in
                    out.withUnsafeMutableBufferPointer { o in
                        FilteredRows.paeth(r.baseAddress! + 16, above: u.baseAddress! + 16, into: o.baseAddress!, count: n, pixelBytes: bpp)
                    }
                }
            }
            var wrong = 0
            for i in 0..<n {
                let a = i >= bpp ? Int(row[16 + i - bpp]) : 0, b = Int(above[16 + i]), c = i >= bpp ? Int(above[16 + i - bpp]) : 0
                let expected = UInt8((Int(row[16 + i]) - Self.paethScalar(a, b, c)) & 255)
                if out[i] != expected { wrong += 1 }
            }
            #expect(wrong == 0, "\(wrong) of \(n) samples wrong at \(bpp) bytes a pixel")
        }
    }

    @Test("residual sums match a plain sum, on rows long enough to overflow 16-bit lanes")
    func residualSums() {
        var rng = SeededRandom(seed: 7)
        for count in [0, 1, 15, 16, 17, 3537, 4096, 100_003] {
            for fill in [nil, 128 as UInt8, 255] {
                let bytes = (0..<count + 16).map { _ in fill ?? UInt8.random(in: 0...255, using: &rng) }
                let plain = bytes.prefix(count).reduce(0) { $0 + min(Int($1), 256 - Int($1)) }
                let simd = bytes.withUnsafeBufferPointer { FilteredRows.residualSum($0.baseAddress!, count: count) }
                #expect(simd == plain, "\(count) bytes of \(fill.map(String.init) ?? "noise")")
            }
        }
    }

    @Test("auto is libdeflate 6 up to a megapixel and fast above, byte for byte")
    func automatic() {
        let auto = PNGEncoder.goldens
        #expect(auto.options.compression == .automatic)
        let level6 = PNGEncoder(options: .init(compressionLevel: 6, compression: .libdeflate))
        for (w, h, fastExpected) in [(393, 852, false), (1024, 1024, false), (1025, 1024, true), (1100, 900, false), (1179, 2556, true)] {
            let buffer = PixelBuffer(premultiplying: FastEncoderTests.structured(width: w, height: h, seed: 2, opaque: true))
            let expected = fastExpected ? fast.encode(buffer) : level6.encode(buffer)
            let same = auto.encode(buffer) == expected  // NB: not inside #expect, which would diff megabytes
            #expect(same, "\(w)×\(h)")
            #expect(auto.compression(width: w, height: h) == (fastExpected ? .fast : .libdeflate))
        }
    }
}
