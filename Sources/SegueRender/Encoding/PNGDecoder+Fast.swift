import CDeflate
import Foundation
import SegueKit

extension PNGDecoder {
    /// The pixels of the plainest PNG files, decoded without libpng, or nil for anything else.
    ///
    /// NB: `segue diff` and `segue render --from --to` spend most of their time decoding two
    /// screenshots, and libpng's simplified API costs ~70 instructions a pixel there: zlib's inflate
    /// plus a separate Adler-32 pass, row callbacks and an RGB→RGBA transform. This path takes only
    /// 8-bit RGB or RGBA, non-interlaced files whose chunks are IHDR, IDAT… and IEND with good
    /// CRCs, inflates the whole stream at once with libdeflate (which checks the Adler-32 as it
    /// goes) and unfilters in place. Anything else, or anything wrong, returns nil and libpng
    /// decodes the file as before, with its own error messages: the pixels are the same bytes
    /// libpng gives (PNGDecoderFastTests compares the two).
    static func decodePlain(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBAImage? {
        guard let layout = plainLayout(bytes) else { return nil }
        var ok = false
        let count = layout.width * layout.height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { p, initialized in
            ok = decode(bytes, layout, into: p.baseAddress!, premultiplyingWith: nil)
            initialized = ok ? count : 0
        }
        return ok ? RGBAImage(width: layout.width, height: layout.height, pixels: pixels) : nil
    }

    /// A plain file decoded straight into a premultiplied `Bitmap`, or nil for anything else (see
    /// `decodePlain`).
    ///
    /// NB: each row is premultiplied (for opaque pixels: R and B swapped) as it is expanded, once
    /// it is unfiltered, while it is still in cache: no RGBA image, no copy into the bitmap. The
    /// bytes are those of `Bitmap(premultiplying: decodePlain(bytes))` (PNGDecoderFastTests).
    static func decodePlainBitmap(_ bytes: UnsafeBufferPointer<UInt8>) -> Bitmap? {
        guard let layout = plainLayout(bytes) else { return nil }
        struct BadData: Error {}
        return Premultiplication.premultiplyTable.withUnsafeBufferPointer { table in
            try? Bitmap(width: layout.width, height: layout.height) { out in
                guard decode(bytes, layout, into: out.baseAddress!.assumingMemoryBound(to: UInt8.self), premultiplyingWith: table.baseAddress!)
                else { throw BadData() }
            }
        }
    }

    /// A plain file's layout: its size, 3 (RGB) or 4 (RGBA) channels, and its IDAT data.
    struct PlainLayout {
        var width: Int, height: Int, channels: Int
        var idat: [Range<Int>]
        /// The inflated rows: a filter byte and `width × channels` bytes each.
        var rawCount: Int { height * (width * channels + 1) }
    }

    /// Inflates and unfilters a plain file into `out` (`width × height × 4` bytes, uninitialized):
    /// straight RGBA, or premultiplied ARGB32 given the premultiplication `table`. False when the
    /// data does not inflate to the rows or a filter type is unknown.
    ///
    /// NB: an RGB file's inflated rows (three quarters of the pixels' bytes, and a byte a row) are
    /// inflated into the end of `out` itself, one byte before its end, and each row is unfiltered
    /// into a scratch row before its pixels are written: pixel row y ends no later than inflated
    /// row y + 1 begins, so nothing is overwritten before it is read. A separate buffer for them
    /// was 9 MB of fresh pages per 3x screenshot, and the kernel zeroing fresh pages was the
    /// largest part of a render's fixed cost. RGBA rows are longer than their pixels and get a
    /// buffer of their own.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ layout: PlainLayout, into out: UnsafeMutablePointer<UInt8>,
        premultiplyingWith table: UnsafePointer<UInt8>?
    ) -> Bool {
        let outCount = layout.width * layout.height * 4
        HugePages.advise(out, outCount)
        if layout.rawCount < outCount {
            let raw = out + (outCount - layout.rawCount - 1)
            return inflate(bytes, layout, into: raw) && unfilterAndExpand(raw, into: out, layout, premultiplyingWith: table)
        }
        // NB: uninitialized: inflating writes every byte of it. One byte more: see `unfilter`.
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: layout.rawCount + 1)
        defer { raw.deallocate() }
        HugePages.advise(raw, layout.rawCount)
        return inflate(bytes, layout, into: raw) && unfilterAndExpand(raw, into: out, layout, premultiplyingWith: table)
    }

    /// Inflates the IDAT data of a plain file into `raw` (`rawCount` bytes); false unless it
    /// inflates, with a good Adler-32, to exactly that many bytes.
    private static func inflate(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: PlainLayout, into raw: UnsafeMutablePointer<UInt8>) -> Bool {
        guard let d = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(d) }
        let expected = layout.rawCount, idat = layout.idat
        var actual = 0
        let status: libdeflate_result
        if idat.count == 1 {
            status = libdeflate_zlib_decompress(d, bytes.baseAddress! + idat[0].lowerBound, idat[0].count, raw, expected, &actual)
        } else {
            var compressed = [UInt8]()
            compressed.reserveCapacity(idat.reduce(0) { $0 + $1.count })
            for r in idat { compressed.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[r])) }
            status = compressed.withUnsafeBytes { libdeflate_zlib_decompress(d, $0.baseAddress, $0.count, raw, expected, &actual) }
        }
        return status == LIBDEFLATE_SUCCESS && actual == expected
    }

    /// The layout of a plain file, or nil for any other.
    private static func plainLayout(_ b: UnsafeBufferPointer<UInt8>) -> PlainLayout? {
        func be32(_ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
        guard b.count >= 8 + 25 + 12, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52, be32(8) == 13 else { return nil }
        let width = be32(16), height = be32(20)
        let (depth, colorType, compression, filter, interlace) = (b[24], b[25], b[26], b[27], b[28])
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24, depth == 8, colorType == 2 || colorType == 6,
              compression == 0, filter == 0, interlace == 0 else { return nil }
        var idat: [Range<Int>] = []
        var offset = 8
        var sawEnd = false, idatDone = false
        while offset + 12 <= b.count {
            let length = be32(offset)
            guard length <= b.count - offset - 12 else { return nil }
            let type = (b[offset + 4], b[offset + 5], b[offset + 6], b[offset + 7])
            let crc = UInt32(truncatingIfNeeded: be32(offset + 8 + length))
            guard libdeflate_crc32(0, b.baseAddress! + offset + 4, length + 4) == crc else { return nil }
            switch type {
            case (0x49, 0x48, 0x44, 0x52): guard offset == 8 else { return nil }  // IHDR
            case (0x49, 0x44, 0x41, 0x54):  // IDAT, consecutive
                guard !idatDone else { return nil }
                idat.append((offset + 8)..<(offset + 8 + length))
            case (0x49, 0x45, 0x4E, 0x44): sawEnd = true  // IEND
            default: return nil
            }
            if !idat.isEmpty && type != (0x49, 0x44, 0x41, 0x54) { idatDone = true }
            offset += 12 + length
            if sawEnd { break }
        }
        guard sawEnd, offset == b.count, !idat.isEmpty else { return nil }
        return PlainLayout(width: width, height: height, channels: colorType == 6 ? 4 : 3, idat: idat)
    }

    /// Undoes the row filters of `raw` (a filter byte then `width × channels` bytes per row) and
    /// writes each row out as RGBA, opaque when `channels` is 3, or, given the premultiplication
    /// `table`, as premultiplied native-endian ARGB32. False for an unknown filter type.
    ///
    /// NB: a row is unfiltered into a scratch row, against the row above in the other scratch
    /// row, and expanded from there while it is in cache; `raw` is only read, a row before the
    /// pixel row of the same index is written (`decode` relies on it). Up rows (most of a
    /// screenshot's) are then one vectorised byte loop, and the expansion of an opaque row is a
    /// load, a shuffle and a store a pixel: unfiltering a pixel at a time straight into the
    /// four-byte output, as before, took about 12 cycles a pixel, the largest part of decoding
    /// two 3x screenshots.
    private static func unfilterAndExpand(
        _ raw: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, _ layout: PlainLayout,
        premultiplyingWith table: UnsafePointer<UInt8>?
    ) -> Bool {
        let (width, height, channels) = (layout.width, layout.height, layout.channels)
        let rowBytes = width * channels
        // Four spare bytes a scratch row: a pixel is stored and loaded as four bytes.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (rowBytes + 4))
        defer { scratch.deallocate() }
        var (row, above) = (scratch, scratch + rowBytes + 4)
        for y in 0..<height {
            let src = raw + y * (rowBytes + 1) + 1
            guard unfilter(src, into: row, up: y > 0 ? UnsafePointer(above) : nil, type: src[-1], width: width, channels: channels)
            else { return false }
            let dst = out + y * width * 4
            if channels == 4 {
                if let table {
                    Premultiplication.premultiplyRow(UnsafePointer(row), dst, count: width, table: table)
                } else {
                    dst.update(from: row, count: rowBytes)
                }
            } else if table != nil {
                // R, G, B → native ARGB32 with A = 255: premultiplying an opaque pixel changes nothing.
                for x in 0..<width {
                    let rgb = UInt32(littleEndian: UnsafeRawPointer(row + x &* 3).loadUnaligned(as: UInt32.self))
                    let argb = (rgb & 0xFF) << 16 | (rgb & 0xFF00) | (rgb >> 16 & 0xFF) | 0xFF00_0000
                    UnsafeMutableRawPointer(dst).storeBytes(of: argb, toByteOffset: x &* 4, as: UInt32.self)
                }
            } else {
                for x in 0..<width {
                    let rgb = UInt32(littleEndian: UnsafeRawPointer(row + x &* 3).loadUnaligned(as: UInt32.self))
                    UnsafeMutableRawPointer(dst).storeBytes(of: (rgb | 0xFF00_0000).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                }
            }
            swap(&row, &above)
        }
        return true
    }

    /// Undoes one row's filter from `src` into `dst`; `up` is the row above, unfiltered (nil for
    /// the first row). False for an unknown filter type.
    ///
    /// NB: Sub, Average and Paeth depend on the pixel to the left and go a pixel at a time as
    /// four lanes (`SIMD4`). For RGB rows the fourth lane is the next pixel's first byte (or the
    /// byte after the row: `src` needs one readable byte past the row, `dst` and `up` hold four
    /// spare bytes): it is stored and overwritten by the next pixel, and masked off where it
    /// would reach the next pixel's prediction.
    private static func unfilter(
        _ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, up: UnsafePointer<UInt8>?, type: UInt8,
        width: Int, channels: Int
    ) -> Bool {
        typealias P = SIMD4<UInt8>
        let keep: P = channels == 3 ? P(255, 255, 255, 0) : P(repeating: 255)
        @inline(__always) func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> { v.replacing(with: 0 &- v, where: v .< 0) }
        @inline(__always) func load(_ p: UnsafePointer<UInt8>, _ x: Int) -> P {
            UnsafeRawPointer(p + x &* channels).loadUnaligned(as: P.self)
        }
        @inline(__always) func store(_ v: P, _ x: Int) { UnsafeMutableRawPointer(dst + x &* channels).storeBytes(of: v, as: P.self) }
        let count = width * channels
        var left = P()
        switch (type, up) {
        case (0, _), (2, nil):
            dst.update(from: src, count: count)
        case (1, _), (4, nil):
            // Paeth with no row above predicts from the left: Sub.
            for x in 0..<width { let v = load(src, x) &+ left; store(v, x); left = v & keep }
        case (2, let up?):
            for i in 0..<count { dst[i] = src[i] &+ up[i] }
        case (3, nil):
            for x in 0..<width { let v = load(src, x) &+ (left &>> 1); store(v, x); left = v & keep }
        case (3, let up?):
            for x in 0..<width {
                let above = load(up, x) & keep
                // (a + b) >> 1 without overflow: (a & b) + ((a ^ b) >> 1).
                let v = load(src, x) &+ ((left & above) &+ ((left ^ above) &>> 1))
                store(v, x)
                left = v & keep
            }
        case (4, let up?):
            var upperLeft = SIMD4<Int16>()
            var a = SIMD4<Int16>()
            for x in 0..<width {
                let b = SIMD4<Int16>(truncatingIfNeeded: load(up, x) & keep)
                // pa = |b − c|, pb = |a − c|, pc = |a + b − 2c|; ties prefer a, then b.
                let pa = magnitude(b &- upperLeft), pb = magnitude(a &- upperLeft), pc = magnitude(a &+ b &- upperLeft &- upperLeft)
                let useA = (pa .<= pb) .& (pa .<= pc)
                let useB = pb .<= pc
                let predicted = a.replacing(with: b.replacing(with: upperLeft, where: .!useB), where: .!useA)
                let v = load(src, x) &+ P(truncatingIfNeeded: predicted)
                store(v, x)
                a = SIMD4<Int16>(truncatingIfNeeded: v & keep)
                upperLeft = b
            }
        default:
            return false
        }
        return true
    }

}

/// Asks the kernel for 2 MB pages under a large buffer about to be written whole (a decoded
/// screenshot: 12 MB at 3x), where it gives them (`transparent_hugepage` set to `madvise` or
/// `always`): one page fault per 2 MB instead of 512.
///
/// NB: `segue diff` of two 3x screenshots spent a fifth of its time faulting in its decode buffers
/// 4 kB at a time. Only the 2 MB-aligned part of the buffer is advised; elsewhere, or where the
/// kernel says no, nothing changes. The bytes written are the same either way.
enum HugePages {
    static let size = 2 << 20

    static func advise(_ pointer: UnsafeMutableRawPointer, _ count: Int) {
        #if os(Linux)
        guard count >= 2 * size else { return }
        let start = (Int(bitPattern: pointer) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: pointer) + count) & ~(size - 1)
        guard end > start, let base = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(base, end - start, 14 /* MADV_HUGEPAGE */)
        #endif
    }
}
