import Foundation
import SegueKit
import Testing

@testable import SegueRender

/// The encoders that make their own zlib streams (libdeflate, `--compression fast`, `fastest` and
/// `auto`, which is one of them by the frame's size): every
/// file decoded back by libpng (PNGDecoder) and its image data by zlib, pixel for pixel and byte
/// for byte, on random, structured and fuzzed images. Sizes and speed are the benchmark's.
@Suite("Fast PNG encoders")
struct FastEncoderTests {
    static let compressions: [PNGEncoder.Compression] = [.libdeflate, .fastest, .fast, .automatic]

    /// Structured images a frame is made of: flat areas, long zero runs (a run of 258 + 1 or 2
    /// bytes too), gradients, noise, a translucent area, rows repeating the row above.
    static func structured(width: Int, height: Int, seed: UInt64, opaque: Bool) -> RGBAImage {
        var rng = SeededRandom(seed: seed)
        var px = [UInt8](repeating: 0, count: width * height * 4)
        let kind = Int(seed % 5)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var c: (UInt8, UInt8, UInt8)
                switch kind {
                case 0: c = (255, 255, 255)
                case 1: c = (UInt8(x & 0xFF), UInt8(y & 0xFF), 128)
                case 2: c = x < width / 2 ? (10, 20, 30) : (UInt8.random(in: 0...255, using: &rng), 0, 0)
                case 3: c = (y % 7 == 0) ? (UInt8.random(in: 0...255, using: &rng), 1, 2) : (0, 0, 0)
                default: c = x % 259 < 257 ? (0, 0, 0) : (1, 1, 1)
                }
                px[i] = c.0; px[i + 1] = c.1; px[i + 2] = c.2
                px[i + 3] = opaque ? 255 : (x + y) % 3 == 0 ? 0 : (x % 5 == 0 ? UInt8.random(in: 0...255, using: &rng) : 255)
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    /// Decodes `png` with libpng and its IDAT stream with zlib; checks both against `buffer`.
    func checkRoundTrip(_ png: [UInt8], _ buffer: PixelBuffer, _ what: String) throws {
        let decoded = try PNGDecoder.decode(png, name: what)
        #expect(PixelBuffer(premultiplying: decoded) == buffer, "\(what): libpng")
        let opaque = buffer.isOpaque
        let chunks = try #require(HandPNG.chunks(of: png))
        let idat = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let rowBytes = 1 + buffer.width * (opaque ? 3 : 4)
        let raw = try idat.withUnsafeBufferPointer { (z) throws(Zlib.Failure) in try Zlib.inflate(z, expected: rowBytes * buffer.height) }
        // The rows come back as the encoder filtered them: unfilter them by hand (RFC 2083 6).
        var previous = [UInt8](repeating: 0, count: rowBytes - 1)
        let expected = PNGEncoder.unfilteredRows(buffer, opaque: opaque)
        let bpp = opaque ? 3 : 4
        for y in 0..<buffer.height {
            let type = raw[y * rowBytes]
            #expect(type <= 4, "\(what): filter \(type)")
            var row = Array(raw[y * rowBytes + 1..<(y + 1) * rowBytes])
            for i in row.indices {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                let p = a + b - c
                let paeth = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c
                let predicted = [0, a, b, (a + b) / 2, paeth][Int(min(type, 4))]
                row[i] &+= UInt8(predicted)
            }
            if row != Array(expected[y * rowBytes + 1..<(y + 1) * rowBytes]) {
                Issue.record("\(what): row \(y) differs after zlib")
                return
            }
            previous = row
        }
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
    }

    @Test("random and structured images round-trip through libpng and zlib", arguments: compressions)
    func roundTrip(compression: PNGEncoder.Compression) throws {
        let encoder = PNGEncoder(options: .init(compression: compression))
        for seed in 0..<20 as Range<UInt64> {
            for opaque in [true, false] {
                let (w, h) = (Int(seed * 37 % 300) + 1, Int(seed * 13 % 40) + 1)
                for image in [PNGEncoderTests.randomImage(width: w, height: h, seed: seed, opaque: opaque),
                              Self.structured(width: w, height: h, seed: seed, opaque: opaque)] {
                    let buffer = PixelBuffer(premultiplying: image)
                    try checkRoundTrip(encoder.encode(buffer), buffer, "\(compression) \(w)×\(h) seed \(seed) opaque \(opaque)")
                }
            }
        }
    }

    @Test("fastest finds a single translucent pixel anywhere, outside the sampled rows too, and writes RGBA")
    func fastestOpacity() throws {
        let encoder = PNGEncoder(options: .init(compression: .fastest))
        let (w, h) = (37, 21)
        let opaque = PixelBuffer(premultiplying: Self.structured(width: w, height: h, seed: 1, opaque: true))
        var png = encoder.encode(opaque)
        #expect(png[25] == 2, "an opaque frame is RGB")
        try checkRoundTrip(png, opaque, "opaque")
        for (x, y) in [(0, 0), (36, 20), (5, 7), (30, 13), (36, 9)] {
            var b = opaque
            b.setPixel(x: x, y: y, SIMD4(10, 20, 30, 128))
            png = encoder.encode(b)
            #expect(png[25] == 6, "a translucent pixel at (\(x), \(y)) makes the file RGBA")
            try checkRoundTrip(png, b, "translucent at (\(x), \(y))")
        }
    }

    @Test("every libdeflate level round-trips through libpng and zlib")
    func libdeflateLevels() throws {
        for level in 0...12 {
            let encoder = PNGEncoder(options: .init(compressionLevel: level, compression: .libdeflate))
            for opaque in [true, false] {
                let buffer = PixelBuffer(premultiplying: Self.structured(width: 131, height: 29, seed: UInt64(level), opaque: opaque))
                try checkRoundTrip(encoder.encode(buffer), buffer, "libdeflate level \(level) opaque \(opaque)")
            }
        }
    }

    @Test("fuzz: random sizes, contents and run lengths", arguments: compressions)
    func fuzz(compression: PNGEncoder.Compression) throws {
        var rng = SeededRandom(seed: 0xF00D)
        let encoder = PNGEncoder(options: .init(compression: compression))
        for round in 0..<60 {
            let (w, h) = (Int.random(in: 1...700, using: &rng), Int.random(in: 1...24, using: &rng))
            var buffer = PixelBuffer(width: w, height: h)
            // Runs of one colour of random lengths (most zero), some pixels translucent.
            var x = 0
            let translucent = Bool.random(using: &rng)
            while x < w * h {
                let run = [1, 2, 3, 85, 86, 87, 258, 700][Int.random(in: 0..<8, using: &rng)]
                let a: UInt8 = translucent && Int.random(in: 0..<4, using: &rng) == 0 ? UInt8.random(in: 0...255, using: &rng) : 255
                let v = Int.random(in: 0..<3, using: &rng) == 0 ? UInt8.random(in: 0...a, using: &rng) : 0
                for k in x..<min(w * h, x + run) { buffer.setPixel(x: k % w, y: k / w, SIMD4(v, v / 2, v, a)) }
                x += run
            }
            try checkRoundTrip(encoder.encode(buffer), buffer, "\(compression) fuzz round \(round) \(w)×\(h)")
        }
    }

    @Test("a frame-sized image: one IDAT stream over several chunks, zlib and libpng agree")
    func large() throws {
        let image = Self.structured(width: 1179, height: 400, seed: 2, opaque: true)
        let buffer = PixelBuffer(premultiplying: image)
        for compression in Self.compressions {
            try checkRoundTrip(PNGEncoder(options: .init(compression: compression)).encode(buffer), buffer, "\(compression) large")
        }
    }

    @Test("the SIMD opaque-row conversion agrees with its plain twin, every width up to 40")
    func opaqueRows() {
        var rng = SeededRandom(seed: 9)
        for width in 1...40 {
            let src = (0..<width * 4).map { $0 % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &rng) }
            var fast = [UInt8](repeating: 0xEE, count: width * 3 + 4), plain = fast
            src.withUnsafeBytes { s in
                _ = fast.withUnsafeMutableBufferPointer { PixelRows.opaqueToRGB(s.baseAddress!, $0.baseAddress!, count: width) }
                plain.withUnsafeMutableBufferPointer { PNGEncoder.swizzleOpaqueRow(s.baseAddress!, $0.baseAddress!, count: width) }
            }
            #expect(fast == plain, "width \(width)")
        }
    }

    @Test("Huffman code lengths stay within their limit and make a complete code")
    func huffmanLimit() {
        // Fibonacci counts make the deepest trees.
        var counts = [Int](repeating: 0, count: 286)
        var (a, b) = (1, 1)
        for i in 0..<30 { counts[i] = a; (a, b) = (b, a + b) }
        counts[256] = 1
        let lengths = Huffman.lengths(counts, limit: 15)
        #expect(lengths.max()! <= 15)
        let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2, -Double($1)) }
        #expect(abs(kraft - 1) < 1e-12)
    }

    @Test("Bitmap.isOpaque sees a single translucent pixel anywhere")
    func bitmapOpacity() {
        for (w, h) in [(1, 1), (3, 1), (5, 7), (33, 2)] {
            let opaque = [UInt8]((0..<w * h).flatMap { _ in [1, 2, 3, 255] as [UInt8] })
            #expect(Bitmap(width: w, height: h, premultipliedBGRA: opaque).isOpaque)
            for k in 0..<w * h {
                var b = opaque
                b[k * 4 + 3] = 254
                #expect(!Bitmap(width: w, height: h, premultipliedBGRA: b).isOpaque, "\(w)×\(h) pixel \(k)")
            }
        }
    }
}
