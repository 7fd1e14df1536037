import Testing
@testable import SegueRender

/// `FastDeflate.MeasuredStream`: a stream's exact size from its counts, before a token is written,
/// and then `blockStream`'s very bytes.
struct FastMeasuredStreamTests {
    /// Images of several bands (128 rows each) and of one: noise, text-like stripes over flat
    /// colour, long zero runs across band and row ends (transparent holes), odd widths.
    static func images() -> [RGBAImage] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        func image(_ w: Int, _ h: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
            RGBAImage(width: w, height: h, pixels: (0..<h).flatMap { y in (0..<w).flatMap { x in pixel(x, y) } })
        }
        return [
            image(67, 300) { _, _ in [next(), next(), next(), 255] },
            image(131, 257) { x, y in (y / 4) % 5 == 0 && x > 10 ? [20, 20, 20, 255] : [240, 240, UInt8(y % 256), 255] },
            image(40, 390) { x, y in (y > 120 && y < 140) || x % 9 == 0 ? [0, 0, 0, 0] : [UInt8(x * 6), UInt8(y % 256), 90, 255] },
            image(5, 1) { x, _ in [UInt8(x), 0, 0, 0] },
            image(33, 128) { _, _ in [0, 0, 0, 0] },
        ]
    }

    @Test("the measured size is the written stream's, whose bytes are blockStream's")
    func sameBytes() throws {
        for image in Self.images() {
            let reference = try #require(FastDeflate.blockStream(image, opaque: false))
            let measured = try #require(FastDeflate.MeasuredStream.measure(image))
            #expect(measured.byteCount == reference.count, "\(image.width)×\(image.height)")
            #expect(measured.written() == reference, "\(image.width)×\(image.height)")
            let rowBytes = image.width * 4 + 1
            #expect(throws: Never.self, "a valid zlib stream of every row") {
                _ = try reference.withUnsafeBufferPointer { (z) throws(Zlib.Failure) in try Zlib.inflate(z, expected: rowBytes * image.height) }
            }
        }
    }

    @Test("under a limit: nil exactly when the whole stream would take the limit or more")
    func limit() throws {
        for image in Self.images() {
            let size = try #require(FastDeflate.blockStream(image, opaque: false)).count
            for limit in [1, size / 2, size - 1, size] {
                let m = FastDeflate.MeasuredStream.measure(image, limit: limit)
                #expect(m == nil, "\(limit) of \(size)")
                m?.discard()
            }
            let kept = try #require(FastDeflate.MeasuredStream.measure(image, limit: size + 1))
            #expect(kept.byteCount == size)
            kept.discard()
        }
    }
}
