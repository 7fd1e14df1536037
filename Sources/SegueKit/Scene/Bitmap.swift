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
    private let storage: UnsafeMutableRawBufferPointer

    /// Takes premultiplied BGRA bytes, `stride × height` of them.
    public init(width: Int, height: Int, premultipliedBGRA bytes: [UInt8]) {
        precondition(width > 0 && height > 0 && bytes.count == width * 4 * height)
        self.width = width
        self.height = height
        stride = width * 4
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        bytes.withUnsafeBytes { storage.copyMemory(from: $0) }
    }

    deinit { storage.deallocate() }

    /// The pixel bytes; never written after init.
    public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }

    /// Mutable base address for C APIs that take `unsigned char *` but only read through it.
    public var baseAddressForReading: UnsafeMutableRawPointer { storage.baseAddress! }

    public var size: Size { Size(width: Double(width), height: Double(height)) }
}
