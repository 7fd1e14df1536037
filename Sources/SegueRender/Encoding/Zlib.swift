import CZlib

/// zlib's inflate, for the image data the PNG decoder reads itself (PNGDecoder+Interlaced16.swift).
/// Every call into zlib is here.
enum Zlib {
    /// A stream that is not valid zlib data, or that does not hold the expected number of bytes.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Inflates a zlib stream that must hold exactly `expected` bytes.
    ///
    /// NB: the output buffer is `expected` bytes and zlib never writes past it, so memory is bounded
    /// by what the caller expects (the size IHDR implies), not by what the stream would expand to;
    /// a stream with more data is an error as soon as one byte more comes out.
    static func inflate(_ input: UnsafeBufferPointer<UInt8>, expected: Int) throws(Failure) -> [UInt8] {
        guard input.count <= Int(UInt32.max), expected < Int(UInt32.max) else {
            throw Failure(description: "image data over 4 GiB")
        }
        var stream = z_stream()
        guard segue_inflateInit(&stream) == Z_OK else { throw Failure(description: "zlib could not start") }
        defer { inflateEnd(&stream) }
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = UInt32(input.count)

        var output = [UInt8](repeating: 0, count: expected)
        var status = output.withUnsafeMutableBufferPointer { out in
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(out.count)
            return CZlib.inflate(&stream, Z_FINISH)
        }
        let full = stream.avail_out == 0
        if full, status == Z_BUF_ERROR || status == Z_OK, stream.avail_in > 0 {
            // The output is full and input is left: the stream must end without one byte more.
            var probe: UInt8 = 0
            status = withUnsafeMutablePointer(to: &probe) { p in
                stream.next_out = p
                stream.avail_out = 1
                return CZlib.inflate(&stream, Z_FINISH)
            }
            if stream.avail_out == 0 { throw Failure(description: "more image data than the header's size") }
        }
        switch status {
        case Z_STREAM_END, Z_BUF_ERROR, Z_OK:
            // Z_BUF_ERROR: the input ran out. A stream cut after its last byte of image data (its
            // Adler-32 missing) is read, as libpng reads it.
            guard full else { throw Failure(description: "not enough image data") }
            return output
        case Z_NEED_DICT:
            throw Failure(description: "zlib stream with a preset dictionary")
        case Z_MEM_ERROR:
            throw Failure(description: "out of memory")
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
            throw Failure(description: "bad zlib data (\(message))")
        }
    }
}

/// The version of zlib that compresses the frames (through libpng) and inflates 16-bit
/// interlaced PNGs, e.g. `1.2.13`.
public var zlibVersionString: String { String(cString: zlibVersion()) }
