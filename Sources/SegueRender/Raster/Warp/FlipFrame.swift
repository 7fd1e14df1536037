import SegueKit

/// A frame that is all one flip's card over black covering the canvas (every frame of a flip
/// between two screenshots), its rows drawn where the encoder reads them, a band at a time
/// (`KernelSet.WarpBands`: the warp's plan and the flip's column tables made once a frame).
///
/// NB: drawn whole, the 12 MB of a 3x frame are written out to memory and read back by the
/// encoder; drawn 32 rows at a time into the encoder's band, they stay in the cache. The kernels
/// draw each row from the face and that row alone, so the bytes are the drawn frame's
/// (WarpFrameTests).
struct FlipFrame: RowSource {
    let width: Int
    let height: Int
    /// The face the warp reads (`bands` keeps only its address).
    let face: Flat
    let bands: KernelSet.WarpBands

    var madeRows: Range<Int> { 0..<height }

    func withRow(_ y: Int, _ body: (UnsafeRawPointer) -> Void) {
        preconditionFailure("row \(y) of a flip is made, never read in place")
    }

    func makeRows(_ ys: Range<Int>, as layout: RowLayout, into out: UnsafeMutableRawPointer, stride: Int) {
        precondition(layout == .premultipliedARGB32, "a flip's rows are made as ARGB32")
        withExtendedLifetime(face) { bands.draw(rows: ys, into: out, stride: stride) }
    }
}

extension Rasterizer {
    /// The frame as a `FlipFrame`, when the operation at `cover` is a flip covering the canvas
    /// (`covering`) that `render` would draw in place, with a face of the canvas's size, and
    /// nothing after it draws; nil otherwise. Throws for what `render` would throw for.
    func flipFrame(_ list: DisplayList, cover: Int, pixels: (width: Int, height: Int)) throws -> FlipFrame? {
        let ops = list.operations
        guard case .warp(let item) = ops[cover], case .flip(let progress, let presenting, let distance, let backList) = item.kind,
              try shouldDraw(item), extent(of: ops[(cover + 1)...], pixels: pixels) == .nothing
        else { return nil }
        try check(ops[...])
        let angle = FlipGeometry.angle(progress: progress, presenting: presenting)
        let face = try flats.flat(of: FlipGeometry.face(angle: angle) == .front ? item.content : backList, screen: screenFlat, render)
        guard face.width == pixels.width, face.height == pixels.height else { return nil }
        let size = (width: Double(face.width), height: Double(face.height))
        let (_, t) = FlipGeometry.faceTransform(angle: angle, size: size, perspectiveDistance: distance * scale)
        let bands = face.withBytes {
            KernelSet.best.warpBands(source: $0, width: face.width, height: face.height, stride: face.stride, transform: t,
                                     destWidth: pixels.width, destHeight: pixels.height, background: 0xFF00_0000)
        }
        warpsDrawnInPlace.add()
        return FlipFrame(width: pixels.width, height: pixels.height, face: face, bands: bands)
    }
}
