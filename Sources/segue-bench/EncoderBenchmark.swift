import Foundation
import SegueKit
import SegueRender

/// Where `--compression fast` spends its time on given frames, one thread: the whole encoder, then
/// its stages on their own (converting and filtering the rows, counting the tokens, writing them),
/// each through the encoder's own functions. For trying a change to the encoder on real frames
/// (`segue-bench encode FRAME.png …`). Meaningful only in a release build.
enum EncoderBenchmark {
    /// One line per frame: its size, then milliseconds per stage, best of at least five runs.
    static func run(paths: [String]) throws -> [String] {
        var lines = ["frame: kB written | ms: whole encoder, rows (convert + filter), count, write"]
        let fast = PNGEncoder(options: .init(compression: .fast))
        for path in paths {
            let bitmap = try PNGDecoder.decodeBitmap(contentsOf: path)
            let buffer = PixelBuffer(width: bitmap.width, height: bitmap.height, stride: bitmap.stride, bytes: Array(bitmap.bytes))
            let png = fast.encode(buffer)
            let whole = best { _ = fast.encode(buffer) }
            let filter = best {
                let rows = FilteredRows(buffer, opaque: true, predictor: .paethOrUp)
                for y in 0..<rows.height { _ = rows.filtered(y) }
            }
            let band = filteredRows(buffer)
            var counts: [Int] = []
            let count = best { counts = band.withUnsafeBufferPointer { FastDeflate.symbolCounts($0.baseAddress!, count: $0.count) } }
            let lit = Huffman.codes(Huffman.lengths(counts, limit: FastDeflate.codeLimit))
            let matchCodes = FastDeflate.matchCodes(lit)
            let out = UnsafeMutablePointer<UInt8>.allocate(capacity: band.count * 2 + 1024)
            defer { out.deallocate() }
            let write = best {
                var w = BitWriter(out)
                _ = band.withUnsafeBufferPointer { FastDeflate.writeTokens($0.baseAddress!, count: $0.count, lit: lit, matchCodes: matchCodes, into: &w) }
                _ = w.finish()
            }
            let name = (path as NSString).lastPathComponent
            lines.append(String(format: "%@: %4d kB | %6.2f %6.2f %6.2f %6.2f", name, png.count / 1000, whole, filter, count, write))
        }
        return lines
    }

    /// Every row of `buffer` as the encoder filters it, one after another.
    static func filteredRows(_ buffer: PixelBuffer) -> [UInt8] {
        let rows = FilteredRows(buffer, opaque: true, predictor: .paethOrUp)
        return [UInt8](unsafeUninitializedCapacity: rows.rowBytes * rows.height) { out, n in
            for y in 0..<rows.height { (out.baseAddress! + y * rows.rowBytes).update(from: rows.filtered(y), count: rows.rowBytes) }
            n = rows.rowBytes * rows.height
        }
    }

    /// The best of at least five runs and a quarter of a second, in milliseconds.
    static func best(_ body: () -> Void) -> Double { bestTime(runs: 5, seconds: 0.25, body) * 1e3 }
}
