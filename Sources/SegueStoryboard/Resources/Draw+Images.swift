import SegueKit
import SegueRender

extension Draw {
    /// A named image in `frame`: the asset catalog's image when the project has it (a template
    /// image, or any image where `templateByDefault`, in `tint`), an SF Symbol drawn from the
    /// stand-in icon font (`symbol(_:in:pointSize:scale:weight:tint:theme:)`, at `symbolPointSize`
    /// or fitted to the frame), else the labelled placeholder.
    static func image(
        _ image: IB.ImageReference, _ frame: Rect, theme: Theme, tint: Color?, templateByDefault: Bool = false,
        contentMode: ContentMode = .scaleAspectFit, labelled: Bool = true,
        symbolPointSize: Double? = nil, symbolScale: SymbolContent.Scale = .medium, symbolWeight: FontWeight = .regular
    ) -> View {
        if !image.isSystemSymbol,
           let content = theme.images?.content(named: image.name, size: frame.size, contentMode: contentMode, tint: tint ?? theme.tint,
                                                templateByDefault: templateByDefault) {
            let v = View(frame: frame)
            v.identifier = "image:" + image.name
            v.content = .image(content)
            return v
        }
        if let png = image.resource?.archivedPNG, let bitmap = ArchivedImage.bitmap(png, tint: templateByDefault ? (tint ?? theme.tint) : nil) {
            let v = View(frame: frame)
            v.identifier = "image:" + image.name
            let points = image.resource.map { max($0.size.width, 1) } ?? Double(bitmap.width)
            v.content = .image(ImageContent(bitmap: bitmap, contentMode: contentMode, scale: Double(bitmap.width) / points))
            return v
        }
        if isSymbol(image, theme: theme) {
            return symbol(image.name, in: frame, pointSize: symbolPointSize, scale: symbolScale, weight: symbolWeight, tint: tint ?? theme.tint,
                          theme: theme)
        }
        return imagePlaceholder(image.name, frame, tint: tint, labelled: labelled, theme: theme)
    }

    /// Whether `image` is drawn as an SF Symbol: Interface Builder says so (`catalog="system"`),
    /// or the name is a symbol's that the project's catalogs do not have (symbol names written
    /// without a catalog, as `UIImage(systemName:)` takes them in code).
    static func isSymbol(_ image: IB.ImageReference, theme: Theme) -> Bool {
        if image.isSystemSymbol { return true }
        guard theme.images?.project.imageSet(named: image.name) == nil, image.resource?.archivedPNG == nil else { return false }
        return theme.images?.project.symbols[image.name] != nil || namesSFSymbol(image.name)
    }

    /// Whether an image name no catalog has is an SF Symbol's, drawn from the stand-in icon font.
    /// A file's name (`qrcode.png`) names a file in the bundle, found or not: symbol names carry
    /// dots (`square.and.arrow.up`) but never an image file's extension.
    nonisolated static func namesSFSymbol(_ name: String) -> Bool {
        let lower = name.lowercased()
        if [".png", ".jpg", ".jpeg", ".pdf", ".gif", ".heic", ".svg"].contains(where: lower.hasSuffix) { return false }
        return SymbolTable.icon(for: name) != nil
    }

    /// The symbol `name` centred in `frame`, the project's own symbol set's glyph where its
    /// catalogs have one, else the SF Symbol's stand-in: set at `pointSize` and `scale` when given (a
    /// symbol beside text or in a bar is sized like a glyph of its font), else fitted to the frame
    /// as an image view with an aspect-fit content mode scales it (the symbol's drawn area, 20/24
    /// of the icon's em square, fills the frame's shorter side).
    static func symbol(
        _ name: String, in frame: Rect, pointSize: Double?, scale: SymbolContent.Scale = .medium, weight: FontWeight = .regular,
        tint: Color, theme: Theme
    ) -> View {
        let em = pointSize.map { SymbolContent.em(pointSize: $0, scale: scale) } ?? min(frame.width, frame.height) * 24 / 20
        // The holder keeps the frame the caller laid out (popover anchors and tests find it);
        // the glyph's em square may overhang it, as a symbol's padding does in UIKit.
        let holder = View(frame: frame)
        holder.identifier = "image:" + name
        let center = Point(x: frame.width / 2, y: frame.height / 2)
        // The set's glyph fills the live area a stand-in glyph would (20/24 of its em).
        if let own = theme.images?.symbolBitmap(named: name, side: em * 20 / 24, tint: tint) {
            let side = em * 20 / 24
            let v = View(frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
            v.identifier = "symbol:" + name
            v.content = .image(ImageContent(bitmap: own, contentMode: .scaleToFill, scale: Double(own.width) / side))
            holder.addSubview(v)
            return holder
        }
        let glyph = theme.symbols.view(name, em: em, center: center, tint: tint, weight: weight)
        if theme.isRightToLeft && Self.isDirectional(name) { glyph.transform = AffineTransform(scaleX: -1, y: 1) }
        holder.addSubview(glyph)
        return holder
    }

    /// Whether the SF Symbol `name` points along the reading direction, so that UIKit draws its
    /// mirror image in a right-to-left layout: the chevrons and arrows that say backward or
    /// forward (`chevron.backward` points right in Arabic). Media controls (`backward.fill`) and
    /// symbols that say left or right keep their direction, as they do in UIKit.
    static func isDirectional(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let family = parts.first, ["chevron", "arrow", "arrowshape", "arrowtriangle"].contains(family) else { return false }
        return parts.contains("backward") || parts.contains("forward")
    }
}

extension Theme {
    /// Notes that the image `name` was drawn as a labelled placeholder, and why: the project's
    /// resources were not given, its set has no file that could be drawn, or nothing has it.
    @MainActor
    func noteMissingImage(_ name: String, marker: String) {
        let why = if images == nil {
            "labelled placeholder: no project resources to look in (render the app's folder, or give its resource folders)"
        } else if images?.project.imageSet(named: name) != nil {
            "labelled placeholder: its image set has no file that can be drawn here (the render's warning says why)"
        } else {
            "labelled placeholder: in none of the project's asset catalogs or bundle images"
        }
        if name.isEmpty {
            notes.note(.missingImage, "(no image name)", "labelled placeholder: the storyboard names no image (the app sets it in code)", marker: marker)
        } else {
            notes.note(.missingImage, name, why, marker: marker)
        }
    }
}
