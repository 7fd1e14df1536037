/// A straight-alpha image (a preview's frame): every row lies ready, as R G B A bytes, which the
/// encoders read as they are.
extension RGBAImage: RowSource {
    var layout: RowLayout { .straightRGBA }

    func withRow(_ y: Int, _ body: (UnsafeRawPointer) -> Void) {
        pixels.withUnsafeBytes { body($0.baseAddress! + y * width * 4) }
    }

    func drawn() -> PixelBuffer {
        PixelBuffer(width: width, height: height, stride: width * 4, bytes: Premultiplication.premultipliedBytes(of: self))
    }
}

/// A rectangle of an image's rows, read where they lie (an APNG delta's SOURCE pixels, without a
/// copy of them).
struct RGBARegion: RowSource {
    let image: RGBAImage
    let x: Int, y: Int, width: Int, height: Int

    var layout: RowLayout { .straightRGBA }

    func withRow(_ row: Int, _ body: (UnsafeRawPointer) -> Void) {
        image.pixels.withUnsafeBytes { body($0.baseAddress! + ((y + row) * image.width + x) * 4) }
    }

    /// The rectangle's pixels as an image of their own.
    var copied: RGBAImage {
        let rowBytes = width * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            for row in 0..<height { withRow(row) { UnsafeMutableRawPointer(out.baseAddress! + row * rowBytes).copyMemory(from: $0, byteCount: rowBytes) } }
            count = rowBytes * height
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func drawn() -> PixelBuffer { copied.drawn() }
}
