import Foundation
import SegueKit

/// Image views, picker views and maps: controls whose content the storyboard does not hold, drawn
/// from the project's images or as a likeness.
extension Controls {
    /// `UIImageView`: the project's image when its catalogs have it, an SF Symbol drawn from the
    /// stand-in icon font, else a labelled placeholder where the image would be (its
    /// `<resources>` size placed by the content mode).
    static func imageView(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        guard let image = node.image else { return }
        let b = v.bounds
        var frame = b
        let mode = (node.contentMode ?? .scaleToFill).segueContentMode
        // A placeholder never spills out of the view: aspect fill draws it over the bounds.
        if let size = image.size, size.width > 0, size.height > 0, mode != .scaleAspectFill {
            frame = mode.rect(for: size, in: b)
        }
        if !image.isSystemSymbol,
           let content = theme.images?.content(named: image.name, size: b.size, contentMode: mode,
                                                tint: node.tintColor ?? theme.tint) {
            v.content = .image(content)
            return
        }
        if Draw.isSymbol(image, theme: theme) {
            // A symbol scales with the view as an image does, except in the modes that keep an
            // image's own size: there it is set at its configuration's point size (body, 17 pt).
            let fits = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw].contains(node.contentMode ?? .scaleToFill)
            v.addSubview(Draw.symbol(image.name, in: b, pointSize: fits ? nil : 17, tint: node.tintColor ?? theme.tint, theme: theme))
            return
        }
        v.addSubview(Draw.imagePlaceholder(image.name, frame, tint: nil, theme: theme))
    }

    static func picker(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        v.clipsToBounds = true
        let row = 32.0
        v.addSubview(Draw.box(Rect(x: 8, y: b.midY - row / 2, width: b.width - 16, height: row), Color(hex: 0x767680, alpha: 0.12), radius: 8))
        // The rows come from the app's data source, in code: dashes in the label colour stand in.
        for k in -2...2 {
            let y = b.midY - row / 2 + Double(k) * row
            let alpha = k == 0 ? 1.0 : 0.35
            v.addSubview(Draw.label("—", Rect(x: 16, y: y, width: b.width - 32, height: row), size: k == 0 ? 20 : 17,
                                    color: theme.label.withAlpha(theme.label.alpha * alpha), alignment: .center))
        }
    }
}
