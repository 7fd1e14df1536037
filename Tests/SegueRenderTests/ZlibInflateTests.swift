import Testing

@testable import SegueRender

@Suite("zlib inflate (for 16-bit interlaced PNG files)")
struct ZlibInflateTests {
    func inflate(_ z: [UInt8], expected: Int) throws -> [UInt8] {
        try z.withUnsafeBufferPointer { (z) throws(Zlib.Failure) in try Zlib.inflate(z, expected: expected) }
    }

    @Test("stored and fixed-Huffman streams inflate to their data")
    func storedAndFixed() throws {
        var rng = SeededRandom(seed: 5)
        let noise = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let runs = (0..<70_000).map { UInt8(($0 / 300) % 7) }
        let text = Array(String(repeating: "the quick brown fox jumps over the lazy dog; ", count: 500).utf8)
        for data in [noise, runs, text, [], [42]] {
            #expect(try inflate(HandPNG.zlibStored(data), expected: data.count) == data)
            #expect(try inflate(HandPNG.zlibFixedHuffman(data), expected: data.count) == data)
        }
        // The test compressor really does compress (so back-references were exercised).
        #expect(HandPNG.zlibFixedHuffman(runs).count < 2000)
    }

    @Test("zlib's own dynamic-Huffman streams (libpng's IDAT at levels 1, 6 and 9) inflate to the rows")
    func dynamicHuffman() throws {
        // An opaque 300×200 image with known colours: the encoder writes RGB rows, filter 0.
        var rng = SeededRandom(seed: 6)
        var buffer = PixelBuffer(width: 300, height: 200)
        var rows: [UInt8] = []
        for y in 0..<200 {
            rows.append(0)
            for x in 0..<300 {
                let r = UInt8((x * 3) & 0xFF), g = UInt8((y * 7) & 0xFF)
                let b: UInt8 = (x / 20 + y / 20) % 3 == 0 ? UInt8.random(in: 0...255, using: &rng) : 128
                buffer.setPixel(x: x, y: y, SIMD4(b, g, r, 255))
                rows += [r, g, b]
            }
        }
        for level in [1, 6, 9] {
            let png = PNGEncoder(options: .init(compressionLevel: level, filter: .none)).encode(buffer)
            let idat = try #require(HandPNG.chunks(of: png)).filter { $0.type == "IDAT" }.flatMap(\.data)
            #expect(try inflate(idat, expected: rows.count) == rows, "level \(level)")
        }
    }

    @Test("malformed streams throw", arguments: [
        [0x78] as [UInt8],  // too short
        [0x79, 0x9C, 0x03, 0x00],  // bad header check
        [0x78, 0xBB, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00],  // preset dictionary
        [0x78, 0x01, 0x07],  // block type 3
        [0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 1, 2],  // stored block cut short
        [0x78, 0x01, 0x01, 0x05, 0x00, 0x00, 0x00, 1, 2, 3, 4, 5],  // bad stored length complement
        [0x78, 0x9C, 0x63, 0x00],  // fixed block that ends early
        [0x78, 0x9C, 0x03, 0x02],  // fixed block whose first code copies from before the start
    ])
    func malformed(stream: [UInt8]) {
        #expect(throws: Zlib.Failure.self) { try inflate(stream, expected: 1 << 16) }
    }

    @Test("a stream with more or less data than expected throws, and never inflates past the expected size")
    func exactSize() {
        let data = [UInt8](repeating: 9, count: 1000)
        for z in [HandPNG.zlibFixedHuffman(data), HandPNG.zlibStored(data)] {
            #expect(throws: Zlib.Failure(description: "more image data than the header's size")) { try inflate(z, expected: 999) }
            #expect(throws: Zlib.Failure(description: "not enough image data")) { try inflate(z, expected: 1001) }
        }
        // A small bomb: 256 KiB of zeros in a few kilobytes of stream, where 1000 bytes are expected.
        let bomb = HandPNG.zlibFixedHuffman([UInt8](repeating: 0, count: 1 << 18))
        #expect(throws: Zlib.Failure(description: "more image data than the header's size")) { try inflate(bomb, expected: 1000) }
    }

    @Test("a stream cut after its last byte of data (its Adler-32 missing) is read, as libpng reads it")
    func missingChecksum() throws {
        let data = Array((0..<500).map { UInt8($0 % 251) })
        #expect(try inflate(Array(HandPNG.zlibStored(data).dropLast(4)), expected: data.count) == data)
    }
}
