import SegueKit

/// A visual effect view's blur (`UIBlurEffect`): UIKit blurs what lies behind the view and lays
/// its material's tint over it. The blur itself is not drawn here; the tint is, heavier than
/// UIKit's own so that it stands for the frosting (content behind reads as muted, not crisp), and
/// the view is listed as not real (`Approximation.Kind.blur`). The older styles keep their colour
/// in either appearance (`light` and `extraLight` stay white, `dark` stays dark); `regular`,
/// `prominent` and the system materials follow the appearance.
enum BlurMaterial {
    /// The tint over what lies behind the view, for `style` in `theme`'s appearance; nil for a
    /// style that is none of UIKit's.
    static func tint(_ style: String, theme: Theme) -> Color? {
        let lightTint = Color(white: 0.97), darkTint = Color(white: 0.12)
        let fixed: [String: (Color, Double)] = ["extraLight": (lightTint, 0.9), "light": (lightTint, 0.75), "dark": (darkTint, 0.75)]
        if let (c, a) = fixed[style] { return c.withAlpha(a) }
        let adaptive: [String: Double] = [
            "regular": 0.75, "prominent": 0.85,
            "systemUltraThinMaterial": 0.45, "systemThinMaterial": 0.6, "systemMaterial": 0.75, "systemThickMaterial": 0.85,
            "systemChromeMaterial": 0.8,
        ]
        var name = style
        var base = theme.isDark ? darkTint : lightTint
        for (suffix, forced) in [("Light", lightTint), ("Dark", darkTint)] where name.hasSuffix(suffix) && adaptive[String(name.dropLast(suffix.count))] != nil {
            name.removeLast(suffix.count)
            base = forced
        }
        return adaptive[name].map { base.withAlpha($0) }
    }

    /// `v` dressed as `node`'s blur: its tint under its content, and a note of what stood in.
    @MainActor
    static func dress(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        guard let style = node.blurEffectStyle, node.backgroundColor == nil, let tint = tint(style, theme: theme) else { return }
        v.backgroundColor = tint
        theme.notes.note(.blur, style, "its tint, over what lies behind it unblurred", marker: v.identifier ?? node.id ?? "")
    }
}
