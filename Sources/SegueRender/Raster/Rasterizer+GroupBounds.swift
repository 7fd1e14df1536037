import CCairo
import SegueKit

/// A group (a subtree at an opacity below 1) drawn on a surface only as large as what it draws.
///
/// `cairo_push_group` makes a surface the size of the clip, at the top level the whole frame:
/// 12 MB at 3x to allocate, clear and composite back, for a status bar's strip of 177 rows
/// (a pageSheet cross-fades its status bar through two such groups every frame). A top-level
/// group whose contents lie, with generous margins, inside a rectangle of whole pixels is pushed
/// under a clip to that rectangle, so that its surface is that size, and the clip is lifted inside
/// it: its contents are drawn as they are on a frame-sized surface (Cairo computes each pixel's
/// coverage from the shape, not from the surface), and painting it back changes nothing outside
/// the rectangle, where the frame-sized group is transparent (source-over of nothing keeps every
/// byte). Groups under a clip keep Cairo's own path: there the clip shapes the contents too.
extension Rasterizer {
    /// The whole device pixels that the operations of the group opening at `start` can touch,
    /// when they are found and cover less than half of a canvas of `pixels`; nil otherwise.
    func groupBounds(_ ops: [DisplayOperation], opening start: Int, pixels: (width: Int, height: Int)) -> PixelRect? {
        guard case .beginGroup = ops[start] else { return nil }
        var depth = 0
        for end in start..<ops.count {
            switch ops[end] {
            case .beginGroup: depth += 1
            case .endGroup: depth -= 1
            default: continue
            }
            guard depth == 0 else { continue }
            guard case .within(let r) = extent(of: ops[start...end], pixels: pixels) else { return nil }
            let area = max(0, r.x1 - r.x0) * max(0, r.y1 - r.y0)
            return area * 2 < pixels.width * pixels.height ? r : nil
        }
        return nil
    }

    /// What a run of operations can touch on a canvas of `pixels`.
    enum Extent: Equatable {
        /// Nothing: every layer draws nothing, or only outside the canvas or its clips.
        case nothing
        /// Only these whole device pixels (within the canvas, not empty).
        case within(PixelRect)
        /// Unknown (a 3D or curl effect, a size that is not finite).
        case unknown
    }

    /// The whole device pixels that `ops` can touch, each layer generously (`reach(of:)`) and
    /// within the clips they push; layers that draw nothing are passed over.
    func extent(of ops: ArraySlice<DisplayOperation>, pixels: (width: Int, height: Int)) -> Extent {
        var clips: [Box] = []
        var union: Box?
        for op in ops {
            switch op {
            // A mask only takes away from what its contents draw.
            case .beginGroup, .endGroup, .pushMask, .popMask: continue
            case .pushClip(let exact):
                let clip = aligned(exact)
                guard let box = Box(clip.rect, clip.transform, scale: scale) else { return .unknown }
                clips.append(clips.last.map { $0.intersection(box) } ?? box)
            case .popClip:
                if !clips.isEmpty { clips.removeLast() }
            case .layer(let exact):
                let item = aligned(exact)
                if drawsNothing(item) { continue }
                guard let reach = reach(of: item) else { return .unknown }
                let box = clips.last.map { $0.intersection(reach) } ?? reach
                if box.x0 < box.x1, box.y0 < box.y1 { union = union.map { $0.union(box) } ?? box }
            case .warp:
                return .unknown
            }
        }
        guard let u = union else { return .nothing }
        let r = PixelRect(x0: max(0, Int(u.x0.rounded(.down))), y0: max(0, Int(u.y0.rounded(.down))),
                          x1: min(pixels.width, Int(u.x1.rounded(.up))), y1: min(pixels.height, Int(u.y1.rounded(.up))))
        return r.x0 < r.x1 && r.y0 < r.y1 ? .within(r) : .nothing
    }

    /// Device pixels a layer can draw on, generously: its bounds (and a placed image's rectangle),
    /// its border, its shadow's offset and blur, two pixels for anti-aliasing, and for text and shapes, which
    /// may overflow their bounds, a margin of the whole text set on one line (every character an
    /// em and a half wide and tall) or of the shape's own size on every side.
    private func reach(of item: LayerItem) -> Box? {
        var rect = item.bounds
        var margin = item.borderWidth
        switch item.content {
        case .none, .gradient: break
        case .image(let image):
            if let (origin, sx, sy) = Self.placement(of: image, in: item.bounds) {
                let w = Double(image.bitmap.width) / image.scale * sx, h = Double(image.bitmap.height) / image.scale * sy
                let x0 = min(rect.minX, origin.x, origin.x + w), y0 = min(rect.minY, origin.y, origin.y + h)
                let x1 = max(rect.maxX, origin.x, origin.x + w), y1 = max(rect.maxY, origin.y, origin.y + h)
                rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
        case .text(let text):
            margin += Double(text.string.count + 2) * max(text.fontSize, 1) * 1.5
        case .shape:
            margin += max(item.bounds.width, item.bounds.height)
        case .symbol(let symbol):
            // The em square may overflow the bounds (aspect fill, centre); the heaviest stroke
            // reaches 0.04 em past the outline.
            let em = symbol.emRect(in: item.bounds)
            rect = rect.union(em)
            margin += 0.1 * em.width
        case .shapeLayer(let shape):
            // The path may lie anywhere; a stroke reaches half its width beyond it, a miter up to
            // the miter limit's share of the width, a square cap √2 halves.
            guard let box = shape.path.boundingBox else { break }
            let x0 = min(rect.minX, box.minX), y0 = min(rect.minY, box.minY)
            rect = Rect(x: x0, y: y0, width: max(rect.maxX, box.maxX) - x0, height: max(rect.maxY, box.maxY) - y0)
            margin += abs(shape.lineWidth) * max(shape.miterLimit, 1.5)
        }
        // The shadow's offset is in the layer's space; its blur in device pixels, whatever the
        // transform (`drawShadow`: three standard deviations and a pixel).
        var device = 2.0
        if let shadow = item.shadow {
            margin += abs(shadow.offset.width) + abs(shadow.offset.height)
            device += 3 * shadow.radius * scale + 2
        }
        let grown = Rect(x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
        return Box(grown, item.transform, scale: scale).map { Box(x0: $0.x0 - device, y0: $0.y0 - device, x1: $0.x1 + device, y1: $0.y1 + device) }
    }

    /// An axis-aligned box in device pixels (Double, not yet rounded).
    struct Box {
        var x0: Double, y0: Double, x1: Double, y1: Double

        /// The device box around `rect` (points) under `t`, at `scale`; nil when not finite.
        init?(_ rect: Rect, _ t: AffineTransform, scale: Double) {
            let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
                .map { (x: ($0.0 * t.a + $0.1 * t.c + t.tx) * scale, y: ($0.0 * t.b + $0.1 * t.d + t.ty) * scale) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            guard (xs + ys).allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
            (x0, y0, x1, y1) = (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
        }

        init(x0: Double, y0: Double, x1: Double, y1: Double) { (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1) }

        func union(_ o: Box) -> Box { Box(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1)) }
        func intersection(_ o: Box) -> Box { Box(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1)) }
    }
}
