import CPNG
import CZlib

extension APNGEncoder {
    /// An APNG written as its frames come, in order: the signature, IHDR and acTL first (acTL's
    /// frame count is known before any frame is drawn), then each frame's fcTL and IDAT or fdAT
    /// as it is appended, then IEND. Nothing but the frame being written is held, so a preview of
    /// thousands of frames costs no more memory than one of ten.
    ///
    /// NB: `APNGEncoder.file` is this stream written into memory: one layout, whichever way the
    /// bytes go. The header comes from libpng (`png_write_info`); the chunks after it are
    /// written here, length, type, data and CRC-32 as libpng's `png_write_chunk` writes them.
    public final class Stream {
        /// Where the bytes go, in order; an error stops the stream.
        public typealias Sink = ([UInt8]) throws -> Void

        public let width: Int, height: Int, frameCount: Int
        private let sink: Sink
        private var sequence: UInt32 = 0
        public private(set) var framesWritten = 0

        /// Writes the header of an APNG of `frameCount` frames; `plays` 0 loops forever.
        public init(width: Int, height: Int, frameCount: Int, plays: UInt32 = 0, sink: @escaping Sink) throws {
            precondition(frameCount > 0, "an APNG has at least one frame")
            (self.width, self.height, self.frameCount, self.sink) = (width, height, frameCount, sink)
            let header = PNGWriteSession.write(reserving: 64) { png, info in
                png_set_user_limits(png, 0x7FFF_FFFF, 0x7FFF_FFFF)
                png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8, 6 /* PNG_COLOR_TYPE_RGB_ALPHA */,
                             0 /* PNG_INTERLACE_NONE */, 0 /* PNG_COMPRESSION_TYPE_BASE */, 0 /* PNG_FILTER_TYPE_BASE */)
                png_write_info(png, info)
            }
            try sink(header + Self.chunk("acTL", APNGEncoder.bigEndian(UInt32(frameCount)) + APNGEncoder.bigEndian(plays)))
        }

        /// The next frame, shown for `delay` (a fraction of a second). The first fills the canvas.
        public func append(_ frame: Frame, delay: (numerator: UInt16, denominator: UInt16)) throws {
            precondition(framesWritten < frameCount, "more frames than the acTL chunk announced")
            let c = frame.control
            var bytes = Self.chunk("fcTL", APNGEncoder.bigEndian(sequence) + APNGEncoder.bigEndian(UInt32(c.width)) + APNGEncoder.bigEndian(UInt32(c.height))
                + APNGEncoder.bigEndian(UInt32(c.x)) + APNGEncoder.bigEndian(UInt32(c.y)) + APNGEncoder.bigEndian(delay.numerator) + APNGEncoder.bigEndian(delay.denominator)
                + [c.dispose, c.blend])
            sequence += 1
            if framesWritten == 0 {
                precondition(c.x == 0 && c.y == 0 && c.width == width && c.height == height, "an APNG's first frame fills the canvas")
                bytes += Self.chunk("IDAT", frame.zlib)
            } else {
                bytes += Self.chunk("fdAT", APNGEncoder.bigEndian(sequence) + frame.zlib)
                sequence += 1
            }
            try sink(bytes)
            framesWritten += 1
        }

        /// IEND, once every announced frame is written.
        public func finish() throws {
            precondition(framesWritten == frameCount, "\(framesWritten) of the \(frameCount) frames the acTL chunk announced were written")
            try sink(Self.chunk("IEND", []))
        }

        /// One chunk: its data's length, its type, the data and the CRC-32 of type and data.
        static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
            return APNGEncoder.bigEndian(UInt32(data.count)) + body + APNGEncoder.bigEndian(crc)
        }
    }
}
