/// A colour in sRGB with straight (not premultiplied) alpha, each component 0…1.
public struct Color: Hashable, Sendable, Codable {
    public var rgba: SIMD4<Double>

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        rgba = SIMD4(red, green, blue, alpha)
    }
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public init(_ rgba: SIMD4<Double>) { self.rgba = rgba }

    /// `0xRRGGBB` with a separate alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public var red: Double { rgba.x }
    public var green: Double { rgba.y }
    public var blue: Double { rgba.z }
    public var alpha: Double { rgba.w }

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Relative luminance (sRGB components taken as they are), for light-or-dark decisions.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    // iOS system colours, light mode.
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemTeal = Color(hex: 0x30B0C7)
    public static let systemIndigo = Color(hex: 0x5856D6)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    public static let label = Color(white: 0)
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    public static let barBackground = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
}
