import Foundation
import SegueKit

/// What one view element holds: its attributes, its element-specific content, and the child
/// elements read as its properties (frame, colours, font, text, button states, runtime attributes,
/// cell details).
extension StoryboardReader {
    /// The attributes every view element may have (the element-specific ones are read by
    /// `readElementContent`).
    mutating func readViewAttributes(_ n: XNode, into v: inout IB.ViewNode) throws {
        v.customClass = n["customClass"]
        v.userLabel = n["userLabel"]
        v.alpha = try diag.number(n, "alpha", .fraction, default: 1)
        v.isHidden = n.bool("hidden") ?? false
        v.isEnabled = n.bool("enabled") ?? true
        v.clipsSubviews = n.bool("clipsSubviews") ?? false
        v.isOpaque = n.bool("opaque")
        v.contentMode = n.vocabulary("contentMode")
        v.tag = try diag.integer(n, "tag", .tag)
        v.translatesAutoresizingMaskIntoConstraints = n.bool("translatesAutoresizingMaskIntoConstraints") ?? true
        v.hasFixedFrame = n["fixedFrame"] == "YES"
        v.contentHorizontalAlignment = n.vocabulary("contentHorizontalAlignment")
        v.semanticContentAttribute = n.vocabulary("semanticContentAttribute")
        v.barStyle = n.vocabulary("barStyle")
        v.isTranslucent = n.bool("translucent")
        v.prefersLargeTitles = n.bool("largeTitles") ?? false
        v.contentInsetAdjustmentBehavior = n.vocabulary("contentInsetAdjustmentBehavior")
        v.alwaysBounceVertical = n.bool("alwaysBounceVertical")
        let d = IB.ContentPriorities()
        v.contentPriorities = IB.ContentPriorities(
            horizontalHugging: try diag.number(n, "horizontalHuggingPriority", .priority, default: d.horizontalHugging),
            verticalHugging: try diag.number(n, "verticalHuggingPriority", .priority, default: d.verticalHugging),
            horizontalCompressionResistance: try diag.number(
                n, "horizontalCompressionResistancePriority", .priority, default: d.horizontalCompressionResistance),
            verticalCompressionResistance: try diag.number(
                n, "verticalCompressionResistancePriority", .priority, default: d.verticalCompressionResistance))
    }

    /// The attributes only some elements have: text, images, control values, stack and table
    /// layout, a button's type.
    mutating func readElementContent(_ n: XNode, into v: inout IB.ViewNode) throws {
        switch n.name {
        case "label", "textField", "textView", "searchBar":
            v.text = try text(n["text"], of: n)
            v.placeholder = try text(n["placeholder"], of: n)
            v.isMinimalSearchBar = n.name == "searchBar" && n["searchBarStyle"] == "minimal"
            v.showsScopeBar = n.name == "searchBar" && n.bool("showsScopeBar") == true
            v.showsCancelButton = n.name == "searchBar" && n.bool("showsCancelButton") == true
            v.textAlignment = n["textAlignment"].flatMap(IB.TextAlignment.init(rawValue:))
            v.numberOfLines = try diag.integer(n, "numberOfLines", .lineCount)
            v.preferredMaxLayoutWidth = try diag.number(n, "preferredMaxLayoutWidth", .points).flatMap { $0 > 0 ? $0 : nil }
            v.lineBreakMode = n["lineBreakMode"].flatMap(IB.LineBreakMode.init(rawValue:))
            v.borderStyle = n.vocabulary("borderStyle")
            v.adjustsFontSizeToFitWidth = n.bool("adjustsFontSizeToFit")
            v.minimumScaleFactor = try diag.number(n, "minimumScaleFactor", .fraction)
            v.minimumFontSize = try diag.number(n, "minimumFontSize", .fontSize)
        case "imageView":
            v.image = imageRef(n["image"], catalog: n["catalog"])
        case "switch":
            v.isOn = n.bool("on") ?? false
        case "segmentedControl":
            v.selectedSegmentIndex = try diag.integer(n, "selectedSegmentIndex", .smallIndex)
        case "slider":
            v.slider = IB.SliderValue(
                value: try diag.number(n, "value", .sliderValue, default: 0.5),
                minimum: try diag.number(n, "minValue", .sliderValue, default: 0),
                maximum: try diag.number(n, "maxValue", .sliderValue, default: 1))
        case "stepper":
            v.stepper = IB.StepperValue(
                value: try diag.number(n, "value", .stepperValue, default: 0),
                minimum: try diag.number(n, "minimumValue", .stepperValue, default: 0),
                maximum: try diag.number(n, "maximumValue", .stepperValue, default: 100),
                wraps: n.bool("wraps") ?? false)
        case "progressView":
            v.progress = try diag.number(n, "progress", .fraction, default: 0)
        case "pageControl":
            v.numberOfPages = try diag.integer(n, "numberOfPages", .smallIndex) ?? 3
            v.currentPage = try diag.integer(n, "currentPage", .smallIndex) ?? 0
        case "datePicker":
            var date: Double?
            if let d = n.child("date", key: "date") { date = try diag.number(d, "timeIntervalSinceReferenceDate", .dateInterval) }
            v.datePicker = IB.DatePickerContent(
                mode: n.vocabulary("datePickerMode") ?? .dateAndTime, style: n.vocabulary("style") ?? .automatic, date: date,
                localeIdentifier: n.child("locale", key: "locale")?["localeIdentifier"],
                minuteInterval: max(1, min(30, try diag.integer(n, "minuteInterval", .smallIndex) ?? 1)))
        case "activityIndicatorView":
            v.activityIndicatorStyle = n.vocabulary("style")
            v.isAnimating = n.bool("animating") ?? false
            v.hidesWhenStopped = n.bool("hidesWhenStopped")
        case "visualEffectView":
            v.blurEffectStyle = (n.child("blurEffect") ?? n.child("vibrancyEffect")?.child("blurEffect"))?["style"]
        case "stackView":
            v.stack = IB.StackContent(
                axis: n.vocabulary("axis") ?? .horizontal, distribution: n.vocabulary("distribution"), alignment: n.vocabulary("alignment"),
                spacing: try diag.number(n, "spacing", .points) ?? (n["spacingType"] == "standard" ? 8 : 0))
        case "tableView":
            v.table = try tableContent(n)
        case "collectionView":
            v.scrollDirection = n.vocabulary("scrollDirection")
        case "tabBar":
            v.selectedTabBarItemID = n["selectedItem"]
        case "button":
            v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom)
            v.lineBreakMode = n["lineBreakMode"].flatMap(IB.LineBreakMode.init(rawValue:))
        default:
            break
        }
    }

    /// A table's style, data mode, separators and row and section heights (its cells and
    /// sections are read as its children).
    private mutating func tableContent(_ n: XNode) throws -> IB.TableContent {
        var table = IB.TableContent(
            style: IB.TableStyle(rawValue: n["style"] ?? "plain") ?? .plain, dataMode: n.vocabulary("dataMode"),
            separatorStyle: n.vocabulary("separatorStyle"), rowHeight: try diag.number(n, "rowHeight", .points),
            sectionHeaderHeight: try diag.number(n, "sectionHeaderHeight", .points),
            sectionFooterHeight: try diag.number(n, "sectionFooterHeight", .points))
        table.separatorInset = try separatorInset(of: n)
        return table
    }

    /// A table's or cell's own `<inset key="separatorInset">`, when written.
    private mutating func separatorInset(of n: XNode) throws -> EdgeInsets? {
        guard let inset = n.children.first(where: { $0.name == "inset" && $0.key == "separatorInset" }) else { return nil }
        return try edgeInsets(inset, owner: n.id)
    }

    /// A child element read as a property of the view: frame, colours, font, text, button states…
    mutating func readViewProperty(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        switch child.name {
        case "rect" where child.key == "frame":
            v.frame = try rect(child, owner: n.id)
        case "autoresizingMask" where child.key == "autoresizingMask":
            v.autoresizingMask = Self.autoresizingMask(child)
        case "color":
            guard let k = child.key else { return }
            let key = IB.ColorKey(rawValue: k)
            v.colors[key] = try colors.resolve(child, &diag, owner: n.id)
            if let elevated = colors.elevated(child) { v.elevatedColors[key] = elevated }
        case "nil":
            if let k = child.key { v.nilKeys.append(k) }
        case "textAttributes" where child.key == "titleTextAttributes":
            (v.barLook.titleColor, v.barLook.titleFont) = try textAttributes(child, owner: n.id)
        case "textAttributes" where child.key == "largeTitleTextAttributes":
            (v.barLook.largeTitleColor, v.barLook.largeTitleFont) = try textAttributes(child, owner: n.id)
        case "navigationBarAppearance", "tabBarAppearance", "toolbarAppearance":
            guard let key = child.key else { return }
            v.barLook.appearances[key] = try barAppearance(child, owner: n.id)
        case "fontDescription" where child.key == "fontDescription":
            v.font = try font(child, owner: n.id)
        case "string", "mutableString", "attributedString":
            try readTextProperty(child, of: n, into: &v)
        case "state":
            try readButtonState(child, of: n, into: &v)
        case "buttonConfiguration":
            try readButtonConfiguration(child, of: n, into: &v)
        case "inset":
            try readButtonInset(child, of: n, into: &v)
        case "userDefinedRuntimeAttributes":
            try readRuntimeAttributes(child, of: n, into: &v)
        case "scopeButtonTitles":
            // A scope bar shows a few segments; more than a screen holds are not read.
            v.scopeButtonTitles = try child.children("string").prefix(16).compactMap { try text($0.text, of: $0, owner: n.id) }
        case "segments":
            v.segments = child.children("segment").map { IB.Segment(title: $0["title"], image: imageRef($0["image"], catalog: nil), isEnabled: $0.bool("enabled") ?? true) }
        case "constraints":
            v.constraints += try constraints(child, owner: n.id)
        case "viewLayoutGuide" where child.key == "safeArea":
            v.safeAreaGuideID = child.id
        case "viewLayoutGuide" where child.key == "contentLayoutGuide":
            v.contentLayoutGuideID = child.id
        case "viewLayoutGuide" where child.key == "frameLayoutGuide":
            v.frameLayoutGuideID = child.id
        case "collectionViewFlowLayout" where child.key == "collectionViewLayout":
            v.flowLayout = try flowLayout(child, owner: n.id)
        default:
            break
        }
    }

    /// `<collectionViewFlowLayout>`: its spacing attributes, `<size key="itemSize">` and
    /// `<inset key="sectionInset">`.
    mutating func flowLayout(_ n: XNode, owner: String?) throws -> IB.FlowLayout {
        var layout = IB.FlowLayout()
        layout.minimumLineSpacing = try diag.number(n, "minimumLineSpacing", .points, owner: owner, default: 10)
        layout.minimumInteritemSpacing = try diag.number(n, "minimumInteritemSpacing", .points, owner: owner, default: 10)
        layout.sizesItemsAutomatically = n.bool("automaticEstimatedItemSize") ?? false
        for child in n.children {
            switch (child.name, child.key) {
            case ("size", "itemSize"?):
                layout.itemSize = try size(child, owner: owner)
            case ("inset", "sectionInset"?):
                layout.sectionInset = try edgeInsets(child, owner: owner)
            default:
                break
            }
        }
        return layout
    }

    /// `<autoresizingMask>`: the flags written as YES, the others off.
    static func autoresizingMask(_ node: XNode) -> IB.AutoresizingMask {
        IB.AutoresizingMask(
            flexibleMinX: node.bool("flexibleMinX") ?? false, widthSizable: node.bool("widthSizable") ?? false,
            flexibleMaxX: node.bool("flexibleMaxX") ?? false, flexibleMinY: node.bool("flexibleMinY") ?? false,
            heightSizable: node.bool("heightSizable") ?? false, flexibleMaxY: node.bool("flexibleMaxY") ?? false)
    }

    /// `<string key="text">`, `<string key="placeholder">` and `<attributedString key="attributedText">`
    /// (its fragments joined). Interface Builder writes a text view's text as a `<mutableString>`
    /// (it is an `NSMutableString` in the archive): the same text.
    private mutating func readTextProperty(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        switch (child.name, child.key) {
        case ("string", "text"?), ("mutableString", "text"?): v.text = try text(child.text, of: child, owner: n.id)
        case ("string", "placeholder"?), ("mutableString", "placeholder"?): v.placeholder = try text(child.text, of: child, owner: n.id)
        case ("attributedString", "attributedText"?):
            let fragments = child.children("fragment")
            let joined = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            v.text = try text(joined, of: child, owner: n.id)
            v.isAttributedText = true
            // UIKit draws attributed text in its own attributes, not the label's: the colour, font
            // and alignment of the first fragment that has them style the whole text here.
            var color: Color?, font: IB.Font?, alignment: IB.TextAlignment?
            for f in fragments {
                guard let attributes = f.child("attributes") else { continue }
                if color == nil, let c = attributes.child("color", key: "NSColor") { color = try colors.resolve(c, &diag, owner: n.id) }
                if font == nil, let ff = attributes.child("font", key: "NSFont") { font = try attributedFont(ff, owner: n.id) }
                if alignment == nil, let p = attributes.child("paragraphStyle", key: "NSParagraphStyle") {
                    alignment = p["alignment"].flatMap(IB.TextAlignment.init(rawValue:))
                }
            }
            if let color { v.colors[.textColor] = color }
            if let font { v.font = font }
            if let alignment { v.textAlignment = alignment }
        default: break
        }
    }

    /// `<userDefinedRuntimeAttributes>`, by key path; the layer's corner radius, masking and
    /// border (and an app's inspectable `cornerRadius`, `borderWidth` and `borderColor`, which
    /// set them) are also read into their own properties, and so are the view's own properties that
    /// loading the nib sets by key-value coding after its attributes (`placeholder`, `text`, the
    /// colours, `alpha`, `hidden`), which a runtime attribute therefore overrides.
    private mutating func readRuntimeAttributes(_ list: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        for a in list.children("userDefinedRuntimeAttribute") {
            guard let path = a["keyPath"] else { continue }
            let value = try runtimeValue(a, owner: n.id)
            v.runtimeAttributes[path] = value
            switch (path, value) {
            // A bare `cornerRadius` is an app's inspectable property (`@IBInspectable var
            // cornerRadius`), which nib loading sets by key-value coding, and which exists to set
            // the layer's: a key path the class lacked would stop the nib loading.
            case ("layer.cornerRadius", .number(let r)), ("cornerRadius", .number(let r)): v.cornerRadius = try cornerRadius(r, a, owner: n.id)
            case ("placeholder", .string(let s)) where [.textField, .searchBar].contains(v.element): v.placeholder = s
            case ("text", .string(let s)) where [.label, .textField, .textView, .searchBar].contains(v.element): v.text = s
            case ("backgroundColor", .color(let c)): v.colors[.backgroundColor] = c
            case ("tintColor", .color(let c)): v.colors[.tintColor] = c
            case ("textColor", .color(let c)) where [.label, .textField, .textView].contains(v.element): v.colors[.textColor] = c
            case ("alpha", .number(let x)) where (0...1).contains(x): v.alpha = x
            case ("hidden", .boolean(let b)): v.isHidden = b
            default: break
            }
        }
        let layer = v.runtimeAttributes
        if case .boolean(let masks)? = layer["layer.masksToBounds"] { v.masksToBounds = masks }
        for key in ["layer.borderWidth", "borderWidth"] {
            if case .number(let width)? = layer[key], width.isFinite, width >= 0 { v.borderWidth = min(width, 1000) }
        }
        for key in ["layer.borderColor", "layer.borderUIColor", "borderColor"] {
            if case .color(let c)? = layer[key] { v.borderColor = c }
        }
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
        var content = IB.CellContent(
            reuseIdentifier: n["reuseIdentifier"], style: style, accessoryType: n.vocabulary("accessoryType") ?? IB.CellAccessoryType.none,
            rowHeight: try diag.number(n, "rowHeight", .points), textLabelText: textID.flatMap { v.node(withID: $0)?.text },
            detailTextLabelText: detailID.flatMap { v.node(withID: $0)?.text }, textLabelID: textID,
            detailTextLabelID: detailID, selectionStyle: n.vocabulary("selectionStyle"))
        content.separatorInset = try separatorInset(of: n)
        content.accessoryViewID = n.child("connections")?.children.first { $0.name == "outlet" && $0["property"] == "accessoryView" }?["destination"]
        return content
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
}

extension StoryboardReader {
    /// A bar appearance object: its background and shadow colours and its titles' text colours.
    mutating func barAppearance(_ n: XNode, owner: String?) throws -> IB.BarAppearance {
        var a = IB.BarAppearance()
        for child in n.children {
            switch (child.name, child.key) {
            case ("color", "backgroundColor"):
                a.backgroundColor = try colors.resolve(child, &diag, owner: owner)
                a.elevatedBackgroundColor = colors.elevated(child)
            case ("color", "shadowColor"): a.shadowColor = try colors.resolve(child, &diag, owner: owner)
            case ("nil", "shadowColor"): a.hasShadow = false
            case ("textAttributes", "titleTextAttributes"): (a.titleColor, a.titleFont) = try textAttributes(child, owner: owner)
            case ("textAttributes", "largeTitleTextAttributes"): (a.largeTitleColor, a.largeTitleFont) = try textAttributes(child, owner: owner)
            default: break
            }
        }
        return a
    }

    /// The text colour (`<color key="textColor">`) and font (`<fontDescription
    /// key="fontDescription">`) of a `<textAttributes>`, where it sets them.
    mutating func textAttributes(_ n: XNode, owner: String?) throws -> (color: Color?, font: IB.Font?) {
        let color = try n.child("color", key: "textColor").map { try colors.resolve($0, &diag, owner: owner) }
        let font = try n.child("fontDescription", key: "fontDescription").map { try self.font($0, owner: owner) }
        return (color, font)
    }
}
