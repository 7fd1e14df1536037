extension IB {
    /// `NSLayoutConstraint.Attribute`: a `<constraint>`'s `firstAttribute` and `secondAttribute`
    /// (`baseline` is the older files' spelling of `lastBaseline`).
    public enum LayoutAttribute: Vocabulary {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, lastBaseline, firstBaseline,
            leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins,
            centerYWithinMargins
        case unknown(String)
        public static let known: [Self] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .baseline,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]

        /// The attributes that trade sides right to left.
        public var followsLayoutDirection: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }
    }

    /// `NSLayoutConstraint.Relation`: a `<constraint>`'s `relation` (`equal` when absent).
    public enum LayoutRelation: Vocabulary {
        case equal, lessThanOrEqual, greaterThanOrEqual
        case unknown(String)
        public static let known: [Self] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    }

    /// `UIStackView.Distribution`: a stack view's `distribution` (`fill` when absent).
    public enum StackDistribution: Vocabulary {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
        case unknown(String)
        public static let known: [Self] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
    }

    /// `UIStackView.Alignment`: a stack view's `alignment` (`fill` when absent); `top` and
    /// `leading`, `bottom` and `trailing` are the same value under the axis's names.
    public enum StackAlignment: Vocabulary {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
        case unknown(String)
        public static let known: [Self] = [.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline]
    }

    /// `UITableView.SeparatorStyle`: a table's `separatorStyle` (`default` is a single line).
    public enum SeparatorStyle: Vocabulary {
        case `default`, none, singleLine, singleLineEtched
        case unknown(String)
        public static let known: [Self] = [.default, .none, .singleLine, .singleLineEtched]
    }

    /// A table's `dataMode`: `prototypes` (cells are templates filled at run time) or `static`
    /// (the cells are the rows).
    public enum TableDataMode: Vocabulary {
        case prototypes, `static`
        case unknown(String)
        public static let known: [Self] = [.prototypes, .static]
    }

    /// `UICollectionView.ScrollDirection`: a collection view's `scrollDirection`.
    public enum ScrollDirection: Vocabulary {
        case vertical, horizontal
        case unknown(String)
        public static let known: [Self] = [.vertical, .horizontal]
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`: how a scroll view's content is inset by the
    /// safe area (the bars over it), `contentInsetAdjustmentBehavior` of a scroll, table or
    /// collection view. UIKit's default is `automatic`.
    public enum ContentInsetAdjustmentBehavior: Vocabulary {
        case automatic, scrollableAxes, never, always
        case unknown(String)
        public static let known: [Self] = [.automatic, .scrollableAxes, .never, .always]
    }

    /// `UISemanticContentAttribute`: a view's `semanticContentAttribute`. Unspecified views
    /// mirror in a right-to-left layout; the forced ones keep their direction.
    public enum SemanticContentAttribute: Vocabulary {
        case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
        case unknown(String)
        public static let known: [Self] = [.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft]

        /// Whether a view with this attribute is laid out right to left, in a layout whose
        /// direction is `rightToLeft`: playback and spatial controls never flip.
        public func isRightToLeft(in rightToLeft: Bool) -> Bool {
            switch self {
            case .forceRightToLeft: true
            case .forceLeftToRight, .playback, .spatial: false
            default: rightToLeft
            }
        }
    }
}
