import SegueKit

/// How UIKit draws what a storyboard holds: today's system look, whatever Xcode saved the file.
/// UIKit draws its controls, bars and tables at run time, so an app built from a storyboard of
/// Xcode 4 looks, on a device of today, like one built from a storyboard of Xcode 15.
struct Theme {
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
    /// What the build drew in place of the app's content (symbols, images not found, stand-ins).
    let notes = ApproximationNotes()
    /// The layout is right to left (an Arabic or Hebrew locale): controls that UIKit draws
    /// itself (button content, segments) mirror unless their `semanticContentAttribute` is forced.
    var isRightToLeft = false
    /// The scene is presented as a sheet, form sheet or popover (`userInterfaceLevel` `.elevated`):
    /// in the dark appearance its system backgrounds take their elevated values.
    var isElevated = false
    /// Whether the storyboard sets a global tint (the document's `tintColor`).
    var hasGlobalTint = false
    /// The locale the text is shown in (`--locale`), for the words UIKit itself draws.
    var language: String?

    init(document: IB.Document, device: Device, appearance: Appearance = .light, contrast: Contrast = .normal, images: ResourceImages? = nil) {
        self.appearance = appearance
        self.contrast = contrast
        // The storyboard's global tint, else the app's accent colour (its asset catalog's), else
        // UIKit's default.
        hasGlobalTint = document.tintColor != nil
        tint = document.tintColor ?? images?.project.accentColor(appearance, contrast: contrast)
            ?? StoryboardColors.dynamic("systemBlueColor", appearance, contrast) ?? .systemBlue
        self.device = device
        self.images = images
        symbols = SymbolImages(notes: notes)
    }

    var isDark: Bool { appearance == .dark }

    /// Whether `node` is laid out right to left: the layout's direction, unless the node forces one.
    func isRightToLeft(_ node: IB.ViewNode) -> Bool {
        (node.semanticContentAttribute ?? .unspecified).isRightToLeft(in: isRightToLeft)
    }

    /// A UIKit system colour by name (`StoryboardColors`), in this appearance.
    func system(_ name: String) -> Color {
        StoryboardColors.system(name, appearance, contrast, elevated: isElevated) ?? StoryboardColors.fallback
    }

    /// What a controller's root view, plain tables and cells are filled with by default.
    var background: Color { isDark ? system("systemBackgroundColor") : .white }
    /// Text drawn in the default colour (`labelColor`).
    var label: Color { isDark ? system("labelColor") : .label }
    var groupedBackground: Color {
        isDark ? system("systemGroupedBackgroundColor") : Color(hex: 0xF2F2F7)
    }
    /// A grouped table's cells.
    var groupedCellBackground: Color { isDark ? system("secondarySystemGroupedBackgroundColor") : .white }
    var separator: Color { isDark ? system("separatorColor") : .separator }
    /// The leading inset of cell content and separators.
    var cellInset: Double { device.size.width >= 414 ? 20 : 16 }
    var secondaryText: Color {
        isDark ? system("secondaryLabelColor") : Color(hex: 0x3C3C43, alpha: 0.6)
    }
    var placeholderText: Color {
        isDark ? system("placeholderTextColor") : Color(hex: 0x3C3C43, alpha: 0.3)
    }
    var chevron: Color { isDark ? Color(hex: 0x5A5A5E) : Color(hex: 0xC4C4C7) }
    var switchOn: Color { isDark ? system("systemGreenColor") : .systemGreen }
    /// An off switch's track: white in the light appearance, filled dark grey in the dark one.
    var switchOffTrack: Color { isDark ? fill : .white }
    /// A progress view's unfilled track and an off switch's outline: systemGray5 (#E5E5EA; dark
    /// #2C2C2E, as the dark appearance's fills darken).
    var controlTrack: Color { isDark ? system("systemGray5Color") : Color(hex: 0xE5E5EA) }
    var fill: Color { isDark ? Color(hex: 0x39393D) : Color(hex: 0xE9E9EB) }
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
    // placeholder.

    /// A rounded-rect text field's fill.
    var textFieldBackground: Color { isDark ? system("tertiarySystemBackgroundColor") : .white }
    /// A rounded-rect text field's border.
    var textFieldBorder: Color { isDark ? system("opaqueSeparatorColor") : Color(white: 0.75) }
    /// A disabled control's or bar item's content: tertiaryLabelColor.
    var disabledControl: Color { isDark ? system("tertiaryLabelColor") : .tertiaryLabel }
    /// A search bar's field.
    var searchFieldFill: Color { isDark ? system("tertiarySystemFillColor") : Color(hex: 0x767680, alpha: 0.12) }
    /// A search bar's magnifying glass and placeholder.
    var searchFieldGlyph: Color { isDark ? system("secondaryLabelColor") : Color(hex: 0x8E8E93) }

    // A labelled image placeholder: systemGray5 fill, systemGray4-ish border and a systemGray
    // caption (light #E5E5EA, #C7C7CC, #8E8E93; dark systemGray5 #2C2C2E, systemGray4 #3A3A3C,
    // systemGray #8E8E93).

    var placeholderFill: Color { isDark ? system("systemGray5Color") : Color(hex: 0xE5E5EA) }
    var placeholderBorder: Color { isDark ? system("systemGray4Color") : Color(hex: 0xC7C7CC) }
    var placeholderCaption: Color { isDark ? system("systemGrayColor") : Color(hex: 0x8E8E93) }
}
