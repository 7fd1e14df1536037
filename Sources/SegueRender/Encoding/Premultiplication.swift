import SegueKit

/// Correctly rounded conversions between premultiplied and straight alpha for 8-bit samples.
///
/// - `premultiply(c, a)` is `c·a/255` rounded to nearest: `(c·a + 127) / 255` in integers (an
///   exact half cannot occur because 255 is odd).
/// - `unpremultiply(c, a)` is `c·255/a` rounded to nearest (halves up): `(c·255 + a/2) / a`,
///   clamped to 255 for values that are not valid premultiplied samples (`c > a`); `a = 0` gives 0.
///
/// For every valid premultiplied sample (`c ≤ a`), `premultiply(unpremultiply(c, a), a) == c`, so
/// a premultiplied raster survives the trip through straight alpha (a PNG file) unchanged.
public enum Premultiplication {
    @inlinable
    public static func premultiply(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(c) * UInt32(a) + 127) / 255)
    }

    @inlinable
    public static func unpremultiply(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        let v = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)
        return UInt8(truncatingIfNeeded: min(v, 255))
    }

    /// `unpremultiplyTable[a << 8 | c] == unpremultiply(c, alpha: a)`: a 64 KiB table that turns
    /// the division in the per-pixel loops into a load.
    static let unpremultiplyTable: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 65536)
        for a in 0..<256 {
            for c in 0..<256 {
                t[a << 8 | c] = unpremultiply(UInt8(c), alpha: UInt8(a))
            }
        }
        return t
    }()

    /// `premultiplyTable[a << 8 | c] == premultiply(c, alpha: a)`.
    static let premultiplyTable: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 65536)
        for a in 0..<256 {
            for c in 0..<256 {
                t[a << 8 | c] = premultiply(UInt8(c), alpha: UInt8(a))
            }
        }
        return t
    }()

    // MARK: Row kernels

    // Pixels of a PixelBuffer are native-endian 32-bit words 0xAARRGGBB (Cairo ARGB32), so they
    // are read as UInt32 and taken apart with shifts: correct on either byte order.

    /// Converts `count` premultiplied ARGB32 pixels at `src` to straight R, G, B, A bytes at `dst`.
    @inline(__always)
    static func unpremultiplyRow(
        _ src: UnsafeRawPointer, _ dst: UnsafeMutablePointer<UInt8>, count: Int,
        table: UnsafePointer<UInt8>
    ) {
        var d = dst
        for x in 0..<count {
            let p = src.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let a = p >> 24
            var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
            if a != 255 {
                let row = table + Int(a << 8)
                r = UInt32(row[Int(r)])
                g = UInt32(row[Int(g)])
                b = UInt32(row[Int(b)])
            }
            d[0] = UInt8(truncatingIfNeeded: r)
            d[1] = UInt8(truncatingIfNeeded: g)
            d[2] = UInt8(truncatingIfNeeded: b)
            d[3] = UInt8(truncatingIfNeeded: a)
            d += 4
        }
    }

    /// Converts `count` straight R, G, B, A pixels at `src` to premultiplied native-endian ARGB32
    /// words at `dst`.
    @inline(__always)
    static func premultiplyRow(
        _ src: UnsafePointer<UInt8>, _ dst: UnsafeMutableRawPointer, count: Int,
        table: UnsafePointer<UInt8>
    ) {
        @inline(__always) func one(_ x: Int) {
            let s = src + x &* 4
            var r = UInt32(s[0]), g = UInt32(s[1]), b = UInt32(s[2])
            let a = UInt32(s[3])
            if a != 255 {
                let row = table + Int(a << 8)
                r = UInt32(row[Int(r)])
                g = UInt32(row[Int(g)])
                b = UInt32(row[Int(b)])
            }
            dst.storeBytes(of: a << 24 | r << 16 | g << 8 | b, toByteOffset: x &* 4, as: UInt32.self)
        }
        var x = 0
        while x + 4 <= count {
            // Four opaque pixels at once: premultiplying is the identity, only R and B swap.
            let p = UnsafeRawPointer(src + x &* 4).loadUnaligned(as: SIMD4<UInt32>.self)
            if p & 0xFF00_0000 == SIMD4(repeating: 0xFF00_0000) {
                let swapped = (p & 0xFF00_FF00) | ((p & 0xFF) &<< 16) | ((p &>> 16) & 0xFF)
                dst.storeBytes(of: swapped, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
            } else {
                for i in x..<(x + 4) { one(i) }
            }
            x &+= 4
        }
        while x < count {
            one(x)
            x &+= 1
        }
    }

    /// Premultiplied native-endian ARGB32 bytes, `width × 4` per row, for a straight RGBA image.
    static func premultipliedBytes(of image: RGBAImage) -> [UInt8] {
        let count = image.width * image.height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            image.pixels.withUnsafeBufferPointer { src in
                premultiplyTable.withUnsafeBufferPointer { table in
                    if count > 0 {
                        premultiplyRow(
                            src.baseAddress!, UnsafeMutableRawPointer(out.baseAddress!), count: count,
                            table: table.baseAddress!)
                    }
                }
            }
            initialized = count * 4
        }
    }
}

extension RGBAImage {
    /// The straight-alpha image of a premultiplied Cairo buffer, correctly rounded (see
    /// `Premultiplication`).
    public init(unpremultiplying buffer: PixelBuffer) {
        let width = buffer.width, height = buffer.height, stride = buffer.stride
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            buffer.bytes.withUnsafeBytes { src in
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                    guard width > 0 else { return }
                    for y in 0..<height {
                        Premultiplication.unpremultiplyRow(
                            src.baseAddress! + y * stride, out.baseAddress! + y * width * 4, count: width,
                            table: table.baseAddress!)
                    }
                }
            }
            initialized = width * height * 4
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

extension PixelBuffer {
    /// A premultiplied Cairo buffer (stride `width × 4`) of a straight-alpha image, correctly
    /// rounded (see `Premultiplication`).
    public init(premultiplying image: RGBAImage) {
        self.init(
            width: image.width, height: image.height, stride: image.width * 4,
            bytes: Premultiplication.premultipliedBytes(of: image))
    }
}

extension Bitmap {
    /// A premultiplied BGRA bitmap of a straight-alpha image, correctly rounded (see
    /// `Premultiplication`). The image must not be empty (a `Bitmap` never is).
    public convenience init(premultiplying image: RGBAImage) {
        self.init(
            width: image.width, height: image.height,
            premultipliedBGRA: Premultiplication.premultipliedBytes(of: image))
    }
}
