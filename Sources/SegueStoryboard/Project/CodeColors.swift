import Foundation
import SegueKit

/// Colours as an app's code writes them, resolved in an appearance: `UIColor(red:green:blue:alpha:)`
/// (components as numbers or sums such as `52/255.0`), `#colorLiteral`, `UIColor(white:alpha:)`,
/// `UIColor(hue:saturation:brightness:alpha:)`, UIKit's named and system colours (`.white`,
/// `UIColor.systemIndigo`, `[UIColor whiteColor]`), asset catalog colours (`UIColor(named:)`,
/// `colorNamed:`), a six-digit hex given to an initializer or a macro of the app's own
/// (`UIColor(hex: 0x1C2A45)`, `UIColorFromRGB(0x1C2A45)`), `withAlphaComponent`, and names the
/// app declares for any of those (`static let brand = …`, `#define kBrand …`), up to four deep.
///
/// NB: components written as Objective-C integer divisions (`100/255`) are the zero C makes of
/// them, as on a device.
struct CodeColors {
    var appearance: Appearance
    var contrast: Contrast = .normal
    var resources: ProjectResources?
    /// What the app's code declares under a name: `let`, `var`, computed properties, class
    /// methods and `#define`s, by name (the last one read wins).
    var declarations: [String: String] = [:]

    static let maxDeclarations = 20_000
    static let maxDepth = 4

    /// UIKit's fixed named colours (`UIColor.white`, `[UIColor whiteColor]`).
    static let named: [String: Color] = [
        "black": Color(white: 0), "darkGray": Color(white: 1.0 / 3), "lightGray": Color(white: 2.0 / 3), "white": Color(white: 1),
        "gray": Color(white: 0.5), "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "clear": Color(white: 0, alpha: 0),
    ]

    /// Adds the declarations among `statements` (one file's, `SourceStatements`).
    mutating func collectDeclarations(from statements: [String]) {
        for (i, s) in statements.enumerated() where declarations.count < Self.maxDeclarations && Self.mayDeclareColor(s) {
            if let m = Self.match(Self.storedDeclaration, s), m.count == 3 {
                declarations[m[1]] = m[2]
            } else if let m = Self.match(Self.computedDeclaration, s) ?? Self.match(Self.classMethod, s), i + 1 < statements.count {
                // The body is the next statement: `return EXPR`, or the expression alone.
                var body = statements[i + 1]
                if body.hasPrefix("return ") { body.removeFirst(7) }
                declarations[m[1]] = body
            } else if let m = Self.match(Self.define, s), m.count == 3 {
                declarations[m[1]] = m[2]
            }
        }
    }

    /// Whether `s` may declare a colour or what a colour is read through (a text-attributes
    /// dictionary): a cheap test that spares the regular expressions most statements of an app.
    static func mayDeclareColor(_ s: String) -> Bool {
        let has = SourceStatements.has
        guard has(s, "let ") || has(s, "var ") || s.hasPrefix("#define") || s.hasPrefix("+") || s.hasPrefix("-") else { return false }
        if has(s, "olor") || has(s, "0x") || has(s, "#") || has(s, "Font") { return true }
        // A name for another name: `static let bar = navy`.
        guard let equals = SourceStatements.offset(of: " = ", in: s) else { return false }
        let value = s.utf8.dropFirst(equals + 3)
        return value.count < 80 && value.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x2E
        }
    }

    /// The colour `expression` gives, nil where it is none of the forms read.
    func color(_ expression: String, depth: Int = 0) -> Color? {
        var e = expression.trimmingCharacters(in: .whitespaces)
        while e.hasSuffix("!") || e.hasSuffix("?") || e.hasSuffix(";") { e.removeLast() }
        if e.hasPrefix("return ") { e.removeFirst(7) }
        // `X.withAlphaComponent(a)`, `[X colorWithAlphaComponent:a]`.
        if let m = Self.match(Self.withAlpha, e), let base = color(m[1], depth: depth), let a = number(m[2]) { return base.withAlpha(a) }
        if let m = Self.match(Self.objcWithAlpha, e), let base = color(m[1], depth: depth), let a = number(m[2]) { return base.withAlpha(a) }
        if let args = Self.arguments(of: e, after: ["#colorLiteral(", "UIColor(", "UIColor.init(", ".init(", "[UIColor colorWith", "[[UIColor alloc] initWith"]) {
            if let c = components(args) { return c }
            if let name = args["named"] ?? args["Named"] ?? args["colorNamed"], let c = catalog(name) { return c }
            if let hex = args.filter({ $0.key != "named" }).values.lazy.compactMap(Self.hex).first { return hex.withAlpha(args["alpha"].flatMap(number) ?? 1) }
        }
        if let m = Self.match(Self.objcNamed, e), let c = catalog(m[1]) { return c }
        if let m = Self.match(Self.hexMacro, e), let c = Self.hex(m[1]) { return c }
        // `UIColor.white`, `.systemBlue`, `UIColor.whiteColor()`, `[UIColor whiteColor]`.
        if let m = Self.match(Self.member, e) ?? Self.match(Self.objcMember, e) {
            var name = m[1]
            if name.hasSuffix("Color"), name != "tintColor" { name.removeLast(5) }
            if let c = Self.named[name] { return c }
            if let c = StoryboardColors.system(name + "Color", appearance, contrast) { return c }
            // A name the app declares (`UIColor.brand`, `Theme.barColor`, `kBrandColor`).
            guard depth < Self.maxDepth, let declared = declarations[m[1]] ?? declarations[name] else { return nil }
            return color(declared, depth: depth + 1)
        }
        return nil
    }

    /// `red:green:blue:alpha:` (or `displayP3Red:`), `white:alpha:`, `hue:saturation:brightness:alpha:`.
    private func components(_ a: [String: String]) -> Color? {
        let alpha = a["alpha"].flatMap(number) ?? 1
        if let r = (a["red"] ?? a["Red"]).flatMap(number), let g = a["green"].flatMap(number), let b = a["blue"].flatMap(number) {
            return Color(red: Self.unit(r), green: Self.unit(g), blue: Self.unit(b), alpha: Self.unit(alpha))
        }
        if let r = (a["displayP3Red"] ?? a["DisplayP3Red"]).flatMap(number), let g = a["green"].flatMap(number), let b = a["blue"].flatMap(number) {
            return StoryboardColors.sRGB(fromDisplayP3: Self.unit(r), Self.unit(g), Self.unit(b), alpha: Self.unit(alpha))
        }
        if let w = (a["white"] ?? a["White"]).flatMap(number) { return Color(white: Self.unit(w), alpha: Self.unit(alpha)) }
        if let h = (a["hue"] ?? a["Hue"]).flatMap(number), let s = a["saturation"].flatMap(number), let v = a["brightness"].flatMap(number) {
            return Self.hsb(Self.unit(h), Self.unit(s), Self.unit(v), alpha: Self.unit(alpha))
        }
        return nil
    }

    private func catalog(_ quoted: String) -> Color? {
        guard let name = Self.match(Self.string, quoted)?[1] else { return nil }
        return resources?.color(named: name, appearance: appearance, contrast: contrast)
    }

    /// A number as the code writes it: a literal, or sums, products and quotients of them, in
    /// parentheses or `CGFloat(…)`; Objective-C's integer division stays integral.
    func number(_ text: String) -> Double? {
        var p = Arithmetic(text, integerDivision: objectiveC)
        return p.parse()
    }

    /// Whether the expressions read are Objective-C's, whose integer division truncates.
    var objectiveC = false

    static func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }

    static func hsb(_ h: Double, _ s: Double, _ v: Double, alpha: Double) -> Color {
        let sector = (h * 6).truncatingRemainder(dividingBy: 6)
        let f = sector - sector.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (Double, Double, Double) = switch Int(sector.rounded(.down)) {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        return Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// `0x1C2A45`, `"#1C2A45"`, `@"1C2A45"`: six hex digits, RRGGBB.
    static func hex(_ text: String) -> Color? {
        guard let digits = match(hexLiteral, text.trimmingCharacters(in: .whitespaces))?[1], let v = UInt32(digits, radix: 16) else { return nil }
        return Color(hex: v)
    }

    // MARK: Forms

    /// The labelled arguments of the call `e` when it starts with one of `prefixes` and ends
    /// with its closing bracket: `red: 0.1, green: …` and Objective-C's `Red:0.1 green:…` alike,
    /// by label (the first Objective-C one after `colorWith`).
    static func arguments(of e: String, after prefixes: [String]) -> [String: String]? {
        guard let prefix = prefixes.first(where: { e.hasPrefix($0) }), e.hasSuffix(")") || e.hasSuffix("]") else { return nil }
        let inner = String(e.dropFirst(prefix.count).dropLast())
        var out: [String: String] = [:]
        // Swift: `label: value` split at top-level commas; Objective-C: `label:value` split at
        // top-level spaces before a `word:`.
        let parts = prefix.hasPrefix("[") ? splitObjectiveC(inner) : splitTopLevel(inner, separator: ",")
        for (i, part) in parts.enumerated() {
            let p = part.trimmingCharacters(in: .whitespaces)
            if let colon = topLevelColon(p) {
                out[String(p[..<colon]).trimmingCharacters(in: .whitespaces)] = String(p[p.index(after: colon)...])
                    .trimmingCharacters(in: .whitespaces)
            } else {
                out["_\(i)"] = p
            }
        }
        return out
    }

    /// `s` cut at the `separator`s that no bracket or string encloses.
    static func splitTopLevel(_ s: String, separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0, quoted = false
        for ch in s {
            if ch == "\"" { quoted.toggle() }
            if !quoted {
                if "([{".contains(ch) { depth += 1 } else if ")]}".contains(ch) { depth -= 1 }
                if ch == separator, depth == 0 { parts.append(current); current = ""; continue }
            }
            current.append(ch)
        }
        parts.append(current)
        return parts
    }

    /// An Objective-C message's parts: `Red:0.1 green:0.2 blue:0.3 alpha:1` as four.
    static func splitObjectiveC(_ s: String) -> [String] {
        var parts: [String] = []
        for word in splitTopLevel(s, separator: " ") where !word.isEmpty {
            if topLevelColon(word) != nil || parts.isEmpty { parts.append(word) } else { parts[parts.count - 1] += " " + word }
        }
        return parts
    }

    /// The first `:` outside brackets and strings.
    static func topLevelColon(_ s: String) -> String.Index? {
        var depth = 0, quoted = false
        for i in s.indices {
            let ch = s[i]
            if ch == "\"" { quoted.toggle() }
            guard !quoted else { continue }
            if "([{".contains(ch) { depth += 1 } else if ")]}".contains(ch) { depth -= 1 } else if ch == ":", depth == 0 { return i }
        }
        return nil
    }

    static func match(_ regex: NSRegularExpression?, _ s: String) -> [String]? {
        guard let regex, let m = regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) else { return nil }
        return (0..<m.numberOfRanges).map { Range(m.range(at: $0), in: s).map { String(s[$0]) } ?? "" }
    }

    static func regex(_ pattern: String) -> NSRegularExpression? { try? NSRegularExpression(pattern: pattern) }

    static let storedDeclaration = regex(
        #"^(?:(?:public|private|fileprivate|internal|open|@objc|static|class|final|lazy|nonisolated)\s+)*(?:let|var)\s+([A-Za-z_]\w*)\s*(?::\s*UIColor[!?]?)?\s*=\s*(.+)$"#)
    static let computedDeclaration = regex(
        #"^(?:(?:public|private|fileprivate|internal|open|@objc|static|class|final)\s+)*var\s+([A-Za-z_]\w*)\s*:\s*UIColor[!?]?$"#)
    static let classMethod = regex(#"^[+-]\s*\(\s*UIColor\s*\*\s*\)\s*([A-Za-z_]\w*)$"#)
    static let define = regex(#"^#define\s+([A-Za-z_]\w*)\s+(.+)$"#)
    static let withAlpha = regex(#"^(.+)\.withAlphaComponent\((.+)\)$"#)
    static let objcWithAlpha = regex(#"^\[(.+) colorWithAlphaComponent:\s*(.+)\]$"#)
    static let objcNamed = regex(#"^\[UIColor colorNamed:\s*(@?"[^"]*")\]$"#)
    static let hexMacro = regex(##"^[A-Za-z_]*(?:RGB|Hex|HEX|Color|rgb|hex)[A-Za-z_]*\(\s*(0x[0-9A-Fa-f]{6}|@?"#?[0-9A-Fa-f]{6}")\s*\)$"##)
    static let member = regex(#"^(?:[A-Za-z_]\w*\.)*\.?([A-Za-z_]\w*)(?:\(\))?$"#)
    static let objcMember = regex(#"^\[[A-Za-z_]\w* ([A-Za-z_]\w*)\]$"#)
    static let string = regex(#"^@?"([^"]{1,200})"$"#)
    static let hexLiteral = regex(##"^(?:0x|@?"#?)([0-9A-Fa-f]{6})"?$"##)
}

/// A number the code computes: literals (`52`, `52.0`, `0.2f`, `1e-1`), `+ - * /`, parentheses
/// and `CGFloat(…)`, `Double(…)`, `Float(…)` conversions.
struct Arithmetic {
    private let chars: [Character]
    private var i = 0
    private let integerDivision: Bool

    init(_ text: String, integerDivision: Bool) {
        chars = Array(text.filter { !$0.isWhitespace })
        self.integerDivision = integerDivision
    }

    /// The value, nil unless the whole text is such an expression.
    mutating func parse() -> Double? {
        guard chars.count <= 200, let v = sum(), i == chars.count else { return nil }
        return v.value
    }

    private struct Value { var value: Double; var isInteger: Bool }

    private mutating func sum() -> Value? {
        guard var left = product() else { return nil }
        while i < chars.count, chars[i] == "+" || chars[i] == "-" {
            let op = chars[i]
            i += 1
            guard let right = product() else { return nil }
            left = Value(value: op == "+" ? left.value + right.value : left.value - right.value, isInteger: left.isInteger && right.isInteger)
        }
        return left
    }

    private mutating func product() -> Value? {
        guard var left = factor() else { return nil }
        while i < chars.count, chars[i] == "*" || chars[i] == "/" {
            let op = chars[i]
            i += 1
            guard let right = factor() else { return nil }
            if op == "*" {
                left = Value(value: left.value * right.value, isInteger: left.isInteger && right.isInteger)
            } else {
                guard right.value != 0 else { return nil }
                let both = integerDivision && left.isInteger && right.isInteger
                left = Value(value: both ? (left.value / right.value).rounded(.towardZero) : left.value / right.value, isInteger: both)
            }
        }
        return left
    }

    private mutating func factor() -> Value? {
        guard i < chars.count else { return nil }
        if chars[i] == "-" { i += 1; return factor().map { Value(value: -$0.value, isInteger: $0.isInteger) } }
        for conversion in ["CGFloat(", "Double(", "Float(", "("] where matches(conversion) {
            i += conversion.count
            guard let inner = sum(), i < chars.count, chars[i] == ")" else { return nil }
            i += 1
            // A Swift conversion makes a floating-point value.
            return conversion == "(" ? inner : Value(value: inner.value, isInteger: false)
        }
        let start = i
        while i < chars.count, chars[i].isNumber || chars[i] == "." || ((chars[i] == "e" || chars[i] == "E") && i > start)
            || ((chars[i] == "-" || chars[i] == "+") && i > start && (chars[i - 1] == "e" || chars[i - 1] == "E")) { i += 1 }
        let literal = String(chars[start..<i])
        var isFloat = literal.contains(".") || literal.contains("e") || literal.contains("E")
        if i < chars.count, chars[i] == "f" || chars[i] == "F" { i += 1; isFloat = true }
        guard !literal.isEmpty, let v = Double(literal) else { return nil }
        return Value(value: v, isInteger: !isFloat)
    }

    private func matches(_ s: String) -> Bool {
        let s = Array(s)
        return i + s.count <= chars.count && Array(chars[i..<(i + s.count)]) == s
    }
}
