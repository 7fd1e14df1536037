/// A bar's appearance objects in the four places UIKit keeps them (iOS 13 and later:
/// `standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`,
/// `compactScrollEdgeAppearance` on `UINavigationBar`, `UIToolbar`, `UITabBar` and the items that
/// override them), and UIKit's rule for which of them a bar shows. Whatever an appearance is
/// (a storyboard's element, a `UINavigationBarAppearance`), the rule is this one.
public struct BarAppearances<Appearance> {
    public var standard: Appearance?
    public var scrollEdge: Appearance?
    public var compact: Appearance?
    public var compactScrollEdge: Appearance?

    public init(standard: Appearance? = nil, scrollEdge: Appearance? = nil, compact: Appearance? = nil,
                compactScrollEdge: Appearance? = nil) {
        self.standard = standard
        self.scrollEdge = scrollEdge
        self.compact = compact
        self.compactScrollEdge = compactScrollEdge
    }

    /// The property names UIKit and Interface Builder use for the four (an element's `key`).
    public static var allKeys: [String] { ["standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance"] }

    /// The names of those set.
    public var keys: [String] { Self.allKeys.filter { self[$0] != nil } }

    /// The appearance under its property name; nil for a name that is not one of `keys`.
    public subscript(key: String) -> Appearance? {
        get {
            switch key {
            case "standardAppearance": standard
            case "scrollEdgeAppearance": scrollEdge
            case "compactAppearance": compact
            case "compactScrollEdgeAppearance": compactScrollEdge
            default: nil
            }
        }
        set {
            switch key {
            case "standardAppearance": standard = newValue
            case "scrollEdgeAppearance": scrollEdge = newValue
            case "compactAppearance": compact = newValue
            case "compactScrollEdgeAppearance": compactScrollEdge = newValue
            default: break
            }
        }
    }

    public var isEmpty: Bool { standard == nil && scrollEdge == nil && compact == nil && compactScrollEdge == nil }

    /// These with `item`'s over them, each where the item sets one: a navigation item's (or tab
    /// bar item's) appearances replace the bar's of the same name while it is on top.
    public func overridden(by item: BarAppearances) -> BarAppearances {
        BarAppearances(standard: item.standard ?? standard, scrollEdge: item.scrollEdge ?? scrollEdge,
                       compact: item.compact ?? compact, compactScrollEdge: item.compactScrollEdge ?? compactScrollEdge)
    }

    /// The standard and scroll-edge appearances a bar shows at a compact height (a phone in
    /// landscape) or not: compact, its `compactAppearance`, else the standard one, and at its scroll
    /// edge its `compactScrollEdgeAppearance`, else the scroll-edge one (Apple's pages for those
    /// properties). A tab bar has no compact ones, so it shows the same either way.
    public func shown(compact isCompact: Bool) -> BarAppearances {
        BarAppearances(standard: (isCompact ? compact : nil) ?? standard,
                       scrollEdge: (isCompact ? compactScrollEdge : nil) ?? scrollEdge)
    }

    /// These while content runs on past the bar's edge (a list under a tab bar or toolbar): the
    /// standard appearance in the scroll edge's place, since UIKit shows the scroll-edge one only
    /// once the content's edge reaches the bar.
    public func awayFromScrollEdge() -> BarAppearances {
        BarAppearances(standard: standard, scrollEdge: standard, compact: compact, compactScrollEdge: compact)
    }

    /// What a bar shows at rest, with its content at the top (a screen just shown, or one without a
    /// scroll view), ask `shown(compact:)` first for a compact bar.
    public enum AtRest {
        /// Its scroll-edge appearance.
        case scrollEdge(Appearance)
        /// Its standard appearance with a transparent background and no shadow, as UIKit makes it
        /// when no scroll-edge appearance is set.
        case standardMadeTransparent(Appearance)
        /// Its standard appearance, as it is (a bar no controller manages).
        case standard(Appearance)
    }

    /// The appearance shown at rest. A bar a controller manages (`managed`) shows its scroll-edge
    /// appearance there, else its standard one made transparent ("If the value of this property is
    /// nil, UIKit uses the value of the standardAppearance property, modified to have a transparent
    /// background … If no navigation controller manages your navigation bar, UIKit ignores this
    /// property and uses the standard appearance": `scrollEdgeAppearance`, iOS 15 and later); a bar
    /// of its own in a view shows its standard one. Nil when no appearance applies: the bar keeps
    /// whatever its older properties (bar tint, style) or the system give it.
    public func atRest(managed: Bool) -> AtRest? {
        guard managed else { return standard.map(AtRest.standard) }
        if let scrollEdge { return .scrollEdge(scrollEdge) }
        return standard.map(AtRest.standardMadeTransparent)
    }
}

extension BarAppearances: Sendable where Appearance: Sendable {}
extension BarAppearances: Equatable where Appearance: Equatable {}
extension BarAppearances: Hashable where Appearance: Hashable {}
extension BarAppearances.AtRest: Sendable where Appearance: Sendable {}
extension BarAppearances.AtRest: Equatable where Appearance: Equatable {}

/// Bars styled before appearance objects (`barTintColor`, `barStyle`, `isTranslucent`): the one
/// rule storyboards' bars and SegueUIKit's follow. Since iOS 15 UIKit drops such a background at
/// the scroll edge. A bar tint or an opaque bar is kept there all the same: apps whose brand it is
/// restored it in code, which a storyboard cannot show. A dark style alone is no brand colour: it
/// is transparent there, as UIKit draws it, and keeps its white title and items.
public enum OlderBarStyle {
    /// Whether the bar keeps its own background at rest, at the scroll edge.
    public static func keepsBackgroundAtScrollEdge(hasBarTint: Bool, isTranslucent: Bool) -> Bool {
        hasBarTint || !isTranslucent
    }

    /// The bar's background: its tint, else a dark style's near-black, else the system's `chrome`;
    /// opaque where the bar is not translucent.
    public static func background(tint: Color?, isDark: Bool, isTranslucent: Bool, chrome: Color) -> Color {
        let color = tint ?? (isDark ? Color(white: 0.1, alpha: 0.95) : chrome)
        return isTranslucent ? color : color.withAlpha(1)
    }
}
