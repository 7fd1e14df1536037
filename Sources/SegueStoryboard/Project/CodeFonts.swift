import SegueKit

/// Fonts as apps write them in code, for the bar titles their text attributes set:
/// `UIFont(name: "FiraSans-SemiBold", size: 16)`, `.systemFont(ofSize: 17, weight: .bold)`,
/// `UIFont.boldSystemFont(ofSize: 12)`, `.preferredFont(forTextStyle: .headline)`, Objective-C's
/// `[UIFont fontWithName:@"…" size:16]`, `[UIFont boldSystemFontOfSize:12]`,
/// `[UIFont systemFontOfSize:17 weight:UIFontWeightBold]`, and names the app declares for any
/// of them.
extension CodeColors {
    /// The font `expression` gives, nil where it is none of the forms read.
    func font(_ expression: String, depth: Int = 0) -> IB.Font? {
        var e = expression.trimmingCharacters(in: .whitespaces)
        // `UIFont(name: …) ?? .systemFont(…)`: the app's font, found on a device.
        if let fallback = e.range(of: " ?? ") { e = String(e[..<fallback.lowerBound]) }
        while e.hasSuffix("!") || e.hasSuffix("?") || e.hasSuffix(";") { e.removeLast() }
        if e.hasPrefix("return ") { e.removeFirst(7) }
        if let a = Self.arguments(of: e, after: ["UIFont(", "[UIFont fontWith"]), let name = Self.quoted(a["name"] ?? a["Name"]),
           let size = (a["size"]).flatMap(number) {
            return IB.Font(family: .named(name: name, family: nil), pointSize: size)
        }
        if let a = Self.arguments(of: e, after: ["UIFont.systemFont(", ".systemFont(", "UIFont.systemFontOfSize(", "[UIFont systemFont"]),
           let size = (a["ofSize"] ?? a["OfSize"]).flatMap(number) {
            return IB.Font(family: .system, pointSize: size, weight: a["weight"].flatMap(Self.weight) ?? .regular)
        }
        if let a = Self.arguments(of: e, after: ["UIFont.boldSystemFont(", ".boldSystemFont(", "[UIFont boldSystemFont"]),
           let size = (a["ofSize"] ?? a["OfSize"]).flatMap(number) {
            return IB.Font(family: .system, pointSize: size, weight: .bold)
        }
        if let a = Self.arguments(of: e, after: ["UIFont.preferredFont(", ".preferredFont(", "[UIFont preferredFont"]),
           let style = (a["forTextStyle"] ?? a["ForTextStyle"]).flatMap(Self.textStyle), let (size, weight) = IB.Font.textStyles[style] {
            return IB.Font(family: .textStyle(style), pointSize: size, weight: weight)
        }
        if depth < Self.maxDepth, let declared = declarations[e] ?? declarations[String(e.split(separator: ".").last ?? "")] {
            return font(declared, depth: depth + 1)
        }
        return nil
    }

    /// A string literal's text (`"Name"`, `@"Name"`).
    static func quoted(_ text: String?) -> String? {
        guard var t = text?.trimmingCharacters(in: .whitespaces) else { return nil }
        if t.hasPrefix("@") { t.removeFirst() }
        guard t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\"") else { return nil }
        return String(t.dropFirst().dropLast())
    }

    /// `.bold`, `UIFont.Weight.bold`, `UIFontWeightBold`.
    static func weight(_ text: String) -> IB.FontWeight? {
        var w = String(text.trimmingCharacters(in: .whitespaces).split(separator: ".").last ?? "")
        if w.hasPrefix("UIFontWeight") { w.removeFirst("UIFontWeight".count) }
        guard let first = w.first else { return nil }
        return IB.FontWeight(rawValue: first.lowercased() + w.dropFirst())
    }

    /// `.headline`, `UIFont.TextStyle.headline`, `UIFontTextStyleHeadline`: the text style's name
    /// as Interface Builder writes it (`UICTFontTextStyleHeadline`).
    static func textStyle(_ text: String) -> String? {
        var s = String(text.trimmingCharacters(in: .whitespaces).split(separator: ".").last ?? "")
        if s.hasPrefix("UIFontTextStyle") { s.removeFirst("UIFontTextStyle".count) }
        guard let first = s.first else { return nil }
        let name = "UICTFontTextStyle" + first.uppercased() + s.dropFirst()
        return IB.Font.textStyles[name] == nil ? nil : name
    }
}

extension CodeAppearance.Reading {
    /// The text colour and font of a text-attributes dictionary (`[.foregroundColor: …, .font: …]`,
    /// `@{NSForegroundColorAttributeName: …}`, `[NSDictionary dictionaryWithObjectsAndKeys: value,
    /// key, …, nil]`), or of the dictionary a name holds.
    func attributes(_ value: String, depth: Int = 0) -> (color: Color?, font: IB.Font?) {
        var dict = value.trimmingCharacters(in: .whitespaces)
        var entries: [(key: Substring, value: String)] = []
        let objectsAndKeys = "[NSDictionary dictionaryWithObjectsAndKeys:"
        if dict.hasPrefix(objectsAndKeys), dict.hasSuffix("]") {
            // Objective-C's objects-then-keys list: `value, key, value, key, nil`.
            let list = String(dict.dropFirst(objectsAndKeys.count).dropLast())
            let items = CodeColors.splitTopLevel(list, separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            var i = 0
            while i + 1 < items.count { entries.append((items[i + 1][...], items[i])); i += 2 }
        } else {
            if dict.hasPrefix("@{") { dict = String(dict.dropFirst(2).dropLast()) }
            else if dict.hasPrefix("["), dict.hasSuffix("]") { dict = String(dict.dropFirst().dropLast()) }
            else if depth < 2, let declared = colors.declarations[dict] { return attributes(declared, depth: depth + 1) }
            else { return (nil, nil) }
            for entry in CodeColors.splitTopLevel(dict, separator: ",") {
                guard let colon = CodeColors.topLevelColon(entry) else { continue }
                entries.append((entry[..<colon], String(entry[entry.index(after: colon)...])))
            }
        }
        var color: Color?, font: IB.Font?
        for (key, v) in entries {
            if key.contains("oregroundColor") { color = color ?? colors.color(v) }
            else if key.hasSuffix("font") || key.hasSuffix("FontAttributeName") || key.hasSuffix(".font") { font = font ?? colors.font(v) }
        }
        return (color, font)
    }
}
