import Foundation

/// Where `--compression fast` spends its time on given frames, one thread: the whole encoder, then
/// its stages on their own (converting and filtering the rows, counting the tokens, writing them).
/// For trying a change to the encoder on real frames (`segue-bench encode FRAME.png …`). Meaningful
/// only in a release build.
public enum EncoderBenchmark {
    /// One line per frame: its size, then milliseconds per stage, best of at least five runs.
    public static func run(paths: [String]) throws -> [String] {
        var lines = ["frame: kB written | ms: whole encoder, rows (convert + filter), count, write"]
        for path in paths {
            let bitmap = try PNGDecoder.decodeBitmap(contentsOf: path)
            let buffer = PixelBuffer(width: bitmap.width, height: bitmap.height, stride: bitmap.stride, bytes: Array(bitmap.bytes))
            let png = FastDeflate.png(buffer, predictor: .paethOrUp)
            let whole = best { _ = FastDeflate.png(buffer, predictor: .paethOrUp) }
            let rows = FilteredRows(buffer, opaque: true, predictor: .paethOrUp)
            let band = [UInt8](unsafeUninitializedCapacity: rows.rowBytes * rows.height) { out, n in
                for y in 0..<rows.height { (out.baseAddress! + y * rows.rowBytes).update(from: rows.filtered(y), count: rows.rowBytes) }
                n = rows.rowBytes * rows.height
            }
            let filter = best {
                let r = FilteredRows(buffer, opaque: true, predictor: .paethOrUp)
                for y in 0..<r.height { _ = r.filtered(y) }
            }
            var counts = [Int](repeating: 0, count: CountingSink.capacity)
            let count = best {
                counts = [Int](repeating: 0, count: CountingSink.capacity)
                band.withUnsafeBufferPointer { b in
                    counts.withUnsafeMutableBufferPointer { c in
                        var sink = CountingSink(counts: c.baseAddress!)
                        FastDeflate.tokenize(b.baseAddress!, count: b.count, into: &sink)
                        sink.finish()
                    }
                }
            }
            counts[256] = 1
            let lit = Huffman.codes(Huffman.lengths(Array(counts[..<286]), limit: FastDeflate.codeLimit))
            let matchCodes = FastDeflate.matchCodes(lit)
            let out = UnsafeMutablePointer<UInt8>.allocate(capacity: band.count * 2 + 1024)
            defer { out.deallocate() }
            let write = best {
                band.withUnsafeBufferPointer { b in
                    lit.withUnsafeBufferPointer { lit in
                        matchCodes.withUnsafeBufferPointer { m in
                            var sink = WritingSink(writer: BitWriter(out), lit: lit.baseAddress!, match: m.baseAddress!)
                            FastDeflate.tokenize(b.baseAddress!, count: b.count, into: &sink)
                            sink.finish()
                            _ = sink.writer.finish()
                        }
                    }
                }
            }
            let name = (path as NSString).lastPathComponent
            lines.append(String(format: "%@: %4d kB | %6.2f %6.2f %6.2f %6.2f", name, png.count / 1000, whole, filter, count, write))
        }
        return lines
    }

    /// The best of at least five runs and a quarter of a second, in milliseconds.
    static func best(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity, total = 0.0, runs = 0
        while runs < 5 || total < 0.25 {
            let t0 = clock.now
            body()
            let d = t0.duration(to: clock.now)
            let s = Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
            best = min(best, s)
            total += s
            runs += 1
        }
        return best * 1e3
    }
}
