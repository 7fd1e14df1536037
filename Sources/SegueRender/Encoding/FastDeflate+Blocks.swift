import CDeflate
import SegueKit

extension FastDeflate {
    /// Rows per deflate block in `blockStream`.
    static let blockRows = 128

    /// The zlib stream of the source's rows, each filtered with Paeth or Up, in one dynamic Huffman
    /// block per `blockRows` rows, each block with tables from its own exact counts; nil when
    /// `opaque` and a row turns out not to be. The `--compression fast` encoder. A band that is a
    /// bitmap's rows (`RowSource.storedRow`), written before for another frame, is that block
    /// again (`BlockCache`).
    ///
    /// NB: a 3x screenshot holds areas of very different statistics (a photo's noise, text on
    /// white, flat bars): a block per band with its own exact counts, and each row's choice of
    /// Paeth or Up, make files 28 % smaller than `fastest`'s at twice its time, about zlib level 1's
    /// size at a quarter of its time (Encoding/DESIGN.md says what each part buys). Each band's
    /// filtered rows are kept (128 rows, 450 kB at 3x) and tokenized twice, once to count and once
    /// to write.
    static func blockStream(_ source: any RowSource, opaque: Bool, blocks: BlockCache? = nil) -> [UInt8]? {
        let rows = FilteredRows(source, opaque: opaque, predictor: .paethOrUp)
        // NB: only opaque frames' blocks are kept: an RGBA frame's rows are other bytes.
        let cache = opaque ? blocks : nil
        let rowBytes = rows.rowBytes, height = rows.height
        let band = UnsafeMutablePointer<UInt8>.allocate(capacity: blockRows * rowBytes + 16)
        defer { band.deallocate() }
        let bands = (height + blockRows - 1) / blockRows
        // Worst case: every byte a literal of `codeLimit` bits, each block's tables (under 300
        // bytes), and slack for the writer's 8-byte stores.
        let capacity = rowBytes * height * codeLimit / 8 + bands * 320 + 1024
        var complete = true
        // NB: blocks made here are kept only once the whole frame has turned out opaque: an RGBA
        // frame's opaque attempt is dropped, and so are its blocks.
        var made: [(block: BlockCache.Block, key: BlockCache.Key, bitmap: Bitmap)] = []
        let stream = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            var w = BitWriter(out.baseAddress!)
            w.put(0x78, 8); w.put(0x01, 8)  // zlib header: deflate, 32 KB window, fastest
            var adler: UInt32 = 1
            // Whether the last byte written was a zero (a zero run may go on as a match).
            var afterZero = false
            for y0 in stride(from: 0, to: height, by: blockRows) {
                let ys = y0..<min(y0 + blockRows, height)
                w.put(ys.upperBound == height ? 1 : 0, 1); w.put(2, 2)  // BFINAL on the last; dynamic Huffman
                // A band of bitmap rows written before: its block again (`BlockCache`).
                let cached = cache.flatMap { cache in BlockCache.key(source, rows: ys).map { (cache, $0.0, $0.1) } }
                if let (cache, key, bitmap) = cached, let block = cache.block(key, bitmap: bitmap) {
                    w.put(words: block.bits, count: block.bitCount)
                    adler = BlockCache.adler(adler, then: block.adler, bytes: block.bytes)
                    afterZero = block.endsAfterZero
                    continue
                }
                // (Each row is filtered in place: the vectors past a row's end land on the next
                // one, written after it, and on the band's 16 bytes of slack.)
                for y in ys { rows.filtered(y, into: band + (y - y0) * rowBytes) }
                guard rows.allOpaque else {
                    complete = false
                    break
                }
                let bytes = ys.count * rowBytes
                let bandAdler = libdeflate_adler32(1, band, bytes)
                adler = BlockCache.adler(adler, then: bandAdler, bytes: bytes)
                let start = w.bitPosition
                afterZero = writeBlock(band, count: bytes, afterZero: afterZero, into: &w)
                if let (_, key, bitmap) = cached {
                    let end = w.bitPosition
                    let bits = BitWriter.bits(out.baseAddress!, from: start, to: end)
                    made.append((BlockCache.Block(bits: bits, bitCount: end - start, adler: bandAdler, bytes: bytes, endsAfterZero: afterZero), key, bitmap))
                }
            }
            w.alignToByte()
            for shift in [24, 16, 8, 0] { w.put(UInt64((adler >> UInt32(shift)) & 0xFF), 8) }
            count = complete ? w.finish() : 0
        }
        guard complete else { return nil }
        if let cache { for m in made { cache.store(m.block, m.key, bitmap: m.bitmap) } }
        return stream
    }

    /// A block of `count` filtered bytes after its 3-bit header: tables from the bytes' exact
    /// counts, then their tokens and the end of block. Returns whether its last byte was a zero;
    /// `afterZero`: whether the byte before it was.
    static func writeBlock(_ band: UnsafePointer<UInt8>, count: Int, afterZero: Bool, into w: inout BitWriter) -> Bool {
        let litLengths = Huffman.lengths(symbolCounts(band, count: count, afterZero: afterZero), limit: codeLimit)
        let lit = Huffman.codes(litLengths)
        Huffman.writeTables(litLengths, [1], &w)  // the one distance, 1: code 0, one bit
        return writeTokens(band, count: count, lit: lit, matchCodes: matchCodes(lit), afterZero: afterZero, into: &w)
    }

    /// The 286 literal/length symbols' counts in `count` bytes, the end of block counted once.
    package static func symbolCounts(_ bytes: UnsafePointer<UInt8>, count: Int, afterZero: Bool = false) -> [Int] {
        var counts = [Int](repeating: 0, count: CountingSink.capacity)
        counts[256] = 1  // end of block
        counts.withUnsafeMutableBufferPointer { c in
            var sink = CountingSink(counts: c.baseAddress!)
            sink.run.afterZero = afterZero
            tokenize(bytes, count: count, into: &sink)
            sink.finish()
        }
        return Array(counts[..<286])
    }

    /// The tokens of `count` bytes with their codes (`lit`: `Huffman.codes`; `matchCodes`), then
    /// the end of block. Returns whether the last byte was a zero.
    package static func writeTokens(_ bytes: UnsafePointer<UInt8>, count: Int, lit: [UInt32], matchCodes: [UInt64], afterZero: Bool = false,
                                    into w: inout BitWriter) -> Bool {
        var endsAfterZero = afterZero
        lit.withUnsafeBufferPointer { lit in
            matchCodes.withUnsafeBufferPointer { matchCodes in
                var sink = WritingSink(writer: w, lit: lit.baseAddress!, match: matchCodes.baseAddress!)
                sink.run.afterZero = afterZero
                tokenize(bytes, count: count, into: &sink)
                sink.finish()
                sink.writer.put(lit[256])
                endsAfterZero = sink.run.afterZero
                w = sink.writer
            }
        }
        return endsAfterZero
    }
}
