import CCairo
import SegueKit

/// Draws display lists with Cairo into pixel buffers.
public struct Rasterizer: Sendable {
    /// Device pixels per point.
    public var scale: Double
    /// The fonts text is set in: the pinned ones and the transition's own.
    public var fonts: FontSet
    /// Where what the rasterizer draws around (an unknown font name) is noted, if anywhere.
    public var warnings: RenderWarnings?
    /// Whether a flip's card or a curled page may be drawn straight into the canvas
    /// (`Warp/Rasterizer+Warp.swift`); the tests turn it off to compare with the buffers it replaces.
    var drawsWarpsInPlace = true
    /// What was rendered flat for the warps of recent frames (`FlatCache`).
    let flats = FlatCache()
    /// Screenshots as R G B bytes, for fades made where the encoder reads them (`PackedScreens`).
    let packedScreens = PackedScreens()
    /// Whether what later opaque layers hide is left undrawn (`Rasterizer+Occlusion.swift`); the
    /// tests turn it off to compare.
    var cullsHiddenPixels = true
    /// Whether a screen fading over the window's colour is written in one pass
    /// (`Fade/Rasterizer+Fade.swift`); the tests turn it off to compare.
    var fusesFades = true
    /// Whether a top-level group is drawn on a surface only as large as its contents
    /// (`Rasterizer+GroupBounds.swift`); the tests turn it off to compare.
    var boundsGroups = true
    /// Whether a warp whose content is one screenshot reads the screenshot's bitmap in place
    /// instead of drawing it flat first (`Flat`); the tests turn it off to compare.
    var readsScreensInPlace = true
    /// How many warps were drawn in place, so that the tests can see which path a frame took.
    let warpsDrawnInPlace = WarpCount()

    public init(scale: Double, fonts: FontSet = .system, warnings: RenderWarnings? = nil) {
        self.scale = scale
        self.fonts = fonts
        self.warnings = warnings
    }

    /// The pixel size of a canvas of `size` points (rounded to whole pixels).
    public func pixelSize(of size: Size) -> (width: Int, height: Int) {
        (max(1, Int((size.width * scale).rounded())), max(1, Int((size.height * scale).rounded())))
    }

    /// Renders one frame.
    public func render(_ list: DisplayList) throws -> PixelBuffer {
        let (w, h) = pixelSize(of: list.size)
        try Self.checkCanvas(width: w, height: h)
        // NB: an opaque background is the buffer's first value, written once, instead of zeros
        // then a paint over them: one pass over the frame fewer (12 MB at 3x). The word is the one
        // Cairo paints (`Self.painted`), so the bytes are the same.
        let opaqueBackground = list.background.alpha >= 1
        // NB: an operation that paints every pixel of the canvas opaquely (a flip's card as large
        // as the screen, a screen-sized view with an opaque background: the screenshot under a
        // cross-dissolve or a curl) hides everything drawn before it, the background included:
        // that is checked but not drawn, and the canvas is not filled (should that operation not
        // be drawn after all, the fill is left to it). Two passes over 12 MB fewer per frame at 3x.
        let cover = drawsWarpsInPlace ? covering(list, pixels: (w, h)) : nil
        let (visible, canvasHidden) = cullsHiddenPixels ? visibility(of: list.operations, pixels: (w, h))
            : ([[PixelRect]?](repeating: nil, count: list.operations.count), false)
        var buffer = cover != nil || canvasHidden ? PixelBuffer(uninitializedWidth: w, height: h)
            : opaqueBackground ? PixelBuffer(width: w, height: h, word: Self.painted(list.background)) : PixelBuffer(width: w, height: h)
        try withCairoContext(on: &buffer, scale: scale) { cr in
            FontLibrary.apply(to: cr)
            if let cover {
                try check(list.operations[..<cover])
                if fusesFades, let fade = fadeOverFill(list.operations, cover: cover, pixels: (w, h), visible: visible) {
                    try check(list.operations[cover...fade.last])
                    draw(fade, in: visible[fade.index] ?? [PixelRect(x0: 0, y0: 0, x1: w, y1: h)], cr)
                    let rest = fade.last + 1
                    try draw(Array(list.operations[rest...]), cr, visible: Array(visible[rest...]))
                    return
                }
                try draw(Array(list.operations[cover...]), cr, unfilled: 0xFF00_0000, visible: Array(visible[cover...]))
                return
            }
            if list.background.alpha > 0 && !opaqueBackground && !canvasHidden {
                setSource(cr, list.background)
                cairo_paint(cr)
            }
            try draw(list.operations, cr, visible: visible)
        }
        return buffer
    }

    /// The index of the last operation, outside any group or clip, that paints every pixel of a
    /// canvas of `pixels` opaquely, so that nothing drawn before it shows; nil when there is none.
    /// Such an operation is a flip's card, opaque, unmoved and of the canvas's pixel size on both
    /// faces (over black), or a layer at full opacity with an opaque background, square corners
    /// and a transform that only moves it, whose rectangle holds every pixel of the canvas.
    func covering(_ list: DisplayList, pixels: (width: Int, height: Int)) -> Int? {
        var depth = 0, found: Int?
        for (i, op) in list.operations.enumerated() {
            switch op {
            case .beginGroup, .pushClip, .pushMask: depth += 1
            case .endGroup, .popClip, .popMask: depth -= 1
            case .layer(let exact):
                let item = aligned(exact), t = item.transform
                guard depth == 0, item.opacity >= 1, item.backgroundColor.alpha >= 1, item.cornerRadius == 0,
                      t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { continue }
                let r = item.bounds
                let x0 = (r.minX + t.tx) * scale, y0 = (r.minY + t.ty) * scale
                let x1 = (r.maxX + t.tx) * scale, y1 = (r.maxY + t.ty) * scale
                if x0 <= 0, y0 <= 0, x1 >= Double(pixels.width), y1 >= Double(pixels.height) { found = i }
            case .warp(let item):
                guard depth == 0, case .flip(_, _, _, let back) = item.kind, item.opacity >= 1, item.placement == .identity,
                      [item.content.size, back.size].allSatisfy({ pixelSize(of: $0) == pixels }) else { continue }
                found = i
            }
        }
        return found
    }

    /// The checks `draw` makes on what it would draw (Rasterizer+Checks.swift), without drawing.
    func check(_ ops: ArraySlice<DisplayOperation>) throws {
        for op in ops {
            switch op {
            case .layer(let exact): _ = try shouldDraw(aligned(exact))
            case .pushClip(let exact): _ = try clipsToSomething(aligned(exact))
            case .warp(let item): _ = try shouldDraw(item)
            case .pushMask(let mask): try check(mask.operations[...])
            case .beginGroup, .endGroup, .popClip, .popMask: break
            }
        }
    }

    /// The ARGB32 word Cairo paints `color` as over a transparent pixel.
    static func painted(_ color: Color) -> UInt32 {
        var pixel = PixelBuffer(width: 1, height: 1)
        // NB: a 1×1 surface cannot fail to be made; if it did, the word stays transparent.
        try? withCairoContext(on: &pixel, scale: 1) { cr in
            setSource(cr, color)
            cairo_paint(cr)
        }
        return pixel.bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
    }

    /// Draws the items in order, each checked first (Rasterizer+Checks.swift), and Cairo's status
    /// checked after each, so that an error names the item that caused it.
    /// `unfilled`: the canvas has not been filled yet, and the first operation covers it
    /// (`covering`); should that not be drawn, or not in place, the canvas is filled with this first.
    /// `visible`: for each operation, the pixels it is clipped to because later layers hide the
    /// rest (`visibility(of:pixels:)`), or empty.
    func draw(_ ops: [DisplayOperation], _ cr: OpaquePointer, unfilled: UInt32? = nil, visible: [[PixelRect]?] = []) throws {
        var groups: [(opacity: Double, bounded: Bool)] = []
        var masks: [LayerMask] = []
        var clipDepth = 0
        var unfilled = unfilled
        defer { if let word = unfilled { Self.fill(cr, word) } }
        for (k, op) in ops.enumerated() {
            if let word = unfilled {
                unfilled = nil
                if case .warp(let item) = op, try shouldDraw(item) {
                    try drawWarp(item, cr, unfilled: word)
                    try CairoCheck.check(cairo_status(cr), "a 3D or curl effect")
                    continue
                }
                // A covering layer paints every pixel itself (drawn below as any layer).
                if case .layer(let exact) = op, try shouldDraw(aligned(exact)) {} else { Self.fill(cr, word) }
            }
            switch op {
            case .layer(let exact):
                let item = aligned(exact)  // Rasterizer+Alignment.swift
                guard try shouldDraw(item) else { continue }
                let shown = k < visible.count ? visible[k] : nil
                if let shown {
                    guard !shown.isEmpty else { continue }
                    clip(cr, to: shown)
                }
                try drawLayer(item, cr)
                if shown != nil { cairo_restore(cr) }
                try CairoCheck.check(cairo_status(cr), Self.describe(item))
            case .beginGroup(let opacity):
                let canvas = TargetSurface(cr)
                if boundsGroups, groups.isEmpty, clipDepth == 0, canvas.deviceOffset == (0, 0),
                   let bounds = groupBounds(ops, opening: k, pixels: (canvas.width, canvas.height)) {
                    // A surface the size of the clip, and no clip inside it (see the file).
                    clip(cr, to: [bounds])
                    cairo_push_group(cr)
                    cairo_reset_clip(cr)
                    groups.append((opacity, true))
                } else {
                    cairo_push_group(cr)
                    groups.append((opacity, false))
                }
            case .endGroup:
                let group = groups.removeLast()
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, min(1, max(0, group.opacity)))
                if group.bounded { cairo_restore(cr) }
            case .pushClip(let exact):
                let clip = aligned(exact)
                if try clipsToSomething(clip) {
                    cairo_save(cr)
                    cairo_transform(cr, [clip.transform.cairoMatrix])
                    addRoundedRect(cr, clip.rect, radius: clip.cornerRadius, corners: clip.maskedCorners)
                    cairo_restore(cr)
                } else {
                    cairo_new_path(cr)  // a clip flattened to nothing: the empty path clips everything
                }
                cairo_save(cr)
                cairo_clip(cr)
                clipDepth += 1
            case .popClip:
                cairo_restore(cr)
                clipDepth -= 1
            case .warp(let item):
                guard try shouldDraw(item) else { continue }
                try drawWarp(item, cr, unfilled: nil)
                try CairoCheck.check(cairo_status(cr), "a 3D or curl effect")
            case .pushMask(let mask):
                masks.append(mask)
                beginMasked(cr)  // Rasterizer+Mask.swift
            case .popMask:
                guard let mask = masks.popLast() else { continue }
                try endMasked(by: mask, cr)
            }
        }
    }
}
