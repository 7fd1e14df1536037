import CDeflate
import SegueKit

extension FastDeflate {
    /// An R G B A image's `blockStream`, measured before it is written: its rows filtered once and
    /// kept, each band's code lengths from its exact counts, and the finished stream's exact size.
    ///
    /// NB: a block's size follows from its counts alone (its tables, then each symbol's code
    /// length, a length's extra bits and the one-bit distance code per match), so of two
    /// candidates (an APNG frame's OVER and SOURCE) only the smaller needs its tokens written: the
    /// larger's second pass, the longer one, is never made. `written()` gives `blockStream`'s very
    /// bytes (FastMeasuredStreamTests).
    struct MeasuredStream {
        /// Every row filtered, one after the other (and 16 bytes of slack).
        let filtered: UnsafeMutableBufferPointer<UInt8>
        let rowBytes: Int, height: Int
        /// Each band's literal/length code lengths.
        let bands: [[UInt8]]
        /// The finished stream's size in bytes.
        let byteCount: Int

        /// The stream of `image`, or nil once it is sure to take `limit` bytes or more.
        static func measure(_ image: RGBAImage, limit: Int? = nil) -> MeasuredStream? {
            let rows = FilteredRows(image, opaque: false, predictor: .paethOrUp)
            let (rowBytes, height) = (rows.rowBytes, rows.height)
            let filtered = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: rowBytes * height + 16)
            var bands: [[UInt8]] = []
            var bits = 16  // the zlib header
            var afterZero = false
            for y0 in Swift.stride(from: 0, to: height, by: blockRows) {
                let ys = y0..<min(y0 + blockRows, height)
                let band = filtered.baseAddress! + y0 * rowBytes
                for y in ys { rows.filtered(y, into: band + (y - y0) * rowBytes) }
                let count = ys.count * rowBytes
                let counts = symbolCounts(band, count: count, afterZero: afterZero)
                let lengths = Huffman.lengths(counts, limit: codeLimit)
                bits += 3 + Huffman.tableBits(lengths, [1]) + tokenBits(counts, lengths)
                bands.append(lengths)
                afterZero = band[count - 1] == 0
                if let limit, (bits + 7) / 8 + 4 >= limit {
                    filtered.deallocate()
                    return nil
                }
            }
            return MeasuredStream(filtered: filtered, rowBytes: rowBytes, height: height, bands: bands, byteCount: (bits + 7) / 8 + 4)
        }

        /// The bits of a block's tokens: each symbol's code, and per match its extra bits and the
        /// distance code (one bit); the end of block is among the counts.
        static func tokenBits(_ counts: [Int], _ lengths: [UInt8]) -> Int {
            var bits = 0
            for s in 0..<counts.count where counts[s] > 0 {
                bits += counts[s] * Int(lengths[s])
                if s > 256 { bits += counts[s] * (Int(Deflate.lengthExtraBits[s - 257]) + 1) }
            }
            return bits
        }

        /// The stream itself; the measure is freed.
        func written() -> [UInt8] {
            defer { filtered.deallocate() }
            let capacity = byteCount + 64
            return [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
                var w = BitWriter(out.baseAddress!)
                w.put(0x78, 8); w.put(0x01, 8)
                var afterZero = false
                for (k, lengths) in bands.enumerated() {
                    let ys = k * blockRows..<min((k + 1) * blockRows, height)
                    w.put(ys.upperBound == height ? 1 : 0, 1); w.put(2, 2)
                    let lit = Huffman.codes(lengths)
                    Huffman.writeTables(lengths, [1], &w)
                    afterZero = writeTokens(filtered.baseAddress! + ys.lowerBound * rowBytes, count: ys.count * rowBytes, lit: lit,
                                            matchCodes: matchCodes(lit), afterZero: afterZero, into: &w)
                }
                let adler = libdeflate_adler32(1, filtered.baseAddress!, rowBytes * height)
                w.alignToByte()
                for shift in [24, 16, 8, 0] { w.put(UInt64((adler >> UInt32(shift)) & 0xFF), 8) }
                count = w.finish()
                precondition(count == byteCount, "a measured stream took \(count) bytes, not \(byteCount)")
            }
        }

        /// Frees a measure whose stream is not written.
        func discard() { filtered.deallocate() }
    }
}
