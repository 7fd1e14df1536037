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
        guard let (width, height, channels, inflated) = inflatePlain(bytes) else { return nil }
        var raw = inflated, ok = false
        let pixels = raw.withUnsafeMutableBufferPointer { r in
            [UInt8](unsafeUninitializedCapacity: width * height * 4) { p, count in
                HugePages.advise(p.baseAddress!, width * height * 4)
                ok = unfilterAndExpand(r.baseAddress!, into: p.baseAddress!, width: width, height: height, channels: channels)
                count = ok ? width * height * 4 : 0
            }
        }
        return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
    }

    /// A plain file decoded straight into a premultiplied `Bitmap`, or nil for anything else (see
    /// `decodePlain`).
    ///
    /// NB: each row is premultiplied (for opaque pixels: R and B swapped) in place once the row
    /// below has been unfiltered against it, while it is still in cache: no RGBA image, no second
    /// frame-sized buffer, no copy into the bitmap. The bytes are those of
    /// `Bitmap(premultiplying: decodePlain(bytes))` (PNGDecoderFastTests).
    static func decodePlainBitmap(_ bytes: UnsafeBufferPointer<UInt8>) -> Bitmap? {
        guard let (width, height, channels, inflated) = inflatePlain(bytes) else { return nil }
        var raw = inflated
        struct BadFilter: Error {}
        return raw.withUnsafeMutableBufferPointer { r in
            Premultiplication.premultiplyTable.withUnsafeBufferPointer { table in
                try? Bitmap(width: width, height: height) { out in
                    HugePages.advise(out.baseAddress!, out.count)
                    let p = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    let rowBytes = width * 4
                    let premultiply = { (y: Int) in
                        Premultiplication.premultiplyRow(UnsafePointer(p + y * rowBytes), p + y * rowBytes, count: width, table: table.baseAddress!)
                    }
                    guard unfilterAndExpand(r.baseAddress!, into: p, width: width, height: height, channels: channels, finished: premultiply)
                    else { throw BadFilter() }
                }
            }
        }
    }

    /// The inflated rows of a plain file (a filter byte and `width × channels` bytes each, then one
    /// spare byte), with the file's layout, or nil when the file is not plain or does not inflate.
    private static func inflatePlain(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int, [UInt8])? {
        guard let (width, height, channels, idat) = plainLayout(bytes) else { return nil }
        let rowBytes = width * channels
        let expected = height * (rowBytes + 1)
        // NB: uninitialized buffers: inflating writes every byte of `raw` and the unfilter every
        // byte of the pixels, and zeroing 20 MB first showed up as page faults and memset time.
        guard let d = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(d) }
        var status = LIBDEFLATE_BAD_DATA
        // One byte more than the rows: `unfilterAndExpand` reads four bytes for an RGB pixel.
        let raw = [UInt8](unsafeUninitializedCapacity: expected + 1) { out, count in
            HugePages.advise(out.baseAddress!, expected + 1)
            var actual = 0
            if idat.count == 1 {
                status = libdeflate_zlib_decompress(d, bytes.baseAddress! + idat[0].lowerBound, idat[0].count, out.baseAddress, expected, &actual)
            } else {
                var compressed = [UInt8]()
                compressed.reserveCapacity(idat.reduce(0) { $0 + $1.count })
                for r in idat { compressed.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[r])) }
                status = compressed.withUnsafeBytes { libdeflate_zlib_decompress(d, $0.baseAddress, $0.count, out.baseAddress, expected, &actual) }
            }
            if status == LIBDEFLATE_SUCCESS && actual != expected { status = LIBDEFLATE_SHORT_OUTPUT }
            out[expected] = 0
            count = status == LIBDEFLATE_SUCCESS ? expected + 1 : 0
        }
        guard status == LIBDEFLATE_SUCCESS else { return nil }
        return (width, height, channels, raw)
    }

    /// (width, height, channels, IDAT data ranges) of a plain file, or nil.
    private static func plainLayout(_ b: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int, [Range<Int>])? {
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
        return (width, height, colorType == 6 ? 4 : 3, idat)
    }

    /// Undoes the row filters of `raw` (a filter byte then `width × channels` bytes per row) and
    /// writes RGBA, opaque when `channels` is 3. False for an unknown filter type.
    ///
    /// NB: one pass, a pixel at a time as four lanes (`SIMD4`), writing RGBA straight into `out`
    /// and reading the row above from `out` too: the byte-at-a-time unfilter and the separate
    /// RGB → RGBA expansion it replaces cost about 50 instructions a pixel, most of the fixed
    /// cost of decoding two 3x screenshots. For RGB rows the fourth lane is not the image's (it is
    /// the next pixel's first byte, or the next row's filter byte): it is computed and then
    /// replaced by 255, so `raw` needs one readable byte past its end (`decodePlain` allocates it).
    /// `finished(y)` is called for each row once nothing reads it any more (after the row below it
    /// is done), bottom row last: it may rewrite the row in place.
    private static func unfilterAndExpand(
        _ raw: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int,
        finished: (Int) -> Void = { _ in }
    ) -> Bool {
        typealias P = SIMD4<UInt8>
        let rowBytes = width * channels
        let opaque: P = channels == 3 ? P(0, 0, 0, 255) : P()
        let keep: P = channels == 3 ? P(255, 255, 255, 0) : P(repeating: 255)
        @inline(__always) func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> { v.replacing(with: 0 &- v, where: v .< 0) }
        @inline(__always) func load(_ p: UnsafePointer<UInt8>) -> P { UnsafeRawPointer(p).loadUnaligned(as: P.self) }
        @inline(__always) func store(_ v: P, _ p: UnsafeMutablePointer<UInt8>) {
            UnsafeMutableRawPointer(p).storeBytes(of: (v & keep) | opaque, as: P.self)
        }
        for y in 0..<height {
            let row = UnsafePointer(raw + y * (rowBytes + 1) + 1)
            let dst = out + y * width * 4
            let up: UnsafePointer<UInt8>? = y > 0 ? UnsafePointer(dst - width * 4) : nil
            var left = P()
            switch row[-1] {
            case 0:
                for x in 0..<width { left = load(row + x * channels); store(left, dst + x * 4) }
            case 1:
                for x in 0..<width { left = load(row + x * channels) &+ left; store(left, dst + x * 4) }
            case 2:
                guard let up else {
                    for x in 0..<width { store(load(row + x * channels), dst + x * 4) }
                    break
                }
                for x in 0..<width { store(load(row + x * channels) &+ load(up + x * 4), dst + x * 4) }
            case 3:
                guard let up else {
                    for x in 0..<width { left = load(row + x * channels) &+ (left &>> 1); store(left, dst + x * 4) }
                    break
                }
                for x in 0..<width {
                    let above = load(up + x * 4)
                    // (a + b) >> 1 without overflow: (a & b) + ((a ^ b) >> 1).
                    left = load(row + x * channels) &+ ((left & above) &+ ((left ^ above) &>> 1))
                    store(left, dst + x * 4)
                }
            case 4:
                guard let up else {
                    // Paeth with no row above predicts from the left: Sub.
                    for x in 0..<width { left = load(row + x * channels) &+ left; store(left, dst + x * 4) }
                    break
                }
                var upperLeft = SIMD4<Int16>()
                var a = SIMD4<Int16>()
                for x in 0..<width {
                    let b = SIMD4<Int16>(truncatingIfNeeded: load(up + x * 4))
                    // pa = |b − c|, pb = |a − c|, pc = |a + b − 2c|; ties prefer a, then b.
                    let pa = magnitude(b &- upperLeft), pb = magnitude(a &- upperLeft), pc = magnitude(a &+ b &- upperLeft &- upperLeft)
                    let useA = (pa .<= pb) .& (pa .<= pc)
                    let useB = pb .<= pc
                    let predicted = a.replacing(with: b.replacing(with: upperLeft, where: .!useB), where: .!useA)
                    let value = load(row + x * channels) &+ P(truncatingIfNeeded: predicted)
                    store(value, dst + x * 4)
                    a = SIMD4<Int16>(truncatingIfNeeded: (value & keep) | opaque)
                    upperLeft = b
                }
            default: return false
            }
            if y > 0 { finished(y - 1) }
        }
        finished(height - 1)
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
