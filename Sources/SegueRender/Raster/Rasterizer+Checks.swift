import CCairo
import SegueKit

/// Display-list items checked before Cairo sees them.
///
/// NB: Cairo puts a context into an error state for good when handed a transform it cannot invert
/// (the rest of the frame is lost), and FreeType fails on a glyph of 65536 pixels or more, after
/// which the shared font face fails every later text in every thread. So both are decided here:
/// an item whose transform flattens it to nothing (a zero scale, as at the start of a zoom) draws
/// nothing and is skipped, as Core Animation shows nothing; a number that is not finite, or a size
/// no library can draw, is an error that says what was being drawn.
extension Rasterizer {
    /// FreeType's largest glyph, in pixels per em (26.6 fixed point in 16 bits).
    static let maximumGlyphPixels = 65535.0
    /// Cairo's largest image surface, in pixels a side.
    static let maximumSurfaceSide = 32767
    /// The largest shadow blur radius, in pixels: its mask grows with the square of the radius.
    static let maximumShadowPixels = 2000.0

    /// Whether `item` draws anything; throws for values no library can draw.
    func shouldDraw(_ item: LayerItem) throws -> Bool {
        let t = item.transform, b = item.bounds
        let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty, b.minX, b.minY, b.width, b.height, item.cornerRadius, item.borderWidth]
        guard numbers.allSatisfy(\.isFinite) else { throw invalid(item, "its geometry is not finite (\(Self.describe(t)), bounds \(b))") }
        guard Self.isInvertible(t, scale: scale) else { return false }
        if let shadow = item.shadow {
            let r = shadow.radius * scale
            guard [shadow.radius, shadow.offset.width, shadow.offset.height].allSatisfy(\.isFinite), r <= Self.maximumShadowPixels else {
                throw invalid(item, "its shadow (radius \(shadow.radius) pt, offset \(shadow.offset)) is not finite or over "
                    + "\(Int(Self.maximumShadowPixels)) pixels")
            }
        }
        if case .shapeLayer(let shape) = item.content, !Self.isFinite(shape) {
            throw invalid(item, "its path or stroke is not finite")
        }
        if case .symbol(let symbol) = item.content, !(symbol.em.isFinite && abs(symbol.em) <= 100_000) {
            throw invalid(item, "its em square is \(symbol.em) points (at most 100000)")
        }
        if case .text(let text) = item.content {
            guard text.fontSize.isFinite else { throw invalid(item, "its font size is \(text.fontSize)") }
            // The largest stretch of the layer's transform, times the font size, is the glyph size.
            let pixels = text.fontSize * scale * Self.largestStretch(t)
            guard pixels <= Self.maximumGlyphPixels else {
                throw CairoError(subject: Self.describe(item), status: "its glyphs would be \(Int(pixels)) pixels tall (\(text.fontSize) pt, "
                    + "scaled \(Self.largestStretch(t))× at \(scale)×), more than FreeType's \(Int(Self.maximumGlyphPixels))",
                    fix: "use a smaller font size or scale")
            }
        }
        return true
    }

    /// Whether a clip leaves anything to draw (false: it clips everything); throws when not finite.
    func clipsToSomething(_ clip: Clip) throws -> Bool {
        let t = clip.transform, r = clip.rect
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty, r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) else {
            throw CairoError(subject: "a clip", status: "its geometry is not finite (\(Self.describe(t)), rect \(r))", fix: Self.reportFix)
        }
        return Self.isInvertible(t, scale: scale)
    }

    /// Whether a warp draws anything; throws when its placement is not finite.
    func shouldDraw(_ warp: WarpItem) throws -> Bool {
        let t = warp.placement
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            throw CairoError(subject: "a 3D or curl effect", status: "its placement is not finite (\(Self.describe(t)))", fix: Self.reportFix)
        }
        return Self.isInvertible(t, scale: scale)
    }

    /// Refuses a canvas Cairo cannot create, before its pixels are allocated.
    static func checkCanvas(width: Int, height: Int) throws {
        guard width > maximumSurfaceSide || height > maximumSurfaceSide else { return }
        throw CairoError(subject: "a \(width)×\(height)-pixel frame", status: "Cairo draws at most \(maximumSurfaceSide) pixels a side",
                         fix: "lower the scale")
    }

    /// Cairo's own test (`_cairo_matrix_is_invertible`) on the matrix and on the one it makes
    /// with the scale: a determinant that is neither zero nor infinite.
    static func isInvertible(_ t: AffineTransform, scale: Double) -> Bool {
        let det = t.a * t.d - t.b * t.c
        let scaled = det * scale * scale
        return det != 0 && det.isFinite && scaled != 0 && scaled.isFinite
    }

    /// The largest factor by which `t` stretches a length: its largest singular value.
    static func largestStretch(_ t: AffineTransform) -> Double {
        let p = (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d) / 2
        let det = t.a * t.d - t.b * t.c
        return (p + max(0, p * p - det * det).squareRoot()).squareRoot()
    }

    static let reportFix = "the display list holds a value no transition should make: please report the command that made it"

    private func invalid(_ item: LayerItem, _ status: String) -> CairoError {
        CairoError(subject: Self.describe(item), status: status, fix: Self.reportFix)
    }

    static func describe(_ t: AffineTransform) -> String {
        "transform [\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]"
    }

    /// "a text layer ("Hello, wor…")".
    static func describe(_ text: TextContent) -> String {
        let shown = text.string.count > 20 ? text.string.prefix(20) + "…" : Substring(text.string)
        return "a text layer (\(String(reflecting: String(shown))))"
    }

    /// "a text layer ("Hello, wor…")", "a 1179×2556 image layer", "a layer".
    static func describe(_ item: LayerItem) -> String {
        switch item.content {
        case .text(let text): return describe(text)
        case .image(let image): return "a \(image.bitmap.width)×\(image.bitmap.height) image layer"
        case .gradient: return "a gradient layer"
        case .shape, .shapeLayer: return "a shape layer"
        case .symbol(let symbol): return "a symbol layer (\(String(reflecting: symbol.name)))"
        case .none: return "a layer"
        }
    }
}
