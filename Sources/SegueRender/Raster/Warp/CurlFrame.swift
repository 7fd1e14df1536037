import SegueKit

/// A frame that is a page curling over the screenshot it uncovers (every frame of a curl between
/// two screenshots), none of it drawn whole: rows `0..<pageRows` are the page's own (above the
/// fold, where no folded-over paper can lie, when the page is opaque: `KernelEntry.curlRows`),
/// rows `underFrom...` the screenshot's under the page (neither paper nor shadow reaches them),
/// both read by the encoder where they lie; only the rows between are drawn, into `drawnRows`.
///
/// NB: the rows between are drawn in one pass, the screenshot under the page copied in and the curl
/// drawn over it. Drawn in bands where the encoder reads them, the curl was a third slower: between
/// bands the encoder evicts the page rows that the folded-over sheet samples along its slanted
/// rows. The page's and the screenshot's rows are bitmap rows (`storedRow`), the same in every
/// frame, which the fast encoder writes again from the blocks it wrote for them (`BlockCache`).
/// The bytes are the drawn frame's (WarpFrameTests, BlockCacheTests).
struct CurlFrame: RowSource {
    let width: Int
    let height: Int
    let page: Flat
    /// Rows `pageRows..<underFrom`.
    let drawnRows: PixelBuffer
    let pageRows: Int
    let under: Flat
    let underFrom: Int

    func withRow(_ y: Int, _ body: (UnsafeRawPointer) -> Void) {
        if y < pageRows { return page.withBytes { body($0 + y * page.stride) } }
        if y >= underFrom { return under.withBytes { body($0 + y * under.stride) } }
        drawnRows.bytes.withUnsafeBytes { body($0.baseAddress! + (y - pageRows) * drawnRows.stride) }
    }

    /// The page's rows (when the page is a screenshot's) and the rows of the screenshot under it.
    func storedRow(_ y: Int) -> StoredRow? {
        if y < pageRows { return page.storedRow(y) }
        if y >= underFrom { return under.storedRow(y) }
        return nil
    }
}

extension Rasterizer {
    /// The frame as a `CurlFrame`, when the operation at `cover` is an opaque screenshot covering
    /// the canvas and, past layers that draw nothing, the next is an opaque curl of a page of the
    /// canvas's size over it that `render` would draw in place, and nothing after it draws; nil
    /// otherwise. Throws for what `render` would throw for.
    func curlFrame(_ list: DisplayList, cover: Int, pixels: (width: Int, height: Int)) throws -> CurlFrame? {
        let ops = list.operations
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
        return CurlFrame(width: pixels.width, height: pixels.height, page: page, drawnRows: drawn, pageRows: pageRows, under: under, underFrom: underFrom)
    }
}
