import SegueKit

/// A rendered frame as the rasterizer hands it to the encoder: its rows (`RowSource`), drawn, or
/// made where the encoder reads them. A frame that is mostly one fade of screenshots over the
/// window's colour (`FadeFrame`), all one flip's card (`FlipFrame`) or a page curling over a
/// screenshot (`CurlFrame`) is not drawn whole first (`Rasterizer.frame`).
///
/// NB: a 3x frame drawn whole is 12 MB written in fresh pages, then read again and converted by
/// the encoder; made a band at a time where the encoder reads it, or read where its rows already
/// lie (a screenshot's), it is neither. The bytes are the same either way (RenderedFrameTests,
/// WarpFrameTests).
public struct RenderedFrame: Sendable {
    /// Its rows, as the encoder reads them.
    let source: any RowSource

    public var width: Int { source.width }
    public var height: Int { source.height }

    /// A frame of these pixels.
    public init(_ pixels: PixelBuffer) { source = pixels }

    init(_ source: any RowSource) { self.source = source }

    /// The frame's pixels, drawn now if they were not.
    public var pixels: PixelBuffer { source.drawn() }
}

extension Rasterizer {
    /// Renders one frame as `render` does, but leaves undrawn, for the encoder to read where it
    /// lies or have made where it reads it (`RenderedFrame`), a frame that starts with a canvas-
    /// covering operation (`covering`) and is then all one flip's card (`flipFrame`), a page
    /// curling over a screenshot (`curlFrame`), or mostly one fade of screenshots over the window's
    /// colour (`fadeFrame`). Everything is checked as `render` checks it.
    public func frame(_ list: DisplayList) throws -> RenderedFrame {
        let pixels = pixelSize(of: list.size)
        try Self.checkCanvas(width: pixels.width, height: pixels.height)
        guard drawsWarpsInPlace, cullsHiddenPixels, let cover = covering(list, pixels: pixels) else {
            return RenderedFrame(try render(list))
        }
        if let flip = try flipFrame(list, cover: cover, pixels: pixels) { return RenderedFrame(flip) }
        if let curl = try curlFrame(list, cover: cover, pixels: pixels) { return RenderedFrame(curl) }
        if fusesFades, let fade = try fadeFrame(list, cover: cover, pixels: pixels) { return RenderedFrame(fade) }
        return RenderedFrame(try render(list))
    }
}
