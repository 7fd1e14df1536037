import SegueKit

/// A button's parts read from its child elements: each `<state>` (a plain or attributed title,
/// images, colours), its `<buttonConfiguration>` (Xcode 13+), and the edge insets that move its
/// title and image.
extension StoryboardReader {
    mutating func readButtonState(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        guard let state = child.key.map(IB.ControlState.init(rawValue:)) else { return }
        var s = IB.ButtonState(
            title: try text(child["title"], of: child, owner: n.id), image: imageRef(child["image"], catalog: child["catalog"]),
            backgroundImage: imageRef(child["backgroundImage"], catalog: nil))
        var attributed: (title: String?, color: Color?, font: IB.Font?)?
        for sc in child.children {
            if sc.name == "color", sc.key == "titleColor" { s.titleColor = try colors.resolve(sc, &diag, owner: n.id) }
            if sc.name == "color", sc.key == "titleShadowColor" { s.titleShadowColor = try colors.resolve(sc, &diag, owner: n.id) }
            if sc.name == "string", sc.key == "title" { s.title = try text(sc.text, of: sc, owner: n.id) }
            if sc.name == "imageReference", sc.key == "image", let name = sc["image"] { s.image = imageRef(name, catalog: sc["catalog"]) }
            if sc.name == "attributedString", sc.key == "attributedTitle" { attributed = try attributedTitle(sc, owner: n.id) }
            if sc.name == "preferredSymbolConfiguration", state == .normal { readSymbolConfiguration(sc, of: n, into: &v) }
        }
        // UIKit shows the attributed title over the plain one, in the attributes of its text.
        if let attributed {
            s.title = attributed.title ?? s.title
            s.titleColor = attributed.color ?? s.titleColor
            if state == .normal, v.font == nil { v.font = attributed.font }
        }
        if v.button == nil { v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom) }
        v.button?.states[state] = s
    }

    /// `<attributedString key="attributedTitle">`: its fragments' text joined, and the colour and
    /// font of the first fragment that has them (one label draws the title in one style).
    private mutating func attributedTitle(_ node: XNode, owner: String?) throws -> (title: String?, color: Color?, font: IB.Font?) {
        let fragments = node.children("fragment")
        let joined = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        var color: Color?, font: IB.Font?
        for f in fragments {
            guard let attributes = f.child("attributes") else { continue }
            if color == nil, let c = attributes.child("color", key: "NSColor") { color = try colors.resolve(c, &diag, owner: owner) }
            if font == nil, let ff = attributes.child("font", key: "NSFont") { font = try attributedFont(ff, owner: owner) }
        }
        return (try text(joined, of: node, owner: owner), color, font)
    }

    /// `<font key="NSFont" size="17" name="…"/>` or `metaFont="system"`: the size is `size`, not
    /// `pointSize`; `.AppleSystemUIFont` and the `.SFUI` names are the system font.
    mutating func attributedFont(_ f: XNode, owner: String?) throws -> IB.Font {
        let size = try diag.number(f, "size", .fontSize, owner: owner, fallback: "17 is used") ?? 17
        let name = f["name"] ?? ""
        if name.isEmpty || name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SFUI") {
            let meta = (f["metaFont"] ?? "").lowercased()
            let bold = meta.contains("bold") || name.lowercased().contains("bold")
            return IB.Font(family: .system, pointSize: size, weight: bold ? .bold : .regular)
        }
        var named = try font(f, owner: owner)
        named.pointSize = size
        return named
    }

    mutating func readButtonConfiguration(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        var conf = IB.ButtonConfiguration(
            style: child.vocabulary("style"), title: try text(child["title"], of: child, owner: n.id), subtitle: child["subtitle"],
            image: imageRef(child["image"], catalog: child["catalog"]), cornerStyle: child.vocabulary("cornerStyle"))
        conf.imagePadding = try diag.number(child, "imagePadding", .points, owner: n.id)
        conf.imagePlacement = child.vocabulary("imagePlacement")
        for cc in child.children {
            switch (cc.name, cc.key) {
            case ("fontDescription", "titleFontDescription"?): conf.titleFont = try font(cc, owner: n.id)
            case ("color", "baseForegroundColor"?): conf.baseForegroundColor = try colors.resolve(cc, &diag, owner: n.id)
            case ("color", "baseBackgroundColor"?): conf.baseBackgroundColor = try colors.resolve(cc, &diag, owner: n.id)
            case ("imageReference", "image"?): conf.image = imageRef(cc["image"], catalog: cc["catalog"])
            case ("string", "title"?): conf.title = try text(cc.text, of: cc, owner: n.id)
            case ("preferredSymbolConfigurationForImage", _): readSymbolConfiguration(cc, of: n, into: &v)
            default: break
            }
        }
        if v.button == nil { v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom) }
        v.button?.configuration = conf
        if v.font == nil { v.font = conf.titleFont }
    }

    /// A button's preferred symbol configuration: its point size (`configurationType="pointSize"`;
    /// a text style's is the title's own) and weight.
    mutating func readSymbolConfiguration(_ c: XNode, of n: XNode, into v: inout IB.ViewNode) {
        if v.button == nil { v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom) }
        if c["configurationType"] == "pointSize", let size = c["pointSize"].flatMap(Double.init), size > 0, size.isFinite, size <= 1000 {
            v.button?.symbolPointSize = size
        }
        v.button?.symbolWeight = c["weight"]
    }

    /// An `<inset>`: `minY`, `minX`, `maxY`, `maxX` are its top, left, bottom and right.
    mutating func edgeInsets(_ n: XNode, owner: String?) throws -> EdgeInsets {
        EdgeInsets(
            top: try diag.number(n, "minY", .points, owner: owner, default: 0),
            left: try diag.number(n, "minX", .points, owner: owner, default: 0),
            bottom: try diag.number(n, "maxY", .points, owner: owner, default: 0),
            right: try diag.number(n, "maxX", .points, owner: owner, default: 0))
    }

    /// `<inset key="contentEdgeInsets|titleEdgeInsets|imageEdgeInsets" minX minY maxX maxY>`.
    mutating func readButtonInset(_ child: XNode, of n: XNode, into v: inout IB.ViewNode) throws {
        guard n.name == "button", let key = child.key else { return }
        let insets = try edgeInsets(child, owner: n.id)
        if v.button == nil { v.button = IB.ButtonContent(buttonType: n.vocabulary("buttonType") ?? .custom) }
        switch key {
        case "contentEdgeInsets": v.button?.contentEdgeInsets = insets
        case "titleEdgeInsets": v.button?.titleEdgeInsets = insets
        case "imageEdgeInsets": v.button?.imageEdgeInsets = insets
        default: break
        }
    }
}
