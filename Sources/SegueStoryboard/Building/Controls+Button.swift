import SegueKit

extension Controls {
    /// `UIButton`: system buttons draw a tinted title; configuration styles (Xcode 13+) `filled`,
    /// `tinted` and `gray` a rounded fill behind it; Xcode 4's rounded-rect buttons the white,
    /// outlined iOS 6 look; info, add and close buttons their glyph.
    static func button(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        guard let b = node.button else { return }
        let bounds = v.bounds
        let tint = node.isEnabled ? node.tintColor ?? theme.tint : theme.disabledControl
        if let glyph = glyph(of: b.buttonType, in: bounds, tint: tint) {
            v.addSubview(glyph)
            return
        }
        let look = Look(b, node: node, tint: tint, theme: theme, height: bounds.height)
        if let fill = look.fill, node.backgroundColor == nil { v.backgroundColor = fill }
        if let border = look.border {
            v.borderWidth = 1
            v.borderColor = border
        }
        if look.radius > 0 { v.cornerRadius = look.radius }
        if let background = b.backgroundImage {
            v.addSubview(Draw.image(background, Rect(bounds.size), theme: theme, tint: nil,
                                    contentMode: .scaleToFill, labelled: (b.title ?? "").isEmpty))
        }
        addContent(of: b, node: node, look: look, to: v, theme: theme)
    }

    /// The glyph that is the whole of an info, contact-add or close button; nil for other types.
    private static func glyph(of type: IB.ButtonType, in bounds: Rect, tint: Color) -> View? {
        switch type {
        case .infoLight, .infoDark, .detailDisclosure:
            return Draw.infoCircle(centered(22, in: bounds), color: tint)
        case .contactAdd:
            let glyph = View(frame: centered(22, in: bounds))
            glyph.content = .shape(ShapeContent(elements: [.ellipse(Rect(x: 0.05, y: 0.05, width: 0.9, height: 0.9))], stroke: tint, lineWidth: 1.5))
            glyph.addSubview(Draw.label("+", Rect(glyph.bounds.size), size: 18, color: tint, alignment: .center))
            return glyph
        case .close:
            let glyph = Draw.box(centered(30, in: bounds), Color(hex: 0x767680, alpha: 0.12), radius: 15)
            glyph.addSubview(Draw.label("×", Rect(glyph.bounds.size), size: 20, weight: .bold, color: Color(hex: 0x8E8E93), alignment: .center))
            return glyph
        default:
            return nil
        }
    }

    /// The image and title, placed by the content alignment (the image leading, 6 pt before the
    /// title or a configuration's `imagePadding`, so on the right of it right to left; after it
    /// with `imagePlacement` trailing, above or below it with top or bottom), each moved by its
    /// edge insets, and a configuration's subtitle under the title.
    private static func addContent(of b: IB.ButtonContent, node: IB.ViewNode, look: Look, to v: View, theme: Theme) {
        let bounds = v.bounds
        let title = b.title ?? ""
        let inset = b.configuration != nil ? 12.0 : 0
        let edges = b.contentEdgeInsets
        let content = Rect(x: inset + edges.left, y: edges.top, width: max(0, bounds.width - 2 * inset - edges.left - edges.right),
                           height: max(0, bounds.height - edges.top - edges.bottom))
        let rightToLeft = theme.isRightToLeft(node)
        let alignment = horizontalAlignment(node, rightToLeft: rightToLeft)
        var titleFrame = content
        var titleAlignment = alignment
        if let image = b.image {
            let placement = b.configuration?.imagePlacement ?? .leading
            let stacked = placement == .top || placement == .bottom
            let lineHeight = (look.fontSize * 1.2).rounded(.up)
            // NB: spelled without Optional.map on the computed `size`: Swift 6.3's optimizer crashes
            // on that form here ("Found outside of lifetime use") in release builds.
            var natural = 22.0
            if let resource = image.resource { natural = max(resource.size.width, resource.size.height) }
            let gap = b.configuration?.imagePadding ?? 6
            let room = stacked && !title.isEmpty ? content.height - gap - lineHeight : content.height
            // An image of a declared size shows at it, as UIButton's does, within the content; a
            // symbol (whose declared size is its drawing's, not its point size) or an image of no
            // known size at a glyph's size.
            let glyphSized = image.resource == nil || image.isSystemSymbol
            let side = max(0, min(natural, room, content.width, glyphSized ? 28 : .infinity))
            let titleWidth = title.isEmpty ? 0 : min(content.width - (stacked ? 0 : side + gap), TextMetrics.width(title, size: look.fontSize))
            let group = stacked ? max(side, titleWidth) : side + (title.isEmpty ? 0 : gap + titleWidth)
            let x: Double
            switch alignment {
            case .left, .justified, .natural: x = content.minX
            case .right: x = content.maxX - group
            case .center: x = content.midX - group / 2
            }
            let imageFrame: Rect
            if stacked {
                let tall = side + (title.isEmpty ? 0 : gap + lineHeight)
                let top = content.midY - tall / 2
                let imageY = placement == .top || title.isEmpty ? top : top + lineHeight + gap
                imageFrame = Rect(x: x + group / 2 - side / 2, y: imageY, width: side, height: side)
                let titleY = placement == .top ? top + side + gap : top
                titleFrame = Rect(x: content.minX, y: titleY, width: content.width, height: lineHeight)
                titleAlignment = alignment == .center ? .center : (rightToLeft ? .right : alignment)
            } else {
                // The image at the group's far end: trailing left to right, leading right to left.
                let imageAtEnd = rightToLeft != (placement == .trailing)
                let imageX = imageAtEnd ? x + group - side : x
                imageFrame = Rect(x: imageX, y: content.midY - side / 2, width: side, height: side)
                if imageAtEnd {
                    titleFrame = Rect(x: content.minX, y: content.minY, width: max(0, imageX - gap - content.minX), height: content.height)
                    titleAlignment = .right
                } else {
                    titleFrame = Rect(x: x + side + gap, y: content.minY, width: max(0, content.maxX - x - side - gap), height: content.height)
                    titleAlignment = .left
                }
            }
            // A template image (an SF Symbol, any image of a system button) takes a
            // configuration's foreground colour, else the button's tint colour: never the title's
            // colour, which a custom button's white default would hide on white.
            let template = image.isSystemSymbol || b.buttonType == .system
            let imageTint = b.configuration != nil ? look.titleColor : look.tint
            v.addSubview(Draw.image(image, moved(imageFrame, by: b.imageEdgeInsets, alignment: alignment),
                                    theme: theme, tint: template ? imageTint : nil, templateByDefault: b.buttonType == .system,
                                    symbolPointSize: b.symbolPointSize ?? look.fontSize,
                                    symbolWeight: b.symbolWeight.flatMap(FontWeight.init(rawValue:)) ?? look.weight))
        }
        guard !title.isEmpty else { return }
        titleFrame = moved(titleFrame, by: b.titleEdgeInsets, alignment: alignment)
        if let subtitle = b.configuration?.subtitle, !subtitle.isEmpty {
            let half = content.midY
            v.addSubview(Draw.label(title, Rect(x: titleFrame.minX, y: half - look.fontSize * 1.2, width: titleFrame.width, height: look.fontSize * 1.2),
                                    size: look.fontSize, weight: look.weight, color: look.titleColor, alignment: titleAlignment))
            v.addSubview(Draw.label(subtitle, Rect(x: titleFrame.minX, y: half, width: titleFrame.width, height: 16),
                                    size: 12, color: look.titleColor.withAlpha(0.8), alignment: titleAlignment))
            return
        }
        // Line Break "Word Wrap" or "Character Wrap" wraps a button's title onto as many lines as
        // its height holds; any other mode keeps it on one.
        let wraps = node.lineBreakMode == .wordWrap || node.lineBreakMode == .characterWrap
        let label = Draw.label(title, titleFrame, size: look.fontSize, weight: look.weight, color: look.titleColor, alignment: titleAlignment,
                               lines: wraps ? 0 : 1,
                               translation: TranslationFit.buttonTitle(node, title: title, titleFrame: titleFrame, bounds: bounds))
            .styled(font: b.configuration?.titleFont ?? node.font, lineBreakMode: node.lineBreakMode)
        if rightToLeft { RightToLeft.flipText(label, natural: false) }
        label.identifier = "buttonTitle"
        v.addSubview(label)
    }

    /// A part's frame moved by its edge insets as UIKit's buttons move it: the insets shrink the
    /// space the part is aligned in, so an aligned edge moves by its own inset and a centred part
    /// by half the difference.
    static func moved(_ frame: Rect, by insets: EdgeInsets, alignment: TextAlignment) -> Rect {
        guard insets != .zero else { return frame }
        let dx: Double
        switch alignment {
        case .left, .justified, .natural: dx = insets.left
        case .right: dx = -insets.right
        case .center: dx = (insets.left - insets.right) / 2
        }
        return Rect(x: frame.minX + dx, y: frame.minY + (insets.top - insets.bottom) / 2, width: frame.width, height: frame.height)
    }

    /// What a button's type and configuration style draw.
    struct Look {
        var titleColor: Color
        /// The button's tint colour (dimmed when disabled), a template image's colour.
        var tint: Color
        var fill: Color?
        var border: Color?
        var radius = 0.0
        var fontSize: Double
        var weight: FontWeight

        init(_ b: IB.ButtonContent, node: IB.ViewNode, tint: Color, theme: Theme, height: Double) {
            self.tint = tint
            let font = b.configuration?.titleFont ?? node.font
            fontSize = font?.pointSize ?? (b.configuration != nil ? 17 : 15)
            weight = font?.segueWeight ?? .regular
            let stated = b.states[.normal]?.titleColor
            if let conf = b.configuration {
                let base = conf.baseBackgroundColor ?? tint
                switch conf.style ?? .plain {
                case .filled, .borderedProminent:
                    fill = base
                    titleColor = conf.baseForegroundColor ?? .white
                case .tinted, .borderedTinted:
                    fill = base.withAlpha(0.15 * base.alpha)
                    titleColor = conf.baseForegroundColor ?? tint
                case .gray, .bordered:
                    fill = conf.baseBackgroundColor ?? Color(hex: 0x787880, alpha: 0.16)
                    titleColor = conf.baseForegroundColor ?? tint
                default:
                    fill = conf.baseBackgroundColor
                    titleColor = conf.baseForegroundColor ?? stated ?? tint
                }
                switch conf.cornerStyle {
                case .capsule?: radius = height / 2
                case .small?: radius = 4
                case .large?: radius = 12
                case .fixed?, .medium?: radius = 8
                default: radius = fill == nil ? 0 : 6
                }
                // Disabled, a configuration's colours turn grey: a tertiary fill under tertiary-label text.
                if !node.isEnabled {
                    if fill != nil, conf.baseBackgroundColor == nil { fill = Color(hex: 0x767680, alpha: theme.isDark ? 0.24 : 0.12) }
                    titleColor = theme.disabledControl
                }
                return
            }
            switch b.buttonType {
            case .system, .roundedRect:
                titleColor = stated ?? tint
            default:
                // Custom buttons: white titles unless the file says otherwise.
                titleColor = stated ?? .white
            }
            // Disabled: the title colour the file gives the disabled state, else (system buttons)
            // the dimmed grey UIKit draws; a custom button keeps its colours.
            if !node.isEnabled {
                let system = b.buttonType == .system || b.buttonType == .roundedRect
                titleColor = b.states[.disabled]?.titleColor ?? (system ? theme.disabledControl : titleColor)
            }
        }
    }

    /// Where a control's content sits: `leading` and `trailing` trade sides right to left;
    /// `left` and `right` are where they say.
    static func horizontalAlignment(_ node: IB.ViewNode, rightToLeft: Bool = false) -> TextAlignment {
        switch node.contentHorizontalAlignment {
        case .left?: .left
        case .right?: .right
        case .leading?: rightToLeft ? .right : .left
        case .trailing?: rightToLeft ? .left : .right
        default: .center
        }
    }

    static func centered(_ side: Double, in b: Rect) -> Rect {
        Rect(x: b.midX - side / 2, y: b.midY - side / 2, width: side, height: side)
    }
}
