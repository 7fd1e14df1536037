import SegueKit

/// A frame that is all one warp over a screen-sized base, made without a frame-sized buffer drawn
/// first and read back by the encoder (`FilteredRows`): a flip's card over black covering the
/// canvas, or a page curling over the screenshot it uncovers (every frame of a flip or a curl
/// between two screenshots).
///
/// - A flip's rows are drawn where the encoder takes them, 32 at a time into a band that stays in
///   the cache (`WarpBands`): drawn whole, the 12 MB of a 3x frame are written and read back.
/// - A curl's rows above the fold where no folded-over paper can lie, when the page is opaque,
///   are the page's own (`KernelEntry.curlRows`), and the rows at the bottom that neither
///   paper nor shadow reaches are the screenshot's under it (`curlRows`): the encoder
///   reads both where they lie. The rows below are drawn in one pass, the
///   screenshot under the page copied in and the curl drawn over it, into a buffer of their own.
///   NB: drawn in bands, the curl was a third slower: between bands the encoder evicts the page
///   rows that the folded-over sheet samples along its slanted rows.
///
/// The bytes are those of the drawn frame: the kernels draw each row from the sources and that row
/// alone (WarpFrameTests).
struct WarpFrame: Sendable {
    let width: Int
    let height: Int
    let kind: Kind
    /// Where the encoder keeps the blocks of a curl's screenshot rows (`BlockCache`).
    var blocks: BlockCache?

    enum Kind: Sendable {
        /// A flip's card over black: the face the warp reads (`bands` keeps only its address).
        case flip(face: Flat, bands: KernelSet.WarpBands)
        /// A curl: rows `0..<pageRows` are the page's, rows `pageRows..<underFrom` those of
        /// `drawn`, rows `underFrom...` the screenshot's under the page.
        case curl(page: Flat, drawn: PixelBuffer, pageRows: Int, under: Flat, underFrom: Int)
    }

    /// Whether the encoder has the rows drawn (else every row lies ready, `withRow`).
    var drawsRows: Bool {
        if case .flip = kind { return true }
        return false
    }

    /// Where row `y` is a screenshot's row: a curl's page rows (when the page is one) and the
    /// rows of the screenshot under it.
    func screenRow(_ y: Int) -> ScreenRow? {
        guard case .curl(let page, _, let pageRows, let under, let underFrom) = kind else { return nil }
        if y < pageRows { return page.screenRow(y) }
        if y >= underFrom { return under.screenRow(y) }
        return nil
    }

    /// Row `y`'s `width` ARGB32 words where they lie ready; nil where they are drawn (`rows`).
    func withRow<R>(_ y: Int, _ body: (UnsafeRawPointer) -> R) -> R? {
        guard case .curl(let page, let drawn, let pageRows, let under, let underFrom) = kind else { return nil }
        if y < pageRows { return page.withBytes { body($0 + y * page.stride) } }
        if y >= underFrom { return under.withBytes { body($0 + y * under.stride) } }
        return drawn.bytes.withUnsafeBytes { body($0.baseAddress! + (y - pageRows) * drawn.stride) }
    }

    /// Rows `ys` as ARGB32 words, `width` a row, rows `stride` bytes apart from `out`.
    func rows(_ ys: Range<Int>, into out: UnsafeMutableRawPointer, stride: Int) {
        switch kind {
        case .flip(let face, let bands):
            withExtendedLifetime(face) { bands.draw(rows: ys, into: out, stride: stride) }
        case .curl:
            for y in ys { _ = withRow(y) { (out + (y - ys.lowerBound) * stride).copyMemory(from: $0, byteCount: width * 4) } }
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
        // The rows the kernel draws as the page's own pixels (when it is opaque) and those it leaves alone.
        let rows = KernelSet.best.curlRows(width: page.width, height: page.height, parameters: parameters)
        let pageRows = flats.isOpaque(item.content) ? rows.flat : 0, underFrom = max(pageRows, rows.untouchedFrom)
        let hidden = hiddenRows(under: item, pixels: pixels)?.y1 ?? 0
        var drawn = PixelBuffer(uninitializedWidth: pixels.width, height: underFrom - pageRows)
        let stride = drawn.stride
        drawn.bytes.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            under.withBytes { src in
                // NB: not where the page hides it, as `render` leaves it out there (`hiddenRows`).
                for y in max(pageRows, hidden)..<underFrom {
                    (base + (y - pageRows) * stride).copyMemory(from: src + y * under.stride, byteCount: stride)
                }
            }
            PageCurl.draw(page: page, parameters: parameters, over: base, stride: stride, rows: pageRows..<underFrom)
        }
        warpsDrawnInPlace.add()
        return WarpFrame(width: pixels.width, height: pixels.height, kind: .curl(page: page, drawn: drawn, pageRows: pageRows, under: under, underFrom: underFrom),
                         blocks: cachesBlocks ? blocks : nil)
    }
}
