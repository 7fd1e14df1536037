import SegueKit

extension StoryboardColors {
    // UIKit's increased-contrast values (Settings › Accessibility › Increase Contrast,
    // `UIAccessibilityContrast.high`) of the system colours, light and dark: Apple's Human Interface
    // Guidelines, Foundations › Color, "System colors" table (iOS, iPadOS; the "Increased contrast"
    // columns), https://developer.apple.com/design/human-interface-guidelines/color — e.g.
    // systemBlue light R0 G64 B221 (#0040DD), dark R64 G156 B255 (#409CFF). Names not listed keep
    // their normal-contrast value (labelColor, the backgrounds).

    /// The light appearance in high contrast.
    public static let systemHighContrast: [String: Color] = [
        "systemBlueColor": Color(hex: 0x0040DD),
        "systemGreenColor": Color(hex: 0x248A3D),
        "systemIndigoColor": Color(hex: 0x3634A3),
        "systemOrangeColor": Color(hex: 0xC93400),
        "systemPinkColor": Color(hex: 0xD30F45),
        "systemPurpleColor": Color(hex: 0x8944AB),
        "systemRedColor": Color(hex: 0xD70015),
        "systemTealColor": Color(hex: 0x008299),
        "systemYellowColor": Color(hex: 0xB25000),
        "systemMintColor": Color(hex: 0x0C817B),
        "systemCyanColor": Color(hex: 0x0071A4),
        "systemBrownColor": Color(hex: 0x7F6545),
        "systemGrayColor": Color(hex: 0x6C6C70),
        "systemGray2Color": Color(hex: 0x8E8E93),
        "systemGray3Color": Color(hex: 0xAEAEB2),
        "systemGray4Color": Color(hex: 0xBCBCC0),
        "systemGray5Color": Color(hex: 0xD8D8DC),
        "systemGray6Color": Color(hex: 0xEBEBF0),
        // The tint and links are system blue.
        "tintColor": Color(hex: 0x0040DD),
        "linkColor": Color(hex: 0x0040DD),
    ]

    /// The dark appearance in high contrast.
    public static let systemDarkHighContrast: [String: Color] = [
        "systemBlueColor": Color(hex: 0x409CFF),
        "systemGreenColor": Color(hex: 0x30DB5B),
        "systemIndigoColor": Color(hex: 0x7D7AFF),
        "systemOrangeColor": Color(hex: 0xFFB340),
        "systemPinkColor": Color(hex: 0xFF6482),
        "systemPurpleColor": Color(hex: 0xDA8FFF),
        "systemRedColor": Color(hex: 0xFF6961),
        "systemTealColor": Color(hex: 0x5DE6FF),
        "systemYellowColor": Color(hex: 0xFFD426),
        "systemMintColor": Color(hex: 0x66D4CF),
        "systemCyanColor": Color(hex: 0x70D7FF),
        "systemBrownColor": Color(hex: 0xB59469),
        "systemGrayColor": Color(hex: 0xAEAEB2),
        "systemGray2Color": Color(hex: 0x7C7C80),
        "systemGray3Color": Color(hex: 0x545456),
        "systemGray4Color": Color(hex: 0x444446),
        "systemGray5Color": Color(hex: 0x363638),
        "systemGray6Color": Color(hex: 0x242426),
        "tintColor": Color(hex: 0x409CFF),
        "linkColor": Color(hex: 0x409CFF),
    ]
}
