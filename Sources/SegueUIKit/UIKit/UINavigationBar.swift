import SegueKit

extension NSAttributedString.Key {
    /// The text colour of an attributed string or of a bar's title attributes (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font of an attributed string or of a bar's title attributes (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
}

/// The style of a bar (`UIBarStyle`): `black` draws a dark bar with light content.
public enum UIBarStyle: Int, Sendable { case `default`, black, blackOpaque = 2 }

/// What bar appearances share (`UIBarAppearance`, iOS 13 and later): the background and the
/// shadow (the hairline), set by one of the three configurations or one by one.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The background; nil draws the configuration's (the system's translucent chrome by default).
    open var backgroundColor: UIColor?
    /// The hairline's colour; nil draws none.
    open var shadowColor: UIColor?
    /// Whether the configuration draws no background (`configureWithTransparentBackground`).
    var isTransparent = false
    /// Whether the configuration draws an opaque background (`configureWithOpaqueBackground`).
    var isOpaque = false

    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        isTransparent = barAppearance.isTransparent
        isOpaque = barAppearance.isOpaque
        super.init()
    }

    /// The system's translucent chrome with its hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(Color(white: 0, alpha: 0.3))
        isTransparent = false
        isOpaque = false
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = UIColor(.white)
        shadowColor = UIColor(Color(white: 0, alpha: 0.3))
        isTransparent = false
        isOpaque = true
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
        isTransparent = true
        isOpaque = false
    }

    /// The background drawn.
    var background: Color {
        if let backgroundColor { return backgroundColor.color }
        return isTransparent ? Color.barBackground.withAlpha(0) : .barBackground
    }
}

/// A navigation bar's appearance (`UINavigationBarAppearance`): its background, shadow and title
/// text attributes (`foregroundColor` is drawn).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance, NSCopying {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() { super.init() }

    /// A copy of `barAppearance`'s background and shadow, and its title attributes if it has them.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
        }
    }

    /// A copy (`appearance.copy() as! UINavigationBarAppearance`, as with UIKit's).
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { UINavigationBarAppearance(barAppearance: self) }
    }

    /// This look made transparent: what UIKit shows at the scroll edge when no scroll-edge
    /// appearance is set.
    func madeTransparent() -> UINavigationBarAppearance {
        let look = UINavigationBarAppearance(barAppearance: self)
        look.configureWithTransparentBackground()
        return look
    }

    /// The look SegueKit's bar takes, its items in `tint`.
    func look(tint: Color?) -> NavigationBarLook {
        NavigationBarLook(background: background, hairline: shadowColor?.color ?? .clear,
                          titleColor: (titleTextAttributes[.foregroundColor] as? UIColor)?.color,
                          largeTitleColor: (largeTitleTextAttributes[.foregroundColor] as? UIColor)?.color, tint: tint,
                          titleFont: (titleTextAttributes[.font] as? UIFont)?.barTitleFont,
                          largeTitleFont: (largeTitleTextAttributes[.font] as? UIFont)?.barTitleFont)
    }
}

/// A navigation controller's bar (`UINavigationBar`): whether it prefers large titles, its tint,
/// its appearances, and the older bar tint, style and title attributes. Once its navigation
/// controller's view is loaded it presents SegueKit's bar, so its frame and layer are the bar's.
///
/// At rest a screen's content is at its top, so the bar shows its scroll-edge look, as UIKit does
/// since iOS 15 for every navigation bar: `scrollEdgeAppearance`, else the standard one made
/// transparent. A bar styled the older way and given no appearance follows `OlderBarStyle`: a
/// `barTintColor` or `isTranslucent = false` keeps its background, as apps restored it; a dark
/// `barStyle` alone is transparent, with its white title and items.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The navigation controller that owns the bar.
    weak var navigation: UINavigationController?

    private func changed() { navigation?.navigation.updateNavigationBar() }

    open var prefersLargeTitles = false {
        didSet {
            navigation?.navigation.prefersLargeTitles = prefersLargeTitles
            changed()
        }
    }

    open var barTintColor: UIColor? { didSet { changed() } }
    open var barStyle = UIBarStyle.default { didSet { changed() } }
    open var isTranslucent = true {
        didSet {
            navigation?.navigation.isNavigationBarTranslucent = isTranslucent
            changed()
        }
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { changed() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { changed() } }

    /// The back button's and bar button items' colour.
    open override var tintColor: UIColor! {
        get { storedTintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            changed()
        }
    }

    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            setsStandardAppearance = true
            changed()
        }
    }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    private var setsStandardAppearance = false

    /// The items of the navigation stack, the top one last.
    open var items: [UINavigationItem]? { navigation?.viewControllers.map(\.navigationItem) }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { items.flatMap { $0.count > 1 ? $0[$0.count - 2] : nil } }

    /// Whether the bar keeps a background styled the older way, before appearance objects.
    private var hasOlderStyle: Bool { OlderBarStyle.keepsBackgroundAtScrollEdge(hasBarTint: barTintColor != nil, isTranslucent: isTranslucent) }

    /// The look of the bar while `item` is on top, at rest (its content at the top), at a compact
    /// height (a phone in landscape) or not: the item's appearances over the bar's, per key, the
    /// compact ones falling back to the regular ones, as UIKit resolves them (`BarAppearances`, the
    /// rule a storyboard's bars follow too).
    func look(for item: UINavigationItem?, compact: Bool) -> NavigationBarLook {
        let tint = storedTintColor?.color ?? (barStyle == .default ? nil : .white)
        let own = BarAppearances(standard: setsStandardAppearance ? standardAppearance : nil, scrollEdge: scrollEdgeAppearance,
                                 compact: compactAppearance, compactScrollEdge: compactScrollEdgeAppearance)
        let shown = own.overridden(by: item?.appearances ?? BarAppearances()).shown(compact: compact)
        let standard: UINavigationBarAppearance
        switch shown.atRest(managed: true) {
        case .scrollEdge(let look)?, .standard(let look)?: return look.look(tint: tint)
        case .standardMadeTransparent(let look)?: standard = look
        case nil:
            if hasOlderStyle { return olderLook(tint: tint) }
            standard = standardAppearance
        }
        var look = standard.madeTransparent().look(tint: tint)
        // A dark style's titles are white over whatever shows through.
        if barStyle != .default, look.titleColor == nil { look.titleColor = .white }
        if barStyle != .default, look.largeTitleColor == nil { look.largeTitleColor = .white }
        if let color = titleTextAttributes?[.foregroundColor] as? UIColor, look.titleColor == nil { look.titleColor = color.color }
        if let color = largeTitleTextAttributes?[.foregroundColor] as? UIColor, look.largeTitleColor == nil {
            look.largeTitleColor = color.color
        }
        if let font = titleTextAttributes?[.font] as? UIFont, look.titleFont == nil { look.titleFont = font.barTitleFont }
        if let font = largeTitleTextAttributes?[.font] as? UIFont, look.largeTitleFont == nil { look.largeTitleFont = font.barTitleFont }
        return look
    }

    /// The bar tint, a black style's dark bar and an opaque bar's background, with white titles
    /// over a dark bar unless the title attributes say otherwise.
    private func olderLook(tint: Color?) -> NavigationBarLook {
        let background = OlderBarStyle.background(tint: barTintColor?.color, isDark: barStyle != .default, isTranslucent: isTranslucent,
                                                   chrome: .barBackground)
        let darkBar = background.luminance < 0.45
        let title = (titleTextAttributes?[.foregroundColor] as? UIColor)?.color ?? (darkBar ? .white : nil)
        let large = (largeTitleTextAttributes?[.foregroundColor] as? UIColor)?.color ?? (darkBar ? .white : nil)
        return NavigationBarLook(background: background, hairline: Color(white: 0, alpha: 0.3), titleColor: title, largeTitleColor: large,
                                 tint: tint ?? (darkBar ? .white : nil),
                                 titleFont: (titleTextAttributes?[.font] as? UIFont)?.barTitleFont,
                                 largeTitleFont: (largeTitleTextAttributes?[.font] as? UIFont)?.barTitleFont)
    }
}
