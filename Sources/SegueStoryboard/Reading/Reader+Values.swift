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
