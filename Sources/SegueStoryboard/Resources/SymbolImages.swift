import SegueKit
import SegueRender

/// SF Symbols for one build, drawn from the stand-in icon font (`SymbolGlyph`, `SymbolTable`):
/// Apple's symbols cannot be shipped, and drawing a symbol's name instead reads as a broken
/// screen. Each symbol is drawn at the render's scale in its tint, once per build, and noted once
/// as an approximation (what the manifest lists).
///
/// Sizes follow SF Symbols' rules: a symbol is set like a glyph of a font of its point size; its
/// scale (`small`, `medium`, `large`) makes it smaller or larger than the cap height it is set
/// to, and its weight thickens or thins its strokes as a font's weights do.
@MainActor
final class SymbolImages {
    /// UIKit's `UIImage.SymbolScale`.
    enum Scale: String { case small, medium, large }

    /// UIKit's `UIImage.SymbolWeight`, by Interface Builder's spelling.
    enum Weight: String {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// How many em each side of a stroke moves: Material Icons are drawn at one weight,
        /// about SF Symbols' regular (strokes of 2/24 em); SF's ultralight strokes are about a
        /// third of that, its black about twice.
        var strokeOffset: Double {
            switch self {
            case .ultraLight: -0.027
            case .thin: -0.02
            case .light: -0.01
            case .regular: 0
            case .medium: 0.007
            case .semibold: 0.014
            case .bold: 0.021
            case .heavy: 0.03
            case .black: 0.038
            }
        }

        init(_ weight: FontWeight) {
            self = switch weight {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// Pixels per point the frames are drawn at.
    let scale: Double
    /// Where each symbol drawn is noted, by its view's identifier (`symbol:NAME`).
    let notes: ApproximationNotes
    private var cache: [String: Bitmap?] = [:]

    nonisolated init(scale: Double, notes: ApproximationNotes) {
        self.scale = scale
        self.notes = notes
    }

    /// Each symbol drawn, once, in the order first drawn.
    var approximations: [Approximation] { notes.all.filter { $0.kind == .symbol } }

    /// The em square of a symbol's glyph set at `pointSize` and `symbolScale`. Material icons
    /// fill 20/24 of their em; an SF Symbol of medium scale is about as tall as its point
    /// size's cap height plus its overshoot, i.e. close to the point size itself. Small and large
    /// are Apple's published ratios of medium (about 0.78 and 1.29).
    static func em(pointSize: Double, scale: Scale = .medium) -> Double {
        let ratio = switch scale {
        case .small: 0.78
        case .medium: 1.0
        case .large: 1.29
        }
        return pointSize * ratio * 24 / 20
    }

    /// The glyph that stands in for the symbol `name`: its mapped icon, else the neutral glyph.
    static func glyph(for name: String) -> (glyph: SymbolGlyph, detail: String) {
        if let icon = SymbolTable.icon(for: name), IconFont.shared.hasGlyph(icon.codepoint) {
            return (.icon(icon.codepoint), "Material Icons \"\(icon.name)\"")
        }
        let why = IconFont.shared.path == nil ? "the icon font is not installed" : "no likeness in the stand-in icon font"
        return (.neutral, "neutral symbol glyph (\(why))")
    }

    /// A view drawing the symbol `name` with its em square `em` points a side, centred on
    /// `center`, in `tint`. Its identifier is `symbol:NAME`.
    func view(_ name: String, em: Double, center: Point, tint: Color, weight: Weight = .regular) -> View {
        let (glyph, detail) = Self.glyph(for: name)
        notes.note(.symbol, name, detail, marker: "symbol:" + name)
        let v = View(frame: Rect(x: center.x - em / 2, y: center.y - em / 2, width: em, height: em))
        v.identifier = "symbol:" + name
        let key = "\(glyph)|\(em)|\(weight.rawValue)|\(tint.red),\(tint.green),\(tint.blue),\(tint.alpha)"
        let bitmap: Bitmap?
        if let known = cache[key] {
            bitmap = known
        } else {
            bitmap = try? glyph.bitmap(em: em, scale: scale, weight: weight.strokeOffset, color: tint)
            cache[key] = bitmap
        }
        if let bitmap {
            v.content = .image(ImageContent(bitmap: bitmap, contentMode: .scaleToFill, scale: Double(bitmap.width) / max(em, 1e-9)))
        }
        return v
    }
}
