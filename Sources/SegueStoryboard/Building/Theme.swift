import SegueKit

/// The look of the iOS release a storyboard was made for: Xcode 4 files (toolsVersion < 3000) were
/// drawn by iOS 5–6, Xcode 5–10 files by iOS 7–12, Xcode 11 and later by iOS 13 and later.
struct Theme {
    enum Era: Comparable { case iOS6, iOS7, iOS13 }

    var era: Era
    /// The document's tint (`<color key="tintColor">` under the root), else system blue.
    var tint: Color
    var device: Device

    init(document: StoryboardDocument, device: Device) {
        let major = document.toolsMajorVersion ?? 20000
        era = major < 3000 ? .iOS6 : (major < 15000 ? .iOS7 : .iOS13)
        tint = document.tintColor ?? .systemBlue
        self.device = device
    }

    var groupedBackground: Color { era == .iOS13 ? Color(hex: 0xF2F2F7) : Color(hex: 0xEFEFF4) }
    var separator: Color { era == .iOS13 ? .separator : Color(hex: 0xC8C7CC) }
    /// The leading inset of cell content and separators.
    var cellInset: Double { era == .iOS13 ? (device.size.width >= 414 ? 20 : 16) : 15 }
    var secondaryText: Color { era == .iOS13 ? Color(hex: 0x3C3C43, alpha: 0.6) : Color(hex: 0x6D6D72) }
    var placeholderText: Color { era == .iOS13 ? Color(hex: 0x3C3C43, alpha: 0.3) : Color(white: 0.7) }
    var chevron: Color { era == .iOS13 ? Color(hex: 0xC4C4C7) : Color(hex: 0xC7C7CC) }
    var switchOn: Color { era == .iOS13 ? .systemGreen : Color(hex: 0x4CD964) }
    var fill: Color { era == .iOS13 ? Color(hex: 0xE9E9EB) : Color(hex: 0xEEEEEF) }
}

/// Approximate text metrics for layout decisions made before drawing (bar items, text views):
/// DejaVu Sans, which the rasterizer draws with, averages about 0.6 em per character.
enum TextMetrics {
    static func width(_ s: String, size: Double, bold: Bool = false) -> Double {
        Double(s.count) * size * (bold ? 0.66 : 0.6)
    }

    static func lineHeight(_ size: Double) -> Double { (size * 1.17).rounded(.up) }

    /// How many lines `s` takes at `width`, breaking at spaces and newlines.
    static func lineCount(_ s: String, size: Double, width: Double) -> Int {
        let perLine = max(1, Int(width / (size * 0.6)))
        return s.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { n, paragraph in
            var lines = 1, current = 0
            for word in paragraph.split(separator: " ") {
                let w = word.count + (current == 0 ? 0 : 1)
                if current + w > perLine, current > 0 {
                    lines += 1
                    current = word.count
                } else {
                    current += w
                }
            }
            return n + lines
        }
    }
}

extension Font {
    /// The nearest of the rasterizer's weights.
    var segueWeight: SegueKit.FontWeight {
        switch weight {
        case .ultraLight, .thin, .light, .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold, .heavy, .black: .bold
        }
    }
}

extension TextAlignment {
    var segueAlignment: SegueKit.TextAlignment {
        switch self {
        case .center: .center
        case .right: .right
        case .left, .justified, .natural: .left
        }
    }
}

extension Color {
    /// Relative luminance (sRGB components taken as they are), for light-or-dark decisions.
    var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}

@MainActor
enum Draw {
    static func label(
        _ text: String, _ frame: Rect, size: Double = 17, weight: SegueKit.FontWeight = .regular, color: Color = .label,
        alignment: SegueKit.TextAlignment = .left, lines: Int = 1
    ) -> View {
        let v = View(frame: frame)
        v.content = .text(TextContent(text, fontSize: size, weight: weight, color: color, alignment: alignment, numberOfLines: lines))
        return v
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

    /// A named image that is not in the storyboard: a light grey box with the image's name.
    static func imagePlaceholder(_ name: String, _ frame: Rect, tint: Color? = nil) -> View {
        let v = View(frame: frame)
        v.identifier = "image:" + name
        v.backgroundColor = tint.map { $0.withAlpha(0.18) } ?? Color(hex: 0xE5E5EA)
        v.borderWidth = 0.5
        v.borderColor = tint ?? Color(hex: 0xC7C7CC)
        v.cornerRadius = min(4, min(frame.width, frame.height) / 4)
        v.clipsToBounds = true
        if frame.height >= 12, frame.width >= 24 {
            let size = min(12, max(7, frame.height / 3))
            v.addSubview(label(name, Rect(x: 2, y: 0, width: frame.width - 4, height: frame.height), size: size,
                               color: Color(hex: 0x8E8E93), alignment: .center, lines: frame.height >= 3 * size ? 2 : 1))
        }
        return v
    }
}
