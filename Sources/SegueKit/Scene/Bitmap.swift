/// An immutable raster image in Cairo's native layout (`CAIRO_FORMAT_ARGB32`: premultiplied alpha,
/// native-endian 32-bit pixels, so B, G, R, A bytes on little-endian machines), owned for its whole
/// life so that a rasterizer can wrap it in an image surface without copying.
///
/// NB: a final class with immutable storage, so display lists share one copy of a screenshot across
/// all frames and worker threads instead of copying megabytes per frame.
public final class Bitmap: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Bytes per row; a multiple of 4 (Cairo's stride for ARGB32 is `4 × width`).
    public let stride: Int
    /// Every alpha is 255: a rasterizer may draw it as an opaque (RGB24) surface and skip what it
    /// covers. Found once here, not per frame.
    public let isOpaque: Bool
    private let storage: UnsafeMutableRawBufferPointer

    /// Takes premultiplied BGRA bytes, `stride × height` of them.
    public init(width: Int, height: Int, premultipliedBGRA bytes: [UInt8]) {
        precondition(width > 0 && height > 0 && bytes.count == width * 4 * height)
        self.width = width
        self.height = height
        stride = width * 4
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        bytes.withUnsafeBytes { storage.copyMemory(from: $0) }
        self.storage = storage
        isOpaque = Self.allAlphasOpaque(UnsafeRawBufferPointer(storage))
    }

    /// A bitmap whose premultiplied BGRA bytes (`width × 4 × height`, uninitialized) `fill` writes
    /// in place: a decoder's output becomes the bitmap without a copy.
    public init(width: Int, height: Int, filling fill: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows {
        precondition(width > 0 && height > 0 && width <= Int.max / 4 / height)
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: width * 4 * height, alignment: 16)
        do {
            try fill(storage)
        } catch {
            storage.deallocate()
            throw error
        }
        self.width = width
        self.height = height
        stride = width * 4
        self.storage = storage
        isOpaque = Self.allAlphasOpaque(UnsafeRawBufferPointer(storage))
    }

    /// NB: ANDs 8 bytes (two pixels) at a time, a loop the compiler vectorizes; byte 3 of each
    /// pixel is alpha (Cairo's ARGB32 on little-endian machines) and stays 0xFF in the AND only if
    /// every alpha is.
    private static func allAlphasOpaque(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var all = UInt64.max
        for k in 0..<bytes.count / 8 { all &= bytes.loadUnaligned(fromByteOffset: k &* 8, as: UInt64.self) }
        if bytes.count % 8 != 0 { all &= UInt64(bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self)) | 0xFFFF_FFFF_0000_0000 }
        return all & alphas == alphas
    }

    deinit { storage.deallocate() }

    /// The pixel bytes; never written after init.
    public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }

    /// Mutable base address for C APIs that take `unsigned char *` but only read through it.
    public var baseAddressForReading: UnsafeMutableRawPointer { storage.baseAddress! }

    public var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension Bitmap {
    /// The bitmap as a template image in `color`: every pixel `color`, its own alpha the coverage
    /// (UIKit draws a template image, bar item images by default, in the tint).
    public func template(_ color: Color) -> Bitmap {
        let source = bytes
        let rowBytes = stride
        return Bitmap(width: width, height: height) { out in
            let channels = [color.blue, color.green, color.red, 1].map { $0 * color.alpha }
            for y in 0..<height {
                for x in 0..<width {
                    let at = y * rowBytes + x * 4, to = (y * width + x) * 4
                    let a = Double(source[at + 3]) / 255
                    for c in 0..<4 { out[to + c] = UInt8((channels[c] * a * 255).rounded()) }
                }
            }
        }
    }
}
