/// A frame's rows as PNG compresses them, made one at a time from any `RowSource`: each row is
/// converted into one of two small buffers (the row above stays in the other) and filtered into a
/// third, with the frame's one predictor (`FastDeflate.Predictor`).
///
/// NB: `fastest` takes Up alone, not a per-row choice. Choosing among Sub, Up, Average and Paeth
/// by libpng's heuristic (smallest sum of signed residuals) made 3x push frames 20 % smaller but
/// cost 5 ms a frame then, half again the encoder's time: `fastest` is for speed, and its files
/// stay well within twice the C baseline's. `fast` chooses between Paeth and Up only, with SIMD
/// filters and sums that cost about 1.5 ms a 3x frame.
package final class FilteredRows {
    let source: any RowSource
    let opaque: Bool
    let predictor: FastDeflate.Predictor
    let width: Int
    package let height: Int
    let samples: Int
    /// 1 + samples: the filter type byte, then the samples.
    package let rowBytes: Int
    /// Two converted rows and the filtered row, `slot` bytes each: each converted row has 16 zero
    /// bytes before it (Paeth's left neighbours of the first pixel), and the filter's last vector
    /// may run up to 15 bytes past the samples.
    private let storage: UnsafeMutablePointer<UInt8>
    private let slot: Int
    /// The source's made rows (`RowSource.madeRows`), `madeRows` at a time from `madeFrom`,
    /// `madeStride` bytes apart: for an opaque frame whose source makes R G B samples
    /// (`madeAsSamples`), made where the filters read them (no conversion, no copy), each with 16
    /// zero bytes before it and 16 bytes after it as in a slot; else ARGB32 words, converted into
    /// the slots.
    ///
    /// NB: made a row at a time, between the encoder's rows, a source that reads other images
    /// (a fade reads two screens) waits a row's worth of memory latency each time, and was slower
    /// than the whole frame drawn first; made a band at a time, the reads are long enough for the
    /// hardware prefetchers.
    private let made: UnsafeMutableRawPointer?
    private static let madeRows = 32
    private let madeStride: Int
    private var madeFrom = Int.min
    private let madeAsSamples: Bool
    /// The source's made rows (else empty).
    private let madeRange: Range<Int>
    /// The row converted last (its slot holds it).
    private var last = -1
    /// Whether the rows that lie ready are straight R G B A (else premultiplied ARGB32).
    private let straight: Bool
    /// False once an RGB row (`opaque`) had a pixel that is not opaque.
    private(set) var allOpaque = true

    /// The rows of a drawn frame.
    package convenience init(_ buffer: PixelBuffer, opaque: Bool, predictor: FastDeflate.Predictor) {
        self.init(buffer as any RowSource, opaque: opaque, predictor: predictor)
    }

    init(_ source: any RowSource, opaque: Bool, predictor: FastDeflate.Predictor) {
        self.source = source
        self.opaque = opaque
        self.predictor = predictor
        (width, height) = (source.width, source.height)
        samples = width * (opaque ? 3 : 4)
        rowBytes = 1 + samples
        slot = 16 + rowBytes + 16
        storage = .allocate(capacity: 5 * slot)
        storage.initialize(repeating: 0, count: 5 * slot)
        madeRange = source.madeRows
        straight = source.layout == .straightRGBA
        madeAsSamples = opaque && source.makesOpaqueRGB
        if madeRange.isEmpty {
            (made, madeStride) = (nil, 0)
        } else {
            madeStride = madeAsSamples ? slot : width * 4
            made = .allocate(byteCount: Self.madeRows * madeStride, alignment: 64)
            made!.initializeMemory(as: UInt8.self, repeating: 0, count: Self.madeRows * madeStride)
        }
    }

    deinit {
        storage.deallocate()
        made?.deallocate()
    }

    /// The samples of converted row `y` (a ring of two, or a band of made samples); -1 is a row of
    /// zeros (above row 0).
    private func converted(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        if madeAsSamples, let made, madeRange.contains(y) {
            return made.assumingMemoryBound(to: UInt8.self) + 16 + (y - madeFrom) * madeStride
        }
        return storage + 16 + (y < 0 ? 3 : y & 1) * slot
    }

    private func convert(_ y: Int) {
        last = y
        guard let made, madeRange.contains(y) else {
            let dst = converted(y)
            source.withRow(y) { convert($0, into: dst) }
            return
        }
        // Samples made in place are read in place: the band holds the row above too, when it is
        // made here (the filters read both). ARGB32 rows are converted into the ring, which holds
        // the row above.
        let from = madeAsSamples ? max(y - 1, madeRange.lowerBound) : y
        if from < madeFrom || y >= madeFrom + Self.madeRows {
            madeFrom = from
            let ys = from..<min(from + Self.madeRows, madeRange.upperBound)
            if madeAsSamples {
                source.makeRows(ys, as: .opaqueRGB, into: made + 16, stride: madeStride)
            } else {
                source.makeRows(ys, as: .premultipliedARGB32, into: made, stride: madeStride)
            }
        }
        if !madeAsSamples { convert(UnsafeRawPointer(made + (y - madeFrom) * madeStride), into: converted(y)) }
    }

    /// A row as the source holds it, into samples: premultiplied words to R G B (checking that
    /// they are opaque) or to straight R G B A; straight R G B A as it is, or its R G B.
    @inline(__always) private func convert(_ line: UnsafeRawPointer, into dst: UnsafeMutablePointer<UInt8>) {
        if straight {
            copyStraight(line.assumingMemoryBound(to: UInt8.self), into: dst)
        } else if opaque {
            if PixelRows.opaqueToRGB(line, dst, count: width) >> 24 != 0xFF { allOpaque = false }
        } else {
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                Premultiplication.unpremultiplyRow(line, dst, count: width, table: table.baseAddress!)
            }
        }
    }

    /// A row of straight R G B A pixels: as it is, or its R G B samples (and whether each pixel is
    /// opaque) for an opaque frame.
    @inline(__always) private func copyStraight(_ line: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>) {
        guard opaque else {
            dst.update(from: line, count: width * 4)
            return
        }
        var alpha: UInt8 = 0xFF
        for x in 0..<width {
            dst[3 * x] = line[4 * x]
            dst[3 * x + 1] = line[4 * x + 1]
            dst[3 * x + 2] = line[4 * x + 2]
            alpha &= line[4 * x + 3]
        }
        if alpha != 0xFF { allOpaque = false }
    }

    /// Row `y` filtered, with its filter type byte first: `rowBytes` bytes, valid until the next
    /// call. Rows are made from the pixels each time (the row above is converted again unless it
    /// was the row asked for last).
    package func filtered(_ y: Int) -> UnsafePointer<UInt8> { filtered(y, into: storage + 2 * slot) }

    /// Row `y` filtered into `out`, which must have 15 writable bytes after the row (the
    /// filters write whole vectors); returns `out`.
    @discardableResult
    func filtered(_ y: Int, into out: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8> {
        let aboveReady = last == y - 1
        convert(y)
        if y > 0 && !aboveReady { convert(y - 1) }
        let row = converted(y)
        if predictor == .paethOrUp {
            out[0] = 4
            Self.paeth(row, above: converted(y - 1), into: out + 1, count: samples, pixelBytes: opaque ? 3 : 4)
            let up = storage + 4 * slot
            up[0] = 2
            Self.up(row, above: converted(y - 1), into: up + 1, count: samples)
            if Self.residualSum(up + 1, count: samples) < Self.residualSum(out + 1, count: samples) { out.update(from: up, count: rowBytes) }
            return UnsafePointer(out)
        }
        if y == 0 {
            out[0] = 0
            (out + 1).update(from: row, count: samples)
            return UnsafePointer(out)
        }
        out[0] = 2
        Self.up(row, above: converted(y - 1), into: out + 1, count: samples)
        return UnsafePointer(out)
    }
}
