import SegueKit

extension Draw {
    /// A named image in `frame`: the asset catalog's image when the project has it (a template
    /// image, or any image where `templateByDefault`, in `tint`), else the labelled placeholder.
    /// SF Symbols are always placeholders.
    static func image(
        _ image: IB.ImageReference, _ frame: Rect, theme: Theme, tint: Color?, templateByDefault: Bool = false,
        contentMode: ContentMode = .scaleAspectFit, labelled: Bool = true
    ) -> View {
        if !image.isSystemSymbol,
           let content = theme.images?.content(named: image.name, size: frame.size, contentMode: contentMode, tint: tint ?? theme.tint,
                                                templateByDefault: templateByDefault) {
            let v = View(frame: frame)
            v.identifier = "image:" + image.name
            v.content = .image(content)
            return v
        }
        return imagePlaceholder(image.name, frame, tint: tint, labelled: labelled, theme: theme)
    }
}
