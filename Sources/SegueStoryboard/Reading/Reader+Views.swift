import Foundation
import SegueKit

/// View trees: frames, colours, fonts, text, controls, tables and cells.
extension StoryboardReader {
    // MARK: Views

    /// Element children of a view that are read as properties, not as child views.
    static let propertyElements: Set<String> = [
        "rect", "color", "nil", "fontDescription", "font", "string", "attributedString", "state",
        "buttonConfiguration", "userDefinedRuntimeAttributes", "subviews", "prototypes", "sections", "cells",
        "segments", "items", "connections", "constraints", "autoresizingMask", "viewLayoutGuide",
        "textInputTraits", "gestureRecognizers", "variation", "accessibility", "point", "size", "inset",
        "edgeInsets", "directionalEdgeInsets", "collectionViewFlowLayout", "collectionViewLayout",
        "wkWebViewConfiguration", "textAttributes", "navigationBarAppearance", "tabBarAppearance",
        "toolbarAppearance", "date", "locale", "timeZone", "dataDetectorType", "imageReference",
        "preferredSymbolConfiguration", "real", "integer", "boolean", "mutableArray", "array", "value",
        "tableViewSection",
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
    /// `limits.maxViewDepth`, and each level's stack frame is kept small: a `IB.ViewNode` is large,
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
        for child in n.children where !Self.isProperty(child) {
            try readViewChild(child, into: &views[views.count - 1])
        }
        if n.name == "tableViewCell" || n.name == "collectionViewCell" {
            views[views.count - 1].cell = try cellContent(n, views[views.count - 1])
        }
    }

    /// A view with everything but the views below it.
    private mutating func viewProperties(_ n: XNode, key: String?) throws -> IB.ViewNode {
        try noteID(n.id, of: n)
        var v = IB.ViewNode(elementName: n.name, id: n.id, line: n.line)
        try readViewAttributes(n, into: &v)
        v.key = key ?? n.key
        for child in n.children where Self.isProperty(child) { try readViewProperty(child, of: n, into: &v) }
        return v
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
                var section = IB.TableSection(id: s.id, headerTitle: s["headerTitle"], footerTitle: s["footerTitle"])
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
            // else that has a frame.
            if !Self.propertyElements.contains(child.name), child.child("rect", key: "frame") != nil {
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

    /// The attributes of the view element itself.
    private mutating func readViewAttributes(_ n: XNode, into v: inout IB.ViewNode) throws {
        v.attributes = n.attributes
        v.customClass = n["customClass"]
        v.userLabel = n["userLabel"]
        v.alpha = try diag.number(n, "alpha", .fraction, default: 1)
        v.isHidden = n.bool("hidden") ?? false
        v.clipsSubviews = n.bool("clipsSubviews") ?? false
        v.isOpaque = n.bool("opaque")
        v.contentMode = n.vocabulary("contentMode")
        v.tag = try diag.integer(n, "tag", .tag)

        // Element-specific attributes.
        switch n.name {
        case "label", "textField", "textView", "searchBar":
            v.text = try text(n["text"], of: n)
            v.placeholder = try text(n["placeholder"], of: n)
            v.textAlignment = n["textAlignment"].flatMap(IB.TextAlignment.init(rawValue:))
            v.numberOfLines = try diag.integer(n, "numberOfLines", .lineCount)
        case "imageView":
            v.image = imageRef(n["image"], n["catalog"])
        case "switch":
            v.isOn = n.bool("on") ?? false
        case "segmentedControl":
            v.selectedSegmentIndex = try diag.integer(n, "selectedSegmentIndex", .smallIndex)
        case "slider":
            v.slider = IB.SliderValue(
                value: try diag.number(n, "value", .sliderValue, default: 0.5),
                minimum: try diag.number(n, "minValue", .sliderValue, default: 0),
                maximum: try diag.number(n, "maxValue", .sliderValue, default: 1))
        case "progressView":
            v.progress = try diag.number(n, "progress", .fraction, default: 0)
        case "pageControl":
            v.numberOfPages = try diag.integer(n, "numberOfPages", .smallIndex) ?? 3
            v.currentPage = try diag.integer(n, "currentPage", .smallIndex) ?? 0
        case "activityIndicatorView":
            v.isAnimating = n.bool("animating") ?? false
        case "stackView":
            v.stack = IB.StackContent(
                axis: n.vocabulary("axis") ?? .horizontal, distribution: n["distribution"], alignment: n["alignment"],
                spacing: try diag.number(n, "spacing", .points) ?? (n["spacingType"] == "standard" ? 8 : 0))
        case "tableView":
            v.table = IB.TableContent(
                style: IB.TableStyle(rawValue: n["style"] ?? "plain") ?? .plain, dataMode: n["dataMode"],
                rowHeight: try diag.number(n, "rowHeight", .points),
                sectionHeaderHeight: try diag.number(n, "sectionHeaderHeight", .points),
                sectionFooterHeight: try diag.number(n, "sectionFooterHeight", .points))
        case "button":
            v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom)
        default:
            break
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
        case "color", "nil", "string", "state", "buttonConfiguration", "userDefinedRuntimeAttributes", "segments", "constraints": true
        default: false
        }
    }

    /// A child element read as a property of the view: frame, colours, font, text, button states…
    private mutating func readViewProperty(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        switch child.name {
        case "rect" where child.key == "frame":
            v.frame = try rect(child, owner: n.id)
        case "autoresizingMask" where child.key == "autoresizingMask":
            v.autoresizingMask = IB.AutoresizingMask(
                flexibleMinX: child.bool("flexibleMinX") ?? false, widthSizable: child.bool("widthSizable") ?? false,
                flexibleMaxX: child.bool("flexibleMaxX") ?? false, flexibleMinY: child.bool("flexibleMinY") ?? false,
                heightSizable: child.bool("heightSizable") ?? false, flexibleMaxY: child.bool("flexibleMaxY") ?? false)
        case "color":
            guard let k = child.key else { return }
            v.colors[k] = try colors.resolve(child, &diag, owner: n.id)
        case "nil":
            if let k = child.key { v.nilKeys.append(k) }
        case "fontDescription" where child.key == "fontDescription":
            v.font = try font(child, owner: n.id)
        case "string":
            switch child.key {
            case "text"?: v.text = try text(child.text, of: child, owner: n.id)
            case "placeholder"?: v.placeholder = try text(child.text, of: child, owner: n.id)
            default: break
            }
        case "attributedString" where child.key == "attributedText":
            let joined = child.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            v.text = try text(joined, of: child, owner: n.id)
            v.isAttributedText = true
        case "state":
            try readButtonState(child, of: n, into: &v)
        case "buttonConfiguration":
            try readButtonConfiguration(child, of: n, into: &v)
        case "userDefinedRuntimeAttributes":
            for a in child.children("userDefinedRuntimeAttribute") {
                guard let path = a["keyPath"] else { continue }
                let value = try runtimeValue(a, owner: n.id)
                v.runtimeAttributes[path] = value
                if path == "layer.cornerRadius", case .number(let r) = value {
                    v.cornerRadius = try cornerRadius(r, a, owner: n.id)
                }
            }
        case "segments":
            v.segments = child.children("segment").map { IB.Segment(title: $0["title"], image: imageRef($0["image"])) }
        case "constraints":
            try checkConstraints(child, owner: n.id)
        default:
            break
        }
    }

    private mutating func readButtonState(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        guard let state = child.key else { return }
        var s = IB.ButtonState(
            title: try text(child["title"], of: child, owner: n.id), image: imageRef(child["image"], child["catalog"]),
            backgroundImage: imageRef(child["backgroundImage"]))
        for sc in child.children {
            if sc.name == "color", sc.key == "titleColor" { s.titleColor = try colors.resolve(sc, &diag, owner: n.id) }
            if sc.name == "color", sc.key == "titleShadowColor" { s.titleShadowColor = try colors.resolve(sc, &diag, owner: n.id) }
            if sc.name == "string", sc.key == "title" { s.title = try text(sc.text, of: sc, owner: n.id) }
            if sc.name == "imageReference", sc.key == "image", let name = sc["image"] { s.image = imageRef(name, sc["catalog"]) }
        }
        if v.button == nil { v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom) }
        v.button?.states[state] = s
    }

    private mutating func readButtonConfiguration(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        var conf = IB.ButtonConfiguration(
            style: child["style"], title: try text(child["title"], of: child, owner: n.id), subtitle: child["subtitle"],
            image: imageRef(child["image"], child["catalog"]), cornerStyle: child["cornerStyle"])
        for cc in child.children {
            switch (cc.name, cc.key) {
            case ("fontDescription", "titleFontDescription"?): conf.titleFont = try font(cc, owner: n.id)
            case ("color", "baseForegroundColor"?): conf.baseForegroundColor = try colors.resolve(cc, &diag, owner: n.id)
            case ("color", "baseBackgroundColor"?): conf.baseBackgroundColor = try colors.resolve(cc, &diag, owner: n.id)
            case ("imageReference", "image"?): conf.image = imageRef(cc["image"], cc["catalog"])
            case ("string", "title"?): conf.title = try text(cc.text, of: cc, owner: n.id)
            default: break
            }
        }
        if v.button == nil { v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom) }
        v.button?.configuration = conf
        v.button?.configurationStyle = conf.style
        if v.font == nil { v.font = conf.titleFont }
    }

    mutating func cellContent(_ n: XNode, _ v: IB.ViewNode) throws -> IB.CellContent {
        let style: IB.CellStyle
        switch n["style"] {
        case nil: style = .custom
        case let s?:
            let raw = s.hasPrefix("IBUITableViewCellStyle") ? String(s.dropFirst("IBUITableViewCellStyle".count)) : s
            style = IB.CellStyle(rawValue: raw.prefix(1).lowercased() + raw.dropFirst())
        }
        let textID = n["textLabel"], detailID = n["detailTextLabel"]
        return IB.CellContent(
            reuseIdentifier: n["reuseIdentifier"], style: style, accessoryType: n.vocabulary("accessoryType") ?? IB.CellAccessoryType.none,
            rowHeight: try diag.number(n, "rowHeight", .points), textLabelText: textID.flatMap { v.node(withID: $0)?.text },
            detailTextLabelText: detailID.flatMap { v.node(withID: $0)?.text }, textLabelID: textID,
            detailTextLabelID: detailID, selectionStyle: n["selectionStyle"])
    }

    mutating func runtimeValue(_ a: XNode, owner: String?) throws -> IB.RuntimeAttributeValue {
        let type = a["type"] ?? ""
        let valueNode = a.children.first { $0.key == "value" }
        switch type {
        case "number":
            let owner = owner ?? a["keyPath"]
            var d = try diag.number(a, "value", .finite, owner: owner)
            if d == nil, let valueNode { d = try diag.number(valueNode, "value", .finite, owner: owner) }
            if let d { return .number(d) }
        case "boolean":
            if let b = a.bool("value") ?? valueNode?.bool("value") { return .boolean(b) }
        case "string", "localizedString":
            if let s = a["value"] ?? valueNode?.text ?? valueNode?["value"] { return .string(s) }
        case "color":
            if let c = valueNode, c.name == "color" { return .color(try colors.resolve(c, &diag, owner: owner)) }
        case "size":
            if let n = valueNode, let s = try size(n, owner: owner) { return .size(s) }
        case "point":
            if let p = valueNode, let point = try point(p, owner: owner) { return .point(point) }
        case "rect":
            if let r = valueNode, r["x"] != nil, r["y"] != nil, r["width"] != nil, r["height"] != nil {
                return .rect(try rect(r, owner: owner))
            }
        default:
            break
        }
        return .other(type: type)
    }

    // MARK: Checked values

    /// A `<rect>`: points, 0 for a coordinate that is absent or refused.
    mutating func rect(_ n: XNode, owner: String?) throws -> Rect {
        Rect(
            x: try diag.number(n, "x", .points, owner: owner, default: 0), y: try diag.number(n, "y", .points, owner: owner, default: 0),
            width: try diag.number(n, "width", .points, owner: owner, default: 0),
            height: try diag.number(n, "height", .points, owner: owner, default: 0))
    }

    /// A `<point>` with both coordinates, else nil.
    mutating func point(_ n: XNode, owner: String?) throws -> Point? {
        guard let x = try diag.number(n, "x", .points, owner: owner), let y = try diag.number(n, "y", .points, owner: owner) else { return nil }
        return Point(x: x, y: y)
    }

    /// Text read from the file, cut to `limits.maxTextLength` characters (a problem: strict mode
    /// refuses the file, lenient mode warns and keeps the beginning).
    mutating func text(_ s: String?, of n: XNode, owner: String? = nil) throws -> String? {
        guard let s, s.utf8.count > limits.maxTextLength, s.count > limits.maxTextLength else { return s }
        let id = n.id ?? owner
        try diag.problem(
            .limitExceeded, line: n.line, id: id,
            "the text of <\(n.name)\(id.map { " id=\"\($0)\"" } ?? "")> has \(s.count) characters", fallback: "only the first \(limits.maxTextLength) are kept",
            fix: "at most \(limits.maxTextLength) are read: shorten it, or raise ReadingLimits.maxTextLength")
        return String(s.prefix(limits.maxTextLength))
    }

    /// `layer.cornerRadius`, when it is a length in points.
    mutating func cornerRadius(_ r: Double, _ a: XNode, owner: String?) throws -> Double? {
        if case .failure(let problem) = NumberRule.points.check(value: r) {
            try diag.problem(
                .invalidNumber, line: a.line, id: owner,
                "layer.cornerRadius of '\(owner ?? "?")': \(NumberRule.points.describe(problem, a["value"] ?? String(r)))",
                fallback: "it is ignored", fix: Diagnostics.fixNumber)
            return nil
        }
        return r
    }

    /// The numbers of a view's `<constraints>` (the document model keeps no constraints:
    /// `LayoutConstraintIndex` reads them again when building, and falls back to the same
    /// defaults).
    mutating func checkConstraints(_ list: XNode, owner: String?) throws {
        for c in list.children("constraint") {
            _ = try diag.number(c, "constant", .points, owner: owner, default: 0)
            guard let m = c["multiplier"] else { continue }
            if LayoutConstraintIndex.multiplierValue(m) == nil {
                try diag.problem(
                    .invalidNumber, line: c.line, id: c.id ?? owner,
                    "<constraint\(c.id.map { " id=\"\($0)\"" } ?? "")>: multiplier \"\(m)\" is not a finite number or ratio (expected \(NumberRule.multiplier.expected))",
                    fallback: "1 is used", fix: Diagnostics.fixNumber)
            }
        }
    }

    mutating func font(_ n: XNode, owner: String?) throws -> IB.Font {
        let explicitSize = try diag.number(n, "pointSize", .fontSize, owner: owner, fallback: "the style's size is used")
        if let style = n["style"] {
            let d = IB.Font.textStyles[style] ?? (size: 17, weight: .regular)
            return IB.Font(family: .textStyle(style), pointSize: explicitSize ?? d.size, weight: d.weight)
        }
        if let name = n["name"] {
            let lower = (name.split(separator: "-").dropFirst().first.map(String.init) ?? name).lowercased()
            let weight: IB.FontWeight
            if lower.contains("ultralight") || lower.contains("extralight") {
                weight = .ultraLight
            } else if lower.contains("thin") {
                weight = .thin
            } else if lower.contains("light") {
                weight = .light
            } else if lower.contains("semibold") || lower.contains("demibold") {
                weight = .semibold
            } else if lower.contains("medium") {
                weight = .medium
            } else if lower.contains("heavy") || lower.contains("extrabold") {
                weight = .heavy
            } else if lower.contains("black") {
                weight = .black
            } else if lower.contains("bold") {
                weight = .bold
            } else {
                weight = .regular
            }
            let italic = lower.contains("italic") || lower.contains("oblique")
            return IB.Font(family: .named(name: name, family: n["family"]), pointSize: explicitSize ?? 17, weight: weight, isItalic: italic)
        }
        let type = n["type"] ?? "system"
        var weight = n["weight"].flatMap(IB.FontWeight.init(rawValue:)) ?? .regular
        if type == "boldSystem" { weight = .bold }
        return IB.Font(family: .system, pointSize: explicitSize ?? 17, weight: weight, isItalic: type == "italicSystem")
    }

}
