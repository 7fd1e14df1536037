import SegueKit

@MainActor
enum Draw {
    static func label(
        _ text: String, _ frame: Rect, size: Double = 17, weight: FontWeight = .regular, color: Color = .label,
        alignment: TextAlignment = .left, lines: Int = 1, translation: TranslationFit? = nil, floor: Double = 0.7
    ) -> View {
        let v = View(frame: frame)
        v.content = .text(Draw.text(text, frame: frame, size: size, weight: weight, color: color, alignment: alignment, lines: lines,
                                    translation: translation, floor: floor))
        return v
    }

    /// A label's text, its size reduced where the system font would not fit the frame (`TextMetrics`),
    /// down to `floor` of it; a translation's as `translation` allows.
    static func text(
        _ text: String, frame: Rect, size: Double, weight: FontWeight, color: Color, alignment: TextAlignment,
        lines: Int, translation: TranslationFit? = nil, floor: Double = 0.7
    ) -> TextContent {
        let bold = weight == .semibold || weight == .bold
        let fitted = translation?.fontSize(text, size: size, bold: bold, in: frame.size, lines: lines)
            ?? TextMetrics.fittingSize(text, size: size, bold: bold, in: frame.size, lines: lines, floor: floor)
        // UILabel shows no more of a line limit than its frame holds, and truncates the last line
        // it shows ("the label truncates any text that doesn't fit within the maximum number of
        // lines and inside the bounding rectangle"). A label of any number of lines keeps its own.
        let held = max(1, Int((frame.height + 1) / (fitted * TextMetrics.lineHeightEm) + 1e-6))
        return TextContent(text, fontSize: fitted, weight: weight, color: color, alignment: alignment,
                           numberOfLines: lines > 1 ? min(lines, held) : lines)
    }

    static func box(_ frame: Rect, _ color: Color, radius: Double = 0) -> View {
        let v = View(frame: frame)
        v.backgroundColor = color
        v.cornerRadius = radius
        return v
    }

    static func chevron(_ frame: Rect, color: Color, lineWidth: Double = 2.5) -> View {
        let v = View(frame: frame)
        v.content = .shape(ShapeContent(
            elements: [.move(Point(x: 0.15, y: 0.05)), .line(Point(x: 0.85, y: 0.5)), .line(Point(x: 0.15, y: 0.95))],
            stroke: color, lineWidth: lineWidth))
        return v
    }

    static func checkmark(_ frame: Rect, color: Color) -> View {
        let v = View(frame: frame)
        v.content = .shape(ShapeContent(
            elements: [.move(Point(x: 0.05, y: 0.55)), .line(Point(x: 0.38, y: 0.9)), .line(Point(x: 0.95, y: 0.08))],
            stroke: color, lineWidth: 2.5))
        return v
    }

    /// The ⓘ of info and detail buttons: a circle with an i.
    static func infoCircle(_ frame: Rect, color: Color) -> View {
        let v = View(frame: frame)
        v.content = .shape(ShapeContent(elements: [.ellipse(Rect(x: 0.05, y: 0.05, width: 0.9, height: 0.9))], stroke: color, lineWidth: 1.5))
        v.addSubview(label("i", Rect(frame.size), size: frame.height * 0.62, weight: .bold, color: color, alignment: .center))
        return v
    }

    /// A drop shadow like UIKit's knobs and thumbs have.
    static func knobShadow(_ v: View) {
        v.shadowColor = .black
        v.shadowOpacity = 0.2
        v.shadowRadius = 2
        v.shadowOffset = Size(width: 0, height: 2)
    }

    /// A named image that is not in the storyboard: a grey box with the image's name (light grey,
    /// or dark grey in the dark appearance of `theme`).
    /// Noted as an image not found (`Theme.notes`).
    static func imagePlaceholder(_ name: String, _ frame: Rect, tint: Color? = nil, labelled: Bool = true, theme: Theme? = nil) -> View {
        let v = View(frame: frame)
        v.identifier = "image:" + name
        theme?.noteMissingImage(name, marker: v.identifier!)
        v.backgroundColor = tint.map { $0.withAlpha(0.18) } ?? theme?.placeholderFill ?? Color(hex: 0xE5E5EA)
        v.borderWidth = 0.5
        v.borderColor = tint ?? theme?.placeholderBorder ?? Color(hex: 0xC7C7CC)
        v.cornerRadius = min(4, min(frame.width, frame.height) / 4)
        v.clipsToBounds = true
        if labelled, frame.height >= 12, frame.width >= 24 {
            let size = min(12, max(7, frame.height / 3))
            v.addSubview(CaptionPlacement.caption(name, in: Rect(x: 2, y: 0, width: frame.width - 4, height: frame.height), size: size,
                                                  minimum: 7, color: theme?.placeholderCaption ?? Color(hex: 0x8E8E93),
                                                  twoLines: frame.height >= 3 * size))
        }
        return v
    }
}
