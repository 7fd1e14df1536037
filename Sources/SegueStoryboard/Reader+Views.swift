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

    mutating func readView(_ n: XNode, key: String? = nil) throws -> ViewNode {
        var v = ViewNode(elementName: n.name, id: n.id, line: n.line)
        v.key = key ?? n.key
        v.attributes = n.attributes
        v.customClass = n["customClass"]
        v.userLabel = n["userLabel"]
        v.alpha = n.double("alpha") ?? 1
        v.isHidden = n.bool("hidden") ?? false
        v.clipsSubviews = n.bool("clipsSubviews") ?? false
        v.isOpaque = n.bool("opaque")
        v.contentMode = n["contentMode"]
        v.tag = n.int("tag")

        // Element-specific attributes.
        switch n.name {
        case "label", "textField", "textView", "searchBar":
            v.text = n["text"]
            v.placeholder = n["placeholder"]
            v.textAlignment = n["textAlignment"].flatMap(TextAlignment.init(rawValue:))
            v.numberOfLines = n.int("numberOfLines")
        case "imageView":
            v.image = imageRef(n["image"], n["catalog"])
        case "switch":
            v.isOn = n.bool("on") ?? false
        case "segmentedControl":
            v.selectedSegmentIndex = n.int("selectedSegmentIndex")
        case "slider":
            v.slider = SliderValue(value: n.double("value") ?? 0.5, minimum: n.double("minValue") ?? 0, maximum: n.double("maxValue") ?? 1)
        case "progressView":
            v.progress = n.double("progress") ?? 0
        case "pageControl":
            v.numberOfPages = n.int("numberOfPages") ?? 3
            v.currentPage = n.int("currentPage") ?? 0
        case "activityIndicatorView":
            v.isAnimating = n.bool("animating") ?? false
        case "stackView":
            v.stack = StackContent(
                axis: n["axis"] ?? "horizontal", distribution: n["distribution"], alignment: n["alignment"],
                spacing: n.double("spacing") ?? (n["spacingType"] == "standard" ? 8 : 0))
        case "tableView":
            v.table = TableContent(
                style: TableStyle(rawValue: n["style"] ?? "plain") ?? .plain, dataMode: n["dataMode"],
                rowHeight: n.double("rowHeight"), sectionHeaderHeight: n.double("sectionHeaderHeight"),
                sectionFooterHeight: n.double("sectionFooterHeight"))
        case "button":
            v.button = ButtonContent(buttonType: n["buttonType"] ?? "custom")
        default:
            break
        }

        for child in n.children {
            switch child.name {
            case "rect" where child.key == "frame":
                v.frame = Rect(
                    x: child.double("x") ?? 0, y: child.double("y") ?? 0, width: child.double("width") ?? 0,
                    height: child.double("height") ?? 0)
            case "autoresizingMask" where child.key == "autoresizingMask":
                v.autoresizingMask = AutoresizingMask(
                    flexibleMinX: child.bool("flexibleMinX") ?? false, widthSizable: child.bool("widthSizable") ?? false,
                    flexibleMaxX: child.bool("flexibleMaxX") ?? false, flexibleMinY: child.bool("flexibleMinY") ?? false,
                    heightSizable: child.bool("heightSizable") ?? false, flexibleMaxY: child.bool("flexibleMaxY") ?? false)
            case "color":
                guard let k = child.key else { continue }
                v.colors[k] = try colors.resolve(child, &diag, owner: n.id)
            case "nil":
                if let k = child.key { v.nilKeys.append(k) }
            case "fontDescription" where child.key == "fontDescription":
                v.font = font(child)
            case "string":
                switch child.key {
                case "text"?: v.text = child.text
                case "placeholder"?: v.placeholder = child.text
                default: break
                }
            case "attributedString" where child.key == "attributedText":
                v.text = child.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
                v.isAttributedText = true
            case "state":
                guard let state = child.key else { continue }
                var s = ButtonState(
                    title: child["title"], image: imageRef(child["image"], child["catalog"]),
                    backgroundImage: imageRef(child["backgroundImage"]))
                for sc in child.children {
                    if sc.name == "color", sc.key == "titleColor" { s.titleColor = try colors.resolve(sc, &diag, owner: n.id) }
                    if sc.name == "color", sc.key == "titleShadowColor" { s.titleShadowColor = try colors.resolve(sc, &diag, owner: n.id) }
                    if sc.name == "string", sc.key == "title" { s.title = sc.text }
                    if sc.name == "imageReference", sc.key == "image", let name = sc["image"] { s.image = imageRef(name, sc["catalog"]) }
                }
                if v.button == nil { v.button = ButtonContent(buttonType: n["buttonType"] ?? "custom") }
                v.button?.states[state] = s
            case "buttonConfiguration":
                var conf = ButtonConfiguration(
                    style: child["style"], title: child["title"], subtitle: child["subtitle"],
                    image: imageRef(child["image"], child["catalog"]), cornerStyle: child["cornerStyle"])
                for cc in child.children {
                    switch (cc.name, cc.key) {
                    case ("fontDescription", "titleFontDescription"?): conf.titleFont = font(cc)
                    case ("color", "baseForegroundColor"?): conf.baseForegroundColor = try colors.resolve(cc, &diag, owner: n.id)
                    case ("color", "baseBackgroundColor"?): conf.baseBackgroundColor = try colors.resolve(cc, &diag, owner: n.id)
                    case ("imageReference", "image"?): conf.image = imageRef(cc["image"], cc["catalog"])
                    case ("string", "title"?): conf.title = cc.text
                    default: break
                    }
                }
                if v.button == nil { v.button = ButtonContent(buttonType: n["buttonType"] ?? "custom") }
                v.button?.configuration = conf
                v.button?.configurationStyle = conf.style
                if v.font == nil { v.font = conf.titleFont }
            case "userDefinedRuntimeAttributes":
                for a in child.children("userDefinedRuntimeAttribute") {
                    guard let path = a["keyPath"] else { continue }
                    let value = try runtimeValue(a, owner: n.id)
                    v.runtimeAttributes[path] = value
                    if path == "layer.cornerRadius", case .number(let r) = value { v.cornerRadius = r }
                }
            case "subviews":
                for s in child.children { v.subviews.append(try readView(s)) }
            case "prototypes":
                let cells = try child.children.map { try readView($0) }
                if v.table != nil { v.table?.prototypes += cells } else { v.collectionCells += cells }
            case "sections":
                for s in child.children("tableViewSection") {
                    var section = TableSection(id: s.id, headerTitle: s["headerTitle"], footerTitle: s["footerTitle"])
                    for c in s.child("cells")?.children ?? [] { section.cells.append(try readView(c)) }
                    if v.table == nil { v.table = TableContent() }
                    v.table?.sections.append(section)
                }
            case "cells":
                for c in child.children { v.collectionCells.append(try readView(c)) }
            case "segments":
                v.segments = child.children("segment").map { Segment(title: $0["title"], image: imageRef($0["image"])) }
            case "items":
                for item in child.children {
                    switch item.name {
                    case "navigationItem": v.navigationItems.append(try readNavigationItem(item))
                    case "barButtonItem": v.barButtonItems.append(try readBarButtonItem(item))
                    case "tabBarItem": v.tabBarItems.append(try readTabBarItem(item))
                    default: break
                    }
                }
            default:
                // A keyed child view (a cell's content view, a table's header view…): anything
                // else that has a frame.
                if !Self.propertyElements.contains(child.name), child.child("rect", key: "frame") != nil {
                    v.subviews.append(try readView(child))
                }
            }
        }

        if v.elementName == "tableViewCell" || v.elementName == "collectionViewCell" {
            v.cell = cellContent(n, v)
        }
        return v
    }

    func cellContent(_ n: XNode, _ v: ViewNode) -> CellContent {
        let style: String
        switch n["style"] {
        case nil: style = "custom"
        case let s?:
            let raw = s.hasPrefix("IBUITableViewCellStyle") ? String(s.dropFirst("IBUITableViewCellStyle".count)) : s
            style = raw.prefix(1).lowercased() + raw.dropFirst()
        }
        let textID = n["textLabel"], detailID = n["detailTextLabel"]
        return CellContent(
            reuseIdentifier: n["reuseIdentifier"], style: style, accessoryType: n["accessoryType"] ?? "none",
            rowHeight: n.double("rowHeight"), textLabelText: textID.flatMap { v.node(withID: $0)?.text },
            detailTextLabelText: detailID.flatMap { v.node(withID: $0)?.text }, textLabelID: textID,
            detailTextLabelID: detailID, selectionStyle: n["selectionStyle"])
    }

    mutating func runtimeValue(_ a: XNode, owner: String?) throws -> RuntimeAttributeValue {
        let type = a["type"] ?? ""
        let valueNode = a.children.first { $0.key == "value" }
        switch type {
        case "number":
            if let d = a.double("value") ?? valueNode?.double("value") { return .number(d) }
        case "boolean":
            if let b = a.bool("value") ?? valueNode?.bool("value") { return .boolean(b) }
        case "string", "localizedString":
            if let s = a["value"] ?? valueNode?.text ?? valueNode?["value"] { return .string(s) }
        case "color":
            if let c = valueNode, c.name == "color" { return .color(try colors.resolve(c, &diag, owner: owner)) }
        case "size":
            if let s = valueNode.flatMap(size) { return .size(s) }
        case "point":
            if let p = valueNode, let x = p.double("x"), let y = p.double("y") { return .point(Point(x: x, y: y)) }
        case "rect":
            if let r = valueNode, let x = r.double("x"), let y = r.double("y"), let w = r.double("width"),
                let h = r.double("height")
            {
                return .rect(Rect(x: x, y: y, width: w, height: h))
            }
        default:
            break
        }
        return .other(type: type)
    }

    func font(_ n: XNode) -> Font {
        let explicitSize = n.double("pointSize")
        if let style = n["style"] {
            let d = Font.textStyles[style] ?? (size: 17, weight: .regular)
            return Font(family: .textStyle(style), pointSize: explicitSize ?? d.size, weight: d.weight)
        }
        if let name = n["name"] {
            let lower = (name.split(separator: "-").dropFirst().first.map(String.init) ?? name).lowercased()
            let weight: FontWeight
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
            return Font(family: .named(name: name, family: n["family"]), pointSize: explicitSize ?? 17, weight: weight, isItalic: italic)
        }
        let type = n["type"] ?? "system"
        var weight = n["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
        if type == "boldSystem" { weight = .bold }
        return Font(family: .system, pointSize: explicitSize ?? 17, weight: weight, isItalic: type == "italicSystem")
    }

}
