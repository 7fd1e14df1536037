import Foundation
import SegueKit

/// View trees: a view, its child views, cells and bar items, depth-limited.
extension StoryboardReader {
    // MARK: Views

    /// Element children of a view that are read as properties, not as child views.
    static let propertyElements: Set<String> = [
        "rect", "color", "nil", "fontDescription", "font", "string", "mutableString", "attributedString", "state",
        "buttonConfiguration", "userDefinedRuntimeAttributes", "subviews", "prototypes", "sections", "cells",
        "segments", "scopeButtonTitles", "items", "connections", "constraints", "autoresizingMask", "viewLayoutGuide",
        "textInputTraits", "gestureRecognizers", "variation", "accessibility", "point", "size", "inset",
        "edgeInsets", "directionalEdgeInsets", "collectionViewFlowLayout", "collectionViewLayout",
        "wkWebViewConfiguration", "textAttributes", "navigationBarAppearance", "tabBarAppearance",
        "toolbarAppearance", "date", "locale", "timeZone", "dataDetectorType", "imageReference",
        "preferredSymbolConfiguration", "real", "integer", "boolean", "mutableArray", "array", "value",
        "tableViewSection", "frame",
    ]

    /// A view and everything below it.
    mutating func readView(_ n: XNode, key: String? = nil) throws -> IB.ViewNode {
        var views: [IB.ViewNode] = []
        try readView(n, key: key, appendingTo: &views)
        return views[0]
    }

    /// Reads a view and everything below it, and appends it to `views`.
    ///
    /// NB: recursive (through `readViewChild`), so the nesting is bounded by
    /// `limits.maxViewDepth`, and each level's stack frame is kept small: an `IB.ViewNode` is large,
    /// so views are appended where they belong rather than returned through temporaries, and the
    /// properties are read by `viewProperties`, whose frame is gone before the recursion.
    private mutating func readView(_ n: XNode, key: String? = nil, appendingTo views: inout [IB.ViewNode]) throws {
        viewDepth += 1
        defer { viewDepth -= 1 }
        if viewDepth > limits.maxViewDepth {
            throw diag.error(
                .limitExceeded, line: n.line, id: n.id,
                "views nest more than \(limits.maxViewDepth) deep (<\(n.name)\(n.id.map { " id=\"\($0)\"" } ?? "")> on line \(n.line)); Interface Builder never writes that: the file is damaged or was generated wrongly")
        }
        views.append(try viewProperties(n, key: key))
        let enclosing = enclosingSize
        enclosingSize = views[views.count - 1].frame?.size
        defer { enclosingSize = enclosing }
        for child in n.children where !Self.isProperty(child) {
            try readViewChild(child, into: &views[views.count - 1])
        }
        if n.name == "tableViewCell" || n.name == "collectionViewCell" {
            views[views.count - 1].cell = try cellContent(n, views[views.count - 1])
        }
    }

    /// A view with everything but the views below it.
    @inline(never)
    private mutating func viewProperties(_ n: XNode, key: String?) throws -> IB.ViewNode {
        try noteID(n.id, of: n)
        var v = IB.ViewNode(element: IB.ViewElement(rawValue: n.name), id: n.id, line: n.line)
        try readViewAttributes(n, into: &v)
        try readElementContent(n, into: &v)
        v.key = (key ?? n.key).map(IB.ViewKey.init(rawValue:))
        for child in n.children where Self.isProperty(child) { try readViewProperty(child, of: n, into: &v) }
        if v.frame == nil, let inset = n.child("frame", key: "frameInset") { v.frame = try frameInset(inset, owner: n.id, in: enclosingSize) }
        // A view of fixed frame whose frame is zero: Interface Builder writes no rect for it, and
        // UIKit shows nothing of it (no constraints to size it either).
        if v.frame == nil, n["fixedFrame"] == "YES" { v.frame = Rect(x: 0, y: 0, width: 0, height: 0) }
        if let original = n.development.first { v.developmentText = developmentText(of: original) }
        return v
    }

    /// The text of a localized label or button as the storyboard wrote it, read on a copy of the
    /// reader: its problems were reported once already, for the element itself.
    private func developmentText(of original: XNode) -> String? {
        var scratch = self
        var v = IB.ViewNode(element: IB.ViewElement(rawValue: original.name), line: original.line)
        try? scratch.readElementContent(original, into: &v)
        for child in original.children where Self.isProperty(child) { try? scratch.readViewProperty(child, of: original, into: &v) }
        return v.element == .button ? v.button?.title : v.text
    }

    /// The child elements that hold views: subviews, cells, bar items, keyed views.
    private mutating func readViewChild(_ child: XNode, into v: inout IB.ViewNode) throws {
        switch child.name {
        case "subviews":
            for s in child.children { try readView(s, appendingTo: &v.subviews) }
        case "prototypes":
            for c in child.children {
                if v.table != nil { try readView(c, appendingTo: &v.table!.prototypes) } else { try readView(c, appendingTo: &v.collectionCells) }
            }
        case "sections":
            for s in child.children("tableViewSection") {
                // Xcode writes a title holding a quote or a line break as `<string key="footerTitle">`.
                let header = try text(s["headerTitle"] ?? s.child("string", key: "headerTitle")?.text, of: s)
                let footer = try text(s["footerTitle"] ?? s.child("string", key: "footerTitle")?.text, of: s)
                var section = IB.TableSection(id: s.id, headerTitle: header, footerTitle: footer)
                for c in s.child("cells")?.children ?? [] { try readView(c, appendingTo: &section.cells) }
                if v.table == nil { v.table = IB.TableContent() }
                v.table?.sections.append(section)
            }
        case "cells":
            for c in child.children { try readView(c, appendingTo: &v.collectionCells) }
        case "items":
            try readBarItems(child, into: &v)
        default:
            // A keyed child view (a cell's content view, a table's header view…): anything
            // else that has a frame, and a cell's content view without one (Xcode 6 wrote
            // prototype cells so: UIKit sizes it to the row).
            if !Self.propertyElements.contains(child.name),
               child.child("rect", key: "frame") != nil || child.child("frame", key: "frameInset") != nil
                || child.name == "tableViewCellContentView" {
                try readView(child, appendingTo: &v.subviews)
            }
        }
    }

    private mutating func readBarItems(_ items: XNode, into v: inout IB.ViewNode) throws {
        for item in items.children {
            switch item.name {
            case "navigationItem": v.navigationItems.append(try readNavigationItem(item))
            case "barButtonItem": v.barButtonItems.append(try readBarButtonItem(item))
            case "tabBarItem": v.tabBarItems.append(try readTabBarItem(item))
            default: break
            }
        }
    }

    /// Whether a child element is read as a property of the view (by `readViewProperty`) rather
    /// than holding views.
    static func isProperty(_ child: XNode) -> Bool {
        switch child.name {
        case "rect": child.key == "frame"
        case "autoresizingMask": child.key == "autoresizingMask"
        case "fontDescription": child.key == "fontDescription"
        case "attributedString": child.key == "attributedText"
        case "inset": child.key?.hasSuffix("EdgeInsets") == true
        case "collectionViewFlowLayout": child.key == "collectionViewLayout"
        case "viewLayoutGuide": ["safeArea", "contentLayoutGuide", "frameLayoutGuide"].contains(child.key)
        case "textAttributes": child.key == "titleTextAttributes" || child.key == "largeTitleTextAttributes"
        case "navigationBarAppearance", "tabBarAppearance", "toolbarAppearance": child.key != nil
        case "color", "nil", "string", "mutableString", "state", "buttonConfiguration", "userDefinedRuntimeAttributes", "segments", "scopeButtonTitles",
             "constraints": true
        default: false
        }
    }
}
