/// 16-bit interlaced PNG files, decoded in Swift.
///
/// libpng up to 1.6.50 writes past the end of the caller's rows when its simplified API reads a
/// 16-bit interlaced image into 8-bit output (png_combine_row uses the file's bit depth: a heap
/// overflow, CVE-2025-65018, fixed in 1.6.51). Reading such files as 16-bit output instead is safe
/// but premultiplies the colour by alpha, which loses the colour of translucent pixels. So for
/// these files only, libpng reads the file as 16-bit linear RGBA purely to check it (CRCs, zlib
/// stream, sizes: the same errors as for every other file), and the pixels are then taken from the
/// file here: inflate (zlib, into a buffer of exactly the size IHDR implies), unfilter, Adam7, tRNS,
/// round(v / 257).
extension PNGDecoder {
    /// True for a stream whose IHDR (which libpng has already checked) says 16 bits, Adam7.
    static func isSixteenBitInterlaced(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count > 28 && bytes[24] == 16 && bytes[28] == 1
    }

    static func decodeSixteenBitInterlaced(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws -> RGBAImage {
        func corrupt(_ why: String) -> PNGError {
            PNGError(.corrupt, file: name, reason: "truncated or corrupt PNG data (\(why))")
        }
        let width = bigEndian32(bytes, 16), height = bigEndian32(bytes, 20)
        let channels: Int
        switch bytes[25] {  // the colour type
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw corrupt("bad colour type for 16 bits")
        }
        let (compressed, key) = imageData(bytes, channels: channels)
        let passes = Adam7Pass.passes(width: width, height: height)
        let expected = passes.reduce(0) { $0 + $1.rows * (1 + $1.columns * channels * 2) }
        let raw: [UInt8]
        do {
            raw = try compressed.withUnsafeBufferPointer { (z) throws(Zlib.Failure) in try Zlib.inflate(z, expected: expected) }
        } catch {
            throw corrupt(error.description)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        try raw.withUnsafeBufferPointer { raw in
            try pixels.withUnsafeMutableBufferPointer { out in
                var start = 0
                for pass in passes {
                    do throws(BadFilter) {
                        start = try decode(pass, raw, from: start, channels: channels, key: key, into: out, width: width)
                    } catch {
                        throw corrupt("bad filter type \(error.type)")
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The big-endian 32-bit number at `i`.
    private static func bigEndian32(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }

    /// The IDAT chunks' data, and the tRNS chunk's colour key (grey or R G B) when there is one.
    private static func imageData(_ bytes: UnsafeBufferPointer<UInt8>, channels: Int) -> (compressed: [UInt8], key: [Int]?) {
        var compressed: [UInt8] = []
        var key: [Int]? = nil
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bigEndian32(bytes, offset)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else { break }
            let type = (bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7])
            let data = UnsafeBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])
            if type == (0x49, 0x44, 0x41, 0x54) {  // IDAT
                compressed.append(contentsOf: data)
            } else if type == (0x74, 0x52, 0x4E, 0x53), channels == 1 || channels == 3, length == channels * 2 {  // tRNS
                key = (0..<channels).map { Int(data[$0 * 2]) << 8 | Int(data[$0 * 2 + 1]) }
            } else if type == (0x49, 0x45, 0x4E, 0x44) {  // IEND
                break
            }
            offset += 12 + length
        }
        return (compressed, key)
    }

    /// A row's filter type that PNG does not define.
    private struct BadFilter: Error {
        let type: UInt8
    }

    /// One of Adam7's seven passes over a `width` × `height` image: its first column and row, its
    /// steps, and how many columns and rows it holds.
    struct Adam7Pass {
        let x0: Int, y0: Int, dx: Int, dy: Int, columns: Int, rows: Int

        /// The passes that hold pixels, in order.
        static func passes(width: Int, height: Int) -> [Adam7Pass] {
            let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            return adam7.map { x0, y0, dx, dy in
                Adam7Pass(x0: x0, y0: y0, dx: dx, dy: dy,
                          columns: width > x0 ? (width - x0 + dx - 1) / dx : 0, rows: height > y0 ? (height - y0 + dy - 1) / dy : 0)
            }.filter { $0.columns > 0 && $0.rows > 0 }
        }
    }

    /// Unfilters `pass`'s rows from `raw` at `start` and stores its pixels as 8-bit R G B A into
    /// `out` (`width` pixels a row); returns where the next pass starts.
    private static func decode(_ pass: Adam7Pass, _ raw: UnsafeBufferPointer<UInt8>, from start: Int, channels: Int, key: [Int]?,
                               into out: UnsafeMutableBufferPointer<UInt8>, width: Int) throws(BadFilter) -> Int {
        let bytesPerPixel = channels * 2, rowBytes = pass.columns * bytesPerPixel
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var row = [UInt8](repeating: 0, count: rowBytes)
        var start = start
        for r in 0..<pass.rows {
            let line = UnsafeBufferPointer(rebasing: raw[(start + 1)..<(start + 1 + rowBytes)])
            guard unfilter(raw[start], line, previous: previous, into: &row, bytesPerPixel: bytesPerPixel) else { throw BadFilter(type: raw[start]) }
            let y = pass.y0 + r * pass.dy
            for c in 0..<pass.columns {
                let o = (y * width + pass.x0 + c * pass.dx) * 4
                let rgba = Self.rgba(row, at: c * bytesPerPixel, channels: channels, key: key)
                out[o] = to8(rgba.0)
                out[o + 1] = to8(rgba.1)
                out[o + 2] = to8(rgba.2)
                out[o + 3] = to8(rgba.3)
            }
            swap(&previous, &row)
            start += 1 + rowBytes
        }
        return start
    }

    /// The 16-bit R G B A of the pixel at byte `p` of an unfiltered row: grey spread to R G B,
    /// alpha 65535 where there is none, and 0 where the colour is the tRNS key.
    private static func rgba(_ row: [UInt8], at p: Int, channels: Int, key: [Int]?) -> (Int, Int, Int, Int) {
        func sample(_ i: Int) -> Int { Int(row[p + i * 2]) << 8 | Int(row[p + i * 2 + 1]) }
        var rgba: (Int, Int, Int, Int)
        switch channels {
        case 1: rgba = (sample(0), sample(0), sample(0), 65535)
        case 2: rgba = (sample(0), sample(0), sample(0), sample(1))
        case 3: rgba = (sample(0), sample(1), sample(2), 65535)
        default: rgba = (sample(0), sample(1), sample(2), sample(3))
        }
        if let key, channels == 1 ? key[0] == rgba.0 : (key[0] == rgba.0 && key[1] == rgba.1 && key[2] == rgba.2) {
            rgba.3 = 0
        }
        return rgba
    }

    /// round(v · 255 / 65535), i.e. round(v / 257).
    @inline(__always)
    static func to8(_ v: Int) -> UInt8 { UInt8((v * 255 + 32767) / 65535) }

    /// Reverses one PNG row filter (types 0–4); false for any other type.
    static func unfilter(
        _ type: UInt8, _ line: UnsafeBufferPointer<UInt8>, previous: [UInt8], into row: inout [UInt8], bytesPerPixel bpp: Int
    ) -> Bool {
        let n = line.count
        switch type {
        case 0:
            for i in 0..<n { row[i] = line[i] }
        case 1:
            for i in 0..<n { row[i] = line[i] &+ (i >= bpp ? row[i - bpp] : 0) }
        case 2:
            for i in 0..<n { row[i] = line[i] &+ previous[i] }
        case 3:
            for i in 0..<n {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                row[i] = line[i] &+ UInt8((left + Int(previous[i])) / 2)
            }
        case 4:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = Int(previous[i])
                let c = i >= bpp ? Int(previous[i - bpp]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                row[i] = line[i] &+ UInt8(predictor)
            }
        default:
            return false
        }
        return true
    }
}
