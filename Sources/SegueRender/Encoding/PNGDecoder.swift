import CPNG
import SegueKit
import Foundation

/// Decodes PNG files of every colour type and bit depth (palette with or without tRNS, grey, grey
/// and alpha, RGB, RGBA; 1, 2, 4, 8 and 16 bits; interlaced or not) into 8-bit straight RGBA, the
/// way pngjs (and so pixelmatch) reads them:
///
/// - samples below 8 bits are scaled to the full range (a 4-bit 0xA becomes 0xAA);
/// - 16-bit samples become `round(v / 257)`, with no gamma conversion;
/// - gAMA, sRGB, iCCP, cHRM and the other colour-management chunks are ignored: the stored sample
///   values are returned as they are (a file with `gAMA 1.0` is not converted to sRGB);
/// - a tRNS colour key sets alpha 0 and keeps the colour.
///
/// Uses libpng's simplified API, which contains libpng's errors, so malformed input throws a
/// `PNGError` and never crashes.
///
/// Sizes are checked against `Limits` before anything is allocated, and files are read through
/// `readFile(_:limits:)`, the one way into the package for a PNG file: a regular file only, of
/// bounded size, whose signature is checked before the rest is read.
public enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes the PNG file in `data`; `name` is what error messages call it (a file name).
    public static func decode(_ data: [UInt8], name: String, limits: Limits = .default) throws -> RGBAImage {
        try checkSignature(data, name: name)
        try checkHeader(data, name: name, limits: limits)
        let input = try withoutColorManagement(data, name: name) ?? data
        return try input.withUnsafeBufferPointer { bytes in
            try decodePlain(bytes) ?? decodeValidated(bytes, name: name, limits: limits)
        }
    }

    /// Decodes the PNG file in `data` into a premultiplied bitmap (what a screenshot becomes):
    /// the same pixels as `Bitmap(premultiplying: decode(data, …))`, made without the straight
    /// RGBA image in between when the file is plain (`decodePlainBitmap`).
    public static func decodeBitmap(_ data: [UInt8], name: String, limits: Limits = .default) throws -> Bitmap {
        try checkSignature(data, name: name)
        try checkHeader(data, name: name, limits: limits)
        let input = try withoutColorManagement(data, name: name) ?? data
        return try input.withUnsafeBufferPointer { bytes in
            if let bitmap = decodePlainBitmap(bytes) { return bitmap }
            return Bitmap(premultiplying: try decodeValidated(bytes, name: name, limits: limits))
        }
    }

    /// Reads the file at `path` and decodes it with `decodeBitmap`; errors name the path as given.
    public static func decodeBitmap(contentsOf path: String, limits: Limits = .default) throws -> Bitmap {
        try decodeBitmap(readFile(path, limits: limits), name: path, limits: limits)
    }

    /// Reads and decodes the file at `path`; errors name the path as given.
    public static func decode(contentsOf path: String, limits: Limits = .default) throws -> RGBAImage {
        try decode(readFile(path, limits: limits), name: path, limits: limits)
    }

    /// The bytes of the PNG file at `path`, read through `InputFile`: a regular file (not a
    /// directory, pipe or device), at most `limits.maximumFileBytes`, starting with the PNG
    /// signature, which is checked before the rest is read. Throws `PNGError` naming the path.
    public static func readFile(_ path: String, limits: Limits = .default) throws -> [UInt8] {
        do {
            let file = try InputFile(path, maximumBytes: limits.maximumFileBytes)
            let head = try file.read(upTo: signature.count)
            try checkSignature(head, name: path)
            return try head + file.readToEnd()
        } catch let error as InputFileError {
            throw PNGError(error)
        }
    }

    static func checkSignature(_ data: [UInt8], name: String) throws {
        guard data.count < 8 || !data.starts(with: signature) else { return }
        if data.isEmpty { throw PNGError(.notPNG, file: name, reason: "not a PNG file (empty)") }
        if signature.starts(with: data) {
            throw PNGError(.corrupt, file: name, reason: "truncated or corrupt PNG data (ends inside the signature)")
        }
        throw PNGError(.notPNG, file: name, reason: "not a PNG file")
    }

    // MARK: libpng

    static func decodeValidated(_ bytes: UnsafeBufferPointer<UInt8>, name: String, limits: Limits) throws -> RGBAImage {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }

        func corrupt() -> PNGError {
            PNGError(.corrupt, file: name, reason: "truncated or corrupt PNG data (libpng: \(message(of: &image)))")
        }

        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else { throw corrupt() }

        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0 else { throw corrupt() }
        try checkSize(width: width, height: height, name: name, limits: limits)

        if image.format & png_uint_32(PNG_FORMAT_FLAG_LINEAR) != 0 && isSixteenBitInterlaced(bytes) {
            // See PNGDecoder+Interlaced16.swift: libpng checks the file, reading it as 16-bit
            // linear RGBA (the safe path), and the pixels come from decodeSixteenBitInterlaced.
            image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_LINEAR)
            var check = [UInt16](repeating: 0, count: width * height * 4)
            let ok = check.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
            }
            guard ok != 0 else { throw corrupt() }
            return try decodeSixteenBitInterlaced(bytes, name: name)
        }

        // 16-bit files: with no gAMA/sRGB chunk (they were removed) and this flag, libpng takes the
        // samples as sRGB like the 8-bit output, so it only scales them, by round(v / 257)
        // (png_set_scale_16), with no gamma curve and no premultiplication.
        if image.format & png_uint_32(PNG_FORMAT_FLAG_LINEAR) != 0 {
            image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA

        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
        }
        guard ok != 0 else { throw corrupt() }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// libpng's last message in `image`.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return text.isEmpty ? "unknown error" : text
    }

    // MARK: Chunks

    /// The PNG stream with only its critical chunks (IHDR, PLTE, IDAT, IEND, …) and tRNS, or nil
    /// when it has nothing else. Without gAMA/sRGB/iCCP/cHRM, libpng's simplified API takes the
    /// samples as sRGB and returns them unconverted; with them it would convert 8-bit files with a
    /// gamma other than sRGB's to sRGB, which pngjs and pixelmatch never do. A malformed chunk
    /// structure is left for libpng to report: everything from it on is copied as is. Throws for a
    /// chunk that declares more bytes than follow it.
    static func withoutColorManagement(_ data: [UInt8], name: String) throws -> [UInt8]? {
        var keep: [Range<Int>] = []
        var dropped = false
        var offset = 8
        var kept = 0..<8
        while offset < data.count {
            guard offset + 8 <= data.count else { break }
            let length =
                Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            let end = offset + 12 + length
            let type = (data[offset + 4], data[offset + 5], data[offset + 6], data[offset + 7])
            guard end <= data.count else {
                // NB: libpng allocates and zeroes an ancillary chunk's declared length before it
                // finds the bytes missing: 88 bytes declaring a 1.3 GB iTXt took 1.3 GB (found by
                // scripts/fuzz png). Such a file is truncated or corrupt whatever libpng would say.
                let typeName = String(decoding: [type.0, type.1, type.2, type.3], as: UTF8.self)
                throw PNGError(.corrupt, file: name, reason: "truncated or corrupt PNG data (chunk \(typeName.debugDescription) at byte \(offset) "
                    + "declares \(length) bytes; \(max(0, data.count - offset - 12)) follow)")
            }
            let critical = type.0 & 0x20 == 0
            let isTRNS = type == (0x74, 0x52, 0x4E, 0x53)
            if critical || isTRNS {
                if kept.upperBound == offset {
                    kept = kept.lowerBound..<end
                } else {
                    keep.append(kept)
                    kept = offset..<end
                }
            } else {
                dropped = true
            }
            offset = end
            if type == (0x49, 0x45, 0x4E, 0x44) { break }  // IEND: ignore anything after it
        }
        guard dropped else { return nil }
        // Whatever could not be parsed goes along unchanged.
        if offset < data.count {
            if kept.upperBound == offset { kept = kept.lowerBound..<data.count } else {
                keep.append(kept)
                kept = offset..<data.count
            }
        }
        keep.append(kept)
        var out = [UInt8]()
        out.reserveCapacity(keep.reduce(0) { $0 + $1.count })
        for range in keep { out.append(contentsOf: data[range]) }
        return out
    }
}
