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
