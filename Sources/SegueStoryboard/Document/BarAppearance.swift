import SegueKit

extension IB {
    /// One of a bar's appearance objects (`<navigationBarAppearance>`, `<tabBarAppearance>`,
    /// `<toolbarAppearance>`, iOS 13 and later): what Interface Builder lets a designer set there
    /// and segue draws. A value left nil is the appearance's default.
    public struct BarAppearance: Sendable, Hashable {
        /// `backgroundColor`.
        public var backgroundColor: Color?
        /// `shadowColor`: the hairline under a navigation bar, over a toolbar or tab bar;
        /// `hasShadow` false where it is written as nil (no hairline).
        public var shadowColor: Color?
        public var hasShadow = true
        /// `titleTextAttributes`' and `largeTitleTextAttributes`' text colours.
        public var titleColor: Color?
        public var largeTitleColor: Color?
        /// Whether UIKit drew it with a transparent background: the scroll-edge appearance it makes
        /// from the standard one when none is set.
        public var isTransparent = false

        public init() {}
    }

    /// How a bar looks from what its element sets beyond its colours: its appearance objects by
    /// key (`standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`,
    /// `compactScrollEdgeAppearance`) and the older `titleTextAttributes` and
    /// `largeTitleTextAttributes` text colours.
    public struct BarLook: Sendable, Hashable {
        public var appearances: [String: BarAppearance] = [:]
        public var titleColor: Color?
        public var largeTitleColor: Color?

        public init() {}

        /// The appearance a bar shows at rest, with its content at the top (a screen just shown, or
        /// one without a scroll view). A bar its controller manages (`managed`) shows its
        /// scroll-edge appearance there, else its standard one made transparent, as UIKit makes it
        /// ("If the value of this property is nil, UIKit uses the value of the standardAppearance
        /// property, modified to have a transparent background … If no navigation controller manages
        /// your navigation bar, UIKit ignores this property and uses the standard appearance":
        /// `scrollEdgeAppearance` of UINavigationBar, UIToolbar and UITabBar, iOS 15 and later); a
        /// bar of its own in a view shows its standard one. Nil when the bar sets no appearance
        /// object that applies.
        ///
        /// NB: for a top item's own appearances or a compact-height bar, ask the look `shown` first.
        public func atRest(managed: Bool) -> BarAppearance? {
            let standard = appearances["standardAppearance"]
            guard managed else { return standard }
            if let edge = appearances["scrollEdgeAppearance"] { return edge }
            guard var look = standard else { return nil }
            look.backgroundColor = nil
            look.isTransparent = true
            look.hasShadow = false
            return look
        }

        /// The look the bar shows with `item`'s appearances (the top navigation item's
        /// `standardAppearance`, `scrollEdgeAppearance`, …, each overriding the bar's own of that
        /// key while the item is on top) at a compact height or not (a phone in landscape), with
        /// UIKit's fallbacks resolved into its standard and scroll-edge appearances: a compact bar
        /// shows its `compactAppearance`, else the standard one, and at its scroll edge its
        /// `compactScrollEdgeAppearance`, else the scroll-edge one (the pages of those properties on
        /// UINavigationBar, UINavigationItem and UIToolbar; a tab bar has no compact ones).
        public func shown(with item: [String: BarAppearance] = [:], compact: Bool) -> BarLook {
            func appearance(_ key: String) -> BarAppearance? { item[key] ?? appearances[key] }
            var look = self
            look.appearances = [:]
            look.appearances["standardAppearance"] = (compact ? appearance("compactAppearance") : nil) ?? appearance("standardAppearance")
            look.appearances["scrollEdgeAppearance"] = (compact ? appearance("compactScrollEdgeAppearance") : nil) ?? appearance("scrollEdgeAppearance")
            return look
        }

        /// The look while content runs on past the bar (a long list under a tab bar or toolbar): the
        /// standard appearance at rest too, where UIKit shows the scroll-edge one only once the
        /// content's edge reaches the bar.
        public func awayFromScrollEdge() -> BarLook {
            var look = self
            look.appearances["scrollEdgeAppearance"] = appearances["standardAppearance"]
            return look
        }

        /// The title's colour at rest: the appearance's, else the older `titleTextAttributes`'.
        public func titleColor(managed: Bool) -> Color? { atRest(managed: managed)?.titleColor ?? titleColor }
        public func largeTitleColor(managed: Bool) -> Color? { atRest(managed: managed)?.largeTitleColor ?? largeTitleColor }
    }
}

extension IB.ViewNode {
    /// This bar as it shows with `item`'s own appearances over its own, at a compact height or
    /// not (`IB.BarLook.shown(with:compact:)`).
    public func showing(_ item: [String: IB.BarAppearance] = [:], compact: Bool) -> IB.ViewNode {
        var node = self
        node.barLook = barLook.shown(with: item, compact: compact)
        return node
    }

    /// The bar `stored` as it shows with `item`'s appearances; where the storyboard has no element
    /// for the bar, one of `element` made for the item's appearances alone; nil when neither styles it.
    public static func bar(_ element: IB.ViewElement, stored: IB.ViewNode?, item: [String: IB.BarAppearance],
                           compact: Bool) -> IB.ViewNode? {
        (stored ?? (item.isEmpty ? nil : IB.ViewNode(element: element))).map { $0.showing(item, compact: compact) }
    }
}
