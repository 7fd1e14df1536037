import SegueKit

/// A frame's rows as the encoders read them, from whatever made them: a drawn frame, a straight
/// image, or a stage that makes some of its rows only when they are read (Raster/Fade, Raster/Warp).
/// The encoders know nothing of what the pixels show; they ask for rows and encode them.
///
/// A row either lies ready in memory (`withRow`), or lies in `madeRows` and is made on demand, a
/// band at a time, into memory the encoder gives (`makeRows`): rows made where the encoder reads
/// them stay in the cache, where a frame drawn whole first (12 MB at 3x) is written out to memory
/// and read back.
///
/// Every source gives the same rows however they are asked for: whole (`drawn`), a band at a time,
/// in any order, as R G B samples or as ARGB32 words (RenderedFrameTests, WarpFrameTests).
protocol RowSource: Sendable {
    var width: Int { get }
    var height: Int { get }
    /// How the rows that lie ready hold their pixels: `.premultipliedARGB32` or `.straightRGBA`.
    var layout: RowLayout { get }
    /// The rows made on demand (`makeRows`); every other row lies ready (`withRow`).
    var madeRows: Range<Int> { get }
    /// Whether made rows can be made as `.opaqueRGB` (every pixel made is opaque).
    var makesOpaqueRGB: Bool { get }
    /// Runs `body` with the first pixel of row `y`, a row outside `madeRows`, in `layout`.
    func withRow(_ y: Int, _ body: (UnsafeRawPointer) -> Void)
    /// Writes rows `ys` (within `madeRows`) in `layout` (`.premultipliedARGB32`, or `.opaqueRGB`
    /// where `makesOpaqueRGB`), `width` pixels a row, rows `stride` bytes apart from `out`.
    func makeRows(_ ys: Range<Int>, as layout: RowLayout, into out: UnsafeMutableRawPointer, stride: Int)
    /// Where row `y` is a row of a bitmap, pixel for pixel (the hint an encoder may use to write
    /// again what it wrote for the same rows before, `BlockCache`); nil where it is not known to be.
    func storedRow(_ y: Int) -> StoredRow?
    /// Every row, as premultiplied ARGB32 (for the encoders that take a whole frame).
    func drawn() -> PixelBuffer
}

/// How a row holds its pixels.
enum RowLayout: Sendable {
    /// Cairo's ARGB32: native-endian premultiplied words (B G R A bytes on little-endian machines).
    case premultipliedARGB32
    /// R G B A bytes with straight alpha.
    case straightRGBA
    /// R G B bytes of opaque pixels: a PNG's samples of an opaque row.
    case opaqueRGB
}

/// Where a row lies as a row of a bitmap, pixel for pixel: the bitmap, and the byte offset of the
/// row's first pixel in it (`RowSource.storedRow`). A bitmap's pixels never change, so the same
/// bitmap and offset are the same pixels.
struct StoredRow {
    let bitmap: Bitmap
    let offset: Int

    /// The same row of the same bitmap (by identity).
    func isSame(as other: StoredRow) -> Bool { bitmap === other.bitmap && offset == other.offset }
}

extension RowSource {
    var layout: RowLayout { .premultipliedARGB32 }
    var madeRows: Range<Int> { 0..<0 }
    var makesOpaqueRGB: Bool { false }
    func storedRow(_ y: Int) -> StoredRow? { nil }

    func makeRows(_ ys: Range<Int>, as layout: RowLayout, into out: UnsafeMutableRawPointer, stride: Int) {
        preconditionFailure("a source without made rows was asked to make rows \(ys)")
    }

    /// The made rows made in one band, the others copied: for premultiplied ARGB32 rows.
    func drawn() -> PixelBuffer {
        precondition(layout == .premultipliedARGB32, "straight rows are premultiplied by their own source")
        var buffer = PixelBuffer(uninitializedWidth: width, height: height)
        let stride = buffer.stride, made = madeRows, rowBytes = width * 4
        buffer.bytes.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            if !made.isEmpty { makeRows(made, as: .premultipliedARGB32, into: base + made.lowerBound * stride, stride: stride) }
            for y in 0..<height where !made.contains(y) {
                withRow(y) { (base + y * stride).copyMemory(from: $0, byteCount: rowBytes) }
            }
        }
        return buffer
    }
}
