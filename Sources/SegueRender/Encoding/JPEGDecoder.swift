import CJPEG
import Foundation
import SegueKit

/// Decodes baseline and progressive JPEG files (grey, YCbCr, RGB) into 8-bit straight RGBA with
/// libjpeg-turbo, for asset-catalog images. The size in the header is checked against the same
/// `PNGDecoder.Limits` as PNG files before anything is allocated; libjpeg's errors (which would
/// otherwise exit the process) come back as a `PNGError` naming the file.
///
/// NB: the integer IDCT (`JDCT_ISLOW`) is asked for explicitly, so the pixels are the same on every
/// machine libjpeg-turbo runs on.
public enum JPEGDecoder {
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Whether `data` starts like a JPEG file (SOI and a marker).
    public static func isJPEG(_ data: [UInt8]) -> Bool { data.starts(with: signature) }

    /// Decodes the JPEG file in `data`; `name` is what error messages call it.
    public static func decode(_ data: [UInt8], name: String, limits: PNGDecoder.Limits = .default) throws -> RGBAImage {
        guard isJPEG(data) else { throw PNGError(.notPNG, file: name, reason: "not a JPEG file") }
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        var width: Int32 = 0, height: Int32 = 0
        let sized = data.withUnsafeBufferPointer { b in
            segue_jpeg_read(b.baseAddress, UInt(b.count), &width, &height, nil, &message)
        }
        func corrupt() -> PNGError {
            PNGError(.corrupt, file: name, reason: "truncated or corrupt JPEG data (libjpeg: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))")
        }
        guard sized == 0 else { throw corrupt() }
        guard width > 0, height > 0 else { throw PNGError(.corrupt, file: name, reason: "the JPEG header declares an empty image") }
        try PNGDecoder.checkSize(width: Int(width), height: Int(height), name: name, limits: limits)
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let decoded = data.withUnsafeBufferPointer { b in
            pixels.withUnsafeMutableBufferPointer { out in
                segue_jpeg_read(b.baseAddress, UInt(b.count), &width, &height, out.baseAddress, &message)
            }
        }
        guard decoded == 0 else { throw corrupt() }
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }
}
