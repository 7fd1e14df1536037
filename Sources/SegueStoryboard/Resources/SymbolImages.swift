import SegueKit
import SegueRender

/// SF Symbols for one build, drawn from the stand-in icon font (`SymbolGlyph`, `SymbolTable`):
/// Apple's symbols cannot be shipped, and drawing a symbol's name instead reads as a broken
/// screen. Each symbol is drawn by the renderer in its tint (`SymbolContent`), and noted once
/// as an approximation (what the manifest lists).
///
/// Sizes follow SF Symbols' rules: a symbol is set like a glyph of a font of its point size; its
/// scale (`small`, `medium`, `large`) makes it smaller or larger than the cap height it is set
/// to, and its weight thickens or thins its strokes as a font's weights do.
@MainActor
final class SymbolImages {
    /// Where each symbol drawn is noted, by its view's identifier (`symbol:NAME`).
    let notes: ApproximationNotes

    nonisolated init(notes: ApproximationNotes) {
        self.notes = notes
    }

    /// Each symbol drawn, once, in the order first drawn.
    var approximations: [Approximation] { notes.all.filter { $0.kind == .symbol } }

    /// A view drawing the symbol `name` with its em square `em` points a side, centred on
    /// `center`, in `tint`; the renderer draws its glyph (`SymbolContent`). Its identifier is
    /// `symbol:NAME`.
    func view(_ name: String, em: Double, center: Point, tint: Color, weight: FontWeight = .regular) -> View {
        notes.note(.symbol, name, SymbolGlyph.glyph(for: name).detail, marker: "symbol:" + name)
        let v = View(frame: Rect(x: center.x - em / 2, y: center.y - em / 2, width: em, height: em))
        v.identifier = "symbol:" + name
        v.content = .symbol(SymbolContent(name: name, em: em, weight: weight, color: tint, contentMode: .scaleToFill))
        return v
    }
}
