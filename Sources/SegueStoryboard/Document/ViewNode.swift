import SegueKit

extension IB {
    /// One view of a scene's view tree, as Interface Builder stored it.
    ///
    /// Generic view properties are always read; the element-specific ones (`text`, `button`, `table`,
    /// …) are set only for elements that have them.
    public struct ViewNode: Sendable, Hashable {
        public var id: String?
        /// The element the view is written as: `view`, `label`, `button`, `tableViewCell`, …
        public var element: ViewElement
        /// The `key` the view is stored under in its parent (`view`, `contentView`, `titleView`,
        /// `tableHeaderView`, …); nil for ordinary subviews.
        public var key: ViewKey?
        public var customClass: String?
        public var userLabel: String?
        /// `<rect key="frame">`, relative to the superview. Nil when the file stores no frame.
        public var frame: Rect?
        /// `<autoresizingMask>`: how the frame follows a resized superview (IB also stores resolved
        /// frames for views laid out with constraints, which this reader does not evaluate).
        public var autoresizingMask: AutoresizingMask?
        /// False for views laid out by constraints alone (`translatesAutoresizingMaskIntoConstraints="NO"`),
        /// whose autoresizing mask UIKit ignores.
        public var translatesAutoresizingMaskIntoConstraints = true
        /// `fixedFrame="YES"` (on the view, or on its size class's `<variation>`): Interface
        /// Builder placed it by hand, not by its constraints. Where it has none, Xcode builds it
        /// with its autoresizing mask, whatever `translatesAutoresizingMaskIntoConstraints` says;
        /// where it has some, they place it at run time, and its frame is only the canvas's.
        public var hasFixedFrame = false
        /// Every `<color key=…>` of the element, resolved: `backgroundColor`, `textColor`,
        /// `tintColor`, `highlightedColor`, `barTintColor`, `separatorColor`, `onTintColor`, …
        public var colors: [ColorKey: Color] = [:]
        /// The colours of `colors` that take another value when the view is presented at the
        /// elevated level (a sheet, a popover): system backgrounds in the dark appearance.
        public var elevatedColors: [ColorKey: Color] = [:]
        /// Keys set explicitly to no value (`<nil key="textColor"/>`).
        public var nilKeys: [String] = []
        public var alpha = 1.0
        public var isHidden = false
        /// A control's `enabled` (UIKit's default is enabled): a disabled one is drawn dimmed.
        public var isEnabled = true
        public var clipsSubviews = false
        /// `opaque`, when written (UIKit's default is opaque).
        public var isOpaque: Bool?
        /// `scaleToFill`, `scaleAspectFit`, `center`, `left`, …
        public var contentMode: ContentMode?
        public var tag: Int?
        /// The layer's look from `<userDefinedRuntimeAttributes>`: `layer.cornerRadius`,
        /// `layer.masksToBounds`, `layer.borderWidth`, and the border colour (`layer.borderColor`,
        /// `layer.borderUIColor` or `borderColor`, the last of them written in that order).
        public var cornerRadius: Double?
        public var masksToBounds: Bool?
        public var borderWidth: Double?
        public var borderColor: Color?
        /// All `<userDefinedRuntimeAttribute>`s, by key path.
        public var runtimeAttributes: [String: RuntimeAttributeValue] = [:]
        /// The view's `<constraints>`: what places the subviews a file stores without frames
        /// (Xcode 4.5–4.6 Auto Layout files).
        public var constraints: [LayoutConstraint] = []
        /// Content hugging and compression resistance (`horizontalHuggingPriority`, …).
        public var contentPriorities = ContentPriorities()
        /// The id of `<viewLayoutGuide key="safeArea">`: what constraints name to pin a subview to
        /// the view's safe area.
        public var safeAreaGuideID: String?
        /// A scroll view's `<viewLayoutGuide key="contentLayoutGuide">` and `frameLayoutGuide` ids:
        /// its content area and its frame, as constraints name them (Xcode 11 and later).
        public var contentLayoutGuideID: String?
        public var frameLayoutGuideID: String?

        // MARK: Text (label, textField, textView, button title font)

        /// The text of a label, text field or text view: the `text` attribute, a `<string key="text">`
        /// child, or the concatenated fragments of `<attributedString key="attributedText">`.
        public var text: String?
        /// True when `text` came from an attributed string.
        public var isAttributedText = false
        public var font: Font?
        public var textAlignment: TextAlignment?
        /// `numberOfLines` (labels; 0 = unlimited). Nil when not written (UIKit's default is 1).
        public var numberOfLines: Int?
        /// A multi-line label's `preferredMaxLayoutWidth`: the width its text wraps at when Auto
        /// Layout sizes it. Nil when not written (automatic: its laid-out width).
        public var preferredMaxLayoutWidth: Double?
        /// `lineBreakMode` (labels and buttons). Nil when not written or not one of IB's six.
        public var lineBreakMode: LineBreakMode?
        /// A label's `adjustsFontSizeToFitWidth`: Interface Builder writes `adjustsFontSizeToFit="NO"`
        /// and leaves it out when on (its Autoshrink menu), so nil (not written) reads as on for labels.
        public var adjustsFontSizeToFitWidth: Bool?
        /// `minimumScaleFactor` (0, UIKit's default, does not scale down), or the older files'
        /// `minimumFontSize` in points; the one to shrink to is `minimumFontScale`.
        public var minimumScaleFactor: Double?
        public var minimumFontSize: Double?
        /// The text of a label, or a button's normal title, in the development language, when a
        /// localization replaced it (`text` and `button.title` hold the translation): the text
        /// Interface Builder sized the stored frames for.
        public var developmentText: String?
        /// A text field's placeholder.
        public var placeholder: String?
        /// A search bar of `searchBarStyle="minimal"`: no background (its bar tint shows nowhere).
        public var isMinimalSearchBar = false
        /// A search bar's `showsScopeBar` and its `scopeButtonTitles`: the scope bar under its
        /// field, shown where there are two titles or more.
        public var showsScopeBar = false
        public var scopeButtonTitles: [String] = []
        /// A search bar's `showsCancelButton`: a Cancel button after its field.
        public var showsCancelButton = false
        /// A text field's `borderStyle`, when written (UIKit's default is none).
        public var borderStyle: TextBorderStyle?

        // MARK: Controls

        public var button: ButtonContent?
        /// A control's `contentHorizontalAlignment`, when written (UIKit's default is center).
        public var contentHorizontalAlignment: ContentHorizontalAlignment?
        /// `semanticContentAttribute`, when written (UIKit's default is unspecified).
        public var semanticContentAttribute: SemanticContentAttribute?
        /// The image of an image view (`image="…"`).
        public var image: ImageReference?
        /// A switch's `on`.
        public var isOn: Bool?
        public var segments: [Segment] = []
        public var selectedSegmentIndex: Int?
        public var slider: SliderValue?
        public var stepper: StepperValue?
        /// A progress view's `progress`.
        public var progress: Double?
        /// A page control's `numberOfPages` and `currentPage`.
        public var numberOfPages: Int?
        public var currentPage: Int?
        /// An activity indicator's `style` (nil when not written: gray), whether it animates and
        /// whether it hides when stopped (UIKit's default, when not written).
        public var activityIndicatorStyle: ActivityIndicatorStyle?
        /// A date picker's mode, style and date.
        public var datePicker: DatePickerContent?
        public var isAnimating: Bool?
        public var hidesWhenStopped: Bool?
        /// A visual effect view's `<blurEffect style="…">` (or the one of its `<vibrancyEffect>`):
        /// `light`, `dark`, `extraLight`, `regular`, `prominent`, `systemMaterial`…
        public var blurEffectStyle: String?

        // MARK: Containers

        /// Table view contents (`tableView` only).
        public var table: TableContent?
        /// Cell details (`tableViewCell` only).
        public var cell: CellContent?
        /// Collection view prototype cells (`collectionView` only).
        public var collectionCells: [ViewNode] = []
        /// A collection view's flow layout, when written.
        public var flowLayout: FlowLayout?
        /// A collection view's `scrollDirection` attribute, when written.
        public var scrollDirection: ScrollDirection?
        /// A scroll, table or collection view's `contentInsetAdjustmentBehavior`, when written.
        public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
        /// A scroll view's `alwaysBounceVertical` (Interface Builder writes YES on table views).
        public var alwaysBounceVertical: Bool?
        /// `stackView` axis (`horizontal` / `vertical`), distribution, alignment and spacing.
        public var stack: StackContent?
        /// A bar's `barStyle`, when written.
        public var barStyle: BarStyle?
        /// A bar's `translucent`, when written (UIKit's default is YES; an opaque bar is written NO).
        public var isTranslucent: Bool?
        /// `largeTitles="YES"`: a navigation bar that shows titles large (`prefersLargeTitles`).
        public var prefersLargeTitles = false
        /// A bar's appearance objects and title colours.
        public var barLook = BarLook()
        /// A standalone `navigationBar`'s `<items>`.
        public var navigationItems: [NavigationItem] = []
        /// A `toolbar`'s `<items>`.
        public var barButtonItems: [BarButtonItem] = []
        /// A `tabBar`'s `<items>`, and the id of the selected one (`selectedItem`), when written;
        /// none is selected otherwise.
        public var tabBarItems: [TabBarItem] = []
        public var selectedTabBarItemID: String?

        /// Child views: `<subviews>` and keyed child views (a cell's `contentView`, a table's
        /// `tableHeaderView`, …), in document order.
        public var subviews: [ViewNode] = []
        /// The line of the element.
        public var line: Int

        public init(element: ViewElement, id: String? = nil, line: Int = 0) {
            self.element = element
            self.id = id
            self.line = line
        }

        public var backgroundColor: Color? { colors[.backgroundColor] }
        public var textColor: Color? { colors[.textColor] }
        public var tintColor: Color? { colors[.tintColor] }

        /// This view and every view below it (subviews, table cells, collection cells, title views of
        /// bar items), depth first.
        public func allNodes() -> [ViewNode] {
            var out: [ViewNode] = []
            func walk(_ n: ViewNode) {
                out.append(n)
                for s in n.subviews { walk(s) }
                if let t = n.table {
                    for c in t.prototypes { walk(c) }
                    for s in t.sections { for c in s.cells { walk(c) } }
                }
                for c in n.collectionCells { walk(c) }
                for item in n.navigationItems { if let v = item.titleView { walk(v) } }
            }
            walk(self)
            return out
        }

        /// The first view in this subtree with the given id.
        public func node(withID id: String) -> ViewNode? { allNodes().first { $0.id == id } }
    }

    /// `<autoresizingMask>` flags (`UIView.AutoresizingMask`); all false is an empty mask.
    public struct AutoresizingMask: Sendable, Hashable {
        public var flexibleMinX: Bool
        public var widthSizable: Bool
        public var flexibleMaxX: Bool
        public var flexibleMinY: Bool
        public var heightSizable: Bool
        public var flexibleMaxY: Bool

        public init(
            flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
            flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false
        ) {
            self.flexibleMinX = flexibleMinX
            self.widthSizable = widthSizable
            self.flexibleMaxX = flexibleMaxX
            self.flexibleMinY = flexibleMinY
            self.heightSizable = heightSizable
            self.flexibleMaxY = flexibleMaxY
        }
    }

    /// The value of a `<userDefinedRuntimeAttribute>`.
    public enum RuntimeAttributeValue: Sendable, Hashable {
        case number(Double)
        case boolean(Bool)
        case string(String)
        case color(Color)
        case size(Size)
        case point(Point)
        case rect(Rect)
        /// Types not modelled (`image`, `range`, `nil`, `localizedString` …): the type name.
        case other(type: String)
    }

    /// `<fontDescription>`.
    public struct Font: Sendable, Hashable {
        public enum Family: Sendable, Hashable {
            /// The system font (`type="system"`, `boldSystem`, `italicSystem`).
            case system
            /// A Dynamic Type text style (`style="UICTFontTextStyleHeadline"`).
            case textStyle(String)
            /// A named font (`name="Helvetica-Bold" family="Helvetica"`).
            case named(name: String, family: String?)
        }

        public var family: Family
        /// The point size. For text styles without a `pointSize`, the style's default size at the
        /// Large (default) content size category.
        public var pointSize: Double
        public var weight: FontWeight
        public var isItalic: Bool

        public init(family: Family, pointSize: Double, weight: FontWeight = .regular, isItalic: Bool = false) {
            self.family = family
            self.pointSize = pointSize
            self.weight = weight
            self.isItalic = isItalic
        }

        /// Default sizes and weights of the Dynamic Type text styles at the default category.
        public static let textStyles: [String: (size: Double, weight: FontWeight)] = [
            "UICTFontTextStyleLargeTitle": (34, .regular),
            "UICTFontTextStyleTitle0": (34, .regular),
            "UICTFontTextStyleTitle1": (28, .regular),
            "UICTFontTextStyleTitle2": (22, .regular),
            "UICTFontTextStyleTitle3": (20, .regular),
            "UICTFontTextStyleHeadline": (17, .semibold),
            "UICTFontTextStyleBody": (17, .regular),
            "UICTFontTextStyleCallout": (16, .regular),
            "UICTFontTextStyleSubhead": (15, .regular),
            "UICTFontTextStyleFootnote": (13, .regular),
            "UICTFontTextStyleCaption1": (12, .regular),
            "UICTFontTextStyleCaption2": (11, .regular),
        ]
    }

    public enum FontWeight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum TextAlignment: String, Sendable, Hashable {
        case left, center, right, justified, natural
    }

    /// A label's or button's `lineBreakMode`, as Interface Builder writes it.
    public enum LineBreakMode: String, Sendable, Hashable {
        case wordWrap, characterWrap, clip, headTruncation, tailTruncation, middleTruncation
    }
}
