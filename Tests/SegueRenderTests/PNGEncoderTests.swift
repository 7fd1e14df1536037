import Foundation
import Testing

@testable import SegueRender

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// A random straight-alpha image: opaque, or with every alpha (0, 255 and between) present.
    static func randomImage(width: Int, height: Int, seed: UInt64, opaque: Bool) -> RGBAImage {
        var rng = SeededRandom(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<width * height {
            for c in 0..<3 { pixels[i * 4 + c] = UInt8.random(in: 0...255, using: &rng) }
            pixels[i * 4 + 3] = opaque ? 255 : [0, 255, UInt8.random(in: 0...255, using: &rng)][i % 3]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A premultiplied buffer of known straight colours, UI-like (flat areas and a gradient).
    static func flatBuffer(width: Int, height: Int, alpha: UInt8 = 255) -> (PixelBuffer, straight: [UInt8]) {
        var buffer = PixelBuffer(width: width, height: height)
        var straight: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt8(x * 255 / max(1, width - 1)), g: UInt8 = y < height / 2 ? 240 : 30, b: UInt8 = 200
                straight += [r, g, b, alpha]
                let p = { (c: UInt8) in UInt8((Int(c) * Int(alpha) + 127) / 255) }
                buffer.setPixel(x: x, y: y, SIMD4(p(b), p(g), p(r), alpha))
            }
        }
        return (buffer, straight)
    }

    func ihdr(_ png: [UInt8]) throws -> HandPNG.Chunk {
        let chunks = try #require(HandPNG.chunks(of: png))
        return try #require(chunks.first { $0.type == "IHDR" })
    }

    @Test("an opaque buffer is written as 8-bit RGB, a translucent one as 8-bit RGBA")
    func colourType() throws {
        let opaque = PixelBuffer(premultiplying: Self.randomImage(width: 20, height: 10, seed: 1, opaque: true))
        let header = try ihdr(PNGEncoder().encode(opaque))
        #expect(header.data == HandPNG.bigEndian(20) + HandPNG.bigEndian(10) + [8, 2, 0, 0, 0])

        var translucent = opaque
        translucent.setPixel(x: 19, y: 9, SIMD4(0, 0, 0, 254))
        let header2 = try ihdr(PNGEncoder().encode(translucent))
        #expect(header2.data == HandPNG.bigEndian(20) + HandPNG.bigEndian(10) + [8, 6, 0, 0, 0])

        // A fully transparent buffer is translucent too.
        #expect(try ihdr(PNGEncoder().encode(PixelBuffer(width: 3, height: 3))).data[9] == 6)
    }

    @Test("the file is well formed: signature, IHDR first, IDAT, IEND last, every CRC right, nothing else")
    func structure() throws {
        for buffer in [Self.flatBuffer(width: 64, height: 48).0, Self.flatBuffer(width: 64, height: 48, alpha: 100).0] {
            let chunks = try #require(HandPNG.chunks(of: PNGEncoder().encode(buffer)))
            #expect(chunks.allSatisfy { $0.crcIsValid })
            #expect(chunks.first?.type == "IHDR")
            #expect(chunks.last?.type == "IEND" && chunks.last?.data == [])
            // No tIME, tEXt, gAMA…: nothing that is not pixels.
            #expect(Set(chunks.map(\.type)) == ["IHDR", "IDAT", "IEND"])
        }
    }

    @Test("at level 0 the stored rows are exactly the straight RGB(A) bytes, un-premultiplied correctly")
    func storedRowsHoldTheStraightBytes() throws {
        // Checked without decoding through libpng: the test inflates the stored blocks itself.
        for alpha: UInt8 in [255, 128, 3] {
            let (buffer, straight) = Self.flatBuffer(width: 37, height: 9, alpha: alpha)
            let png = PNGEncoder(options: .init(compressionLevel: 0, filter: .none)).encode(buffer)
            let idat = try #require(HandPNG.chunks(of: png)).filter { $0.type == "IDAT" }.flatMap(\.data)
            let raw = try #require(HandPNG.inflateStored(idat))
            let channels = alpha == 255 ? 3 : 4
            var expected: [UInt8] = []
            for y in 0..<9 {
                expected.append(0)
                for x in 0..<37 {
                    let i = (y * 37 + x) * 4
                    // Straight colour as stored, except where premultiplying lost precision: then
                    // the correctly rounded c·255/a of the premultiplied value.
                    let rgb = (0..<3).map { c -> UInt8 in
                        let p = (Int(straight[i + c]) * Int(alpha) + 127) / 255
                        return UInt8(min(255, (p * 255 + Int(alpha) / 2) / Int(alpha)))
                    }
                    expected += channels == 3 ? rgb : rgb + [alpha]
                }
            }
            #expect(raw == expected, "alpha \(alpha)")
            if alpha == 255 {
                // Opaque: simply the straight bytes without alpha.
                var plain: [UInt8] = []
                for y in 0..<9 {
                    plain.append(0)
                    for x in 0..<37 { plain += straight[(y * 37 + x) * 4..<(y * 37 + x) * 4 + 3] }
                }
                #expect(raw == plain)
            }
        }
    }

    @Test("the stride's padding is ignored")
    func stride() {
        let (compact, _) = Self.flatBuffer(width: 10, height: 4, alpha: 200)
        var padded = [UInt8](repeating: 0xAB, count: 48 * 4)
        for y in 0..<4 { padded.replaceSubrange(y * 48..<y * 48 + 40, with: compact.bytes[y * 40..<y * 40 + 40]) }
        let withPadding = PixelBuffer(width: 10, height: 4, stride: 48, bytes: padded)
        #expect(PNGEncoder().encode(withPadding) == PNGEncoder().encode(compact))
    }

    @Test("round trip through the decoder, every filter and several levels", arguments: PNGEncoder.Filter.allCases)
    func roundTrip(filter: PNGEncoder.Filter) throws {
        for (seed, opaque) in [(11 as UInt64, true), (12, false)] {
            let image = Self.randomImage(width: 67, height: 41, seed: seed, opaque: opaque)
            let buffer = PixelBuffer(premultiplying: image)
            for level in [0, 1, 6, 9] {
                let png = PNGEncoder(options: .init(compressionLevel: level, filter: filter)).encode(buffer)
                let decoded = try PNGDecoder.decode(png, name: "round-trip.png")
                // Premultiplied values survive exactly (premultiply ∘ unpremultiply is the identity
                // on valid premultiplied samples)…
                #expect(PixelBuffer(premultiplying: decoded) == buffer, "level \(level), opaque \(opaque)")
                // …and opaque images come back as they were.
                if opaque { #expect(decoded == image) }
                // Alpha is never changed.
                for i in Swift.stride(from: 3, to: image.pixels.count, by: 4) where decoded.pixels[i] != image.pixels[i] {
                    Issue.record("alpha changed at byte \(i)")
                    break
                }
            }
        }
    }

    @Test("each single filter puts its type byte on the rows")
    func filterBytes() throws {
        let buffer = PixelBuffer(premultiplying: Self.randomImage(width: 30, height: 6, seed: 3, opaque: true))
        for (filter, byte) in [(PNGEncoder.Filter.none, 0 as UInt8), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)] {
            let png = PNGEncoder(options: .init(compressionLevel: 0, filter: filter)).encode(buffer)
            let raw = try #require(HandPNG.inflateStored(HandPNG.chunks(of: png)!.filter { $0.type == "IDAT" }.flatMap(\.data)))
            let types = (0..<6).map { raw[$0 * (1 + 30 * 3)] }
            // Row 0 has no row above: libpng may use none/sub there for up/average/paeth.
            #expect(types.dropFirst().allSatisfy { $0 == byte }, "\(filter): \(types)")
        }
    }

    @Test("the same buffer always gives the same bytes")
    func deterministic() {
        let buffer = PixelBuffer(premultiplying: Self.randomImage(width: 50, height: 50, seed: 4, opaque: false))
        let encoder = PNGEncoder(options: .init(compressionLevel: 6, filter: .adaptive))
        let first = encoder.encode(buffer)
        #expect(encoder.encode(buffer) == first)
        #expect(PNGEncoder(options: .init(compressionLevel: 6, filter: .adaptive)).encode(buffer) == first)
    }

    @Test("higher levels compress flat content at least as well; out-of-range levels are clamped")
    func levels() {
        let (buffer, _) = Self.flatBuffer(width: 300, height: 200)
        // Levels are ordered within one deflater (libdeflate's level 1, the default, is smaller
        // than zlib's level 9 on this content, so the order is checked with zlib throughout).
        for (compression, top) in [(PNGEncoder.Compression.zlib, 9), (.libdeflate, 12)] {
            let sizes = [0, 1, top].map { PNGEncoder(options: .init(compressionLevel: $0, compression: compression)).encode(buffer).count }
            #expect(sizes[0] > sizes[1], "\(compression)")
            #expect(sizes[1] >= sizes[2], "\(compression)")
            #expect(sizes[0] > 300 * 200 * 3)  // stored: the raw rows and then some
            #expect(PNGEncoder(options: .init(compressionLevel: -5, compression: compression)).encode(buffer).count == sizes[0])
            #expect(PNGEncoder(options: .init(compressionLevel: 42, compression: compression)).encode(buffer).count == sizes[2])
        }
        let zlib1 = PNGEncoder(options: .init(compressionLevel: 1, compression: .zlib)).encode(buffer).count
        #expect(PNGEncoder().encode(buffer).count <= zlib1)
        // NB: no size comparison with zlib 9 and adaptive filters (the default before): on this
        // horizontal gradient the sub filter wins by far, on the demo's frames and the 3x
        // screenshots no filter does (PNGEncoder+Deflate.swift).
        #expect(PNGEncoder.goldens.deflater(width: 393, height: 852).hasPrefix("libdeflate"))
        #expect(PNGEncoder.goldens.deflater(width: 1179, height: 2556) == "segue")
        #expect(PNGEncoder.goldens.options.compressionLevel == 6 && PNGEncoder.goldens.options.filter == .none)
    }

    @Test("libpngVersion is the 1.6 series")
    func version() {
        #expect(PNGEncoder.libpngVersion.hasPrefix("1.6."))
    }

    // MARK: Files

    static func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-encoder-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("write(_:to:) writes the file, replaces an old one, and leaves no temporary file")
    func writeFile() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/frame.png"
        let image = Self.randomImage(width: 16, height: 8, seed: 9, opaque: true)
        try PNGEncoder().write(PixelBuffer(premultiplying: image), to: path)
        #expect(try PNGDecoder.decode(contentsOf: path) == image)

        let second = Self.randomImage(width: 5, height: 5, seed: 10, opaque: true)
        try PNGEncoder().write(PixelBuffer(premultiplying: second), to: path)
        #expect(try PNGDecoder.decode(contentsOf: path) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frame.png"])
    }

    @Test("a failed write throws an error naming the path and the reason, and leaves nothing behind")
    func writeFailures() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let buffer = PixelBuffer(premultiplying: Self.randomImage(width: 4, height: 4, seed: 1, opaque: true))

        let missingFolder = folder + "/no/such/folder/frame.png"
        do {
            try PNGEncoder().write(buffer, to: missingFolder)
            Issue.record("expected an error")
        } catch let error as PNGError {
            #expect(error.kind == .unwritable)
            #expect(error.description.hasPrefix(missingFolder + ": cannot write PNG file"))
            #expect(error.description.contains("No such file or directory"))
        }

        // The target is a folder: the rename fails, and the temporary file must be removed.
        let occupied = folder + "/occupied.png"
        try FileManager.default.createDirectory(atPath: occupied, withIntermediateDirectories: false)
        do {
            try PNGEncoder().write(buffer, to: occupied)
            Issue.record("expected an error")
        } catch let error as PNGError {
            #expect(error.kind == .unwritable)
            #expect(error.description.hasPrefix(occupied + ": "))
            #expect(error.description.contains("Is a directory"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["occupied.png"])

        // A parent that is a file.
        _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data([1]))
        for path in [folder + "/file/frame.png", folder + "/"] {
            let error = #expect(throws: PNGError.self) { try PNGEncoder().write(buffer, to: path) }
            #expect(error?.kind == .unwritable && error?.description.hasPrefix(path + ": ") == true, "\(String(describing: error))")
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == ["occupied.png", "file"])
    }
}
