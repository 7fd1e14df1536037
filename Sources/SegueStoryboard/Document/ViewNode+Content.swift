import SegueKit

extension IB {
    // What controls hold: buttons, images, segments, sliders, stacks, tables and cells.

    /// A button's look: its type, configuration style and per-state content.
    public struct ButtonContent: Sendable, Hashable {
        /// `buttonType`: `roundedRect`, `system`, `custom` (attribute absent), `infoLight`,
        /// `infoDark`, `contactAdd`, `detailDisclosure`, `close`.
        public var buttonType: ButtonType
        /// `<state key=…>` entries by state.
        public var states: [ControlState: ButtonState]
        /// `<buttonConfiguration>` content (Xcode 13+), when present.
        public var configuration: ButtonConfiguration?
        /// `<inset key="contentEdgeInsets">`, `titleEdgeInsets` and `imageEdgeInsets`: each moves
        /// its part by its left and top and shrinks it by the insets (UIKit's pre-configuration
        /// buttons); zero when not written.
        public var contentEdgeInsets = EdgeInsets.zero
        public var titleEdgeInsets = EdgeInsets.zero
        public var imageEdgeInsets = EdgeInsets.zero
        /// The point size its symbol image is set at (`<preferredSymbolConfiguration
        /// configurationType="pointSize">` of the normal state, or the configuration's
        /// `preferredSymbolConfigurationForImage`); nil: the title's size.
        public var symbolPointSize: Double?
        /// That configuration's `weight` (`medium`, `semibold`…), when written.
        public var symbolWeight: String?

        public init(buttonType: ButtonType = .custom, states: [ControlState: ButtonState] = [:], configuration: ButtonConfiguration? = nil) {
            self.buttonType = buttonType
            self.states = states
            self.configuration = configuration
        }

        /// The title shown in the normal state: the configuration's title, else the normal state's.
        public var title: String? { configuration?.title ?? states[.normal]?.title }
        public var titleColor: Color? { configuration?.baseForegroundColor ?? states[.normal]?.titleColor }
        public var image: ImageReference? { configuration?.image ?? states[.normal]?.image }
        public var backgroundImage: ImageReference? { states[.normal]?.backgroundImage }
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
        /// Nil when not written: plain.
        public var style: ButtonConfigurationStyle?
        public var title: String?
        public var subtitle: String?
        public var image: ImageReference?
        public var titleFont: Font?
        public var baseForegroundColor: Color?
        public var baseBackgroundColor: Color?
        /// `cornerStyle`, when set.
        public var cornerStyle: ButtonCornerStyle?
        /// `imagePadding`: the distance between the image and the title, when set.
        public var imagePadding: Double?
        /// `imagePlacement`, when set (UIKit's default is leading).
        public var imagePlacement: ButtonImagePlacement?

        public init(
            style: ButtonConfigurationStyle? = nil, title: String? = nil, subtitle: String? = nil, image: ImageReference? = nil,
            titleFont: Font? = nil, baseForegroundColor: Color? = nil, baseBackgroundColor: Color? = nil,
            cornerStyle: ButtonCornerStyle? = nil
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
        /// True for an SF Symbol (`catalog="system"` where the image is named).
        public var isSystemSymbol: Bool
        /// The `<resources><image>` entry for this name, if the file has one.
        public var resource: ImageResource?

        public init(name: String, isSystemSymbol: Bool = false, resource: ImageResource? = nil) {
            self.name = name
            self.isSystemSymbol = isSystemSymbol
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
        /// `enabled="NO"`: its title or image is drawn dimmed.
        public var isEnabled: Bool
        public init(title: String? = nil, image: ImageReference? = nil, isEnabled: Bool = true) {
            self.title = title
            self.image = image
            self.isEnabled = isEnabled
        }
    }

    /// A date picker's mode, style, date (`<date key="date">`, seconds since 1 January 2001 UTC;
    /// nil: the current date, which frames draw as a fixed one), locale and minute interval.
    public struct DatePickerContent: Sendable, Hashable {
        public var mode: DatePickerMode
        public var style: DatePickerStyle
        public var date: Double?
        public var localeIdentifier: String?
        public var minuteInterval: Int
        public init(mode: DatePickerMode = .dateAndTime, style: DatePickerStyle = .automatic, date: Double? = nil,
                    localeIdentifier: String? = nil, minuteInterval: Int = 1) {
            self.mode = mode
            self.style = style
            self.date = date
            self.localeIdentifier = localeIdentifier
            self.minuteInterval = minuteInterval
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

    /// A stepper's value, range and whether it wraps (`UIStepper`: 0 in 0…100, not wrapping, by
    /// default).
    public struct StepperValue: Sendable, Hashable {
        public var value: Double
        public var minimum: Double
        public var maximum: Double
        public var wraps: Bool
        public init(value: Double = 0, minimum: Double = 0, maximum: Double = 100, wraps: Bool = false) {
            self.value = value
            self.minimum = minimum
            self.maximum = maximum
            self.wraps = wraps
        }
    }

    /// A stack view's layout attributes.
    public struct StackContent: Sendable, Hashable {
        /// `horizontal` (UIKit's default) or `vertical`.
        public var axis: Axis
        /// Nil when not written: fill.
        public var distribution: StackDistribution?
        /// Nil when not written: fill.
        public var alignment: StackAlignment?
        public var spacing: Double
        public init(axis: Axis, distribution: StackDistribution? = nil, alignment: StackAlignment? = nil, spacing: Double = 0) {
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
        /// `prototypes` or `static`; nil when not written.
        public var dataMode: TableDataMode?
        /// `separatorStyle`, when written (UIKit's default is a single line).
        public var separatorStyle: SeparatorStyle?
        /// `rowHeight`, when written (-1 means automatic).
        public var rowHeight: Double?
        public var sectionHeaderHeight: Double?
        public var sectionFooterHeight: Double?
        /// Prototype cells (`dataMode="prototypes"`).
        public var prototypes: [ViewNode]
        /// Static sections (`dataMode="static"`).
        public var sections: [TableSection]
        /// The table's own `separatorInset` (`<inset key="separatorInset" minX=… maxX=…/>`),
        /// when written: the cells' separators start and end there unless a cell sets its own.
        public var separatorInset: EdgeInsets?

        public init(
            style: TableStyle = .plain, dataMode: TableDataMode? = nil, separatorStyle: SeparatorStyle? = nil, rowHeight: Double? = nil,
            sectionHeaderHeight: Double? = nil, sectionFooterHeight: Double? = nil, prototypes: [ViewNode] = [],
            sections: [TableSection] = []
        ) {
            self.style = style
            self.dataMode = dataMode
            self.separatorStyle = separatorStyle
            self.rowHeight = rowHeight
            self.sectionHeaderHeight = sectionHeaderHeight
            self.sectionFooterHeight = sectionFooterHeight
            self.prototypes = prototypes
            self.sections = sections
        }

        public var isStatic: Bool { dataMode == .static }
        /// False for `separatorStyle="none"`.
        public var drawsSeparators: Bool { separatorStyle != SeparatorStyle.none }
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
        public var style: CellStyle
        /// `none` when absent, else `disclosureIndicator`, `detailDisclosureButton`, `checkmark`,
        /// `detailButton`.
        public var accessoryType: CellAccessoryType
        /// `rowHeight` on the cell, when written; otherwise the frame height is the row height.
        public var rowHeight: Double?
        /// The text of the label named by the cell's `textLabel` attribute.
        public var textLabelText: String?
        /// The text of the label named by the cell's `detailTextLabel` attribute.
        public var detailTextLabelText: String?
        /// The ids those attributes name.
        public var textLabelID: String?
        public var detailTextLabelID: String?
        /// `selectionStyle`, when written.
        public var selectionStyle: CellSelectionStyle?
        /// The cell's own `separatorInset` (`<inset key="separatorInset" minX=… maxX=…/>`), when
        /// written: its separator runs from `left` to the row's width less `right`, and none is
        /// drawn when nothing is left (apps hide one with `minX="999"`).
        public var separatorInset: EdgeInsets?
        /// The view the cell's `accessoryView` outlet names: UIKit shows it at the cell's trailing
        /// edge in place of the accessory type's. Interface Builder keeps it among the scene's
        /// top-level objects (`Scene.detachedViews`), or in the cell itself.
        public var accessoryViewID: String?

        public init(
            reuseIdentifier: String? = nil, style: CellStyle = .custom, accessoryType: CellAccessoryType = .none,
            rowHeight: Double? = nil, textLabelText: String? = nil, detailTextLabelText: String? = nil,
            textLabelID: String? = nil, detailTextLabelID: String? = nil, selectionStyle: CellSelectionStyle? = nil
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
}

extension IB {
    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`: the sizes
    /// `UICollectionViewFlowLayout` lays its items out by (UIKit's defaults where not written).
    public struct FlowLayout: Sendable, Hashable {
        /// `<size key="itemSize">`; nil when not written (UIKit's 50 × 50).
        public var itemSize: Size?
        public var minimumLineSpacing: Double = 10
        public var minimumInteritemSpacing: Double = 10
        /// `<inset key="sectionInset">`.
        public var sectionInset = EdgeInsets.zero
        /// `automaticEstimatedItemSize="YES"`: each cell sizes itself (from its own layout).
        public var sizesItemsAutomatically = false

        public init() {}
    }
}
