import CDeflate

/// `--compression fastest` and `fast`: zlib streams made for speed, in the spirit of fpnge. libpng
/// still writes the file (PNGChunkWriter); only the image data's compression is done here. This
/// file is `fastest` (Up rows, one table); `fast` (FastDeflate+Blocks.swift) shares its tokenizer,
/// sinks (TokenSinks.swift) and codes, with Paeth-or-Up rows and a block of its own tables per 128
/// rows. Both read rows from any `RowSource` (`FilteredRows`).
///
/// One pass over the frame, a row at a time, with nothing frame-sized but the output:
/// - Rows: each is converted to R G B (A) bytes into a small buffer; the first is written
///   unfiltered, every other one with PNG's Up filter (each byte minus the byte above), a
///   subtraction of whole vectors. UI frames are full of areas that repeat the row above (flat
///   colour, vertical gradients, anything that moves sideways), which become runs of zeros.
/// - Matches: runs of zeros only, found eight bytes at a time, as matches at distance 1 (3 to 258
///   bytes); no hash table, no search. Everything else is a literal, eight literals a group, each
///   group written with two stores.
/// - One dynamic Huffman block per frame. Its tables come from the frame's own counts, taken on a
///   sample of rows (one in `sampleEvery`) before the pass, every symbol counted at least once so
///   that rows outside the sample are always encodable; codes are at most `codeLimit` bits, so four
///   literals always fit one 64-bit write.
///
/// NB: `FastEncoderTests` decode every stream with zlib and every file with libpng, byte for byte,
/// on random, structured and fuzzed images.
package enum FastDeflate {
    /// One row in this many (and the first) is counted for the Huffman tables.
    static let sampleEvery = 8
    /// The longest literal/length code, in bits.
    package static let codeLimit = 14

    /// The one row filter a frame is written with.
    package enum Predictor: Sendable {
        /// PNG's Up (2; row 0 with none): one vector subtraction.
        case up
        /// PNG's Paeth (4) or Up, whichever leaves the smaller residuals in each row (libpng's
        /// heuristic: the smallest sum of absolute signed residuals; ties to Paeth). Paeth is more
        /// arithmetic, and leaves far more zeros on screenshots.
        case paethOrUp
    }

    /// The PNG file for `source`'s rows: 8-bit RGB when every pixel is opaque, RGBA otherwise.
    /// `blocks`: where `fast` keeps the blocks of bands of bitmap rows for the frames after.
    ///
    /// NB: a frame is taken to be opaque (frames almost always are) and its rows are checked as
    /// they are converted, instead of in a pass of its own over the frame first (12 MB at 3x); at
    /// the first translucent pixel the RGB stream is dropped and the frame encoded as RGBA.
    static func png(_ source: any RowSource, predictor: Predictor, blocks: BlockCache? = nil) -> [UInt8] {
        let encode = { (opaque: Bool) in
            predictor == .paethOrUp ? blockStream(source, opaque: opaque, blocks: blocks) : zlibStream(source, opaque: opaque)
        }
        let (stream, opaque) = encode(true).map { ($0, true) } ?? (encode(false)!, false)
        return stream.withUnsafeBytes {
            PNGChunkWriter.file(width: source.width, height: source.height, channels: opaque ? 3 : 4, zlibStream: $0)
        }
    }

    /// The zlib stream (header, one dynamic Huffman block, Adler-32) of the frame's filtered rows;
    /// nil when `opaque` and a row turns out not to be.
    static func zlibStream(_ source: any RowSource, opaque: Bool, predictor: Predictor = .up) -> [UInt8]? {
        let rows = FilteredRows(source, opaque: opaque, predictor: predictor)
        let counts = sampledCounts(rows)
        if !rows.allOpaque { return nil }
        return zlibStream(rows, counts: counts)
    }

    /// The literal/length counts of one row in `sampleEvery` (and the first), every symbol counted
    /// at least once so that the rows outside the sample are always encodable.
    static func sampledCounts(_ rows: FilteredRows) -> [Int] {
        var counts = [Int](repeating: 0, count: CountingSink.capacity)
        for s in 0..<286 { counts[s] = 1 }
        counts.withUnsafeMutableBufferPointer { c in
            var y = 0
            while y < rows.height {
                var sink = CountingSink(counts: c.baseAddress!)
                tokenize(rows.filtered(y), count: rows.rowBytes, into: &sink)
                sink.finish()
                y += sampleEvery
            }
        }
        return counts
    }

    /// `rows` in one dynamic Huffman block with tables from `counts` (`sampledCounts`); nil when
    /// `rows` are opaque and a row turns out not to be.
    static func zlibStream(_ rows: FilteredRows, counts: [Int]) -> [UInt8]? {
        let litLengths = Huffman.lengths(Array(counts[..<286]), limit: codeLimit)
        let distLengths: [UInt8] = [1]  // the one distance, 1, has code 0: one bit (RFC 1951 3.2.7)
        let lit = Huffman.codes(litLengths)
        let matchCodes = matchCodes(lit)

        // Worst case: every byte a literal of `codeLimit` bits, plus the tables and slack for the
        // writer's 8-byte stores.
        let capacity = rows.rowBytes * rows.height * codeLimit / 8 + 1024
        let stream = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            var w = BitWriter(out.baseAddress!)
            w.put(0x78, 8); w.put(0x01, 8)  // zlib header: deflate, 32 KB window, fastest
            w.put(1, 1); w.put(2, 2)  // the final block, dynamic Huffman
            Huffman.writeTables(litLengths, distLengths, &w)
            var adler: UInt32 = 1
            lit.withUnsafeBufferPointer { lit in
                matchCodes.withUnsafeBufferPointer { matchCodes in
                    var sink = WritingSink(writer: w, lit: lit.baseAddress!, match: matchCodes.baseAddress!)
                    for y in 0..<rows.height {
                        let row = rows.filtered(y)
                        if !rows.allOpaque { break }
                        adler = libdeflate_adler32(adler, row, rows.rowBytes)
                        tokenize(row, count: rows.rowBytes, into: &sink)
                    }
                    sink.finish()
                    sink.writer.put(UInt64(lit[256] & 0xFFFF), Int(lit[256] >> 16))
                    w = sink.writer
                }
            }
            w.alignToByte()
            for shift in [24, 16, 8, 0] { w.put(UInt64((adler >> UInt32(shift)) & 0xFF), 8) }
            count = w.finish()
        }
        return rows.allOpaque ? stream : nil
    }

    /// About the bits of the tokens that `counts` (`sampledCounts`) were taken from, under the
    /// code lengths those counts give: each symbol's code, and per match its extra bits and the
    /// one-bit distance code. Comparable between two images of one size.
    static func sampledBits(_ counts: [Int]) -> Int {
        let lengths = Huffman.lengths(Array(counts[..<286]), limit: codeLimit)
        var bits = 0
        for s in 0..<286 where counts[s] > 0 {
            bits += counts[s] * Int(lengths[s])
            if s > 256 { bits += counts[s] * (Int(Deflate.lengthExtraBits[s - 257]) + 1) }
        }
        return bits
    }

    /// Each match length's whole code (3…258; below 3 unused): the length symbol's code, its extra
    /// bits and the one-bit distance code 0, in the low 32 bits; the bit count in the high 32.
    package static func matchCodes(_ lit: [UInt32]) -> [UInt64] {
        (0...258).map { length in
            guard length >= 3 else { return 0 }
            let s = Int(Deflate.lengthSymbol[length])
            var bits = UInt64(lit[s] & 0xFFFF), n = Int(lit[s] >> 16)
            let extra = Int(Deflate.lengthExtraBits[s - 257])
            bits |= UInt64(length - Int(Deflate.lengthBase[s - 257])) << n
            n += extra + 1  // then distance code 0: one zero bit
            return bits | UInt64(n) << 32
        }
    }

    /// Feeds the tokens of `count` bytes at `data` to `sink`: runs of zeros that can be matches
    /// (found eight bytes at a time), literals otherwise. A run that reaches the end is kept
    /// pending in the sink, so that it continues into the next row.
    @inline(__always)
    static func tokenize<Sink: TokenSink>(_ data: UnsafePointer<UInt8>, count n: Int, into sink: inout Sink) {
        let raw = UnsafeRawPointer(data)
        var i = 0
        while i &+ 8 <= n {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            if w == 0 {
                // NB: a zero group usually starts a long run (rows repeating the row above): it is
                // skipped 32 bytes a step, four loads and one test, then 8 at a time.
                var j = i &+ 8
                while j &+ 32 <= n {
                    let a = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: j &+ 8, as: UInt64.self)
                    let b = raw.loadUnaligned(fromByteOffset: j &+ 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: j &+ 24, as: UInt64.self)
                    if a | b != 0 { break }
                    j &+= 32
                }
                while j &+ 8 <= n, raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == 0 { j &+= 8 }
                sink.zeros(j &- i)
                i = j
                continue
            } else {
                // Zero bytes at either end of the group belong to runs (the first in memory are
                // the least significant); what lies between is literals.
                let head = w.trailingZeroBitCount &>> 3, tail = w.leadingZeroBitCount &>> 3
                if head == 0 && tail == 0 {
                    sink.literals8(w)
                } else {
                    if head > 0 { sink.zeros(head) }
                    sink.literals(w &>> UInt64(head &* 8), count: 8 &- head &- tail)
                    if tail > 0 { sink.zeros(tail) }
                }
            }
            i &+= 8
        }
        while i < n {
            let b = data[i]
            if b == 0 { sink.zeros(1) } else { sink.literal(b) }
            i &+= 1
        }
    }
}
