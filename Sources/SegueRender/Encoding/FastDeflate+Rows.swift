/// The frame's rows as PNG compresses them, made one at a time: each row is converted into one of
/// two small buffers (the row above stays in the other) and filtered into a third: row 0 with
/// filter 0 (none), the others with 2 (Up).
///
/// NB: Up alone, not a per-row choice. Choosing among Sub, Up, Average and Paeth by libpng's
/// heuristic (smallest sum of signed residuals, in one vector pass) made the issue-10 push frames
/// 20 % smaller (592 → 468 kB) but cost 5 ms a frame, half again the encoder's time: `fastest` is
/// for speed, and its files stay well within twice the C baseline's.
final class FilteredRows {
    let buffer: PixelBuffer
    let opaque: Bool
    let height: Int
    let samples: Int
    /// 1 + samples: the filter type byte, then the samples.
    let rowBytes: Int
    /// Two converted rows and the filtered row, `slot` bytes each: the filter's last vector may
    /// run up to 15 bytes past the samples.
    private let storage: UnsafeMutablePointer<UInt8>
    private let slot: Int
    /// The row converted last (its slot holds it).
    private var last = -1
    /// False once an RGB row (`opaque`) had a pixel that is not opaque.
    private(set) var allOpaque = true

    init(_ buffer: PixelBuffer, opaque: Bool) {
        self.buffer = buffer
        self.opaque = opaque
        height = buffer.height
        samples = buffer.width * (opaque ? 3 : 4)
        rowBytes = 1 + samples
        slot = rowBytes + 16
        storage = .allocate(capacity: 3 * slot)
        storage.initialize(repeating: 0, count: 3 * slot)
    }

    deinit { storage.deallocate() }

    /// The samples of converted row `y` (a ring of two).
    private func converted(_ y: Int) -> UnsafeMutablePointer<UInt8> { storage + (y & 1) * slot }

    private func convert(_ y: Int) {
        last = y
        let dst = converted(y)
        buffer.bytes.withUnsafeBytes { src in
            let line = src.baseAddress! + y * buffer.stride
            if opaque {
                if PixelRows.opaqueToRGB(line, dst, count: buffer.width) >> 24 != 0xFF { allOpaque = false }
            } else {
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                    Premultiplication.unpremultiplyRow(line, dst, count: buffer.width, table: table.baseAddress!)
                }
            }
        }
    }

    /// Row `y` filtered, with its filter type byte first: `rowBytes` bytes, valid until the next
    /// call. Rows are made from the pixels each time (the row above is converted again unless it
    /// was the row asked for last).
    func filtered(_ y: Int) -> UnsafePointer<UInt8> {
        let out = storage + 2 * slot
        let aboveReady = last == y - 1
        convert(y)
        let row = converted(y)
        if y == 0 {
            out[0] = 0
            (out + 1).update(from: row, count: samples)
            return UnsafePointer(out)
        }
        if !aboveReady { convert(y - 1) }
        let above = UnsafeRawPointer(converted(y - 1)), r = UnsafeRawPointer(row), o = UnsafeMutableRawPointer(out + 1)
        out[0] = 2
        var i = 0
        while i < samples {
            let v = r.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) &- above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            o.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        return UnsafePointer(out)
    }
}
