import SegueKit
import Testing

@testable import SegueRender

/// `PNGDecoder.decodePlain` (libdeflate and a Swift unfilter) against libpng: the same pixels for
/// every row filter, with and without alpha, and nil (libpng's turn) for what it does not take.
@Suite("PNG decoder, plain-file fast path")
struct PNGDecoderFastTests {
    static let filters: [PNGEncoder.Filter] = [.none, .sub, .up, .average, .paeth, .adaptive]

    /// A buffer with gradients, noise and flat runs, so that every filter has work to do.
    static func buffer(width: Int, height: Int, opaque: Bool) -> PixelBuffer {
        var b = PixelBuffer(width: width, height: height)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: seed >> 16)
                let a: UInt8 = opaque ? 255 : (x % 7 == 0 ? 0 : (y % 3 == 0 ? 255 : noise | 1))
                func pm(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(a) + 127) / 255) }
                let r = pm(UInt8(truncatingIfNeeded: x * 3)), g = pm(y % 5 == 0 ? 200 : noise), bl = pm(UInt8(truncatingIfNeeded: x &+ y))
                b.setPixel(x: x, y: y, SIMD4(bl, g, r, a))
            }
        }
        return b
    }

    static func libpng(_ png: [UInt8]) throws -> RGBAImage {
        let input = try PNGDecoder.withoutColorManagement(png, name: "t.png") ?? png
        return try input.withUnsafeBufferPointer { try PNGDecoder.decodeValidated($0, name: "t.png", limits: .default) }
    }

    static func plain(_ png: [UInt8]) throws -> RGBAImage? {
        let input = try PNGDecoder.withoutColorManagement(png, name: "t.png") ?? png
        return input.withUnsafeBufferPointer { PNGDecoder.decodePlain($0) }
    }

    @Test("the same pixels as libpng for every filter, RGB and RGBA", arguments: filters, [true, false])
    func sameAsLibpng(filter: PNGEncoder.Filter, opaque: Bool) throws {
        for (w, h) in [(1, 1), (2, 3), (37, 19), (300, 40)] {
            let png = PNGEncoder(options: .init(compressionLevel: 6, filter: filter, compression: .zlib))
                .encode(Self.buffer(width: w, height: h, opaque: opaque))
            let fast = try #require(try Self.plain(png), "\(w)×\(h) \(filter) opaque \(opaque) was not taken")
            #expect(fast == (try Self.libpng(png)), "\(w)×\(h) \(filter) opaque \(opaque)")
        }
    }

    /// A bitmap's bytes, copied while it is alive (`bytes` does not keep it alive).
    static func bytes(_ bitmap: Bitmap) -> [UInt8] { withExtendedLifetime(bitmap) { Array(bitmap.bytes) } }

    @Test("straight into a bitmap: the bytes of premultiplying libpng's pixels, every filter, RGB and RGBA",
          arguments: filters, [true, false])
    func bitmap(filter: PNGEncoder.Filter, opaque: Bool) throws {
        for (w, h) in [(1, 1), (2, 3), (5, 1), (37, 19), (300, 40)] {
            let png = PNGEncoder(options: .init(compressionLevel: 6, filter: filter, compression: .zlib))
                .encode(Self.buffer(width: w, height: h, opaque: opaque))
            let fast = try #require(png.withUnsafeBufferPointer { PNGDecoder.decodePlainBitmap($0) }, "\(w)×\(h) was not taken")
            let reference = Bitmap(premultiplying: try Self.libpng(png))
            #expect(Self.bytes(fast) == Self.bytes(reference), "\(w)×\(h) \(filter) opaque \(opaque)")
            #expect(fast.isOpaque == opaque && reference.isOpaque == opaque)
            // The public entry point takes the same path and gives the same bitmap.
            #expect(Self.bytes(try PNGDecoder.decodeBitmap(png, name: "t.png")) == Self.bytes(reference))
        }
        // What the fast path does not take still decodes, through libpng.
        let grey = HandPNG.file(HandPNG.grid(width: 4, height: 2) { x, _ in [x * 60] }, bitDepth: 8, colorType: .grey)
        #expect(grey.withUnsafeBufferPointer { PNGDecoder.decodePlainBitmap($0) } == nil)
        let bitmap = try PNGDecoder.decodeBitmap(grey, name: "grey.png")
        #expect(Self.bytes(bitmap) == Self.bytes(Bitmap(premultiplying: try Self.libpng(grey))))
        let cut = #expect(throws: PNGError.self) { try PNGDecoder.decodeBitmap(Array(grey.dropLast(20)), name: "cut.png") }
        #expect(cut?.kind == .corrupt && cut?.description.hasPrefix("cut.png: ") == true, "\(String(describing: cut))")
    }

    @Test("hand-built files: IDAT split in three, filters in turn, RGB and RGBA")
    func handBuilt() throws {
        for type in [HandPNG.ColorType.rgb, .rgba] {
            let n = type == .rgb ? 3 : 4
            let pixels = HandPNG.grid(width: 9, height: 8) { x, y in (0..<n).map { (x * 37 + y * 11 + $0 * 90) % 256 } }
            let png = HandPNG.file(pixels, bitDepth: 8, colorType: type, idatSplit: 3, filters: [0, 1, 2, 3, 4], compressed: true)
            let fast = try #require(try Self.plain(png), "\(type) was not taken")
            #expect(fast == (try Self.libpng(png)))
        }
    }

    @Test("files it does not take go to libpng: a bad CRC, truncation, grey, a tRNS chunk")
    func fallsBack() throws {
        let png = PNGEncoder(options: .init(compressionLevel: 6, filter: .paeth, compression: .zlib))
            .encode(Self.buffer(width: 20, height: 10, opaque: true))
        #expect(try Self.plain(png) != nil)
        var badCRC = png
        badCRC[29] ^= 1  // the IHDR's CRC
        #expect(try Self.plain(badCRC) == nil)
        #expect(try Self.plain(Array(png.dropLast(5))) == nil)
        let grey = HandPNG.file(HandPNG.grid(width: 4, height: 2) { x, _ in [x] }, bitDepth: 8, colorType: .grey)
        #expect(try Self.plain(grey) == nil)
        // A tRNS colour key makes some RGB pixels transparent: libpng's work.
        let keyed = HandPNG.file(HandPNG.grid(width: 4, height: 2) { x, _ in [x, x, x] }, bitDepth: 8, colorType: .rgb,
                                 trns: [0, 1, 0, 1, 0, 1])
        #expect(try Self.plain(keyed) == nil)
    }
}
