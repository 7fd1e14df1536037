import SegueKit

/// A mutable raster in Cairo's ARGB32 layout: premultiplied alpha, native-endian 32-bit pixels
/// (B, G, R, A bytes on little-endian machines), `stride` bytes per row. What the rasterizer draws
/// into, what the warp kernels read and write, and what the PNG encoder takes.
public struct PixelBuffer: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var stride: Int
    public var bytes: [UInt8]

    /// A transparent buffer.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width * 4
        bytes = [UInt8](repeating: 0, count: width * 4 * height)
    }

    /// A buffer of one opaque or translucent colour (premultiplied), written a word at a time.
    public init(width: Int, height: Int, filledWith c: Color) {
        let a = min(max(c.alpha, 0), 1)
        func channel(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
        let word = channel(c.blue) | channel(c.green) << 8 | channel(c.red) << 16 | UInt32((a * 255).rounded()) << 24
        self.init(width: width, height: height, word: word)
    }

    /// A buffer whose bytes are not set: for a caller that writes every one before anything reads it.
    init(uninitializedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width * 4
        let count = max(0, width * height * 4)
        bytes = [UInt8](unsafeUninitializedCapacity: count) { out, n in
            if count > 0 { HugePages.advise(out.baseAddress!, count) }
            n = count
        }
    }

    /// A buffer with every pixel the native-endian ARGB32 `word`.
    init(width: Int, height: Int, word: UInt32) {
        self.width = width
        self.height = height
        stride = width * 4
        let count = max(0, width * height)
        bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, n in
            if count > 0 {
                HugePages.advise(out.baseAddress!, count * 4)
                UnsafeMutableRawPointer(out.baseAddress!).initializeMemory(as: UInt32.self, repeating: word, count: count)
            }
            n = count * 4
        }
    }

    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        precondition(stride >= width * 4 && bytes.count >= stride * height)
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// The premultiplied (b, g, r, a) bytes of one pixel.
    public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
        let i = y * stride + x * 4
        return SIMD4(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    public mutating func setPixel(x: Int, y: Int, _ bgra: SIMD4<UInt8>) {
        let i = y * stride + x * 4
        bytes[i] = bgra.x
        bytes[i + 1] = bgra.y
        bytes[i + 2] = bgra.z
        bytes[i + 3] = bgra.w
    }

    /// True when every pixel's alpha is 255.
    public var isOpaque: Bool {
        for y in 0..<height {
            var i = y * stride + 3
            for _ in 0..<width {
                if bytes[i] != 255 { return false }
                i += 4
            }
        }
        return true
    }
}

/// A raster with straight (not premultiplied) alpha in R, G, B, A byte order: what a decoded PNG
/// holds and what the image diff compares.
public struct RGBAImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes, rows top to bottom, no padding.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
