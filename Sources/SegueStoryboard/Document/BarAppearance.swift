import SegueKit

extension IB {
    /// One of a bar's appearance objects (`<navigationBarAppearance>`, `<tabBarAppearance>`,
    /// `<toolbarAppearance>`, iOS 13 and later): what Interface Builder lets a designer set there
    /// and segue draws. A value left nil is the appearance's default.
    public struct BarAppearance: Sendable, Hashable {
        /// `backgroundColor`.
        public var backgroundColor: Color?
        /// `backgroundColor`'s value at the elevated level (the bar of a sheet or popover in the
        /// dark appearance), where it is a system colour that has one.
        public var elevatedBackgroundColor: Color?
        /// `shadowColor`: the hairline under a navigation bar, over a toolbar or tab bar;
        /// `hasShadow` false where it is written as nil (no hairline).
        public var shadowColor: Color?
        public var hasShadow = true
        /// `titleTextAttributes`' and `largeTitleTextAttributes`' text colours and fonts.
        public var titleColor: Color?
        public var largeTitleColor: Color?
        @OutOfLine public var titleFont: Font? = nil
        @OutOfLine public var largeTitleFont: Font? = nil
        /// Whether UIKit drew it with a transparent background: the scroll-edge appearance it makes
        /// from the standard one when none is set.
        public var isTransparent = false

        public init() {}
    }

    /// How a bar looks from what its element sets beyond its colours: its appearance objects by
    /// key (`standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`,
    /// `compactScrollEdgeAppearance`) and the older `titleTextAttributes` and
    /// `largeTitleTextAttributes` text colours and fonts.
    public struct BarLook: Sendable, Hashable {
        public var appearances = BarAppearances<BarAppearance>()
        public var titleColor: Color?
        public var largeTitleColor: Color?
        @OutOfLine public var titleFont: Font? = nil
        @OutOfLine public var largeTitleFont: Font? = nil
        /// Whether the bar's background is the app's code's (an appearance proxy), not the
        /// storyboard's: its title and items keep UIKit's colours where the code sets none, rather
        /// than the white assumed over a dark bar the storyboard colours.
        public var isStyledInCode = false

        public init() {}

        /// The appearance a bar shows at rest (`BarAppearances.atRest(managed:)`), the standard one
        /// made transparent where UIKit makes it so. Nil when the bar sets no appearance object
        /// that applies.
        ///
        /// NB: for a top item's own appearances or a compact-height bar, ask the look `shown` first.
        public func atRest(managed: Bool) -> BarAppearance? {
            switch appearances.atRest(managed: managed) {
            case .scrollEdge(let look)?, .standard(let look)?: return look
            case .standardMadeTransparent(var look)?:
                look.backgroundColor = nil
                look.isTransparent = true
                look.hasShadow = false
                return look
            case nil: return nil
            }
        }

        /// The look the bar shows with `item`'s appearances over its own, at a compact height or
        /// not, resolved into its standard and scroll-edge appearances
        /// (`BarAppearances.overridden(by:)`, `shown(compact:)`).
        public func shown(with item: BarAppearances<BarAppearance> = .init(), compact: Bool) -> BarLook {
            var look = self
            look.appearances = appearances.overridden(by: item).shown(compact: compact)
            return look
        }

        /// The look while content runs on past the bar (`BarAppearances.awayFromScrollEdge()`).
        public func awayFromScrollEdge() -> BarLook {
            var look = self
            look.appearances = appearances.awayFromScrollEdge()
            return look
        }

        /// The title's colour at rest: the appearance's, else the older `titleTextAttributes`'.
        public func titleColor(managed: Bool) -> Color? { atRest(managed: managed)?.titleColor ?? titleColor }
        public func largeTitleColor(managed: Bool) -> Color? { atRest(managed: managed)?.largeTitleColor ?? largeTitleColor }
        /// The title's font at rest: the appearance's, else the older `titleTextAttributes`'; nil
        /// is UIKit's (17 pt semibold, 34 pt bold for the large title).
        public func titleFont(managed: Bool) -> Font? { atRest(managed: managed)?.titleFont ?? titleFont }
        public func largeTitleFont(managed: Bool) -> Font? { atRest(managed: managed)?.largeTitleFont ?? largeTitleFont }
    }
}

/// A value kept out of line, behind a reference: every view node holds a bar look, and the
/// reader and builder keep view nodes on their stacks at each level of nesting, so what a look
/// rarely sets is not stored in it.
@propertyWrapper
///
/// NB: it prints as its value (`String(reflecting:)`), as render cache keys are made of the
/// model's text.
public struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable, CustomDebugStringConvertible {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    public static func == (a: OutOfLine, b: OutOfLine) -> Bool { a.box === b.box || a.wrappedValue == b.wrappedValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
    public var debugDescription: String { String(reflecting: wrappedValue) }
}

extension IB.ViewNode {
    /// This bar as it shows with `item`'s own appearances over its own, at a compact height or
    /// not (`IB.BarLook.shown(with:compact:)`).
    public func showing(_ item: BarAppearances<IB.BarAppearance> = .init(), compact: Bool) -> IB.ViewNode {
        var node = self
        node.barLook = barLook.shown(with: item, compact: compact)
        return node
    }

    /// The bar `stored` as it shows with `item`'s appearances; where the storyboard has no element
    /// for the bar, one of `element` made for the item's appearances alone; nil when neither styles it.
    public static func bar(_ element: IB.ViewElement, stored: IB.ViewNode?, item: BarAppearances<IB.BarAppearance>,
                           compact: Bool) -> IB.ViewNode? {
        (stored ?? (item.isEmpty ? nil : IB.ViewNode(element: element))).map { $0.showing(item, compact: compact) }
    }
}
