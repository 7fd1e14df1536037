import SegueKit

/// What a pixel kernel reads for a subtree it warps (a flip's face, a curl's page): the subtree's
/// pixels drawn flat, or, where the subtree is one opaque screenshot copied pixel for pixel over
/// all of it (`Rasterizer.screenFlat`), the screenshot's own bitmap, read where it lies.
///
/// NB: drawn, a 3x screenshot's flat is 12 MB of fresh pages that pixman copies the bitmap into,
/// once per face and render: on real screens about 7 % of a flip's or a curl's render, for pixels
/// the bitmap already holds in the kernels' format (premultiplied ARGB32; opaque, so the same
/// words whether Cairo draws it as RGB24 or ARGB32).
struct Flat: Sendable {
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    private let storage: Storage

    private enum Storage: Sendable {
        case drawn(PixelBuffer)
        /// The bitmap, and the byte offset of the flat's first pixel in it.
        case screen(Bitmap, offset: Int)
    }

    init(_ drawn: PixelBuffer) {
        (width, height, stride) = (drawn.width, drawn.height, drawn.stride)
        storage = .drawn(drawn)
    }

    /// The `width` × `height` pixels of `screen` whose top-left pixel is the bitmap's pixel `from`
    /// (which must leave them all inside it).
    init(screen: Bitmap, from: (x: Int, y: Int), width: Int, height: Int) {
        precondition(from.x >= 0 && from.y >= 0 && from.x + width <= screen.width && from.y + height <= screen.height)
        (self.width, self.height, stride) = (width, height, screen.stride)
        storage = .screen(screen, offset: from.y * screen.stride + from.x * 4)
    }

    /// Whether every pixel is opaque, when that is known without reading them: a screenshot's
    /// (nil: drawn pixels).
    var knownOpaque: Bool? {
        if case .screen(let bitmap, _) = storage { return bitmap.isOpaque }
        return nil
    }

    /// Row `y`'s place in the screenshot it is read from; nil where the flat is drawn.
    func storedRow(_ y: Int) -> StoredRow? {
        guard case .screen(let bitmap, let offset) = storage else { return nil }
        return StoredRow(bitmap: bitmap, offset: offset + y * stride)
    }

    /// Runs `body` with the first pixel's address; rows lie `stride` bytes apart.
    func withBytes<R>(_ body: (UnsafeRawPointer) throws -> R) rethrows -> R {
        switch storage {
        case .drawn(let buffer):
            return try buffer.bytes.withUnsafeBytes { try body($0.baseAddress!) }
        case .screen(let bitmap, let offset):
            return try withExtendedLifetime(bitmap) { try body(UnsafeRawPointer(bitmap.bytes.baseAddress!) + offset) }
        }
    }
}

extension Rasterizer {
    /// `list`'s flat as a screenshot read in place (`Flat`), where drawing the list gives exactly
    /// that screenshot's pixels: the last operation outside any group or clip to cover the canvas
    /// is a layer that copies an opaque screenshot pixel for pixel over all of it at full opacity
    /// (hiding everything drawn before it), and nothing after it draws. Nil otherwise, or when
    /// `readsScreensInPlace` is off. Throws for what `render` would throw for.
    func screenFlat(_ list: DisplayList) throws -> Flat? {
        guard readsScreensInPlace else { return nil }
        let (w, h) = pixelSize(of: list.size), ops = list.operations
        var depth = 0, found: (index: Int, image: Bitmap, origin: (x: Int, y: Int))?
        for (i, op) in ops.enumerated() {
            switch op {
            case .beginGroup, .pushClip, .pushMask: depth += 1
            case .endGroup, .popClip, .popMask: depth -= 1
            case .layer, .warp:
                if depth == 0, let screen = coveringScreen(op, pixels: (w, h)), screen.opacity >= 1 { found = (i, screen.image, screen.origin) }
            }
        }
        guard let found, extent(of: ops[(found.index + 1)...], pixels: (w, h)) == .nothing else { return nil }
        try Self.checkCanvas(width: w, height: h)
        try check(ops[...])
        return Flat(screen: found.image, from: (-found.origin.x, -found.origin.y), width: w, height: h)
    }
}
