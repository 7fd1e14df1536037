import SegueKit
import SegueRender

extension ResourceImages {
    /// The project's own symbol named `name` (a `.symbolset` of its catalogs): its `Regular-M`
    /// glyph drawn through librsvg, fitted into a square of `side` points at the render scale, a
    /// template in `tint` as SF Symbols are. Nil when the catalogs have no such set, or it cannot
    /// be drawn (said once).
    func symbolBitmap(named name: String, side: Double, tint: Color) -> Bitmap? {
        guard let path = project.symbols[name], let vector = vector(path, format: .svg, name: name) else { return nil }
        let pixels = max(1, min(SymbolGlyph.maximumPixels, Int((side * scale).rounded())))
        return cached(path + Self.key(tint) + "|symbol\(pixels)") {
            do {
                guard var image = try vector.render(element: "Regular-M", side: pixels) else {
                    problem(path, "symbol '\(name)' has no Regular-M glyph (export it from the SF Symbols app); it is drawn from the stand-in icon font")
                    return nil
                }
                Self.tint(&image, with: tint)
                return Bitmap(premultiplying: image)
            } catch {
                problem(path, "symbol '\(name)': \(Self.reason(error)); it is drawn from the stand-in icon font")
                return nil
            }
        }
    }
}
