import SegueKit

/// A blur view. The renderer does not blur what lies behind a view: a blur is drawn as its
/// material's tint (a translucent white or black), which keeps its place, size and fades.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    public let contentView: UIView

    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        super.init(frame: .zero)
        addSubview(contentView)
        self.effect = effect
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Setting it inside an animation block fades the material in or out.
    open var effect: UIVisualEffect? {
        didSet { node.backgroundColor = (effect as? UIBlurEffect)?.tint ?? .clear }
    }

    open override func layoutSubviews() {
        contentView.frame = bounds
    }
}

open class UIVisualEffect: NSObject, @unchecked Sendable {}

public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    var tint: Color {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            Color(white: 0.1, alpha: 0.7)
        case .extraLight: Color(white: 0.97, alpha: 0.85)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: Color(white: 0.95, alpha: 0.45)
        case .systemThinMaterial, .systemThinMaterialLight: Color(white: 0.95, alpha: 0.6)
        default: Color(white: 0.95, alpha: 0.75)
        }
    }
}
