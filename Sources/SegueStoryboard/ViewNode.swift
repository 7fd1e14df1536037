import SegueKit

/// One view of a scene's view tree, as Interface Builder stored it.
///
/// Generic view properties are always read; the element-specific ones (`text`, `button`, `table`,
/// …) are set only for elements that have them. `attributes` keeps every raw XML attribute for
/// anything not modelled here.
public struct ViewNode: Sendable, Hashable {
    public var id: String?
    /// The XML element name: `view`, `label`, `button`, `imageView`, `tableView`, `tableViewCell`,
    /// `tableViewCellContentView`, `stackView`, `containerView`, …
    public var elementName: String
    /// The `key` the view is stored under in its parent (`view`, `contentView`, `titleView`,
    /// `tableHeaderView`, …); nil for ordinary subviews.
    public var key: String?
    public var customClass: String?
    public var userLabel: String?
    /// `<rect key="frame">`, relative to the superview. Nil when the file stores no frame.
    public var frame: Rect?
    /// `<autoresizingMask>`: how the frame follows a resized superview (IB also stores resolved
    /// frames for views laid out with constraints, which this reader does not evaluate).
    public var autoresizingMask: AutoresizingMask?
    /// Every `<color key=…>` of the element, resolved: `backgroundColor`, `textColor`,
    /// `tintColor`, `highlightedColor`, `barTintColor`, `separatorColor`, `onTintColor`, …
    public var colors: [String: Color]
    /// Keys set explicitly to no value (`<nil key="textColor"/>`).
    public var nilKeys: [String]
    public var alpha: Double
    public var isHidden: Bool
    public var clipsSubviews: Bool
    /// `opaque`, when written (UIKit's default is opaque).
    public var isOpaque: Bool?
    /// `scaleToFill`, `scaleAspectFit`, `center`, `left`, …
    public var contentMode: String?
    public var tag: Int?
    /// `layer.cornerRadius` from `<userDefinedRuntimeAttributes>`.
    public var cornerRadius: Double?
    /// All `<userDefinedRuntimeAttribute>`s, by key path.
    public var runtimeAttributes: [String: RuntimeAttributeValue]

    // MARK: Text (label, textField, textView, button title font)

    /// The text of a label, text field or text view: the `text` attribute, a `<string key="text">`
    /// child, or the concatenated fragments of `<attributedString key="attributedText">`.
    public var text: String?
    /// True when `text` came from an attributed string.
    public var isAttributedText: Bool
    public var font: Font?
    public var textAlignment: TextAlignment?
    /// `numberOfLines` (labels; 0 = unlimited). Nil when not written (UIKit's default is 1).
    public var numberOfLines: Int?
    /// A text field's placeholder.
    public var placeholder: String?

    // MARK: Controls

    public var button: ButtonContent?
    /// The image of an image view (`image="…"`).
    public var image: ImageReference?
    /// A switch's `on`.
    public var isOn: Bool?
    public var segments: [Segment]
    public var selectedSegmentIndex: Int?
    public var slider: SliderValue?
    /// A progress view's `progress`.
    public var progress: Double?
    /// A page control's `numberOfPages` and `currentPage`.
    public var numberOfPages: Int?
    public var currentPage: Int?
    /// An activity indicator's `style` and whether it animates.
    public var isAnimating: Bool?

    // MARK: Containers

    /// Table view contents (`tableView` only).
    public var table: TableContent?
    /// Cell details (`tableViewCell` only).
    public var cell: CellContent?
    /// Collection view prototype cells (`collectionView` only).
    public var collectionCells: [ViewNode]
    /// `stackView` axis (`horizontal` / `vertical`), distribution, alignment and spacing.
    public var stack: StackContent?
    /// A standalone `navigationBar`'s `<items>`.
    public var navigationItems: [NavigationItem]
    /// A `toolbar`'s `<items>`.
    public var barButtonItems: [BarButtonItem]
    /// A `tabBar`'s `<items>`.
    public var tabBarItems: [TabBarItem]

    /// Child views: `<subviews>` and keyed child views (a cell's `contentView`, a table's
    /// `tableHeaderView`, …), in document order.
    public var subviews: [ViewNode]
    /// Every attribute of the XML element as written.
    public var attributes: [String: String]
    /// The line of the element.
    public var line: Int

    public init(elementName: String, id: String? = nil, line: Int = 0) {
        self.id = id
        self.elementName = elementName
        self.key = nil
        self.customClass = nil
        self.userLabel = nil
        self.frame = nil
        self.autoresizingMask = nil
        self.colors = [:]
        self.nilKeys = []
        self.alpha = 1
        self.isHidden = false
        self.clipsSubviews = false
        self.isOpaque = nil
        self.contentMode = nil
        self.tag = nil
        self.cornerRadius = nil
        self.runtimeAttributes = [:]
        self.text = nil
        self.isAttributedText = false
        self.font = nil
        self.textAlignment = nil
        self.numberOfLines = nil
        self.placeholder = nil
        self.button = nil
        self.image = nil
        self.isOn = nil
        self.segments = []
        self.selectedSegmentIndex = nil
        self.slider = nil
        self.progress = nil
        self.numberOfPages = nil
        self.currentPage = nil
        self.isAnimating = nil
        self.table = nil
        self.cell = nil
        self.collectionCells = []
        self.stack = nil
        self.navigationItems = []
        self.barButtonItems = []
        self.tabBarItems = []
        self.subviews = []
        self.attributes = [:]
        self.line = line
    }

    public var backgroundColor: Color? { colors["backgroundColor"] }
    public var textColor: Color? { colors["textColor"] }
    public var tintColor: Color? { colors["tintColor"] }

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

/// A button's look: its type, configuration style and per-state content.
public struct ButtonContent: Sendable, Hashable {
    /// `buttonType`: `roundedRect`, `system`, `custom` (attribute absent), `infoLight`,
    /// `infoDark`, `contactAdd`, `detailDisclosure`, `close`.
    public var buttonType: String
    /// The Xcode 13+ `<buttonConfiguration style>`: `plain`, `tinted`, `gray`, `filled`,
    /// `borderless`, `bordered`, …; nil for buttons without a configuration.
    public var configurationStyle: String?
    /// `<state key=…>` entries by state name (`normal`, `highlighted`, `selected`, `disabled`).
    public var states: [String: ButtonState]
    /// `<buttonConfiguration>` content, when present.
    public var configuration: ButtonConfiguration?

    public init(
        buttonType: String = "custom", configurationStyle: String? = nil, states: [String: ButtonState] = [:],
        configuration: ButtonConfiguration? = nil
    ) {
        self.buttonType = buttonType
        self.configurationStyle = configurationStyle
        self.states = states
        self.configuration = configuration
    }

    /// The title shown in the normal state: the configuration's title, else the normal state's.
    public var title: String? { configuration?.title ?? states["normal"]?.title }
    public var titleColor: Color? { configuration?.baseForegroundColor ?? states["normal"]?.titleColor }
    public var image: ImageReference? { configuration?.image ?? states["normal"]?.image }
    public var backgroundImage: ImageReference? { states["normal"]?.backgroundImage }
    /// The fill behind the title: the configuration's `baseBackgroundColor`, when set.
    public var backgroundColor: Color? { configuration?.baseBackgroundColor }
}

/// One `<state key=…>` of a button.
public struct ButtonState: Sendable, Hashable {
    public var title: String?
    public var titleColor: Color?
    public var titleShadowColor: Color?
    public var image: ImageReference?
    public var backgroundImage: ImageReference?

    public init(
        title: String? = nil, titleColor: Color? = nil, titleShadowColor: Color? = nil, image: ImageReference? = nil,
        backgroundImage: ImageReference? = nil
    ) {
        self.title = title
        self.titleColor = titleColor
        self.titleShadowColor = titleShadowColor
        self.image = image
        self.backgroundImage = backgroundImage
    }
}

/// `<buttonConfiguration key="configuration">` (Xcode 13+).
public struct ButtonConfiguration: Sendable, Hashable {
    public var style: String?
    public var title: String?
    public var subtitle: String?
    public var image: ImageReference?
    public var titleFont: Font?
    public var baseForegroundColor: Color?
    public var baseBackgroundColor: Color?
    /// `cornerStyle` (`capsule`, `large`, `medium`, …), when set.
    public var cornerStyle: String?

    public init(
        style: String? = nil, title: String? = nil, subtitle: String? = nil, image: ImageReference? = nil,
        titleFont: Font? = nil, baseForegroundColor: Color? = nil, baseBackgroundColor: Color? = nil,
        cornerStyle: String? = nil
    ) {
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.titleFont = titleFont
        self.baseForegroundColor = baseForegroundColor
        self.baseBackgroundColor = baseBackgroundColor
        self.cornerStyle = cornerStyle
    }
}

/// A reference to a named image, with its size when `<resources>` lists it.
public struct ImageReference: Sendable, Hashable {
    public var name: String
    /// `system` for SF Symbols, when written.
    public var catalog: String?
    /// The `<resources><image>` entry for this name, if the file has one.
    public var resource: ImageResource?

    public init(name: String, catalog: String? = nil, resource: ImageResource? = nil) {
        self.name = name
        self.catalog = catalog
        self.resource = resource
    }

    /// True when `<resources>` has an `<image>` entry for the name.
    public var isInResources: Bool { resource != nil }
    /// The point size from `<resources>`, when listed.
    public var size: Size? { resource?.size }
}

/// One segment of a segmented control.
public struct Segment: Sendable, Hashable {
    public var title: String?
    public var image: ImageReference?
    public init(title: String? = nil, image: ImageReference? = nil) {
        self.title = title
        self.image = image
    }
}

/// A slider's value and range.
public struct SliderValue: Sendable, Hashable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    public init(value: Double, minimum: Double, maximum: Double) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A stack view's layout attributes.
public struct StackContent: Sendable, Hashable {
    /// `horizontal` (UIKit's default) or `vertical`.
    public var axis: String
    public var distribution: String?
    public var alignment: String?
    public var spacing: Double
    public init(axis: String, distribution: String? = nil, alignment: String? = nil, spacing: Double = 0) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }
}

public enum TableStyle: String, Sendable, Hashable {
    case plain, grouped, insetGrouped
}

/// A table view's contents.
public struct TableContent: Sendable, Hashable {
    public var style: TableStyle
    /// `prototypes` (cells are templates filled at run time) or `static` (the cells are the rows).
    public var dataMode: String?
    /// `rowHeight`, when written (-1 means automatic).
    public var rowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    /// Prototype cells (`dataMode="prototypes"`).
    public var prototypes: [ViewNode]
    /// Static sections (`dataMode="static"`).
    public var sections: [TableSection]

    public init(
        style: TableStyle = .plain, dataMode: String? = nil, rowHeight: Double? = nil,
        sectionHeaderHeight: Double? = nil, sectionFooterHeight: Double? = nil, prototypes: [ViewNode] = [],
        sections: [TableSection] = []
    ) {
        self.style = style
        self.dataMode = dataMode
        self.rowHeight = rowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.prototypes = prototypes
        self.sections = sections
    }

    public var isStatic: Bool { dataMode == "static" }
}

/// `<tableViewSection>` of a static table.
public struct TableSection: Sendable, Hashable {
    public var id: String?
    public var headerTitle: String?
    public var footerTitle: String?
    /// The cells (`tableViewCell` nodes with `cell` set).
    public var cells: [ViewNode]
    public init(id: String? = nil, headerTitle: String? = nil, footerTitle: String? = nil, cells: [ViewNode] = []) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }
}

/// What a `tableViewCell` (or `collectionViewCell`) shows.
public struct CellContent: Sendable, Hashable {
    public var reuseIdentifier: String?
    /// `default`, `subtitle`, `value1`, `value2` (from `IBUITableViewCellStyle…`), or `custom`
    /// when the attribute is absent.
    public var style: String
    /// `none` when absent, else `disclosureIndicator`, `detailDisclosureButton`, `checkmark`,
    /// `detailButton`.
    public var accessoryType: String
    /// `rowHeight` on the cell, when written; otherwise the frame height is the row height.
    public var rowHeight: Double?
    /// The text of the label named by the cell's `textLabel` attribute.
    public var textLabelText: String?
    /// The text of the label named by the cell's `detailTextLabel` attribute.
    public var detailTextLabelText: String?
    /// The ids those attributes name.
    public var textLabelID: String?
    public var detailTextLabelID: String?
    /// `selectionStyle` (`default`, `blue`, `gray`, `none`), when written.
    public var selectionStyle: String?

    public init(
        reuseIdentifier: String? = nil, style: String = "custom", accessoryType: String = "none",
        rowHeight: Double? = nil, textLabelText: String? = nil, detailTextLabelText: String? = nil,
        textLabelID: String? = nil, detailTextLabelID: String? = nil, selectionStyle: String? = nil
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        self.accessoryType = accessoryType
        self.rowHeight = rowHeight
        self.textLabelText = textLabelText
        self.detailTextLabelText = detailTextLabelText
        self.textLabelID = textLabelID
        self.detailTextLabelID = detailTextLabelID
        self.selectionStyle = selectionStyle
    }
}
