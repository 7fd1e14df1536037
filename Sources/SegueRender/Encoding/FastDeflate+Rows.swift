/// The frame's rows as PNG compresses them, made one at a time: each row is converted into one of
/// two small buffers (the row above stays in the other) and filtered into a third, with the
/// frame's one predictor (`FastDeflate.Predictor`).
///
/// NB: `fastest` takes Up alone, not a per-row choice. Choosing among Sub, Up, Average and Paeth
/// by libpng's heuristic (smallest sum of signed residuals) made the issue-10 push frames 20 %
/// smaller but cost 5 ms a frame then, half again the encoder's time: `fastest` is for speed, and
/// its files stay well within twice the C baseline's. `fast` chooses between Paeth and Up only,
/// with SIMD filters and sums that cost about 1.5 ms a 3x frame.
final class FilteredRows {
    let frame: RenderedFrame
    let opaque: Bool
    let predictor: FastDeflate.Predictor
    let height: Int
    let samples: Int
    /// 1 + samples: the filter type byte, then the samples.
    let rowBytes: Int
    /// Two converted rows and the filtered row, `slot` bytes each: each converted row has 16 zero
    /// bytes before it (Paeth's left neighbours of the first pixel), and the filter's last vector
    /// may run up to 15 bytes past the samples.
    private let storage: UnsafeMutablePointer<UInt8>
    private let slot: Int
    /// The rows the encoder has made (`RenderedFrame`: a fade's, a flip's), `madeRows` at a
    /// time from `madeFrom`, `madeStride` bytes apart: for an opaque fade (`madeAsSamples`), R G B
    /// samples made where the filters read them (`FadeFrame.rgbRows`, no conversion, no copy),
    /// each with 16 zero bytes before it and 16 bytes after it as in a slot; else ARGB32 words,
    /// converted into the slots.
    ///
    /// NB: made a row at a time, between the encoder's rows, the fade read its two screens at a
    /// row's worth of memory latency each time, and was slower than the whole frame drawn first;
    /// made a band at a time, the reads are long enough for the hardware prefetchers.
    private let made: UnsafeMutableRawPointer?
    private static let madeRows = 32
    private let madeStride: Int
    private var madeFrom = Int.min
    private let madeAsSamples: Bool
    /// The rows made here (else empty).
    private let madeRange: Range<Int>
    /// The row converted last (its slot holds it).
    private var last = -1
    /// False once an RGB row (`opaque`) had a pixel that is not opaque.
    private(set) var allOpaque = true

    convenience init(_ buffer: PixelBuffer, opaque: Bool, predictor: FastDeflate.Predictor) {
        self.init(RenderedFrame(buffer), opaque: opaque, predictor: predictor)
    }

    init(_ frame: RenderedFrame, opaque: Bool, predictor: FastDeflate.Predictor) {
        self.frame = frame
        self.opaque = opaque
        self.predictor = predictor
        height = frame.height
        samples = frame.width * (opaque ? 3 : 4)
        rowBytes = 1 + samples
        slot = 16 + rowBytes + 16
        storage = .allocate(capacity: 5 * slot)
        storage.initialize(repeating: 0, count: 5 * slot)
        switch frame.content {
        case .pixels, .straight: (madeRange, madeAsSamples) = (0..<0, false)
        case .fade(let fade): (madeRange, madeAsSamples) = (fade.rows, opaque)
        case .warp(let warp): (madeRange, madeAsSamples) = (warp.drawsRows ? 0..<frame.height : 0..<0, false)
        }
        if madeRange.isEmpty {
            (made, madeStride) = (nil, 0)
        } else {
            madeStride = madeAsSamples ? slot : frame.width * 4
            made = .allocate(byteCount: Self.madeRows * madeStride, alignment: 64)
            made!.initializeMemory(as: UInt8.self, repeating: 0, count: Self.madeRows * madeStride)
        }
    }

    deinit {
        storage.deallocate()
        made?.deallocate()
    }

    /// The samples of converted row `y` (a ring of two, or a fade's band); -1 is a row of zeros
    /// (above row 0).
    private func converted(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        if madeAsSamples, let made, madeRange.contains(y) {
            return made.assumingMemoryBound(to: UInt8.self) + 16 + (y - madeFrom) * madeStride
        }
        return storage + 16 + (y < 0 ? 3 : y & 1) * slot
    }

    private func convert(_ y: Int) {
        last = y
        if case .pixels(let buffer) = frame.content {
            let dst = converted(y)
            buffer.bytes.withUnsafeBytes { src in convert(src.baseAddress! + y * buffer.stride, into: dst) }
            return
        }
        if case .straight(let image) = frame.content {
            let dst = converted(y)
            image.pixels.withUnsafeBufferPointer { src in copyStraight(src.baseAddress! + y * frame.width * 4, into: dst) }
            return
        }
        if !madeRange.contains(y) {
            let dst = converted(y)
            switch frame.content {
            case .pixels, .straight: break
            case .fade(let fade): _ = fade.withRestRow(y) { convert($0, into: dst) }
            case .warp(let warp): _ = warp.withRow(y) { convert($0, into: dst) }
            }
            return
        }
        // Samples made in place are read in place: the band holds the row above too, when it is
        // made here (the filters read both). ARGB32 rows are converted into the ring, which holds
        // the row above.
        let from = madeAsSamples ? max(y - 1, madeRange.lowerBound) : y
        if from < madeFrom || y >= madeFrom + Self.madeRows {
            madeFrom = from
            let ys = from..<min(from + Self.madeRows, madeRange.upperBound)
            switch frame.content {
            case .pixels, .straight: break
            case .fade(let fade):
                if madeAsSamples {
                    fade.rgbRows(ys, into: made! + 16, outStride: madeStride)
                } else {
                    for k in ys { fade.fadeRow(k, into: made! + (k - from) * madeStride) }
                }
            case .warp(let warp):
                warp.rows(ys, into: made!, stride: madeStride)
            }
        }
        if !madeAsSamples { convert(UnsafeRawPointer(made! + (y - madeFrom) * madeStride), into: converted(y)) }
    }

    @inline(__always) private func convert(_ line: UnsafeRawPointer, into dst: UnsafeMutablePointer<UInt8>) {
        if opaque {
            if PixelRows.opaqueToRGB(line, dst, count: frame.width) >> 24 != 0xFF { allOpaque = false }
        } else {
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                Premultiplication.unpremultiplyRow(line, dst, count: frame.width, table: table.baseAddress!)
            }
        }
    }

    /// A row of straight R G B A pixels: as it is, or its R G B samples (and whether each pixel is
    /// opaque) for an opaque frame.
    @inline(__always) private func copyStraight(_ line: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>) {
        guard opaque else {
            dst.update(from: line, count: frame.width * 4)
            return
        }
        var alpha: UInt8 = 0xFF
        for x in 0..<frame.width {
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
    func filtered(_ y: Int) -> UnsafePointer<UInt8> { filtered(y, into: storage + 2 * slot) }

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

    /// PNG's Up filter (type 2) of `count` samples: each minus the one above, 16 at a time.
    @inline(__always)
    static func up(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        let r = UnsafeRawPointer(row), u = UnsafeRawPointer(above), o = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count {
            let v = r.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) &- u.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            o.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    }

    /// The sum of |r| over `count` residuals r taken as signed bytes (min(r, 256 − r)): libpng's
    /// measure for choosing a row's filter. The bytes are added in pairs into eight lanes of 16
    /// bits (even and odd bytes of each pair apart: no widening conversion, which the standard
    /// library does not inline), emptied every 128 steps (at most 128 × 2 × 128 each) into an Int.
    static func residualSum(_ residuals: UnsafePointer<UInt8>, count: Int) -> Int {
        let p = UnsafeRawPointer(residuals)
        let whole = count & ~15
        var total = 0, i = 0
        while i < whole {
            var lanes = SIMD8<UInt16>()
            let end = min(whole, i &+ 128 &* 16)
            while i < end {
                let v = p.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let negative = 0 &- v
                let pairs = unsafeBitCast(v.replacing(with: negative, where: negative .< v), to: SIMD8<UInt16>.self)
                lanes &+= (pairs & 0xFF) &+ (pairs &>> 8)
                i &+= 16
            }
            // NB: the lanes' own sum would wrap at 16 bits; they are added in pairs as 32 bits.
            let quads = unsafeBitCast(lanes, to: SIMD4<UInt32>.self)
            total &+= Int(((quads & 0xFFFF) &+ (quads &>> 16)).wrappedSum())
        }
        while i < count {
            let r = Int(residuals[i])
            total &+= min(r, 256 - r)
            i &+= 1
        }
        return total
    }

    /// PNG's Paeth filter (type 4) of `count` samples: each minus whichever of its left (a), upper
    /// (b) and upper-left (c) neighbours is closest to a + b − c, ties to a, then b. Sixteen bytes a
    /// step with byte arithmetic only: |b − c| and |a − c| as max − min, and |a + b − 2c| as their
    /// sum (saturated: only its order against the two matters) when a and b lie on the same side
    /// of c, their difference otherwise. `row` and `above` must have `pixelBytes` readable zeros
    /// before them and 15 readable bytes after; `out` 15 writable bytes after.
    @inline(__always)
    static func paeth(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, pixelBytes bpp: Int) {
        let r = UnsafeRawPointer(row), u = UnsafeRawPointer(above), o = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count {
            let x = r.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let a = r.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self)
            let b = u.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let c = u.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self)
            let pa = distance(b, c), pb = distance(a, c)
            let sum = pa &+ pb
            let saturated = sum.replacing(with: 255, where: sum .< pa)
            let difference = distance(pa, pb)
            let pc = difference.replacing(with: saturated, where: (a .< c) .== (b .< c))
            let predicted = c.replacing(with: b, where: pb .<= pc).replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
            o.storeBytes(of: x &- predicted, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    }

    /// |x − y| of each byte, as max − min (pmaxub, pminub: the standard library's pointwiseMax
    /// and pointwiseMin are not inlined).
    @inline(__always)
    private static func distance(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let greater = x .> y
        return x.replacing(with: y, where: .!greater) &- y.replacing(with: x, where: .!greater)
    }
}
