import SegueKit

/// What bar items share (`UIBarItem`): a title, an image, whether it is enabled, a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0

    public override init() { super.init() }
}

/// A button in a navigation bar or toolbar (`UIBarButtonItem`), made the iOS 14 way, with an
/// action or a menu: Swift on Linux has no selectors for the target–action initialisers (see the
/// README). The bar draws its image, else its title, or its system item's word or glyph.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// UIKit's system items, in UIKit's order (their raw values are UIKit's).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style = Style.plain
    open var width: CGFloat = 0
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that shows `customView`, at the view's size, in the bar.
    public init(customView: UIView) {
        super.init()
        self.customView = customView
    }

    /// The view the item shows in place of its title or image.
    open var customView: UIView?

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done || systemItem == .save { style = .done }
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// What the bar draws for the item: its custom view; its image (an SF Symbol from the renderer's stand-in
    /// icon font; a bitmap as a template in the tint unless its rendering mode is
    /// `alwaysOriginal`), never its title when it has one; else its title; a system item's word
    /// (English, as UIKit's in an English app) or the symbol that is its glyph; nil for a flexible
    /// space. A disabled item is "drawn partially dimmed" (Apple's `isEnabled`), in the grey of
    /// tertiary labels; else an item with a `tintColor` is drawn in it rather than the bar's.
    var barItem: NavigationBar.Item? {
        if let customView { return .view(customView.node) }
        guard let item = plainBarItem else { return nil }
        if case .space = item { return item }
        if !isEnabled { return .tinted(item, UIColor.tertiaryLabel.color) }
        if let tintColor { return .tinted(item, tintColor.color) }
        return item
    }

    private var plainBarItem: NavigationBar.Item? {
        if let image {
            switch image.contents {
            case .symbol(let name):
                return .symbol(name, weight: (image.symbolConfiguration ?? UIImage.SymbolConfiguration()).resolvedWeight)
            case .bitmap(let bitmap):
                return .image(bitmap, size: image.size.size, isTemplate: image.renderingMode != .alwaysOriginal)
            case .picture:
                // A picture of views has no pixels until drawn: a neutral symbol glyph stands in.
                return .symbol("", weight: .regular)
            }
        }
        if let title, !title.isEmpty { return .title(title, bold: style == .done) }
        guard let systemItem else { return nil }
        switch systemItem {
        case .done: return .title("Done", bold: true)
        case .save: return .title("Save", bold: true)
        case .cancel: return .title("Cancel", bold: false)
        case .edit: return .title("Edit", bold: false)
        case .undo: return .title("Undo", bold: false)
        case .redo: return .title("Redo", bold: false)
        case .fixedSpace: return .space(Double(width))
        case .flexibleSpace: return nil
        default: return NavigationBar.systemItemSymbols[String(describing: systemItem)].map { .symbol($0, weight: .regular) }
        }
    }
}

/// A menu element: an action or a menu (`UIMenuElement`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    public let title: String
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// An action a button or menu performs (`UIAction`), with its handler.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A menu of actions and submenus (`UIMenu`).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}
