import CPNG

/// A libpng write struct writing into memory, for one file: created, handed to `body`, destroyed.
enum PNGWriteSession {
    /// The bytes libpng writes while `body` runs. `body` gets the write struct and its info struct.
    static func write(reserving capacity: Int, _ body: (OpaquePointer, OpaquePointer?) -> Void) -> [UInt8] {
        let output = PNGOutputSink(reserving: capacity)
        // libpng reports errors through this callback and then longjmps, which Swift cannot
        // survive; with in-memory output and a valid header none can happen, so one would be a
        // bug in the encoder: stop with libpng's message.
        guard
            let png = png_create_write_struct(
                PNG_LIBPNG_VER_STRING, nil,
                { _, message in
                    fatalError("libpng error while encoding a PNG: \(message.map { String(cString: $0) } ?? "unknown error")")
                },
                { _, _ in /* warnings: none expected, nothing to do with them */ })
        else { fatalError("png_create_write_struct failed (out of memory?)") }
        var info = png_create_info_struct(png)
        defer {
            var structPointer: OpaquePointer? = png
            png_destroy_write_struct(&structPointer, &info)
        }
        guard info != nil else { fatalError("png_create_info_struct failed (out of memory?)") }
        withExtendedLifetime(output) {
            png_set_write_fn(png, Unmanaged.passUnretained(output).toOpaque(), PNGOutputSink.append, { _ in })
            body(png, info)
        }
        return output.bytes
    }
}

/// Writes a PNG file around image data that is already a zlib stream (libdeflate's, or the fast
/// encoder's): libpng writes the signature, IHDR, the IDAT chunks and IEND, with their CRCs; only
/// the compression of the rows is done elsewhere.
enum PNGChunkWriter {
    /// IDAT chunks are cut at this size (any size is valid; readers stream them).
    static let idatChunkSize = 1 << 20

    /// The file: 8-bit RGB (`channels` 3) or RGBA (4), not interlaced, `zlibStream` as its IDATs.
    static func file(width: Int, height: Int, channels: Int, zlibStream: UnsafeRawBufferPointer) -> [UInt8] {
        PNGWriteSession.write(reserving: zlibStream.count + 1024) { png, info in
            png_set_user_limits(png, 0x7FFF_FFFF, 0x7FFF_FFFF)
            png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8,
                         channels == 3 ? 2 /* PNG_COLOR_TYPE_RGB */ : 6 /* PNG_COLOR_TYPE_RGB_ALPHA */,
                         0 /* PNG_INTERLACE_NONE */, 0 /* PNG_COMPRESSION_TYPE_BASE */, 0 /* PNG_FILTER_TYPE_BASE */)
            png_write_info(png, info)
            let base = zlibStream.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var offset = 0
            repeat {
                let n = min(idatChunkSize, zlibStream.count - offset)
                png_write_chunk(png, [0x49, 0x44, 0x41, 0x54] /* IDAT */, base + offset, n)
                offset += n
            } while offset < zlibStream.count
            png_write_chunk(png, [0x49, 0x45, 0x4E, 0x44] /* IEND */, nil, 0)
        }
    }
}
