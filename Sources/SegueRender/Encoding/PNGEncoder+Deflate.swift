import CDeflate

/// The default path, rows without a filter: the scanlines laid out once, compressed by libdeflate
/// in one call, wrapped in PNG chunks by libpng (PNGChunkWriter).
///
/// NB: why no row filter and libdeflate level 6 by default (`PNGEncoder.goldens`), measured on one
/// frame each with a small C harness: on the shared 3x screens (1179×2556 RGB, photos and
/// gradients) libdeflate 6 without filters writes 339 kB in about 25 ms, where zlib 9 with adaptive
/// filters (the default before) wrote 316 kB in about 800 ms and zlib 1 (the C baseline's) 494 kB
/// in 20 ms; on the demo's flat screens at 1x it writes 21 kB where zlib 9 adaptive wrote 25 kB:
/// row filters make flat UI larger, and barely help the photos.
///
/// NB: measured on 3x push frames between two real screens (1179×2556 RGB, filter none): libdeflate's level 1
/// takes about the time of zlib's level 1 and writes about 15 % fewer bytes (its level 2–3 are
/// 20–25 % smaller still at much the same speed), and its Adler-32 is SIMD (0.1 ms a frame where
/// zlib's takes 2.5 ms). It needs the whole image in memory, one frame's rows per worker (9 MB at
/// 3x), which `FrameFolderRenderer`'s bound on frames in flight already allows for.
extension PNGEncoder {
    func encodeWithLibdeflate(_ buffer: PixelBuffer, opaque: Bool) -> [UInt8] {
        let rows = Self.unfilteredRows(buffer, opaque: opaque)
        let stream = rows.withUnsafeBytes { LibDeflate.zlibStream($0, level: options.compressionLevel) }
        return stream.withUnsafeBytes {
            PNGChunkWriter.file(width: buffer.width, height: buffer.height, channels: opaque ? 3 : 4, zlibStream: $0)
        }
    }

    /// The scanlines as PNG compresses them with filter type 0 (none): each row a 0 byte, then its
    /// samples, R G B when opaque, else R G B A with straight alpha.
    static func unfilteredRows(_ buffer: PixelBuffer, opaque: Bool) -> [UInt8] {
        let (width, height, stride) = (buffer.width, buffer.height, buffer.stride)
        let rowBytes = 1 + width * (opaque ? 3 : 4)
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            buffer.bytes.withUnsafeBytes { src in
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                    for y in 0..<height {
                        let line = src.baseAddress! + y * stride
                        let dst = out.baseAddress! + y * rowBytes
                        dst[0] = 0
                        if opaque {
                            PixelRows.opaqueToRGB(line, dst + 1, count: width)
                        } else {
                            Premultiplication.unpremultiplyRow(line, dst + 1, count: width, table: table.baseAddress!)
                        }
                    }
                }
            }
            count = rowBytes * height
        }
    }
}

/// libdeflate's zlib streams, for every encoder that makes its own (the frames, the APNG previews).
enum LibDeflate {
    /// `bytes` deflated at `level` (clamped to 0–12) in a zlib wrapper.
    static func zlibStream(_ bytes: UnsafeRawBufferPointer, level: Int) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(min(max(level, 0), 12))) else {
            fatalError("libdeflate_alloc_compressor failed (out of memory?)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        let stream = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = libdeflate_zlib_compress(compressor, bytes.baseAddress, bytes.count, out.baseAddress, bound)
        }
        // NB: the bound is libdeflate's own worst case, so 0 (did not fit) cannot happen.
        precondition(!stream.isEmpty, "libdeflate: the zlib stream did not fit its bound")
        return stream
    }
}

/// Pixel-format conversions of whole rows for the encoders. Each has a plain twin
/// (`PNGEncoder.swizzleOpaqueRow`) that the tests hold it to, byte for byte.
enum PixelRows {
    /// Opaque ARGB32 words (B, G, R, A bytes) to R, G, B bytes.
    ///
    /// NB: four pixels make three 32-bit stores. `p.byteSwapped >> 8` puts R, G, B in the low three
    /// bytes in memory order; the four 24-bit values are then packed across three words with shifts,
    /// which the compiler keeps in registers (byte stores cost a cycle each, three per pixel).
    ///
    /// Returns the AND of the words read: its top byte is 0xFF only if every pixel was opaque.
    @inline(__always) @discardableResult
    static func opaqueToRGB(_ src: UnsafeRawPointer, _ dst: UnsafeMutablePointer<UInt8>, count: Int) -> UInt32 {
        let out = UnsafeMutableRawPointer(dst)
        var x = 0
        var all = UInt32.max
        while x + 4 <= count {
            let p0 = src.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let p1 = src.loadUnaligned(fromByteOffset: x &* 4 &+ 4, as: UInt32.self)
            let p2 = src.loadUnaligned(fromByteOffset: x &* 4 &+ 8, as: UInt32.self)
            let p3 = src.loadUnaligned(fromByteOffset: x &* 4 &+ 12, as: UInt32.self)
            all &= p0 & p1 & p2 & p3
            let q0 = p0.byteSwapped >> 8, q1 = p1.byteSwapped >> 8
            let q2 = p2.byteSwapped >> 8, q3 = p3.byteSwapped >> 8
            let o = x &* 3
            out.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: o, as: UInt32.self)
            out.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: o &+ 4, as: UInt32.self)
            out.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: o &+ 8, as: UInt32.self)
            x &+= 4
        }
        if x < count {
            for k in x..<count { all &= src.loadUnaligned(fromByteOffset: k &* 4, as: UInt32.self) }
            PNGEncoder.swizzleOpaqueRow(src + x &* 4, dst + x &* 3, count: count - x)
        }
        return all
    }
}
