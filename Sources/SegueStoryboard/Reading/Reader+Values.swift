import Foundation
import SegueKit

/// Checked values: geometry, text, fonts and the numbers of constraints, each problem located.
extension StoryboardReader {
    /// A `<rect>`: points, 0 for a coordinate that is absent or refused.
    mutating func rect(_ n: XNode, owner: String?) throws -> Rect {
        Rect(
            x: try diag.number(n, "x", .points, owner: owner, default: 0), y: try diag.number(n, "y", .points, owner: owner, default: 0),
            width: try diag.number(n, "width", .points, owner: owner, default: 0),
            height: try diag.number(n, "height", .points, owner: owner, default: 0))
    }

    /// The frame of Xcode 8.0's `<frame key="frameInset">`, which it wrote in place of
    /// `<rect key="frame">`: `minX`/`minY` from the superview's left and top edges (0 when left
    /// out), `width`/`height`, or `maxX`/`maxY` from its right and bottom edges where a length is
    /// left out. Nil when it needs the superview's size and `superview` is unknown (the view is
    /// then placed by its constraints).
    mutating func frameInset(_ n: XNode, owner: String?, in superview: Size?) throws -> Rect? {
        func axis(_ minKey: String, _ lengthKey: String, _ maxKey: String, _ extent: Double?) throws -> (Double, Double)? {
            let lo = try diag.number(n, minKey, .points, owner: owner)
            let length = try diag.number(n, lengthKey, .points, owner: owner)
            let hi = try diag.number(n, maxKey, .points, owner: owner)
            switch (lo, length, hi) {
            case (_, let length?, nil): return (lo ?? 0, length)
            case (nil, let length?, let hi?): return extent.map { ($0 - hi - length, length) }
            case (let lo, nil, let hi): return extent.map { ($0 - (hi ?? 0) - (lo ?? 0) >= 0 ? (lo ?? 0, $0 - (hi ?? 0) - (lo ?? 0)) : (lo ?? 0, 0)) }
            case (let lo?, let length?, _): return (lo, length)
            }
        }
        guard let x = try axis("minX", "width", "maxX", superview?.width),
              let y = try axis("minY", "height", "maxY", superview?.height) else { return nil }
        return Rect(x: x.0, y: y.0, width: x.1, height: y.1)
    }

    /// A `<point>` with both coordinates, else nil.
    mutating func point(_ n: XNode, owner: String?) throws -> Point? {
        guard let x = try diag.number(n, "x", .points, owner: owner), let y = try diag.number(n, "y", .points, owner: owner) else { return nil }
        return Point(x: x, y: y)
    }

    /// Text read from the file, cut to `limits.maxTextLength` characters, and to what is left of
    /// the scene's `limits.maxSceneTextLength` (a problem: strict mode refuses the file, lenient
    /// mode warns and keeps the beginning; the scene's budget is said once per scene).
    mutating func text(_ s: String?, of n: XNode, owner: String? = nil) throws -> String? {
        guard var s else { return nil }
        let id = n.id ?? owner
        let element = "<\(n.name)\(id.map { " id=\"\(InputText.echo($0))\"" } ?? "")>"
        if n.isUndecodableBase64 {
            try diag.problem(
                .invalidEncoding, line: n.line, id: id, "the text of \(element) is marked base64-UTF8 but is not base64 of UTF-8 text",
                fallback: "it is left out", fix: "the file is damaged: take it again from Xcode or from version control")
            return ""
        }
        if s.utf8.count > limits.maxTextLength, s.count > limits.maxTextLength {
            try diag.problem(
                .limitExceeded, line: n.line, id: id,
                "the text of \(element) has \(s.count) characters", fallback: "only the first \(limits.maxTextLength) are kept",
                fix: "at most \(limits.maxTextLength) are read: shorten it, or raise ReadingLimits.maxTextLength")
            s = String(s.prefix(limits.maxTextLength))
        }
        let left = max(0, limits.maxSceneTextLength - sceneText)
        let count = s.count
        if count > left {
            if sceneText <= limits.maxSceneTextLength {
                try diag.problem(
                    .limitExceeded, line: n.line, id: id,
                    "the scene's text passes \(limits.maxSceneTextLength) characters at \(element)",
                    fallback: "its text and the scene's texts after it are cut (text is laid out again for every frame)",
                    fix: "at most \(limits.maxSceneTextLength) are read per scene: shorten them, or raise ReadingLimits.maxSceneTextLength")
            }
            s = String(s.prefix(left))
        }
        sceneText += count
        return s
    }

    /// `layer.cornerRadius` (or an inspectable `cornerRadius`), when it is a length in points.
    mutating func cornerRadius(_ r: Double, _ a: XNode, owner: String?) throws -> Double? {
        if case .failure(let problem) = NumberRule.points.check(value: r) {
            try diag.problem(
                .invalidNumber, line: a.line, id: owner,
                "\(a["keyPath"] ?? "layer.cornerRadius") of '\(owner ?? "?")': \(NumberRule.points.describe(problem, a["value"] ?? String(r)))",
                fallback: "it is ignored", fix: Diagnostics.fixNumber)
            return nil
        }
        return r
    }

    /// A view's `<constraints>`, their numbers checked: a constant or multiplier that is refused
    /// is a problem (lenient mode uses 0 and 1). A constraint without `firstAttribute`, or with no
    /// `firstItem` in a view without an id, says nothing and is left out, and so is a placeholder
    /// (Interface Builder's "Remove at build time", `placeholder="YES"`: it stands in for one the
    /// app adds in code, and is not in the built storyboard).
    mutating func constraints(_ list: XNode, owner: String?) throws -> [IB.LayoutConstraint] {
        var out: [IB.LayoutConstraint] = []
        for c in list.children("constraint") where c.bool("placeholder") != true {
            let constant = try diag.number(c, "constant", .points, owner: owner, default: 0)
            var multiplier = 1.0
            if let m = c["multiplier"] {
                if let value = Self.multiplierValue(m) {
                    multiplier = value
                } else {
                    try diag.problem(
                        .invalidNumber, line: c.line, id: c.id ?? owner,
                        "<constraint\(c.id.map { " id=\"\($0)\"" } ?? "")>: multiplier \"\(m)\" is not a finite number or ratio (expected \(NumberRule.multiplier.expected))",
                        fallback: "1 is used", fix: Diagnostics.fixNumber)
                }
            }
            guard let attribute: IB.LayoutAttribute = c.vocabulary("firstAttribute"), let first = c["firstItem"] ?? owner else { continue }
            out.append(IB.LayoutConstraint(
                firstItem: first, firstAttribute: attribute, secondItem: c["secondItem"], secondAttribute: c.vocabulary("secondAttribute"),
                multiplier: multiplier, constant: constant, relation: c.vocabulary("relation") ?? .equal,
                priority: try diag.number(c, "priority", .priority, owner: owner, default: 1000)))
        }
        return out
    }

    /// The value of a `multiplier` attribute, when it is a number or a ratio within
    /// `NumberRule.multiplier`. Interface Builder's field takes a ratio as `16:9` or `1/3` and
    /// stores it as typed, spaces included.
    static func multiplierValue(_ s: String) -> Double? {
        let parts = s.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" })
            .map { try? NumberRule.multiplier.check($0.trimmingCharacters(in: .whitespaces)).get() }
        switch parts.count {
        case 1: return parts[0]
        case 2:
            guard let a = parts[0], let b = parts[1], b != 0 else { return nil }
            return try? NumberRule.multiplier.check(value: a / b).get()
        default: return nil
        }
    }

    mutating func font(_ n: XNode, owner: String?) throws -> IB.Font {
        // Xcode writes `pointSize="0.0"` for a font left at its default size, as
        // `UIFont(descriptor:size:)` reads 0: no size given.
        let unsized = n["pointSize"].flatMap(Double.init) == 0
        let explicitSize = unsized ? nil : try diag.number(n, "pointSize", .fontSize, owner: owner, fallback: "the style's size is used")
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
