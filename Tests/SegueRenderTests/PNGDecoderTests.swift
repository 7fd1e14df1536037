import Foundation
import Testing

@testable import SegueRender

@Suite("PNG decoder")
struct PNGDecoderTests {
    typealias C = HandPNG.ColorType

    func decode(_ bytes: [UInt8], _ name: String = "test.png") throws -> RGBAImage {
        try PNGDecoder.decode(bytes, name: name)
    }

    /// RGBA bytes from a list of (r, g, b, a).
    func rgba(_ pixels: [(Int, Int, Int, Int)]) -> [UInt8] {
        pixels.flatMap { [UInt8($0.0), UInt8($0.1), UInt8($0.2), UInt8($0.3)] }
    }

    /// round(v · 255 / 65535) = round(v / 257): pngjs's 16 → 8 bit scaling.
    static func to8(_ v: Int) -> Int { Int((Double(v) / 257).rounded()) }

    // MARK: Grey

    @Test("grey at 1, 2 and 4 bits scales to the full 0…255 range", arguments: [1, 2, 4])
    func lowBitGrey(bitDepth: Int) throws {
        let levels = 1 << bitDepth
        // 13 pixels: not a whole number of bytes at any of these depths.
        let values = (0..<13).map { ($0 * 5) % levels }
        let png = HandPNG.file([values.map { [$0] }, values.reversed().map { [$0] }], bitDepth: bitDepth, colorType: .grey)
        let image = try decode(png)
        #expect(image.width == 13 && image.height == 2)
        let step = 255 / (levels - 1)  // 255, 85, 17
        let expected = (values + values.reversed()).map { ($0 * step, $0 * step, $0 * step, 255) }
        #expect(image.pixels == rgba(expected))
    }

    @Test("grey at 8 bits")
    func grey8() throws {
        let png = HandPNG.file(HandPNG.grid(width: 256, height: 1) { x, _ in [x] }, bitDepth: 8, colorType: .grey)
        #expect(try decode(png).pixels == rgba((0..<256).map { ($0, $0, $0, 255) }))
    }

    @Test("grey at 16 bits: every value v becomes round(v / 257)")
    func grey16Exhaustive() throws {
        let png = HandPNG.file(HandPNG.grid(width: 256, height: 256) { x, y in [y * 256 + x] }, bitDepth: 16, colorType: .grey)
        let image = try decode(png)
        let expected = rgba((0..<65536).map { v in (Self.to8(v), Self.to8(v), Self.to8(v), 255) })
        let wrong = (0..<65536).filter { i in image.pixels[i * 4..<i * 4 + 4] != expected[i * 4..<i * 4 + 4] }
        #expect(wrong.isEmpty, "first wrong 16-bit values: \(wrong.prefix(8))")
    }

    @Test("grey with a tRNS colour key: the key becomes alpha 0, its colour is kept")
    func greyColourKey() throws {
        let png8 = HandPNG.file([[[7], [8], [7]]], bitDepth: 8, colorType: .grey, trns: [0, 7])
        #expect(try decode(png8).pixels == rgba([(7, 7, 7, 0), (8, 8, 8, 255), (7, 7, 7, 0)]))
        let png4 = HandPNG.file([[[3], [15]]], bitDepth: 4, colorType: .grey, trns: [0, 3])
        #expect(try decode(png4).pixels == rgba([(51, 51, 51, 0), (255, 255, 255, 255)]))
        let png16 = HandPNG.file([[[0x1234], [0x1235]]], bitDepth: 16, colorType: .grey, trns: [0x12, 0x34])
        #expect(try decode(png16).pixels == rgba([(18, 18, 18, 0), (18, 18, 18, 255)]))
    }

    @Test("grey and alpha at 8 bits: translucent samples come back as stored (not premultiplied)")
    func greyAlpha8() throws {
        let pixels: [[Int]] = [[200, 10], [0, 0], [255, 255], [77, 128], [13, 0]]
        let png = HandPNG.file([pixels], bitDepth: 8, colorType: .greyAlpha)
        #expect(try decode(png).pixels == rgba(pixels.map { ($0[0], $0[0], $0[0], $0[1]) }))
    }

    @Test("grey and alpha at 16 bits")
    func greyAlpha16() throws {
        let pixels: [[Int]] = [[0xC8FF, 0x0A00], [0x0000, 0x0000], [0xFFFF, 0xFFFF], [0x4D80, 0x8080], [0x807F, 0x0101]]
        let png = HandPNG.file([pixels], bitDepth: 16, colorType: .greyAlpha)
        let expected = pixels.map { (Self.to8($0[0]), Self.to8($0[0]), Self.to8($0[0]), Self.to8($0[1])) }
        #expect(try decode(png).pixels == rgba(expected))
    }

    // MARK: Colour

    @Test("RGB at 8 bits, with and without a tRNS colour key")
    func rgb8() throws {
        let pixels: [[Int]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [12, 34, 56], [12, 34, 57]]
        let png = HandPNG.file([pixels], bitDepth: 8, colorType: .rgb)
        #expect(try decode(png).pixels == rgba(pixels.map { ($0[0], $0[1], $0[2], 255) }))
        let keyed = HandPNG.file([pixels], bitDepth: 8, colorType: .rgb, trns: [0, 12, 0, 34, 0, 56])
        #expect(try decode(keyed).pixels == rgba(pixels.map { ($0[0], $0[1], $0[2], $0 == [12, 34, 56] ? 0 : 255) }))
    }

    @Test("RGB at 16 bits")
    func rgb16() throws {
        var rng = SeededRandom(seed: 16)
        let pixels = HandPNG.grid(width: 40, height: 30) { _, _ in (0..<3).map { _ in Int.random(in: 0...65535, using: &rng) } }
        let png = HandPNG.file(pixels, bitDepth: 16, colorType: .rgb)
        let expected = pixels.flatMap { $0 }.map { (Self.to8($0[0]), Self.to8($0[1]), Self.to8($0[2]), 255) }
        #expect(try decode(png).pixels == rgba(expected))
    }

    @Test("RGBA at 8 bits keeps the colour of transparent and translucent pixels exactly")
    func rgba8() throws {
        var rng = SeededRandom(seed: 8)
        let pixels = HandPNG.grid(width: 33, height: 17) { _, _ in (0..<4).map { _ in Int.random(in: 0...255, using: &rng) } }
        let png = HandPNG.file(pixels, bitDepth: 8, colorType: .rgba, idatSplit: 3)
        let expected = pixels.flatMap { $0 }.map { ($0[0], $0[1], $0[2], $0[3]) }
        #expect(try decode(png).pixels == rgba(expected))
    }

    @Test("RGBA at 16 bits: no gamma curve, no premultiplication, round(v / 257) per channel")
    func rgba16() throws {
        var rng = SeededRandom(seed: 1616)
        let pixels = HandPNG.grid(width: 37, height: 23) { x, _ in
            // Include very low alphas, where a premultiplied (linear) read would lose the colour.
            let alpha = x % 3 == 0 ? Int.random(in: 0...600, using: &rng) : Int.random(in: 0...65535, using: &rng)
            return (0..<3).map { _ in Int.random(in: 0...65535, using: &rng) } + [alpha]
        }
        let png = HandPNG.file(pixels, bitDepth: 16, colorType: .rgba)
        let expected = pixels.flatMap { $0 }.map { (Self.to8($0[0]), Self.to8($0[1]), Self.to8($0[2]), Self.to8($0[3])) }
        #expect(try decode(png).pixels == rgba(expected))
    }

    // MARK: Palette

    @Test("palette images at 1, 2, 4 and 8 bits, with a tRNS shorter than the palette", arguments: [1, 2, 4, 8])
    func palette(bitDepth: Int) throws {
        let count = 1 << bitDepth
        let palette = (0..<count).map { i in ((i * 37) % 256, (i * 91 + 7) % 256, 255 - (i * 13) % 256) }
        let trns: [UInt8] = (0..<max(1, count / 2)).map { UInt8(($0 * 50) % 256) }  // entries past it: 255
        let indices = (0..<23).map { ($0 * 7) % count }
        let png = HandPNG.file([indices.map { [$0] }], bitDepth: bitDepth, colorType: .palette, palette: palette, trns: trns)
        let expected = indices.map { i in
            (palette[i].0, palette[i].1, palette[i].2, i < trns.count ? Int(trns[i]) : 255)
        }
        #expect(try decode(png).pixels == rgba(expected))
    }

    @Test("a palette image without tRNS is opaque")
    func paletteOpaque() throws {
        let png = HandPNG.file([[[1], [0], [1]]], bitDepth: 8, colorType: .palette, palette: [(1, 2, 3), (250, 128, 4)])
        #expect(try decode(png).pixels == rgba([(250, 128, 4, 255), (1, 2, 3, 255), (250, 128, 4, 255)]))
    }

    // MARK: Gamma

    static func gAMA(_ gamma: UInt32) -> [UInt8] { HandPNG.chunk("gAMA", HandPNG.bigEndian(gamma)) }

    @Test("8-bit files with a gAMA chunk are not gamma-converted", arguments: [100_000 as UInt32, 45455, 22000])
    func gammaChunkIgnoredAt8Bits(gamma: UInt32) throws {
        let pixels = HandPNG.grid(width: 16, height: 16) { x, y in [x * 16 + y, 255 - x * 16 - y, (x * 5 + y * 3) % 256] }
        let plain = HandPNG.file(pixels, bitDepth: 8, colorType: .rgb)
        let withGamma = HandPNG.file(pixels, bitDepth: 8, colorType: .rgb, extraChunks: [Self.gAMA(gamma)])
        let expected = rgba(pixels.flatMap { $0 }.map { ($0[0], $0[1], $0[2], 255) })
        #expect(try decode(plain).pixels == expected)
        #expect(try decode(withGamma).pixels == expected)
    }

    @Test("colour-management chunks (gAMA, cHRM, sRGB, sBIT) change nothing, also at 16 bits and with alpha")
    func colourChunksIgnored() throws {
        let cHRM = HandPNG.chunk("cHRM", [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { HandPNG.bigEndian($0) })
        let sRGB = HandPNG.chunk("sRGB", [0])
        let sBIT = HandPNG.chunk("sBIT", [5, 6, 5, 8])
        var rng = SeededRandom(seed: 99)
        let pixels = HandPNG.grid(width: 20, height: 20) { _, _ in (0..<4).map { _ in Int.random(in: 0...65535, using: &rng) } }
        for chunks in [[Self.gAMA(100_000)], [Self.gAMA(45455), cHRM], [sRGB], [Self.gAMA(30000), sBIT, cHRM]] {
            let png16 = HandPNG.file(pixels, bitDepth: 16, colorType: .rgba, extraChunks: chunks)
            let expected16 = pixels.flatMap { $0 }.map { (Self.to8($0[0]), Self.to8($0[1]), Self.to8($0[2]), Self.to8($0[3])) }
            #expect(try decode(png16).pixels == rgba(expected16))
            let pixels8 = pixels.map { row in row.map { $0.map { $0 >> 8 } } }
            let png8 = HandPNG.file(pixels8, bitDepth: 8, colorType: .rgba, extraChunks: chunks)
            #expect(try decode(png8).pixels == rgba(pixels8.flatMap { $0 }.map { ($0[0], $0[1], $0[2], $0[3]) }))
        }
    }

    @Test("other ancillary chunks (text, pHYs, time) are skipped")
    func otherAncillaryChunks() throws {
        let extras = [
            HandPNG.chunk("tEXt", Array("Comment\u{0}hello".utf8)), HandPNG.chunk("pHYs", [0, 0, 11, 19, 0, 0, 11, 19, 1]),
            HandPNG.chunk("tIME", [7, 232, 1, 2, 3, 4, 5]), HandPNG.chunk("zzZz", [1, 2, 3]),
        ]
        let png = HandPNG.file([[[1, 2, 3], [4, 5, 6]]], bitDepth: 8, colorType: .rgb, extraChunks: extras)
        #expect(try decode(png).pixels == rgba([(1, 2, 3, 255), (4, 5, 6, 255)]))
    }

    // MARK: Interlacing

    @Test("Adam7-interlaced files decode to the same pixels", arguments: [(C.rgba, 8), (C.grey, 1), (C.greyAlpha, 16), (C.rgb, 8), (C.rgba, 16), (C.grey, 16), (C.rgb, 16), (C.greyAlpha, 8), (C.grey, 8), (C.grey, 4)])
    func interlaced(colorType: C, bitDepth: Int) throws {
        var rng = SeededRandom(seed: 7)
        let maximum = (1 << bitDepth) - 1
        let pixels = HandPNG.grid(width: 13, height: 11) { _, _ in
            (0..<colorType.channels).map { _ in Int.random(in: 0...maximum, using: &rng) }
        }
        let progressive = try decode(HandPNG.file(pixels, bitDepth: bitDepth, colorType: colorType))
        let interlaced = try decode(HandPNG.file(pixels, bitDepth: bitDepth, colorType: colorType, interlaced: true))
        #expect(interlaced == progressive)
        // And the progressive decode has the values themselves (checked on the first pixel).
        let first = pixels[0][0]
        let scale = { (v: Int) in bitDepth == 16 ? Self.to8(v) : v * 255 / maximum }
        switch colorType {
        case .rgba: #expect(Array(progressive.pixels[0..<4]) == first.map { UInt8(scale($0)) })
        case .rgb: #expect(Array(progressive.pixels[0..<4]) == first.map { UInt8(scale($0)) } + [255])
        case .grey: #expect(Array(progressive.pixels[0..<4]) == [UInt8](repeating: UInt8(scale(first[0])), count: 3) + [255])
        case .greyAlpha:
            #expect(Array(progressive.pixels[0..<4]) == [UInt8](repeating: UInt8(scale(first[0])), count: 3) + [UInt8(scale(first[1]))])
        case .palette: break
        }
    }

    @Test("rows with every filter type, in deflate-compressed streams", arguments: [8, 16])
    func filtersAndCompression(bitDepth: Int) throws {
        var rng = SeededRandom(seed: UInt64(bitDepth))
        let maximum = (1 << bitDepth) - 1
        // Smooth content with some noise, so matches and all filter predictors matter.
        let pixels = HandPNG.grid(width: 41, height: 25) { x, y in
            [(x * 997) % (maximum + 1), (y * 4099) % (maximum + 1), Int.random(in: 0...maximum, using: &rng), maximum - x * (maximum / 64)]
        }
        let expected = rgba(pixels.flatMap { $0 }.map { p in
            let s = { (v: Int) in bitDepth == 16 ? Self.to8(v) : v }
            return (s(p[0]), s(p[1]), s(p[2]), s(p[3]))
        })
        for filters: [UInt8] in [[1], [2], [3], [4], [0, 1, 2, 3, 4]] {
            for interlaced in [false, true] {
                let png = HandPNG.file(
                    pixels, bitDepth: bitDepth, colorType: .rgba, interlaced: interlaced, filters: filters, compressed: true)
                #expect(try decode(png).pixels == expected, "filters \(filters), interlaced \(interlaced)")
            }
        }
    }

    @Test("16-bit interlaced files of every colour type, with colour keys, compressed and filtered")
    func sixteenBitInterlaced() throws {
        var rng = SeededRandom(seed: 4242)
        for colorType in [C.grey, .greyAlpha, .rgb, .rgba] {
            for (width, height) in [(1, 1), (3, 2), (9, 17), (16, 16)] {
                let pixels = HandPNG.grid(width: width, height: height) { x, y in
                    (0..<colorType.channels).map { _ in x == 0 && y == 0 ? 0x1234 : Int.random(in: 0...65535, using: &rng) }
                }
                // Key the first pixel's colour (grey and RGB only).
                let trns: [UInt8]? = colorType == .grey ? [0x12, 0x34] : colorType == .rgb ? [0x12, 0x34, 0x12, 0x34, 0x12, 0x34] : nil
                let png = HandPNG.file(
                    pixels, bitDepth: 16, colorType: colorType, interlaced: true, trns: trns, filters: [0, 1, 2, 3, 4],
                    compressed: width > 3)
                #expect(PNGDecoder.isSixteenBitInterlaced(png.withUnsafeBufferPointer { $0 }))
                let expected = pixels.enumerated().flatMap { y, row in
                    row.enumerated().map { x, p -> (Int, Int, Int, Int) in
                        let keyed = trns != nil && x == 0 && y == 0
                        switch colorType {
                        case .grey: return (Self.to8(p[0]), Self.to8(p[0]), Self.to8(p[0]), keyed ? 0 : 255)
                        case .greyAlpha: return (Self.to8(p[0]), Self.to8(p[0]), Self.to8(p[0]), Self.to8(p[1]))
                        case .rgb: return (Self.to8(p[0]), Self.to8(p[1]), Self.to8(p[2]), keyed ? 0 : 255)
                        default: return (Self.to8(p[0]), Self.to8(p[1]), Self.to8(p[2]), Self.to8(p[3]))
                        }
                    }
                }
                #expect(try decode(png).pixels == rgba(expected), "\(colorType) \(width)×\(height)")
            }
        }
    }

    @Test("16-bit interlaced files with damaged data throw like any other")
    func sixteenBitInterlacedDamaged() {
        let pixels = HandPNG.grid(width: 12, height: 12) { x, y in [x * 5000, y * 5000, 77, 65535] }
        let file = HandPNG.file(pixels, bitDepth: 16, colorType: .rgba, interlaced: true, compressed: true)
        expectError(.corrupt, Array(file.prefix(file.count / 2)), mentioning: "truncated or corrupt PNG data")
        var flipped = file
        flipped[file.count / 2] ^= 0x40
        expectError(.corrupt, flipped, mentioning: "libpng: ")
    }

    // MARK: Errors

    func expectError(_ kind: PNGError.Kind, _ bytes: [UInt8], name: String = "photo.png", mentioning text: String) {
        do {
            _ = try PNGDecoder.decode(bytes, name: name)
            Issue.record("expected \(kind), decoded instead")
        } catch let error as PNGError {
            #expect(error.kind == kind)
            #expect(error.description.hasPrefix("\(name): "))
            #expect(error.description.contains(text), "\(error.description)")
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("unexpected error type: \(error)")
        }
    }

    var validFile: [UInt8] {
        var rng = SeededRandom(seed: 3)
        let pixels = HandPNG.grid(width: 30, height: 20) { _, _ in (0..<4).map { _ in Int.random(in: 0...255, using: &rng) } }
        return HandPNG.file(pixels, bitDepth: 8, colorType: .rgba, idatSplit: 2)
    }

    @Test("data that is not a PNG file")
    func notAPNG() {
        expectError(.notPNG, Array("GIF89a and then some".utf8), mentioning: "not a PNG file")
        expectError(.notPNG, Array("<html></html>".utf8), mentioning: "not a PNG file")
        expectError(.notPNG, [], mentioning: "not a PNG file")
        expectError(.notPNG, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x0A, 0x0A, 0, 0, 0], mentioning: "not a PNG file")
    }

    @Test("truncated files", arguments: [4, 8, 20, 33, 100, 1000, -100, -13])
    func truncated(cut: Int) {
        let file = validFile
        let length = cut < 0 ? file.count + cut : cut
        expectError(.corrupt, Array(file[0..<length]), mentioning: "truncated or corrupt PNG data")
    }

    @Test("a file cut just before IEND still decodes: all its image data is there")
    func missingIEND() throws {
        let file = validFile
        #expect(try decode(Array(file.dropLast(12))) == decode(file))
    }

    @Test("corrupt files: bad CRC, bad header, bad zlib data")
    func corrupt() {
        var badCRC = validFile
        badCRC[40] ^= 0x55  // inside the first IDAT
        expectError(.corrupt, badCRC, mentioning: "libpng: ")

        var zeroWidth = HandPNG.signature + HandPNG.ihdr(width: 0, height: 5, bitDepth: 8, colorType: .rgb, interlaced: false)
        zeroWidth += HandPNG.chunk("IDAT", HandPNG.zlibStored([0])) + HandPNG.chunk("IEND", [])
        expectError(.corrupt, zeroWidth, mentioning: "truncated or corrupt PNG data")

        let badDepth = HandPNG.signature + HandPNG.ihdr(width: 2, height: 2, bitDepth: 3, colorType: .rgb, interlaced: false)
            + HandPNG.chunk("IEND", [])
        expectError(.corrupt, badDepth, mentioning: "truncated or corrupt PNG data")

        let notZlib = HandPNG.signature + HandPNG.ihdr(width: 2, height: 2, bitDepth: 8, colorType: .grey, interlaced: false)
            + HandPNG.chunk("IDAT", [1, 2, 3, 4, 5, 6, 7, 8, 9]) + HandPNG.chunk("IEND", [])
        expectError(.corrupt, notZlib, mentioning: "truncated or corrupt PNG data")

        let tooFewRows = HandPNG.signature + HandPNG.ihdr(width: 2, height: 4, bitDepth: 8, colorType: .grey, interlaced: false)
            + HandPNG.chunk("IDAT", HandPNG.zlibStored([0, 1, 2])) + HandPNG.chunk("IEND", [])
        expectError(.corrupt, tooFewRows, mentioning: "truncated or corrupt PNG data")

        let paletteMissing = HandPNG.signature + HandPNG.ihdr(width: 1, height: 1, bitDepth: 8, colorType: .palette, interlaced: false)
            + HandPNG.chunk("IDAT", HandPNG.zlibStored([0, 0])) + HandPNG.chunk("IEND", [])
        expectError(.corrupt, paletteMissing, mentioning: "truncated or corrupt PNG data")
    }

    @Test("a header too large to decode is refused without allocating (more in PNGInputLimitTests)")
    func tooLarge() {
        let huge = HandPNG.signature + HandPNG.ihdr(width: 100_000, height: 100_000, bitDepth: 8, colorType: .rgba, interlaced: false)
            + HandPNG.chunk("IDAT", HandPNG.zlibStored([0])) + HandPNG.chunk("IEND", [])
        expectError(.tooLarge, huge, mentioning: "100000×100000")
    }

    @Test("random damage never crashes: every damaged file decodes or throws a PNGError")
    func fuzz() {
        let file = validFile
        var rng = SeededRandom(seed: 2024)
        var thrown = 0
        for round in 0..<400 {
            var damaged = file
            switch round % 4 {
            case 0: damaged = Array(damaged[0..<Int.random(in: 0..<damaged.count, using: &rng)])
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &rng) {
                    damaged[Int.random(in: 8..<damaged.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                }
            case 2:
                let i = Int.random(in: 8..<damaged.count, using: &rng)
                damaged.insert(contentsOf: (0..<Int.random(in: 1...40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }, at: i)
            default:
                let i = Int.random(in: 8..<damaged.count - 1, using: &rng)
                damaged.removeSubrange(i..<min(damaged.count, i + Int.random(in: 1...60, using: &rng)))
            }
            do {
                _ = try PNGDecoder.decode(damaged, name: "fuzz.png")
            } catch is PNGError {
                thrown += 1
            } catch {
                Issue.record("unexpected error type: \(error)")
            }
        }
        #expect(thrown > 300)
    }

    // MARK: Files

    @Test("decode(contentsOf:) reads files, and names the path when it cannot")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-decoder-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let path = folder + "/grey.png"
        _ = FileManager.default.createFile(atPath: path, contents: Data(HandPNG.file([[[9], [99]]], bitDepth: 8, colorType: .grey)))
        #expect(try PNGDecoder.decode(contentsOf: path).pixels == rgba([(9, 9, 9, 255), (99, 99, 99, 255)]))

        let missing = folder + "/missing.png"
        #expect(throws: PNGError(.unreadable, file: missing, reason: "cannot read file (No such file or directory)")) {
            try PNGDecoder.decode(contentsOf: missing)
        }
        #expect(throws: PNGError(.unreadable, file: folder, reason: "is a directory, not a regular file; give the path of a PNG file")) {
            try PNGDecoder.decode(contentsOf: folder)
        }
        let text = folder + "/notes.png"
        _ = FileManager.default.createFile(atPath: text, contents: Data("just text".utf8))
        #expect(throws: PNGError(.notPNG, file: text, reason: "not a PNG file")) { try PNGDecoder.decode(contentsOf: text) }
    }
}
