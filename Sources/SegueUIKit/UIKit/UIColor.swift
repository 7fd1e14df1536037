import SegueKit

/// UIKit's colour: sRGB components with alpha. System colours take their light-appearance values
/// (the renderer draws the light appearance).
public final class UIColor: NSObject, @unchecked Sendable {
    let color: Color

    init(_ color: Color) {
        self.color = color
        super.init()
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), alpha: Double(alpha))
        super.init()
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation), v = Double(brightness)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: CGFloat(r + m), green: CGFloat(g + m), blue: CGFloat(b + m), alpha: alpha)
    }

    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    /// A dynamic colour, resolved for the light appearance.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection()).color)
    }

    public var cgColor: CGColor { CGColor.from(color) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }

    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    public override var hash: Int { color.hashValue }

    public class var black: UIColor { UIColor(.black) }
    public class var white: UIColor { UIColor(.white) }
    public class var clear: UIColor { UIColor(.clear) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    public class var systemBlue: UIColor { UIColor(.systemBlue) }
    public class var systemGreen: UIColor { UIColor(.systemGreen) }
    public class var systemRed: UIColor { UIColor(.systemRed) }
    public class var systemOrange: UIColor { UIColor(.systemOrange) }
    public class var systemYellow: UIColor { UIColor(.systemYellow) }
    public class var systemPink: UIColor { UIColor(.systemPink) }
    public class var systemPurple: UIColor { UIColor(.systemPurple) }
    public class var systemTeal: UIColor { UIColor(Color(hex: 0x30B0C7)) }
    public class var systemIndigo: UIColor { UIColor(Color(hex: 0x5856D6)) }
    public class var systemMint: UIColor { UIColor(Color(hex: 0x00C7BE)) }
    public class var systemBrown: UIColor { UIColor(Color(hex: 0xA2845E)) }
    public class var systemGray: UIColor { UIColor(Color(hex: 0x8E8E93)) }
    public class var systemGray2: UIColor { UIColor(Color(hex: 0xAEAEB2)) }
    public class var systemGray3: UIColor { UIColor(Color(hex: 0xC7C7CC)) }
    public class var systemGray4: UIColor { UIColor(Color(hex: 0xD1D1D6)) }
    public class var systemGray5: UIColor { UIColor(Color(hex: 0xE5E5EA)) }
    public class var systemGray6: UIColor { UIColor(Color(hex: 0xF2F2F7)) }
    public class var systemBackground: UIColor { UIColor(.white) }
    public class var secondarySystemBackground: UIColor { UIColor(Color(hex: 0xF2F2F7)) }
    public class var tertiarySystemBackground: UIColor { UIColor(.white) }
    public class var systemGroupedBackground: UIColor { UIColor(Color(hex: 0xF2F2F7)) }
    public class var label: UIColor { UIColor(.black) }
    public class var secondaryLabel: UIColor { UIColor(Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)) }
    public class var tertiaryLabel: UIColor { UIColor(Color.tertiaryLabel) }
    public class var separator: UIColor { UIColor(Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)) }
    public class var tintColor: UIColor { UIColor(.systemBlue) }
}

/// The environment a dynamic colour resolves against: the light appearance, the device's scale.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
    public override init() { super.init() }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
