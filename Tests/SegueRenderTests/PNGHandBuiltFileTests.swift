import Testing

// PNG files built by hand, byte by byte, so that the decoder is tested against files whose pixel
// values are known independently of any PNG library, and the encoder's output is checked without
// decoding it with the code under test: chunks with CRC-32, zlib streams of stored (uncompressed)
// deflate blocks with Adler-32, rows packed at every bit depth, Adam7 interlacing.

/// SplitMix64: a small seeded generator, so random test images are the same on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum HandPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    enum ColorType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
        var channels: Int {
            switch self {
            case .grey, .palette: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    // MARK: Checksums

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32<S: Sequence<UInt8>>(_ bytes: S) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes {
            a = (a + UInt32(x)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    // MARK: zlib

    /// A zlib stream of stored deflate blocks (no compression).
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let final: UInt8 = offset + n == raw.count ? 1 : 0
            out.append(final)  // BFINAL, BTYPE = 00
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += raw[offset..<offset + n]
            offset += n
        } while offset < raw.count
        return out + bigEndian(adler32(raw))
    }

    /// A zlib stream of one fixed-Huffman deflate block, with greedy LZ77 matches (so both literals
    /// and back-references occur): a real compressed stream, made without any zlib.
    static func zlibFixedHuffman(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x9C]
        var acc: UInt32 = 0, count = 0
        func put(_ value: Int, _ bits: Int) {  // LSB first
            acc |= UInt32(value) << UInt32(count)
            count += bits
            while count >= 8 {
                out.append(UInt8(acc & 0xFF))
                acc >>= 8
                count -= 8
            }
        }
        func putCode(_ code: Int, _ bits: Int) {  // Huffman codes go MSB first
            var reversed = 0
            for i in 0..<bits where code & (1 << i) != 0 { reversed |= 1 << (bits - 1 - i) }
            put(reversed, bits)
        }
        func symbol(_ v: Int) {
            switch v {
            case 0...143: putCode(0x30 + v, 8)
            case 144...255: putCode(0x190 + v - 144, 9)
            case 256...279: putCode(v - 256, 7)
            default: putCode(0xC0 + v - 280, 8)
            }
        }
        let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

        put(1, 1)  // BFINAL
        put(1, 2)  // BTYPE = 01, fixed Huffman
        var last: [Int: Int] = [:]
        var i = 0
        while i < raw.count {
            var matchLength = 0, matchDistance = 0
            if i + 3 <= raw.count {
                let key = Int(raw[i]) << 16 | Int(raw[i + 1]) << 8 | Int(raw[i + 2])
                if let j = last[key], i - j <= 32768 {
                    var n = 0
                    while n < 258, i + n < raw.count, raw[j + n] == raw[i + n] { n += 1 }
                    if n >= 3 { matchLength = n; matchDistance = i - j }
                }
                last[key] = i
            }
            if matchLength >= 3 {
                let l = lengthBase.lastIndex { $0 <= matchLength }!
                symbol(257 + l)
                put(matchLength - lengthBase[l], lengthExtra[l])
                let d = distanceBase.lastIndex { $0 <= matchDistance }!
                putCode(d, 5)
                put(matchDistance - distanceBase[d], distanceExtra[d])
                for k in 1..<matchLength where i + k + 3 <= raw.count {
                    last[Int(raw[i + k]) << 16 | Int(raw[i + k + 1]) << 8 | Int(raw[i + k + 2])] = i + k
                }
                i += matchLength
            } else {
                symbol(Int(raw[i]))
                i += 1
            }
        }
        symbol(256)
        if count > 0 { put(0, 8 - count) }
        return out + bigEndian(adler32(raw))
    }

    /// The data of a zlib stream made only of stored blocks (what zlib writes at level 0), or nil
    /// when it holds anything else or its Adler-32 is wrong.
    static func inflateStored(_ z: [UInt8]) -> [UInt8]? {
        guard z.count >= 6, (UInt16(z[0]) << 8 | UInt16(z[1])) % 31 == 0, z[0] & 0x0F == 8, z[1] & 0x20 == 0 else {
            return nil
        }
        var out: [UInt8] = []
        var i = 2
        while true {
            guard i + 5 <= z.count else { return nil }
            let header = z[i]
            guard header & 0x06 == 0 else { return nil }  // BTYPE must be 00
            let n = Int(z[i + 1]) | Int(z[i + 2]) << 8
            let nn = Int(z[i + 3]) | Int(z[i + 4]) << 8
            guard n ^ nn == 0xFFFF, i + 5 + n <= z.count else { return nil }
            out += z[(i + 5)..<(i + 5 + n)]
            i += 5 + n
            if header & 1 == 1 { break }
        }
        guard i + 4 == z.count, Array(z[i..<i + 4]) == bigEndian(adler32(out)) else { return nil }
        return out
    }

    // MARK: Chunks

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    struct Chunk {
        var type: String
        var data: [UInt8]
        var crcIsValid: Bool
    }

    /// The chunks of a PNG file, or nil when it is not a well-formed chunk sequence.
    static func chunks(of png: [UInt8]) -> [Chunk]? {
        guard png.starts(with: signature) else { return nil }
        var out: [Chunk] = []
        var i = 8
        while i < png.count {
            guard i + 12 <= png.count else { return nil }
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard i + 12 + n <= png.count else { return nil }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(png[(i + 8)..<(i + 8 + n)])
            let crc = Array(png[(i + 8 + n)..<(i + 12 + n)])
            out.append(Chunk(type: type, data: data, crcIsValid: crc == bigEndian(crc32(png[(i + 4)..<(i + 8 + n)]))))
            i += 12 + n
        }
        return out
    }

    static func ihdr(width: Int, height: Int, bitDepth: Int, colorType: ColorType, interlaced: Bool) -> [UInt8] {
        chunk(
            "IHDR",
            bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [
                UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0,
            ])
    }

    // MARK: Pixels

    /// One row of samples packed at `bitDepth`: MSB first below 8 bits (the last byte padded with
    /// zero bits), big-endian at 16.
    static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
        switch bitDepth {
        case 8: return samples.map { UInt8($0) }
        case 16: return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        default:
            var out: [UInt8] = []
            var acc = 0, bits = 0
            for s in samples {
                precondition(s < 1 << bitDepth)
                acc = acc << bitDepth | s
                bits += bitDepth
                if bits == 8 {
                    out.append(UInt8(acc))
                    acc = 0
                    bits = 0
                }
            }
            if bits > 0 { out.append(UInt8(acc << (8 - bits))) }
            return out
        }
    }

    /// One row filtered with PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth), the
    /// filter type byte first.
    static func filtered(_ row: [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel bpp: Int) -> [UInt8] {
        var out: [UInt8] = [type]
        for i in 0..<row.count {
            let a = i >= bpp ? Int(row[i - bpp]) : 0
            let b = Int(previous[i])
            let c = i >= bpp ? Int(previous[i - bpp]) : 0
            let predictor: Int
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            default:
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            }
            out.append(row[i] &- UInt8(predictor))
        }
        return out
    }

    /// The bytes that go into the zlib stream for an image given as rows of pixels, each pixel its
    /// `channels` samples: each row filtered (`filters` used in turn, row after row); with
    /// `interlaced`, the seven Adam7 passes one after the other (empty passes have no rows at all).
    static func scanlines(_ pixels: [[[Int]]], bitDepth: Int, interlaced: Bool, filters: [UInt8] = [0]) -> [UInt8] {
        let height = pixels.count, width = pixels.first?.count ?? 0
        let bpp = max(1, (pixels.first?.first?.count ?? 1) * bitDepth / 8)
        var rowNumber = 0
        func rows(xs: StrideTo<Int>, ys: StrideTo<Int>) -> [UInt8] {
            let columns = Array(xs)
            guard !columns.isEmpty else { return [] }
            var out: [UInt8] = []
            var previous: [UInt8]? = nil
            for y in ys {
                let row = pack(columns.flatMap { pixels[y][$0] }, bitDepth: bitDepth)
                out += filtered(
                    row, previous: previous ?? [UInt8](repeating: 0, count: row.count),
                    type: filters[rowNumber % filters.count], bytesPerPixel: bpp)
                previous = row
                rowNumber += 1
            }
            return out
        }
        guard interlaced else { return rows(xs: stride(from: 0, to: width, by: 1), ys: stride(from: 0, to: height, by: 1)) }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.flatMap { x0, y0, dx, dy in
            rows(xs: stride(from: x0, to: width, by: dx), ys: stride(from: y0, to: height, by: dy))
        }
    }

    /// A complete PNG file. `extraChunks` go between IHDR and IDAT (after PLTE); `idatSplit`
    /// cuts the zlib stream into that many IDAT chunks; `compressed` uses fixed-Huffman deflate
    /// instead of stored blocks.
    static func file(
        _ pixels: [[[Int]]], bitDepth: Int, colorType: ColorType, interlaced: Bool = false,
        palette: [(Int, Int, Int)]? = nil, trns: [UInt8]? = nil, extraChunks: [[UInt8]] = [], idatSplit: Int = 1,
        filters: [UInt8] = [0], compressed: Bool = false
    ) -> [UInt8] {
        let height = pixels.count, width = pixels.first?.count ?? 0
        var out = signature + ihdr(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
        for extra in extraChunks where !extra.isEmpty { out += extra }
        if let palette { out += chunk("PLTE", palette.flatMap { [UInt8($0.0), UInt8($0.1), UInt8($0.2)] }) }
        if let trns { out += chunk("tRNS", trns) }
        let lines = scanlines(pixels, bitDepth: bitDepth, interlaced: interlaced, filters: filters)
        let z = compressed ? zlibFixedHuffman(lines) : zlibStored(lines)
        let part = (z.count + idatSplit - 1) / idatSplit
        var i = 0
        while i < z.count {
            out += chunk("IDAT", Array(z[i..<min(i + part, z.count)]))
            i += part
        }
        return out + chunk("IEND", [])
    }

    /// A grid of pixels from a function of (x, y).
    static func grid(width: Int, height: Int, _ f: (Int, Int) -> [Int]) -> [[[Int]]] {
        (0..<height).map { y in (0..<width).map { x in f(x, y) } }
    }
}

@Suite("Hand-built PNG files (test support)")
struct PNGHandBuiltFileTests {
    @Test("CRC-32 and Adler-32 give the published check values")
    func checksums() {
        #expect(HandPNG.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(HandPNG.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        // The CRC of an IEND chunk, as every PNG file ends with it.
        #expect(HandPNG.chunk("IEND", []) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test("stored zlib streams round-trip, across several blocks")
    func storedZlib() {
        var rng = SeededRandom(seed: 1)
        let data = (0..<150_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let z = HandPNG.zlibStored(data)
        #expect(HandPNG.inflateStored(z) == data)
        #expect(HandPNG.inflateStored(HandPNG.zlibStored([])) == [])
    }

    @Test("samples pack MSB first below 8 bits and big-endian at 16")
    func packing() {
        #expect(HandPNG.pack([1, 0, 1, 1, 0, 0, 0, 1, 1], bitDepth: 1) == [0b1011_0001, 0b1000_0000])
        #expect(HandPNG.pack([3, 0, 2, 1, 1], bitDepth: 2) == [0b1100_1001, 0b0100_0000])
        #expect(HandPNG.pack([0xA, 0x5, 0xF], bitDepth: 4) == [0xA5, 0xF0])
        #expect(HandPNG.pack([0x1234, 0xFF00], bitDepth: 16) == [0x12, 0x34, 0xFF, 0x00])
    }

    @Test("Adam7 passes cover every pixel exactly once")
    func adam7Coverage() {
        // Each pixel's single 8-bit sample is its index; the interlaced scanlines, minus the filter
        // bytes, must hold every index once.
        let pixels = HandPNG.grid(width: 11, height: 9) { x, y in [y * 11 + x] }
        let lines = HandPNG.scanlines(pixels, bitDepth: 8, interlaced: true)
        // Rows per pass for 11×9: pass 1: 2 rows of 2; 2: 2 of 1; 3: 1 of 3; 4: 3 of 3;
        // 5: 2 of 6; 6: 5 of 5; 7: 4 of 11: 99 samples and 19 filter bytes.
        #expect(lines.count == 99 + 19)
        var seen = Set<Int>()
        var i = 0
        let passes = [(2, 2), (2, 1), (1, 3), (3, 3), (2, 6), (5, 5), (4, 11)]
        for (rows, columns) in passes {
            for _ in 0..<rows {
                #expect(lines[i] == 0)
                for c in 0..<columns { seen.insert(Int(lines[i + 1 + c])) }
                i += 1 + columns
            }
        }
        #expect(seen == Set(0..<99))
    }
}
