import SegueKit

/// The look of the iOS release a storyboard was made for: Xcode 4 files (toolsVersion < 3000) were
/// drawn by iOS 5–6, Xcode 5–10 files by iOS 7–12, Xcode 11 and later by iOS 13 and later.
struct Theme {
    enum Era: Comparable { case iOS6, iOS7, iOS13 }

    var era: Era
    /// The document's tint (`<color key="tintColor">` under the root), else system blue.
    var tint: Color
    var device: Device

    /// The interface style drawn; dark only changes the colours below (and the status bar).
    var appearance: Appearance
    /// High contrast changes the system colours (`StoryboardColors.systemHighContrast`).
    var contrast: Contrast
    /// The project's images, when resources were given.
    var images: ResourceImages?
    /// SF Symbols, drawn from the stand-in icon font at the render's scale.
    var symbols: SymbolImages

    init(document: IB.Document, device: Device, appearance: Appearance = .light, contrast: Contrast = .normal, images: ResourceImages? = nil,
         symbolScale: Double = 1) {
        let major = document.toolsMajorVersion ?? 20000
        era = major < 3000 ? .iOS6 : (major < 15000 ? .iOS7 : .iOS13)
        self.appearance = appearance
        self.contrast = contrast
        tint = document.tintColor ?? StoryboardColors.dynamic("systemBlueColor", appearance, contrast) ?? .systemBlue
        self.device = device
        self.images = images
        symbols = SymbolImages(scale: symbolScale)
    }

    var isDark: Bool { appearance == .dark }

    /// A UIKit system colour by name (`StoryboardColors`), in this appearance.
    func system(_ name: String) -> Color { StoryboardColors.system(name, appearance, contrast) ?? StoryboardColors.fallback }

    /// What a controller's root view, plain tables and cells are filled with by default.
    var background: Color { isDark ? system("systemBackgroundColor") : .white }
    /// Text drawn in the default colour (`labelColor`).
    var label: Color { isDark ? system("labelColor") : .label }
    var groupedBackground: Color {
        isDark ? system("systemGroupedBackgroundColor") : (era == .iOS13 ? Color(hex: 0xF2F2F7) : Color(hex: 0xEFEFF4))
    }
    /// A grouped table's cells.
    var groupedCellBackground: Color { isDark ? system("secondarySystemGroupedBackgroundColor") : .white }
    var separator: Color { isDark ? system("separatorColor") : (era == .iOS13 ? .separator : Color(hex: 0xC8C7CC)) }
    /// The leading inset of cell content and separators.
    var cellInset: Double { era == .iOS13 ? (device.size.width >= 414 ? 20 : 16) : 15 }
    var secondaryText: Color {
        isDark ? system("secondaryLabelColor") : (era == .iOS13 ? Color(hex: 0x3C3C43, alpha: 0.6) : Color(hex: 0x6D6D72))
    }
    var placeholderText: Color {
        isDark ? system("placeholderTextColor") : (era == .iOS13 ? Color(hex: 0x3C3C43, alpha: 0.3) : Color(white: 0.7))
    }
    var chevron: Color { isDark ? Color(hex: 0x5A5A5E) : (era == .iOS13 ? Color(hex: 0xC4C4C7) : Color(hex: 0xC7C7CC)) }
    var switchOn: Color { isDark ? system("systemGreenColor") : (era == .iOS13 ? .systemGreen : Color(hex: 0x4CD964)) }
    var fill: Color { isDark ? Color(hex: 0x39393D) : (era == .iOS13 ? Color(hex: 0xE9E9EB) : Color(hex: 0xEEEEEF)) }
    /// Navigation bars, toolbars and tab bars (translucent chrome).
    var barBackground: Color { isDark ? Color(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: 0.94) : .barBackground }
    var barHairline: Color { isDark ? Color(white: 1, alpha: 0.15) : Color(white: 0, alpha: 0.3) }
    /// A plain table's section headers.
    var sectionHeaderBackground: Color { isDark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF7F7F7) }

    // Text input in the dark appearance. UIKit's dynamic colours (UIColor documentation, "UI
    // element colors"; the values in StoryboardColors): a rounded-rect `UITextField` is filled with
    // tertiarySystemBackground (white; dark #2C2C2E) inside an opaqueSeparator-grey border (dark
    // #38383A), its text labelColor and its placeholder placeholderTextColor; a `UISearchBar`'s
    // field is tertiarySystemFill (#767680 at 12 %; dark at 24 %) with secondaryLabel glyph and
    // placeholder. The light values are the ones drawn before dark mode existed, unchanged.

    /// A rounded-rect text field's fill.
    var textFieldBackground: Color { isDark ? system("tertiarySystemBackgroundColor") : .white }
    /// A rounded-rect text field's border.
    var textFieldBorder: Color { isDark ? system("opaqueSeparatorColor") : Color(white: era == .iOS13 ? 0.75 : 0.8) }
    /// A search bar's field.
    var searchFieldFill: Color { isDark ? system("tertiarySystemFillColor") : (era == .iOS13 ? Color(hex: 0x767680, alpha: 0.12) : .white) }
    /// A search bar's magnifying glass and placeholder.
    var searchFieldGlyph: Color { isDark ? system("secondaryLabelColor") : Color(hex: 0x8E8E93) }

    // A labelled image placeholder: systemGray5 fill, systemGray4-ish border and a systemGray
    // caption (light #E5E5EA, #C7C7CC, #8E8E93; dark systemGray5 #2C2C2E, systemGray4 #3A3A3C,
    // systemGray #8E8E93).

    var placeholderFill: Color { isDark ? system("systemGray5Color") : Color(hex: 0xE5E5EA) }
    var placeholderBorder: Color { isDark ? system("systemGray4Color") : Color(hex: 0xC7C7CC) }
    var placeholderCaption: Color { isDark ? system("systemGrayColor") : Color(hex: 0x8E8E93) }
}

/// Text metrics for layout decisions made before drawing (fitting labels, bar items, text views):
/// the advance widths of DejaVu Sans and DejaVu Sans Bold, which the rasterizer draws with, for
/// printable ASCII (units of 1/2048 em, from the fonts' `hmtx` tables); other characters count as
/// 0.6 em. Cairo's toy text API applies no kerning, so a string's width is the sum of its advances.
enum TextMetrics {
    static let regular: [UInt16] = [
        651,821,942,1716,1303,1946,1597,563,799,799,1024,1716,651,739,651,690,1303,1303,1303,1303,1303,1303,1303,1303,1303,1303,690,690,1716,1716,1716,1087,2048,1401,1405,1430,1577,1294,1178,1587,1540,604,604,1343,1141,1767,1532,1612,1235,1612,1423,1300,1251,1499,1401,2025,1403,1251,1403,799,690,799,1716,1024,1024,1255,1300,1126,1300,1260,721,1300,1298,569,569,1186,569,1995,1298,1253,1300,1300,842,1067,803,1298,1212,1675,1212,1212,1075,1303,690,1303,1716,
    ]
    static let bold: [UInt16] = [
        713,934,1067,1716,1425,2052,1786,627,936,936,1071,1716,778,850,778,748,1425,1425,1425,1425,1425,1425,1425,1425,1425,1425,819,819,1716,1716,1716,1188,2048,1585,1561,1503,1700,1399,1399,1681,1714,762,762,1587,1305,2038,1714,1741,1501,1741,1577,1475,1397,1663,1585,2259,1579,1483,1485,936,748,936,1716,1024,1024,1382,1466,1214,1466,1389,891,1466,1458,702,702,1362,702,2134,1458,1407,1466,1466,1010,1219,979,1458,1335,1892,1321,1335,1192,1458,748,1458,1716,
    ]

    static func width(_ s: String, size: Double, bold isBold: Bool = false) -> Double {
        Double(units(s, bold: isBold)) * size / 2048
    }

    /// The advance width of `s` in 1/2048 em.
    ///
    /// NB: the fallback fonts' characters are wider than DejaVu's average 0.6 em: Chinese,
    /// Japanese and Korean (Noto Sans CJK) take a full em, emoji (Noto Color Emoji) 1.245 em.
    static func units(_ s: some StringProtocol, bold isBold: Bool) -> Int {
        let table = isBold ? bold : regular
        var units = 0
        for u in s.unicodeScalars {
            let v = Int(u.value)
            switch v {
            case 32..<127: units += Int(table[v - 32])
            case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFF: units += 2048
            case 0x1F300...0x1FAFF: units += 2550
            default: units += 1229
            }
        }
        return units
    }

    static func width(_ s: String, size: Double, weight: FontWeight) -> Double {
        width(s, size: size, bold: weight == .semibold || weight == .bold)
    }

    static func lineHeight(_ size: Double) -> Double { (size * 1.17).rounded(.up) }

    /// How many lines `s` takes at `width`, breaking at spaces and newlines as the rasterizer does.
    ///
    /// NB: the width of the line being filled is kept as a running sum of advances (exact, in
    /// integer units) rather than measured again for every word, which made long paragraphs
    /// quadratic; `width(current + " " + word)` is the same number.
    static func lineCount(_ s: String, size: Double, width: Double, bold: Bool = false) -> Int {
        let space = units(" ", bold: bold)
        return s.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { n, paragraph in
            var lines = 1
            var current: Int?
            for word in paragraph.split(separator: " ") {
                let w = units(word, bold: bold)
                let candidate = current.map { $0 + space + w } ?? w
                if current == nil || Double(candidate) * size / 2048 <= width {
                    current = candidate
                } else {
                    lines += 1
                    current = w
                }
            }
            return n + lines
        }
    }

    /// The font size at which text fits its frame: DejaVu Sans is wider than the San Francisco
    /// font Interface Builder sized the frames for, so text that would not fit is drawn smaller
    /// (down to 70 %) rather than truncated.
    static func fittingSize(_ s: String, size: Double, bold: Bool, in frame: Size, lines: Int) -> Double {
        guard !s.isEmpty, frame.width > 0 else { return size }
        var scale = 1.0
        while scale > 0.7 {
            let sz = size * scale
            if lines == 1 {
                if width(s, size: sz, bold: bold) <= frame.width { return sz }
            } else {
                let n = lineCount(s, size: sz, width: frame.width, bold: bold)
                if (lines == 0 || n <= lines) && Double(n) * sz * 1.17 <= max(frame.height, sz * 1.17) + 1 { return sz }
            }
            scale -= 0.05
        }
        return size * 0.7
    }
}

extension IB.Font {
    /// The nearest of the rasterizer's weights. (Qualified: inside `IB`, `FontWeight` is IB's own.)
    var segueWeight: SegueKit.FontWeight {
        switch weight {
        case .ultraLight, .thin, .light, .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold, .heavy, .black: .bold
        }
    }
}

extension IB.TextAlignment {
    /// SegueKit's alignment (the same five).
    var segueAlignment: SegueKit.TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension IB.LineBreakMode {
    var segueMode: SegueKit.LineBreakMode {
        switch self {
        case .wordWrap: .wordWrap
        case .characterWrap: .charWrap
        case .clip: .clip
        case .headTruncation: .truncateHead
        case .tailTruncation: .truncateTail
        case .middleTruncation: .truncateMiddle
        }
    }
}

extension View {
    /// Gives the view's text (a label made by `Draw`) the storyboard's font name, italic and line
    /// break mode; returns the view.
    @MainActor @discardableResult
    func styled(font: IB.Font?, lineBreakMode: IB.LineBreakMode? = nil) -> View {
        if case .text(var text) = content {
            text.style(font: font, lineBreakMode: lineBreakMode)
            content = .text(text)
        }
        return self
    }
}

extension TextContent {
    /// A named font (`name="Avenir-Heavy"`) by its PostScript name, italic, and the line break mode.
    mutating func style(font: IB.Font?, lineBreakMode: IB.LineBreakMode?) {
        if case .named(let name, _)? = font?.family { fontName = name }
        isItalic = font?.isItalic ?? false
        if let lineBreakMode { self.lineBreakMode = lineBreakMode.segueMode }
    }
}

extension Color {
    /// Relative luminance (sRGB components taken as they are), for light-or-dark decisions.
    var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}

@MainActor
enum Draw {
    static func label(
        _ text: String, _ frame: Rect, size: Double = 17, weight: FontWeight = .regular, color: Color = .label,
        alignment: TextAlignment = .left, lines: Int = 1
    ) -> View {
        let v = View(frame: frame)
        v.content = .text(Draw.text(text, frame: frame, size: size, weight: weight, color: color, alignment: alignment, lines: lines))
        return v
    }

    /// A label's text, its size reduced where DejaVu Sans would not fit the frame (`TextMetrics`).
    static func text(
        _ text: String, frame: Rect, size: Double, weight: FontWeight, color: Color, alignment: TextAlignment,
        lines: Int
    ) -> TextContent {
        let fitted = TextMetrics.fittingSize(text, size: size, bold: weight == .semibold || weight == .bold, in: frame.size, lines: lines)
        return TextContent(text, fontSize: fitted, weight: weight, color: color, alignment: alignment, numberOfLines: lines)
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
    static func imagePlaceholder(_ name: String, _ frame: Rect, tint: Color? = nil, labelled: Bool = true, theme: Theme? = nil) -> View {
        let v = View(frame: frame)
        v.identifier = "image:" + name
        v.backgroundColor = tint.map { $0.withAlpha(0.18) } ?? theme?.placeholderFill ?? Color(hex: 0xE5E5EA)
        v.borderWidth = 0.5
        v.borderColor = tint ?? theme?.placeholderBorder ?? Color(hex: 0xC7C7CC)
        v.cornerRadius = min(4, min(frame.width, frame.height) / 4)
        v.clipsToBounds = true
        if labelled, frame.height >= 12, frame.width >= 24 {
            let size = min(12, max(7, frame.height / 3))
            v.addSubview(label(name, Rect(x: 2, y: 0, width: frame.width - 4, height: frame.height), size: size,
                               color: theme?.placeholderCaption ?? Color(hex: 0x8E8E93), alignment: .center, lines: frame.height >= 3 * size ? 2 : 1))
        }
        return v
    }
}
