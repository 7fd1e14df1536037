import CDeflate

extension FastDeflate {
    /// Rows per deflate block in `blockStream`.
    static let blockRows = 128

    /// The zlib stream of the frame's rows, each filtered with Paeth or Up, in one dynamic Huffman
    /// block per `blockRows` rows, each block with tables from its own exact counts; nil when
    /// `opaque` and a row turns out not to be. The `--compression fast` encoder. A band that is a
    /// screenshot's rows, written before for another frame, is that block again (`BlockCache`).
    ///
    /// NB: what each part buys, on the issue-10 push frames (3x, 31 frames; bytes per frame, the C
    /// baseline's zlib level 1 writing 395 kB): Up rows and one table from sampled rows (`fastest`)
    /// 583 kB; Paeth rows instead 493 kB (flat areas and smooth gradients leave zeros either way,
    /// photos and text edges far fewer residuals); then each row's choice of Paeth or Up and a
    /// block per 128 rows with tables from exact counts 424 kB (a 3x screenshot holds areas of very
    /// different statistics: a photo's noise, text on white, flat bars); codes of up to 14 bits
    /// rather than 12, 421 kB. A Python model of order-0 entropy said as much before any of it was
    /// written. Matches at other distances were modelled too: runs of non-zero bytes and repeats at
    /// one or two pixels cover under 0.1 % of the residuals. Each band's filtered rows are kept (128
    /// rows, 450 kB at 3x) and tokenized twice, once to count and once to write; the whole costs
    /// about 6 ms a 3x frame where `fastest` costs 3 and zlib level 1 about 25.
    static func blockStream(_ frame: RenderedFrame, opaque: Bool) -> [UInt8]? {
        let rows = FilteredRows(frame, opaque: opaque, predictor: .paethOrUp)
        // NB: only opaque frames' blocks are kept: an RGBA frame's rows are other bytes.
        let cache = opaque ? frame.blocks : nil
        let rowBytes = rows.rowBytes, height = rows.height
        let band = UnsafeMutablePointer<UInt8>.allocate(capacity: blockRows * rowBytes + 16)
        defer { band.deallocate() }
        let blocks = (height + blockRows - 1) / blockRows
        // Worst case: every byte a literal of `codeLimit` bits, each block's tables (under 300
        // bytes), and slack for the writer's 8-byte stores.
        let capacity = rowBytes * height * codeLimit / 8 + blocks * 320 + 1024
        var complete = true
        let stream = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            var w = BitWriter(out.baseAddress!)
            w.put(0x78, 8); w.put(0x01, 8)  // zlib header: deflate, 32 KB window, fastest
            var adler: UInt32 = 1
            // Whether the last byte written was a zero (a zero run may go on as a match).
            var afterZero = false
            var y0 = 0
            while y0 < height {
                let n = min(blockRows, height - y0)
                let last = y0 + n == height
                // A band of screenshot rows written before: its block again (`BlockCache`).
                let cached = cache.flatMap { cache in BlockCache.key(frame, rows: y0..<y0 + n).map { (cache, $0.0, $0.1) } }
                if let (cache, key, bitmap) = cached, let block = cache.block(key, bitmap: bitmap) {
                    w.put(last ? 1 : 0, 1); w.put(2, 2)
                    w.put(words: block.bits, count: block.bitCount)
                    adler = BlockCache.adler(adler, then: block.adler, bytes: block.bytes)
                    afterZero = block.endsAfterZero
                    y0 += n
                    continue
                }
                // (Each row is filtered in place: the vectors past a row's end land on the next
                // one, written after it, and on the band's 16 bytes of slack.)
                for k in 0..<n { rows.filtered(y0 + k, into: band + k * rowBytes) }
                guard rows.allOpaque else {
                    complete = false
                    break
                }
                let bytes = n * rowBytes
                let bandAdler = libdeflate_adler32(1, band, bytes)
                adler = BlockCache.adler(adler, then: bandAdler, bytes: bytes)

                var counts = [Int](repeating: 0, count: CountingSink.capacity)
                counts[256] = 1  // end of block
                counts.withUnsafeMutableBufferPointer { c in
                    var sink = CountingSink(counts: c.baseAddress!)
                    sink.run.afterZero = afterZero
                    tokenize(band, count: bytes, into: &sink)
                    sink.finish()
                }
                let litLengths = Huffman.lengths(Array(counts[..<286]), limit: codeLimit)
                let lit = Huffman.codes(litLengths)
                let matchCodes = matchCodes(lit)
                w.put(last ? 1 : 0, 1); w.put(2, 2)  // BFINAL on the last; dynamic Huffman
                let start = w.bitPosition
                Huffman.writeTables(litLengths, [1], &w)  // the one distance, 1: code 0, one bit
                lit.withUnsafeBufferPointer { lit in
                    matchCodes.withUnsafeBufferPointer { matchCodes in
                        var sink = WritingSink(writer: w, lit: lit.baseAddress!, match: matchCodes.baseAddress!)
                        sink.run.afterZero = afterZero
                        tokenize(band, count: bytes, into: &sink)
                        sink.finish()
                        sink.writer.put(lit[256])
                        afterZero = sink.run.afterZero
                        w = sink.writer
                    }
                }
                if let (cache, key, bitmap) = cached {
                    let end = w.bitPosition
                    let bits = BitWriter.bits(out.baseAddress!, from: start, to: end)
                    cache.store(BlockCache.Block(bits: bits, bitCount: end - start, adler: bandAdler, bytes: bytes, endsAfterZero: afterZero), key, bitmap: bitmap)
                }
                y0 += n
            }
            w.alignToByte()
            for shift in [24, 16, 8, 0] { w.put(UInt64((adler >> UInt32(shift)) & 0xFF), 8) }
            count = complete ? w.finish() : 0
        }
        return complete ? stream : nil
    }
}
