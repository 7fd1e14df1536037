import SegueKit

extension UIImage {
    /// What an image is drawn with beyond its pixels (`UIImage.Configuration`); for symbols, a
    /// `SymbolConfiguration`.
    open class Configuration: NSObject, @unchecked Sendable {
        public override init() { super.init() }
    }

    /// UIKit's `UIImage.SymbolWeight` (its raw values are UIKit's).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name (`regular` for `unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight of a font weight: the same name (both run lightest to heaviest, this
        /// one after `unspecified`).
        init(_ weight: FontWeight) {
            self = SymbolWeight(rawValue: (FontWeight.allCases.firstIndex(of: weight) ?? 3) + 1) ?? .regular
        }
    }

    /// UIKit's `UIImage.SymbolScale` (its raw values are UIKit's): how large a symbol is beside
    /// text of its point size; `default` is medium.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// How a symbol image is set (`UIImage.SymbolConfiguration`): a point size or a text style's,
    /// a weight and a scale, each unspecified until given. A symbol with none is set at the
    /// body style's 17 pt, in the regular weight, at medium scale.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        let pointSize: CGFloat?
        let textStyle: UIFont.TextStyle?
        let weight: SymbolWeight
        let scale: SymbolScale

        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
            super.init()
        }

        public override convenience init() { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified) }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale)
        }

        /// Set like a glyph of `font`: its size and weight.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: SymbolWeight(font.weight), scale: .unspecified)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: SymbolWeight(font.weight), scale: scale)
        }

        /// A configuration with nothing specified.
        public class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// This configuration with what `other` specifies over it (a point size replaces a text
        /// style and the reverse, as in UIKit).
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let sized = other.pointSize != nil || other.textStyle != nil
            return SymbolConfiguration(pointSize: sized ? other.pointSize : pointSize, textStyle: sized ? other.textStyle : textStyle,
                                       weight: other.weight == .unspecified ? weight : other.weight,
                                       scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The font a glyph of this configuration is set like: its size, and the weight the
        /// configuration or its text style gives (regular by default).
        var font: UIFont {
            let styled = textStyle.map(UIFont.preferredFont(forTextStyle:))
            let size = pointSize ?? styled?.pointSize ?? 17
            let weight = weight == .unspecified ? (styled?.weight ?? .regular) : weight.fontWeight().fontWeight
            return UIFont(size: size, name: ".SFUI", weight: weight)
        }

        /// The em square the renderer sets the symbol in, in points (`SymbolContent.em`).
        var em: Double {
            let ratio: SymbolContent.Scale = switch scale {
            case .small: .small
            case .large: .large
            case .default, .unspecified, .medium: .medium
            }
            return SymbolContent.em(pointSize: Double(font.pointSize), scale: ratio)
        }

        var resolvedWeight: FontWeight { font.weight }
    }
}
