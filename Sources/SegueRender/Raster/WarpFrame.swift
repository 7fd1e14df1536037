import SegueKit

/// A frame that is all one warp over a screen-sized base, drawn a band of rows at a time where the
/// encoder takes them (`FilteredRows`), not into a frame first: a flip's card over black covering
/// the canvas, or a page curling over the screenshot it uncovers (every frame of a flip or a curl
/// between two screenshots).
///
/// NB: drawn whole, a 3x flip or curl frame is 12 MB that is written (the screenshot under a curl
/// copied in, then the kernel's pixels) and read back by the encoder to convert; drawn 32 rows at
/// a time into a band that stays in the cache, neither pass goes out to memory. The bytes are
/// those of the drawn frame: the kernels draw each row from the sources and that row alone
/// (RenderedFrameTests).
struct WarpFrame: Sendable {
    let width: Int
    let height: Int
    let kind: Kind

    enum Kind: Sendable {
        /// A flip's card over black: the face the warp reads (`bands` keeps only its address).
        case flip(face: Flat, bands: KernelSet.WarpBands)
        /// A curl over the screenshot `under`, as `Rasterizer.drawWarp` draws it in place. The
        /// rows above `hidden` are the flat page's own (`hiddenRows`): the screenshot is not copied there.
        case curl(page: Flat, under: Flat, parameters: CurlParameters, hidden: Int)
    }

    /// Rows `ys` as ARGB32 words, `width` a row, rows `stride` bytes apart from `out`.
    func rows(_ ys: Range<Int>, into out: UnsafeMutableRawPointer, stride: Int) {
        switch kind {
        case .flip(let face, let bands):
            withExtendedLifetime(face) { bands.draw(rows: ys, into: out, stride: stride) }
        case .curl(let page, let under, let parameters, let hidden):
            under.withBytes { src in
                for y in ys where y >= hidden {
                    (out + (y - ys.lowerBound) * stride).copyMemory(from: src + y * under.stride, byteCount: width * 4)
                }
            }
            PageCurl.draw(page: page, parameters: parameters, over: out, stride: stride, rows: ys)
        }
    }
}

extension Rasterizer {
    /// The warp that `cover` starts, as a `WarpFrame`, when it is all the frame draws from there
    /// and `render` would draw it in place: a flip covering the canvas (`covering`), or a screenshot
    /// covering it with a curl of a screen-sized page over it; nothing after either draws.
    func warpFrame(_ list: DisplayList, cover: Int, pixels: (width: Int, height: Int)) throws -> WarpFrame? {
        let ops = list.operations
        if case .warp(let item) = ops[cover] {
            guard case .flip(let progress, let presenting, let distance, let backList) = item.kind, try shouldDraw(item),
                  extent(of: ops[(cover + 1)...], pixels: pixels) == .nothing
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
            return WarpFrame(width: pixels.width, height: pixels.height, kind: .flip(face: face, bands: bands))
        }
        guard let screen = coveringScreen(ops[cover], pixels: pixels), screen.opacity >= 1 else { return nil }
        var i = cover + 1
        while i < ops.count, case .layer(let exact) = ops[i], drawsNothing(aligned(exact)) { i += 1 }
        guard i < ops.count, case .warp(let item) = ops[i], case .pageCurl(let progress, let stopFromTop, let radius) = item.kind,
              item.opacity >= 1, item.placement == .identity, pixelSize(of: item.content.size) == pixels, try shouldDraw(item),
              extent(of: ops[(i + 1)...], pixels: pixels) == .nothing
        else { return nil }
        try check(ops[...])
        let page = try flats.flat(of: item.content, screen: screenFlat, render)
        guard page.width == pixels.width, page.height == pixels.height else { return nil }
        let parameters = curlParameters(progress: progress, stopFromTop: stopFromTop, radius: radius, page: page)
        let under = Flat(screen: screen.image, from: (-screen.origin.x, -screen.origin.y), width: pixels.width, height: pixels.height)
        warpsDrawnInPlace.add()
        return WarpFrame(width: pixels.width, height: pixels.height,
                         kind: .curl(page: page, under: under, parameters: parameters, hidden: hiddenRows(under: item, pixels: pixels)?.y1 ?? 0))
    }
}
