import CDeflate
import CPNG
import Foundation
import SegueKit

/// Encodes premultiplied Cairo buffers as PNG files: 8-bit RGB when every pixel is opaque (no alpha
/// channel to deflate), 8-bit RGBA with correctly rounded straight alpha otherwise.
///
/// The output is a pure function of the pixels and the options: no time chunk, no text chunks, no
/// gamma chunks (the samples are written as they are, as sRGB). The same buffer always gives the
/// same bytes (with the same libpng and zlib).
public struct PNGEncoder: Sendable {
    /// How each row is filtered before deflate. `.none` is the fastest and, for flat UI content at
    /// a low compression level, barely larger; `.adaptive` lets libpng pick per row among all five.
    public enum Filter: Sendable, Equatable, CaseIterable {
        case none, sub, up, average, paeth, adaptive

        var libpngMask: Int32 {
            switch self {
            case .none: return 0x08  // PNG_FILTER_NONE
            case .sub: return 0x10  // PNG_FILTER_SUB
            case .up: return 0x20  // PNG_FILTER_UP
            case .average: return 0x40  // PNG_FILTER_AVG
            case .paeth: return 0x80  // PNG_FILTER_PAETH
            case .adaptive: return 0xF8  // PNG_ALL_FILTERS
            }
        }
    }

    /// Who makes the image data's zlib stream.
    public enum Compression: Sendable, Equatable, CaseIterable {
        /// libpng with zlib, at `compressionLevel` (0–9) with `filter`.
        case zlib
        /// libdeflate, rows without a filter, at `compressionLevel` 0–12 (`--compression N`,
        /// PNGEncoder+Deflate.swift). With a row filter other than `.none` the rows go to libpng
        /// with zlib, as `.zlib`.
        case libdeflate
        /// A single-pass encoder built for speed (`--compression fastest`, FastDeflate.swift): PNG's
        /// Up filter, one Huffman table per frame, run-length matches only. Files are larger than
        /// zlib's level 1; `compressionLevel` and `filter` are not used.
        case fastest
        /// The same encoder with each row's choice of Paeth or Up and a Huffman block per 128 rows
        /// (`--compression fast`, FastDeflate+Blocks.swift): on 3x screenshots, files about the
        /// size of zlib level 1's at a third of its time.
        case fast
        /// The default (`PNGEncoder.goldens`, `--compression auto`): `.libdeflate` at
        /// `compressionLevel` for frames of up to `automaticFastPixels`, `.fast` for larger ones.
        case automatic
    }

    /// Frames with more pixels than this (2^20, a megapixel) are written by `.fast` under
    /// `.automatic`: every device's frames at scale 1 (the goldens', up to an iPad's 834×1194) and an
    /// iPhone SE's at 2x stay with libdeflate 6; device pixels of the larger phones and iPads go fast.
    ///
    /// NB: measured on 3x push frames between two real screens (3 M pixels): libdeflate 6 spends about 30 ms a
    /// frame where `.fast` spends about 6, for files 1.4× larger; on the demo's flat screens at 1x,
    /// libdeflate 6 takes a few ms and `.fast`'s files would be 1.6× larger (Renders/ 20 MB instead
    /// of 13). Encoding time grows with pixels, file size matters most for goldens kept in git.
    public static let automaticFastPixels = 1 << 20

    public struct Options: Sendable, Equatable {
        /// 0 (stored) … 12 (smallest) for libdeflate, … 9 for zlib; values outside are clamped.
        public var compressionLevel: Int
        public var filter: Filter
        public var compression: Compression

        public init(compressionLevel: Int = 1, filter: Filter = .none, compression: Compression = .libdeflate) {
            self.compressionLevel = compressionLevel
            self.filter = filter
            self.compression = compression
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The version of the libpng the process runs with, e.g. `1.6.39`.
    public static var libpngVersion: String {
        guard let v = png_get_libpng_ver(nil) else { return "unknown" }
        return String(cString: v)
    }

    /// What deflates a `width` × `height` frame's image data with these options: `.automatic`
    /// made concrete.
    public func compression(width: Int, height: Int) -> Compression {
        guard options.compression == .automatic else { return options.compression }
        return width * height > Self.automaticFastPixels ? .fast : .libdeflate
    }

    /// The library that deflates a `width` × `height` frame's image data with these options, for
    /// manifests: `zlib` (through libpng), `libdeflate 1.14`, or `segue` (the fast encoders).
    public func deflater(width: Int, height: Int) -> String {
        switch compression(width: width, height: height) {
        case .fastest, .fast: "segue"
        case .libdeflate where options.filter == .none: "libdeflate " + LIBDEFLATE_VERSION_STRING
        case .libdeflate, .zlib, .automatic: "zlib"
        }
    }

    /// The PNG file for `buffer`. The buffer must not be empty (PNG has no empty images).
    public func encode(_ buffer: PixelBuffer) -> [UInt8] { encode(rows: buffer) }

    /// The PNG file for `frame`: the same bytes as for its pixels. The fast encoders read its rows
    /// where they lie or are made (`RowSource`); the others are given its pixels.
    public func encode(_ frame: RenderedFrame) -> [UInt8] { encode(rows: frame.source) }

    /// The PNG file for `frame`, as `encode(_:)`; `blocks` (one per render, shared by its workers)
    /// lets the fast encoder write a band of bitmap rows it wrote for another frame from the block
    /// it wrote then (`BlockCache`).
    func encode(_ frame: RenderedFrame, blocks: BlockCache?) -> [UInt8] { encode(rows: frame.source, blocks: blocks) }

    func encode(rows source: any RowSource, blocks: BlockCache? = nil) -> [UInt8] {
        precondition(source.width > 0 && source.height > 0, "PNG cannot hold an empty image")
        precondition(source.width <= 0x7FFF_FFFF / 4 && source.height <= 0x7FFF_FFFF, "image too large for PNG")
        // NB: the fast encoders find the frame's opacity themselves, as they convert its rows.
        let compression = compression(width: source.width, height: source.height)
        switch compression {
        case .fastest: return FastDeflate.png(source, predictor: .up)
        case .fast: return FastDeflate.png(source, predictor: .paethOrUp, blocks: blocks)
        case .zlib, .libdeflate, .automatic: break
        }
        let buffer = source.drawn()
        let opaque = Self.isOpaque(buffer)
        if compression == .libdeflate && options.filter == .none { return encodeWithLibdeflate(buffer, opaque: opaque) }
        return encodeWithLibpng(buffer, opaque: opaque)
    }

    /// libpng filters the rows and deflates them with zlib.
    func encodeWithLibpng(_ buffer: PixelBuffer, opaque: Bool) -> [UInt8] {
        let channels = opaque ? 3 : 4
        return PNGWriteSession.write(reserving: buffer.width * buffer.height) { png, info in
            png_set_user_limits(png, 0x7FFF_FFFF, 0x7FFF_FFFF)
            png_set_compression_level(png, Int32(min(max(options.compressionLevel, 0), 9)))
            png_set_compression_buffer_size(png, 1 << 16)
            png_set_filter(png, 0 /* PNG_FILTER_TYPE_BASE */, options.filter.libpngMask)
            png_set_IHDR(
                png, info, png_uint_32(buffer.width), png_uint_32(buffer.height), 8,
                opaque ? 2 /* PNG_COLOR_TYPE_RGB */ : 6 /* PNG_COLOR_TYPE_RGB_ALPHA */,
                0 /* PNG_INTERLACE_NONE */, 0 /* PNG_COMPRESSION_TYPE_BASE */, 0 /* PNG_FILTER_TYPE_BASE */)
            png_write_info(png, info)

            let width = buffer.width, stride = buffer.stride
            var row = [UInt8](repeating: 0, count: width * channels)
            buffer.bytes.withUnsafeBytes { src in
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                    row.withUnsafeMutableBufferPointer { row in
                        let dst = row.baseAddress!
                        for y in 0..<buffer.height {
                            let line = src.baseAddress! + y * stride
                            if opaque {
                                Self.swizzleOpaqueRow(line, dst, count: width)
                            } else {
                                Premultiplication.unpremultiplyRow(line, dst, count: width, table: table.baseAddress!)
                            }
                            png_write_row(png, dst)
                        }
                    }
                }
            }
            png_write_end(png, info)
        }
    }

    /// Encodes `buffer` and writes it to `path` atomically: the bytes go to a temporary file in the
    /// same folder, which is then renamed over `path`. Readers see the old file or the new one,
    /// never a partial one, and on failure nothing is left behind.
    public func write(_ buffer: PixelBuffer, to path: String) throws {
        try Self.write(encode(buffer), to: path)
    }

    /// Writes encoded bytes (`AtomicFile`), failing with a `PNGError` that names `path`.
    static func write(_ png: [UInt8], to path: String) throws {
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(png, to: path)
        } catch {
            throw PNGError(.unwritable, file: path, reason: "cannot write PNG file (\(error.step): \(SystemError.message(error.code)))")
        }
    }

    // MARK: Kernels

    /// True when every pixel's alpha is 255.
    static func isOpaque(_ buffer: PixelBuffer) -> Bool {
        buffer.bytes.withUnsafeBytes { src in
            for y in 0..<buffer.height {
                let line = src.baseAddress! + y * buffer.stride
                // AND all the words of a row: the top byte stays 0xFF only if every alpha is.
                var all: UInt32 = 0xFFFF_FFFF
                for x in 0..<buffer.width {
                    all &= line.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                }
                if all >> 24 != 0xFF { return false }
            }
            return true
        }
    }

    /// Opaque ARGB32 words to R, G, B bytes.
    @inline(__always)
    static func swizzleOpaqueRow(_ src: UnsafeRawPointer, _ dst: UnsafeMutablePointer<UInt8>, count: Int) {
        var d = dst
        for x in 0..<count {
            let p = src.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            d[0] = UInt8(truncatingIfNeeded: p >> 16)
            d[1] = UInt8(truncatingIfNeeded: p >> 8)
            d[2] = UInt8(truncatingIfNeeded: p)
            d += 3
        }
    }
}

/// Where libpng's write callback appends the encoded bytes.
final class PNGOutputSink {
    var bytes: [UInt8] = []
    init(reserving capacity: Int) { bytes.reserveCapacity(max(capacity, 1024)) }

    /// libpng's write callback; the io pointer is an unretained sink.
    static let append: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, Int) -> Void = { png, data, length in
        guard let data, length > 0 else { return }
        let sink = Unmanaged<PNGOutputSink>.fromOpaque(png_get_io_ptr(png)!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
    }
}
