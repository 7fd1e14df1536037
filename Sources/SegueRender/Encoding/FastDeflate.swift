import CDeflate

/// `--compression fastest`: a zlib stream made for speed, in the spirit of fpnge. libpng still
/// writes the file (PNGChunkWriter); only the image data's compression is done here.
///
/// - Rows: the first unfiltered, every other one with PNG's Up filter (each byte minus the byte
///   above), a subtraction of whole vectors. UI frames are full of areas that repeat the row above
///   (flat colour, vertical gradients, anything that moves sideways), which become runs of zeros.
/// - Matches: runs of zeros only, as matches at distance 1 (3 to 258 bytes); no hash table, no
///   search. Everything else is a literal.
/// - One dynamic Huffman block per frame, its tables built from the frame's own counts (a first
///   pass over the filtered rows), limited to 15 bits.
///
/// NB: the filtered rows are made once and read twice (counting, then writing), each pass one
/// linear scan that skips zero runs eight bytes at a time. `FastDeflateTests` decode every stream
/// with zlib and every file with libpng, byte for byte, on random and structured images.
enum FastDeflate {
    /// The PNG file for `buffer` (8-bit RGB when `opaque`, RGBA otherwise).
    static func png(_ buffer: PixelBuffer, opaque: Bool) -> [UInt8] {
        let rows = upFilteredRows(buffer, opaque: opaque)
        let stream = rows.withUnsafeBytes { zlibStream($0) }
        return stream.withUnsafeBytes {
            PNGChunkWriter.file(width: buffer.width, height: buffer.height, channels: opaque ? 3 : 4, zlibStream: $0)
        }
    }

    /// The scanlines with their filter bytes: row 0 with filter 0 (none), the others with 2 (Up).
    static func upFilteredRows(_ buffer: PixelBuffer, opaque: Bool) -> [UInt8] {
        let (width, height) = (buffer.width, buffer.height)
        let samples = width * (opaque ? 3 : 4)
        let rowBytes = 1 + samples
        var rows = PNGEncoder.unfilteredRows(buffer, opaque: opaque)
        rows.withUnsafeMutableBytes { raw in
            // NB: bottom to top, so that the row above is still unfiltered when a row is filtered.
            var y = height - 1
            while y > 0 {
                let row = raw.baseAddress! + y * rowBytes, above = row - rowBytes
                row.storeBytes(of: 2, as: UInt8.self)
                var i = 1
                while i + 16 <= rowBytes {
                    let v = row.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                        &- above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    row.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
                    i += 16
                }
                while i < rowBytes {
                    row.storeBytes(of: row.load(fromByteOffset: i, as: UInt8.self) &- above.load(fromByteOffset: i, as: UInt8.self),
                                   toByteOffset: i, as: UInt8.self)
                    i += 1
                }
                y -= 1
            }
        }
        return rows
    }

    /// The zlib stream (header, one dynamic Huffman block, Adler-32) of `data`.
    static func zlibStream(_ data: UnsafeRawBufferPointer) -> [UInt8] {
        let bytes = data.bindMemory(to: UInt8.self)
        var counts = [Int](repeating: 0, count: 286)
        counts[256] = 1  // end of block
        // NB: through raw pointers: an array captured by the closures is checked for uniqueness
        // and bounds on every byte.
        counts.withUnsafeMutableBufferPointer { c in
            Deflate.lengthSymbol.withUnsafeBufferPointer { symbol in
                let c = c.baseAddress!
                tokens(bytes) { literal in c[Int(literal)] &+= 1 } match: { length in c[Int(symbol[length])] &+= 1 }
            }
        }
        let litLengths = Huffman.lengths(counts, limit: 15)
        let distLengths: [UInt8] = [1]  // the one distance, 1, has code 0: one bit (RFC 1951 3.2.7)
        let lit = Huffman.codes(litLengths)
        let (lengthBase, lengthExtraBits) = (Deflate.lengthBase, Deflate.lengthExtraBits)
        // Worst case: every byte a 15-bit literal, plus the tables.
        let capacity = bytes.count * 15 / 8 + 1024
        let adler = libdeflate_adler32(1, data.baseAddress, data.count)
        return [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            var w = BitWriter(out.baseAddress!)
            w.put(0x78, 8); w.put(0x01, 8)  // zlib header: deflate, 32 KB window, fastest
            w.put(1, 1); w.put(2, 2)  // the final block, dynamic Huffman
            Huffman.writeTables(litLengths, distLengths, &w)
            lit.withUnsafeBufferPointer { lit in
                Deflate.lengthSymbol.withUnsafeBufferPointer { symbol in
                    tokens(bytes) { literal in
                        w.put(lit[Int(literal)])
                    } match: { length in
                        let s = Int(symbol[length])
                        w.put(lit[s])
                        let extra = lengthExtraBits[s - 257]
                        if extra > 0 { w.put(UInt64(length - Int(lengthBase[s - 257])), Int(extra)) }
                        w.put(0, 1)  // distance code 0: distance 1
                    }
                }
                w.put(lit[256])
            }
            w.alignToByte()
            for shift in [24, 16, 8, 0] { w.put(UInt64((adler >> UInt32(shift)) & 0xFF), 8) }
            count = w.finish()
        }
    }

    /// Calls `literal` or `match` for each token of `data`: a zero that follows a zero starts a
    /// match of the run (3 to 258 bytes); anything else is a literal.
    @inline(__always)
    static func tokens(_ data: UnsafeBufferPointer<UInt8>, literal: (UInt8) -> Void, match: (Int) -> Void) {
        let n = data.count, p = data.baseAddress!
        var i = 0
        while i < n {
            let b = p[i]
            if b == 0, i > 0, p[i - 1] == 0 {
                var j = i
                // NB: eight bytes at a time while they are all zero.
                while j + 8 <= n, UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self) == 0 { j += 8 }
                while j < n, p[j] == 0 { j += 1 }
                var run = j - i
                while run >= 3 {
                    let m = min(run, 258)
                    // A match never leaves 1 or 2 bytes, which could not be one: 258 + 2 is 255 + 5.
                    let take = run - m == 1 || run - m == 2 ? m - 3 : m
                    match(take)
                    run -= take
                }
                for _ in 0..<run { literal(0) }
                i = j
            } else {
                literal(b)
                i += 1
            }
        }
    }
}

/// Bits out, least significant first, as deflate packs them.
struct BitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private var position = 0
    private var accumulator: UInt64 = 0
    private var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

    /// Writes the low `n` bits of `bits` (at most 32).
    @inline(__always)
    mutating func put(_ bits: UInt64, _ n: Int) {
        accumulator |= bits << UInt64(count)
        count += n
        if count >= 32 {
            UnsafeMutableRawPointer(base + position).storeBytes(of: UInt32(truncatingIfNeeded: accumulator).littleEndian, as: UInt32.self)
            position += 4
            accumulator >>= 32
            count -= 32
        }
    }

    /// Writes a Huffman code: its bits (already reversed) in the low 16 bits, its length above.
    @inline(__always)
    mutating func put(_ code: UInt32) { put(UInt64(code & 0xFFFF), Int(code >> 16)) }

    mutating func alignToByte() { if count % 8 != 0 { put(0, 8 - count % 8) } }

    /// Flushes what is left; returns the number of bytes written.
    mutating func finish() -> Int {
        while count > 0 {
            base[position] = UInt8(truncatingIfNeeded: accumulator)
            position += 1
            accumulator >>= 8
            count = max(0, count - 8)
        }
        return position
    }
}

/// Deflate's length alphabet (RFC 1951 3.2.5).
enum Deflate {
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The symbol (257…285) of each match length 0…258 (entries below 3 unused).
    static let lengthSymbol: [UInt16] = {
        var t = [UInt16](repeating: 257, count: 259)
        for length in 3...258 {
            // The last base not above the length; 258 has its own symbol.
            t[length] = UInt16(257 + (lengthBase.lastIndex { Int($0) <= length } ?? 0))
        }
        return t
    }()
}

extension PNGEncoder {
    /// `Compression.fastest`.
    func encodeFastest(_ buffer: PixelBuffer, opaque: Bool) -> [UInt8] { FastDeflate.png(buffer, opaque: opaque) }
}
