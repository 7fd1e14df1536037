#if !canImport(CoreGraphics)
/// Core Graphics' colour (`CALayer.backgroundColor`, `borderColor`, `shadowColor`), for platforms
/// without Core Graphics: sRGB components and alpha.
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let components: [CGFloat]?
    public let alpha: CGFloat
    public let numberOfComponents: Int

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
        numberOfComponents = 4
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        self.alpha = alpha
        numberOfComponents = 2
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: alpha)
    }

    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let c = components ?? [0, 0]
        return c.count >= 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor\(components ?? [])" }
}
#endif
