import Foundation
import SegueKit

/// The colour tables and colour-space conversions the storyboard reader uses.
///
/// Every colour comes out as a SegueKit `Color`: sRGB components, straight alpha. How each
/// Interface Builder encoding is turned into sRGB:
///
/// | encoding | conversion |
/// |---|---|
/// | `customColorSpace="sRGB"` | components as written |
/// | `colorSpace="calibratedRGB"`, `"deviceRGB"` | components taken as sRGB, unconverted |
/// | `white` in `calibratedWhite`, `deviceWhite`, `genericGamma22GrayColorSpace` | grey with r = g = b = white, unconverted |
/// | `customColorSpace="displayP3"` | linearised with the sRGB curve, multiplied by the standard linear Display P3 → linear sRGB matrix, clamped to 0…1, re-encoded with the sRGB curve |
/// | `cocoaTouchSystemColor="X"` | `StoryboardColors.cocoaTouch` (in the dark appearance the two that iOS 13 made dynamic, `groupTableViewBackgroundColor` and `tableCellGroupedBackgroundColor`, take `systemDark`'s value) |
/// | `systemColor="X"` | light: the file's `<resources><systemColor name="X">`, else the inline components written next to the name (Xcode 11), else `StoryboardColors.system`; dark: `StoryboardColors.systemDark` first; high contrast: `systemHighContrast` / `systemDarkHighContrast` before those |
/// | `name="X"` | the asset catalogs' colour set X in the appearance (`ProjectResources`), else the file's `<resources><namedColor name="X">` (its light value, which Xcode copies there) |
/// | `name="X" catalog="System"` | `StoryboardColors.appKitCatalog` (macOS catalog colours) |
///
/// The legacy "calibrated" spaces are macOS's Generic RGB / Generic Gray profiles. Xcode converts
/// them through ColorSync when it compiles the storyboard; this reader deliberately does not, so
/// that the numbers in the file are the numbers drawn (the visible difference is a few percent in
/// mid-tones and none at 0 and 1).
///
/// A name found in no table is a warning in lenient mode, rendered as `StoryboardColors.fallback`
/// (50 % grey), and an error in strict mode.
public enum StoryboardColors {
    /// The colour used for a colour reference that cannot be resolved (lenient mode): 50 % grey.
    public static let fallback = Color(white: 0.5)

    /// UIKit semantic and system colours (`systemColor="…"`), light appearance, iOS 15+ values.
    public static let system: [String: Color] = [
        "systemBackgroundColor": Color(white: 1),
        "secondarySystemBackgroundColor": Color(hex: 0xF2F2F7),
        "tertiarySystemBackgroundColor": Color(white: 1),
        "systemGroupedBackgroundColor": Color(hex: 0xF2F2F7),
        "secondarySystemGroupedBackgroundColor": Color(white: 1),
        "tertiarySystemGroupedBackgroundColor": Color(hex: 0xF2F2F7),
        "labelColor": Color(white: 0),
        "secondaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        "tertiaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        "quaternaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
        "placeholderTextColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        "separatorColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
        "opaqueSeparatorColor": Color(hex: 0xC6C6C8),
        "linkColor": Color(hex: 0x007AFF),
        "tintColor": Color(hex: 0x007AFF),
        "systemFillColor": Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
        "secondarySystemFillColor": Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
        "tertiarySystemFillColor": Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
        "quaternarySystemFillColor": Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
        "systemBlueColor": Color(hex: 0x007AFF),
        "systemGreenColor": Color(hex: 0x34C759),
        "systemIndigoColor": Color(hex: 0x5856D6),
        "systemOrangeColor": Color(hex: 0xFF9500),
        "systemPinkColor": Color(hex: 0xFF2D55),
        "systemPurpleColor": Color(hex: 0xAF52DE),
        "systemRedColor": Color(hex: 0xFF3B30),
        "systemTealColor": Color(hex: 0x30B0C7),
        "systemYellowColor": Color(hex: 0xFFCC00),
        "systemMintColor": Color(hex: 0x00C7BE),
        "systemCyanColor": Color(hex: 0x32ADE6),
        "systemBrownColor": Color(hex: 0xA2845E),
        "systemGrayColor": Color(hex: 0x8E8E93),
        "systemGray2Color": Color(hex: 0xAEAEB2),
        "systemGray3Color": Color(hex: 0xC7C7CC),
        "systemGray4Color": Color(hex: 0xD1D1D6),
        "systemGray5Color": Color(hex: 0xE5E5EA),
        "systemGray6Color": Color(hex: 0xF2F2F7),
        "lightTextColor": Color(white: 1, alpha: 0.6),
        "darkTextColor": Color(white: 0),
    ]

    /// The dark appearance's values of the system colours that change with it (iOS 15+), by the
    /// same names as `system`: what `--appearance dark` draws. Names not listed here keep their
    /// light value (`lightTextColor`, `darkTextColor`).
    public static let systemDark: [String: Color] = [
        "systemBackgroundColor": Color(white: 0),
        "secondarySystemBackgroundColor": Color(hex: 0x1C1C1E),
        "tertiarySystemBackgroundColor": Color(hex: 0x2C2C2E),
        "systemGroupedBackgroundColor": Color(white: 0),
        "secondarySystemGroupedBackgroundColor": Color(hex: 0x1C1C1E),
        "tertiarySystemGroupedBackgroundColor": Color(hex: 0x2C2C2E),
        "labelColor": Color(white: 1),
        "secondaryLabelColor": Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6),
        "tertiaryLabelColor": Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3),
        "quaternaryLabelColor": Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16),
        "placeholderTextColor": Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3),
        "separatorColor": Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6),
        "opaqueSeparatorColor": Color(hex: 0x38383A),
        "linkColor": Color(hex: 0x0984FF),
        "tintColor": Color(hex: 0x0A84FF),
        "systemFillColor": Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36),
        "secondarySystemFillColor": Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32),
        "tertiarySystemFillColor": Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24),
        "quaternarySystemFillColor": Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18),
        "systemBlueColor": Color(hex: 0x0A84FF),
        "systemGreenColor": Color(hex: 0x30D158),
        "systemIndigoColor": Color(hex: 0x5E5CE6),
        "systemOrangeColor": Color(hex: 0xFF9F0A),
        "systemPinkColor": Color(hex: 0xFF375F),
        "systemPurpleColor": Color(hex: 0xBF5AF2),
        "systemRedColor": Color(hex: 0xFF453A),
        "systemTealColor": Color(hex: 0x40C8E0),
        "systemYellowColor": Color(hex: 0xFFD60A),
        "systemMintColor": Color(hex: 0x63E6E2),
        "systemCyanColor": Color(hex: 0x64D2FF),
        "systemBrownColor": Color(hex: 0xAC8E68),
        "systemGrayColor": Color(hex: 0x8E8E93),
        "systemGray2Color": Color(hex: 0x636366),
        "systemGray3Color": Color(hex: 0x48484A),
        "systemGray4Color": Color(hex: 0x3A3A3C),
        "systemGray5Color": Color(hex: 0x2C2C2E),
        "systemGray6Color": Color(hex: 0x1C1C1E),
        // iOS 13 made these two legacy colours dynamic: the grouped backgrounds.
        "groupTableViewBackgroundColor": Color(white: 0),
        "tableCellGroupedBackgroundColor": Color(hex: 0x1C1C1E),
    ]

    /// The dark appearance's values at `userInterfaceLevel` `.elevated` (content presented as a
    /// sheet, form sheet or popover; never a full-screen presentation) of the system colours that
    /// have one: the backgrounds, each a step lighter so that the presented card stands out from
    /// what it covers ("When you want parts of your UI to stand out from the underlying
    /// background, assign the elevated level", `UITraitCollection.userInterfaceLevel`). Every
    /// other colour keeps its dark value there, and so do the asset catalogs' colour sets, which
    /// have no elevated variant.
    public static let systemDarkElevated: [String: Color] = [
        "systemBackgroundColor": Color(hex: 0x1C1C1E),
        "secondarySystemBackgroundColor": Color(hex: 0x2C2C2E),
        "tertiarySystemBackgroundColor": Color(hex: 0x3A3A3C),
        "systemGroupedBackgroundColor": Color(hex: 0x1C1C1E),
        "secondarySystemGroupedBackgroundColor": Color(hex: 0x2C2C2E),
        "tertiarySystemGroupedBackgroundColor": Color(hex: 0x3A3A3C),
        // The legacy names iOS 13 made dynamic follow the grouped backgrounds they equal.
        "groupTableViewBackgroundColor": Color(hex: 0x1C1C1E),
        "tableCellGroupedBackgroundColor": Color(hex: 0x2C2C2E),
    ]

    /// A system colour (`systemBlueColor`, `labelColor`…) in `appearance` and `contrast`, and at
    /// the elevated level when `elevated`: its value where these traits change it (`dynamic`),
    /// else the light table's.
    public static func system(_ name: String, _ appearance: Appearance, _ contrast: Contrast = .normal, elevated: Bool = false) -> Color? {
        if elevated, let c = self.elevated(name, appearance, contrast) { return c }
        return dynamic(name, appearance, contrast) ?? system[name]
    }

    /// A system colour's elevated value where it differs from its base one: in the dark
    /// appearance at normal contrast (the increased-contrast elevated values are not tabled, and
    /// the light appearance has none).
    public static func elevated(_ name: String, _ appearance: Appearance, _ contrast: Contrast = .normal) -> Color? {
        appearance == .dark && contrast == .normal ? systemDarkElevated[name] : nil
    }

    /// A system colour's value where `appearance` or `contrast` changes it, nil where it keeps its
    /// light value: in high contrast the increased-contrast table of the appearance first, then
    /// the dark table in the dark appearance. A storyboard's own `<resources>` copy of a system
    /// colour is its light value, so this comes first.
    public static func dynamic(_ name: String, _ appearance: Appearance, _ contrast: Contrast = .normal) -> Color? {
        if contrast == .high, let c = (appearance == .dark ? systemDarkHighContrast : systemHighContrast)[name] { return c }
        return appearance == .dark ? systemDark[name] : nil
    }

    /// Pre-Xcode 11 UIKit colours (`cocoaTouchSystemColor="…"`). The pattern colours of iOS 5/6
    /// (`scrollViewTexturedBackgroundColor`, `viewFlipsideBackgroundColor`,
    /// `underPageBackgroundColor`) are approximated by their average tone;
    /// `groupTableViewBackgroundColor` is its iOS 7–12 value, #EFEFF4.
    public static let cocoaTouch: [String: Color] = [
        "whiteColor": Color(white: 1),
        "blackColor": Color(white: 0),
        "clearColor": Color(white: 0, alpha: 0),
        "darkTextColor": Color(white: 0),
        "lightTextColor": Color(white: 1, alpha: 0.6),
        "grayColor": Color(white: 0.5),
        "lightGrayColor": Color(white: 2.0 / 3.0),
        "darkGrayColor": Color(white: 1.0 / 3.0),
        "redColor": Color(red: 1, green: 0, blue: 0),
        "greenColor": Color(red: 0, green: 1, blue: 0),
        "blueColor": Color(red: 0, green: 0, blue: 1),
        "cyanColor": Color(red: 0, green: 1, blue: 1),
        "yellowColor": Color(red: 1, green: 1, blue: 0),
        "magentaColor": Color(red: 1, green: 0, blue: 1),
        "orangeColor": Color(red: 1, green: 0.5, blue: 0),
        "purpleColor": Color(red: 0.5, green: 0, blue: 0.5),
        "brownColor": Color(red: 0.6, green: 0.4, blue: 0.2),
        "groupTableViewBackgroundColor": Color(hex: 0xEFEFF4),
        "tableCellGroupedBackgroundColor": Color(white: 1),
        "scrollViewTexturedBackgroundColor": Color(hex: 0x6F7178),
        "viewFlipsideBackgroundColor": Color(hex: 0x1F2124),
        "underPageBackgroundColor": Color(hex: 0xB5B8C0),
        "tableBackgroundColor": Color(white: 1),
        "tableSeparatorDarkColor": Color(white: 0.67),
        "tableSeparatorLightColor": Color(white: 0.88),
    ]

    /// macOS catalog colours (`name="…" catalog="System"`), light appearance.
    public static let appKitCatalog: [String: Color] = [
        "labelColor": Color(white: 0, alpha: 0.85),
        "secondaryLabelColor": Color(white: 0, alpha: 0.5),
        "tertiaryLabelColor": Color(white: 0, alpha: 0.26),
        "controlTextColor": Color(white: 0, alpha: 0.85),
        "textColor": Color(white: 0),
        "textBackgroundColor": Color(white: 1),
        "controlColor": Color(white: 1),
        "controlBackgroundColor": Color(white: 1),
        "windowBackgroundColor": Color(hex: 0xECECEC),
        "headerColor": Color(white: 1),
        "headerTextColor": Color(white: 0, alpha: 0.85),
        "gridColor": Color(hex: 0xE6E6E6),
        "selectedControlColor": Color(hex: 0xB3D7FF),
        "alternateSelectedControlColor": Color(hex: 0x0063E1),
        "systemBlueColor": Color(hex: 0x007AFF),
    ]

    /// The sRGB transfer function's inverse (sRGB-encoded → linear), also used by Display P3.
    public static func linearFromSRGB(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function (linear → sRGB-encoded).
    public static func sRGBFromLinear(_ l: Double) -> Double {
        l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// Display P3 components → sRGB: linearise, apply the standard linear P3 → linear sRGB
    /// matrix (both D65), clamp to the sRGB gamut, encode. Alpha is unchanged.
    public static func sRGB(fromDisplayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> Color {
        let p = SIMD3(linearFromSRGB(red), linearFromSRGB(green), linearFromSRGB(blue))
        let m0 = SIMD3(1.2249401762805598, -0.22494017628055996, 0.0)
        let m1 = SIMD3(-0.042056954709688163, 1.0420569547096881, 0.0)
        let m2 = SIMD3(-0.019637554590334432, -0.078636045550631889, 1.0982736001409663)
        let lin = SIMD3((m0 * p).sum(), (m1 * p).sum(), (m2 * p).sum())
        let clamped = lin.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(
            red: sRGBFromLinear(clamped.x), green: sRGBFromLinear(clamped.y), blue: sRGBFromLinear(clamped.z),
            alpha: alpha)
    }
}
