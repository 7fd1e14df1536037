import SegueKit

/// UIKit's font: a size, a weight and, for a named font, its PostScript name. Labels draw with
/// the renderer's system font (SF Pro's metrics stand-in) unless a named font was loaded.
public final class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    public let fontName: String
    let weight: FontWeight
    let isItalic: Bool

    init(size: CGFloat, name: String, weight: FontWeight, italic: Bool = false) {
        pointSize = size
        fontName = name
        self.weight = weight
        isItalic = italic
        super.init()
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, name: fontName, weight: .regular)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, name: ".SFUI", weight: weight.fontWeight)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, name: ".SFUI-Italic", weight: .regular, italic: true)
    }

    /// The Dynamic Type style's size at the default content size category.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight): (CGFloat, UIFont.Weight) = switch style {
        case .largeTitle: (34, .regular)
        case .title1: (28, .regular)
        case .title2: (22, .regular)
        case .title3: (20, .regular)
        case .headline: (17, .semibold)
        case .subheadline: (15, .regular)
        case .callout: (16, .regular)
        case .footnote: (13, .regular)
        case .caption1: (12, .regular)
        case .caption2: (11, .regular)
        default: (17, .regular)
        }
        return systemFont(ofSize: size, weight: weight)
    }

    /// This font as a bar title's (`titleTextAttributes[.font]`): drawn, like a label's, in the
    /// system font's face of its weight.
    var barTitleFont: BarTitleFont { BarTitleFont(size: Double(pointSize), weight: weight, isItalic: isItalic) }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, name: fontName, weight: weight, italic: isItalic) }

    /// `UIFont.Weight`: the standard weights, each drawn in its own face of the system font.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The standard weight nearest to this one (a weight between two draws the nearer face).
        var fontWeight: FontWeight {
            let standard: [(Weight, FontWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            return standard.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
}
