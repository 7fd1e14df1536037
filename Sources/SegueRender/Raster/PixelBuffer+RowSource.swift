/// A drawn frame: every row lies ready, as premultiplied ARGB32.
extension PixelBuffer: RowSource {
    func withRow(_ y: Int, _ body: (UnsafeRawPointer) -> Void) {
        bytes.withUnsafeBytes { body($0.baseAddress! + y * stride) }
    }

    func drawn() -> PixelBuffer { self }
}
