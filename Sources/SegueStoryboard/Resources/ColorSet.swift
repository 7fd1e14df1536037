import Foundation
import SegueKit

/// A colour set of an asset catalog (`Name.colorset/Contents.json`): its variants by appearance
/// and idiom, each turned into sRGB.
///
/// Every encoding Xcode writes is read, and each is turned into sRGB (`Color`):
///
/// | `color-space` | components | conversion |
/// |---|---|---|
/// | `srgb`, `extended-srgb` | `red`, `green`, `blue` | as written (extended values clamped to 0…1) |
/// | `display-p3` | `red`, `green`, `blue` | `StoryboardColors.sRGB(fromDisplayP3:)` |
/// | `extended-linear-srgb` | `red`, `green`, `blue` | clamped, sRGB-encoded |
/// | `gray-gamma-22` | `white` | linear = white^2.2, sRGB-encoded, r = g = b |
/// | `extended-gray` | `white` | r = g = b = white (clamped) |
/// | `extended-linear-gray` | `white` | sRGB-encoded, r = g = b |
///
/// A component is a string or a number: `"0.500"` (a fraction, with a point), `"128"` (0–255,
/// no point), `"0x80"` (hex, 0–255). Alpha is a fraction (or hex, 0–255). A colour that names a
/// system colour (`"reference": "systemBlueColor"`) takes its value in the appearance asked for.
public struct ColorSet: Sendable {
    public enum Value: Sendable, Equatable {
        case color(Color)
        /// A system colour by its UIKit name (`systemBlueColor`), resolved per appearance.
        case system(String)
    }

    public struct Variant: Sendable {
        public var traits: VariantTraits
        public var value: Value
    }

    public var name: String
    /// The `Contents.json` it was read from.
    public var path: String
    public var variants: [Variant]

    /// The colour for `appearance` (normal contrast, universal or phone idiom): the variant
    /// UIKit would pick, or nil when none applies.
    public func color(for appearance: Appearance, contrast: Contrast = .normal, idiom: DeviceIdiom = .iphone) -> Color? {
        guard let v = variants.best(by: { $0.traits.score(for: appearance, contrast: contrast, idiom: idiom) }) else { return nil }
        switch v.value {
        case .color(let c): return c
        case .system(let name): return StoryboardColors.system(name, appearance, contrast) ?? StoryboardColors.fallback
        }
    }

    /// Parses a colour set's `Contents.json`. Throws a message (without the file name) for
    /// anything it cannot read; nil for a set whose entries hold no colour at all, as Xcode's
    /// templates create `AccentColor`: the asset compiler leaves it out without a word, and UIKit
    /// then finds no such colour (the accent is the default tint).
    static func parse(_ data: Data, name: String, path: String, maxVariants: Int) throws -> ColorSet? {
        let root = try ResourceProblem.jsonObject(data)
        guard let colors = root["colors"] as? [[String: Any]] else { throw ResourceProblem("has no \"colors\" array") }
        guard colors.count <= maxVariants else { throw ResourceProblem("has \(colors.count) colours, more than the limit of \(maxVariants)") }
        var variants: [Variant] = []
        for (i, entry) in colors.enumerated() {
            guard let traits = VariantTraits(entry: entry) else { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            do {
                variants.append(Variant(traits: traits, value: try value(color)))
            } catch let p as ResourceProblem {
                throw ResourceProblem("colour \(i + 1): \(p.message)")
            }
        }
        if variants.isEmpty, !colors.contains(where: { $0["color"] != nil }) { return nil }
        guard !variants.isEmpty else { throw ResourceProblem("has no colour for any appearance") }
        return ColorSet(name: name, path: path, variants: variants)
    }

    /// One `"color"` object.
    static func value(_ color: [String: Any]) throws -> Value {
        if let reference = color["reference"] as? String {
            return .system(reference.hasSuffix("Color") ? reference : reference + "Color")
        }
        guard let c = color["components"] as? [String: Any] else { throw ResourceProblem("no \"components\"") }
        let space = (color["color-space"] as? String) ?? "srgb"
        let alpha = try c["alpha"].map { try fraction($0, "alpha") } ?? 1
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        if let w = c["white"] {
            let white = try component(w, "white")
            switch space {
            case "gray-gamma-22":
                let linear = pow(clamp(white), 2.2)
                return .color(Color(white: StoryboardColors.sRGBFromLinear(linear), alpha: alpha))
            case "extended-linear-gray":
                return .color(Color(white: StoryboardColors.sRGBFromLinear(clamp(white)), alpha: alpha))
            case "extended-gray", "srgb", "extended-srgb":
                return .color(Color(white: clamp(white), alpha: alpha))
            default:
                throw ResourceProblem("unknown grey colour space \"\(space)\"")
            }
        }
        guard let r = c["red"], let g = c["green"], let b = c["blue"] else {
            throw ResourceProblem("the components need red, green and blue, or white")
        }
        let red = try component(r, "red"), green = try component(g, "green"), blue = try component(b, "blue")
        switch space {
        case "srgb", "extended-srgb":
            return .color(Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: alpha))
        case "display-p3":
            return .color(StoryboardColors.sRGB(fromDisplayP3: clamp(red), clamp(green), clamp(blue), alpha: alpha))
        case "extended-linear-srgb":
            return .color(Color(red: StoryboardColors.sRGBFromLinear(clamp(red)), green: StoryboardColors.sRGBFromLinear(clamp(green)),
                                blue: StoryboardColors.sRGBFromLinear(clamp(blue)), alpha: alpha))
        default:
            throw ResourceProblem("unknown colour space \"\(space)\"")
        }
    }

    /// A colour component: `"0.5"` and `0.5` are fractions; `"128"` and `128` (no point, over 1)
    /// are 0–255; `"0x80"` is hex 0–255. Finite, at most 255 (extended values: −1…2 as fractions).
    static func component(_ any: Any, _ key: String) throws -> Double {
        if let s = any as? String {
            let t = s.trimmingCharacters(in: .whitespaces)
            if t.lowercased().hasPrefix("0x") {
                guard t.count <= 6, let v = Int(t.dropFirst(2), radix: 16), v <= 255 else {
                    throw ResourceProblem("\(key) \"\(s)\" is not a hex byte (0x00…0xFF)")
                }
                return Double(v) / 255
            }
            guard t.count <= 32, let v = Double(t), v.isFinite else { throw ResourceProblem("\(key) \"\(s)\" is not a number") }
            if !t.contains(".") && !t.contains("e") && !t.contains("E") && v > 1 {
                guard v <= 255 else { throw ResourceProblem("\(key) \(t) is over 255") }
                return v / 255
            }
            guard (-1...2).contains(v) else { throw ResourceProblem("\(key) \(t) is out of range (0…1, or 0…255 without a point)") }
            return v
        }
        if let n = any as? NSNumber {
            let v = n.doubleValue
            guard v.isFinite else { throw ResourceProblem("\(key) is not finite") }
            if v > 1, v == v.rounded() {
                guard v <= 255 else { throw ResourceProblem("\(key) \(v) is over 255") }
                return v / 255
            }
            guard (-1...2).contains(v) else { throw ResourceProblem("\(key) \(v) is out of range") }
            return v
        }
        throw ResourceProblem("\(key) is not a number")
    }

    /// Alpha: a fraction 0…1 (or hex 0x00…0xFF).
    static func fraction(_ any: Any, _ key: String) throws -> Double {
        if let s = any as? String, s.lowercased().hasPrefix("0x") { return try component(s, key) }
        let v: Double
        if let s = any as? String {
            guard s.count <= 32, let d = Double(s.trimmingCharacters(in: .whitespaces)), d.isFinite else {
                throw ResourceProblem("\(key) \"\(s)\" is not a number")
            }
            v = d
        } else if let n = any as? NSNumber {
            v = n.doubleValue
        } else {
            throw ResourceProblem("\(key) is not a number")
        }
        guard v.isFinite, (0...1).contains(v) else { throw ResourceProblem("\(key) \(v) is not between 0 and 1") }
        return v
    }
}

/// Why a resource file was skipped (the caller adds the file's name).
struct ResourceProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }

    /// A `Contents.json`'s top-level object.
    static func jsonObject(_ data: Data) throws -> [String: Any] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw ResourceProblem("is not a JSON object") }
        return root
    }
}
