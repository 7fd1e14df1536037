import CDeflate

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
        guard let (width, height, channels, idat) = plainLayout(bytes) else { return nil }
        let rowBytes = width * channels
        let expected = height * (rowBytes + 1)
        // NB: uninitialized buffers: inflating writes every byte of `raw` and the unfilter every
        // byte of `pixels`, and zeroing 20 MB first showed up as page faults and memset time.
        guard let d = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(d) }
        var status = LIBDEFLATE_BAD_DATA
        var raw = [UInt8](unsafeUninitializedCapacity: expected) { out, count in
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
            count = status == LIBDEFLATE_SUCCESS ? expected : 0
        }
        guard status == LIBDEFLATE_SUCCESS else { return nil }
        var ok = false
        let pixels = raw.withUnsafeMutableBufferPointer { r in
            [UInt8](unsafeUninitializedCapacity: width * height * 4) { p, count in
                ok = unfilterAndExpand(r.baseAddress!, into: p.baseAddress!, width: width, height: height, channels: channels)
                count = ok ? width * height * 4 : 0
            }
        }
        return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
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
    private static func unfilterAndExpand(
        _ raw: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int
    ) -> Bool {
        let rowBytes = width * channels, bpp = channels
        var previous: UnsafeMutablePointer<UInt8>? = nil
        for y in 0..<height {
            let row = raw + y * (rowBytes + 1) + 1
            switch row[-1] {
            case 0: break
            case 1:
                for i in bpp..<rowBytes { row[i] &+= row[i - bpp] }
            case 2:
                if let up = previous { for i in 0..<rowBytes { row[i] &+= up[i] } }
            case 3:
                if let up = previous {
                    for i in 0..<bpp { row[i] &+= up[i] >> 1 }
                    for i in bpp..<rowBytes { row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(up[i])) >> 1) }
                } else {
                    for i in bpp..<rowBytes { row[i] &+= row[i - bpp] >> 1 }
                }
            case 4:
                if let up = previous {
                    for i in 0..<bpp { row[i] &+= up[i] }
                    for i in bpp..<rowBytes { row[i] &+= paeth(row[i - bpp], up[i], up[i - bpp]) }
                } else {
                    for i in bpp..<rowBytes { row[i] &+= row[i - bpp] }
                }
            default: return false
            }
            previous = row
            let dst = out + y * width * 4
            if channels == 4 {
                dst.update(from: row, count: rowBytes)
            } else {
                for x in 0..<width {
                    dst[x * 4] = row[x * 3]
                    dst[x * 4 + 1] = row[x * 3 + 1]
                    dst[x * 4 + 2] = row[x * 3 + 2]
                    dst[x * 4 + 3] = 255
                }
            }
        }
        return true
    }

    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }
}
