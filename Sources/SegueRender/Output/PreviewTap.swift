import SegueKit

/// A frame's preview (`Downscale.straightArea` at a whole factor), averaged from the frame's rows
/// as the encoder reads them: each output row as soon as the encoder has read the rows it covers,
/// one after the other, while they are still in the cache.
///
/// NB: a 3x frame is 12 MB. Averaged on its own, the preview read it all from memory, and the
/// encoder read it all again; read here, the rows come from the cache the encoder just filled. A
/// row the encoder never reads as a row (a band written again from `BlockCache`), or reads out of
/// order, is averaged by `finish` from the frame itself. Either way each output row is the same
/// kernel on the same pixels: the same bytes as `Downscale.straightArea` (PreviewTapTests).
final class PreviewTap: @unchecked Sendable {
    let frame: PixelBuffer
    let width: Int, height: Int, factor: Int
    private let kernels: KernelSet
    private let out: UnsafeMutablePointer<UInt8>
    private var done: [Bool]
    /// The row read last and how many rows before it were read one after the other.
    private var last = -2, run = 0

    /// A tap for `frame`'s preview of `width` × `height` pixels; nil unless the frame is a whole
    /// multiple of it (else `Downscale.straightArea` takes its general filter).
    init?(_ frame: PixelBuffer, width: Int, height: Int, kernels: KernelSet = .best) {
        guard let k = Downscale.wholeFactor(from: (frame.width, frame.height), to: (width, height)) else { return nil }
        (self.frame, self.width, self.height, factor, self.kernels) = (frame, width, height, k, kernels)
        out = .allocate(capacity: width * height * 4)
        done = [Bool](repeating: false, count: height)
    }

    deinit { out.deallocate() }

    /// Row `y` of the frame has just been read.
    func read(_ y: Int) {
        run = y == last + 1 ? run + 1 : 1
        last = y
        let oy = y / factor
        guard (y + 1) % factor == 0, run >= factor, oy < height, !done[oy] else { return }
        average(oy)
    }

    /// The preview: the rows read in order averaged as they came, the rest now.
    func finish() -> RGBAImage {
        for oy in 0..<height where !done[oy] { average(oy) }
        return RGBAImage(width: width, height: height, pixels: Array(UnsafeBufferPointer(start: out, count: width * height * 4)))
    }

    private func average(_ oy: Int) {
        frame.bytes.withUnsafeBytes { src in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                kernels.boxAverage(source: src.baseAddress!, stride: frame.stride, factor: factor, straight: table.baseAddress!,
                                   into: UnsafeMutableRawPointer(out), destStride: width * 4, destWidth: width, rows: oy..<(oy + 1))
            }
        }
        done[oy] = true
    }
}

/// A drawn frame whose rows, as an encoder reads them, also feed a `PreviewTap`.
struct TappedRows: RowSource {
    let frame: PixelBuffer
    let tap: PreviewTap

    var width: Int { frame.width }
    var height: Int { frame.height }

    func withRow(_ y: Int, _ body: (UnsafeRawPointer) -> Void) {
        frame.withRow(y, body)
        tap.read(y)
    }

    func storedRow(_ y: Int) -> StoredRow? { frame.storedRow(y) }

    func drawn() -> PixelBuffer { frame }
}
