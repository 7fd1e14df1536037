extension IB {
    /// A closed vocabulary of the storyboard format: the values Interface Builder writes for an
    /// attribute, and `unknown` for any other, kept as written so that nothing read disappears.
    ///
    /// `rawValue` is the attribute's spelling in the file; `init(rawValue:)` never fails.
    public protocol Vocabulary: RawRepresentable, Hashable, Sendable where RawValue == String {
        /// Every value but `unknown`.
        static var known: [Self] { get }
        /// A value this reader does not know, as written.
        static func unknown(_ rawValue: String) -> Self
    }

    /// `UIBarButtonItem.SystemItem`: `systemItem` of a `<barButtonItem>`.
    public enum BarButtonSystemItem: Vocabulary {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
        case unknown(String)
        public static let known: [Self] = [
            .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
            .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo,
            .pageCurl, .close,
        ]
    }

    /// `UIBarButtonItem.Style`: `style` of a `<barButtonItem>` (`bordered` is the pre-iOS 7 look).
    public enum BarButtonItemStyle: Vocabulary {
        case plain, bordered, done
        case unknown(String)
        public static let known: [Self] = [.plain, .bordered, .done]
    }

    /// `UITabBarItem.SystemItem`: `systemItem` of a `<tabBarItem>`.
    public enum TabBarSystemItem: Vocabulary {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
        case unknown(String)
        public static let known: [Self] = [
            .more, .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads,
            .mostRecent, .mostViewed,
        ]
    }

    /// `UIView.ContentMode`: `contentMode` of any view. Not SegueKit's `ContentMode`, which has only
    /// the four modes its image content draws.
    public enum ContentMode: Vocabulary {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
            bottomLeft, bottomRight
        case unknown(String)
        public static let known: [Self] = [
            .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right, .topLeft,
            .topRight, .bottomLeft, .bottomRight,
        ]
    }

    /// `UIButton.ButtonType`: `buttonType` of a `<button>` (`custom` when the attribute is absent;
    /// Xcode 4 wrote `roundedRect` where later versions write `system`).
    public enum ButtonType: Vocabulary {
        case custom, system, roundedRect, detailDisclosure, infoLight, infoDark, contactAdd, close
        case unknown(String)
        public static let known: [Self] = [.custom, .system, .roundedRect, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
    }

    /// `UITableViewCell.CellStyle`: a cell's `style` without its `IBUITableViewCellStyle` prefix, and
    /// lower-camel-cased (`IBUITableViewCellStyleValue1` is `value1`); `custom` when absent.
    public enum CellStyle: Vocabulary {
        case custom, `default`, subtitle, value1, value2
        case unknown(String)
        public static let known: [Self] = [.custom, .default, .subtitle, .value1, .value2]
    }

    /// `UITableViewCell.AccessoryType`: a cell's `accessoryType` (`none` when absent).
    public enum CellAccessoryType: Vocabulary {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
        case unknown(String)
        public static let known: [Self] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
    }

    /// `UITableViewCell.SelectionStyle`: a cell's `selectionStyle` (`default` when absent).
    public enum CellSelectionStyle: Vocabulary {
        case `default`, none, blue, gray
        case unknown(String)
        public static let known: [Self] = [.default, .none, .blue, .gray]
    }

    /// `NSLayoutConstraint.Axis`: a stack view's `axis` (`horizontal` when absent).
    public enum Axis: Vocabulary {
        case horizontal, vertical
        case unknown(String)
        public static let known: [Self] = [.horizontal, .vertical]
    }
}

extension IB.Vocabulary {
    public init(rawValue: String) {
        self = Self.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// The value as the file spells it.
    ///
    /// NB: a case without a payload prints as its name, which is the file's spelling (the cases
    /// are named after it); `unknown` carries the text it was read from.
    public var rawValue: String {
        if let written = Mirror(reflecting: self).children.first?.value as? String { return written }
        return String(describing: self)
    }

    /// False for `unknown` values.
    public var isKnown: Bool { Self.known.contains(self) }
}

extension IB.Vocabulary {
    /// The known values by spelling: what the vocabularies read for most elements keep in a
    /// static, so that reading one is a lookup rather than a comparison with each known value.
    static func spellings() -> [String: Self] {
        Dictionary(known.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
