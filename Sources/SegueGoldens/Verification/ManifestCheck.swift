import SegueKit
import SegueRender

/// A field of the manifest whose golden and actual values differ.
public struct ManifestDifference: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The field as people say it: `duration`, `frame count`, `size (pixels)`.
    public var field: String
    public var expected: String
    public var actual: String
    /// True for a setting a render was asked for (appearance, contrast, locale, layout direction,
    /// resources), said as such: `appearance: golden is light, actual is dark`.
    public var isRenderSetting: Bool?

    public init(field: String, expected: String, actual: String, isRenderSetting: Bool? = nil) {
        self.field = field
        self.expected = expected
        self.actual = actual
        self.isRenderSetting = isRenderSetting
    }

    public var description: String {
        isRenderSetting == true ? "\(field): golden is \(expected), actual is \(actual)" : "\(field): golden \(expected), actual \(actual)"
    }
}

/// A tool or library whose version differs between the goldens and this run.
public struct VersionDifference: Sendable, Equatable, Codable, CustomStringConvertible {
    /// `segue`, `Cairo` or `libpng`.
    public var component: String
    public var golden: String
    public var actual: String

    public init(component: String, golden: String, actual: String) {
        self.component = component
        self.golden = golden
        self.actual = actual
    }

    public var description: String { "\(component) \(golden) (this run: \(actual))" }
}

/// Compares two manifests: the settings a render was asked for first (a dark render against light
/// goldens differs in every pixel, and says why here), then what makes a transition itself
/// (transition, direction, device, sizes, scale, fps, duration, curve, frame count), what the
/// frames show that is not the app's real content, and, apart, the versions that drew it.
public enum ManifestCheck {
    public static func differences(golden g: Manifest, actual a: Manifest) -> [ManifestDifference] {
        settingDifferences(golden: g, actual: a) + transitionDifferences(golden: g, actual: a)
    }

    /// The settings of a storyboard render: appearance, contrast, locale, layout direction and the
    /// resource folders searched (their defaults for other sources).
    static func settingDifferences(golden g: Manifest, actual a: Manifest) -> [ManifestDifference] {
        func settings(_ o: StoryboardOrigin?) -> [(String, String)] {
            [("appearance", o?.appearance ?? "light"), ("contrast", o?.contrast ?? "normal"), ("locale", o?.locale ?? "as written"),
             ("layout", o?.rightToLeft == true ? "right to left" : "left to right"),
             ("resources", o?.resources.map { $0.joined(separator: ", ") } ?? "none")]
        }
        return zip(settings(g.storyboard), settings(a.storyboard)).compactMap { golden, actual in
            golden.1 == actual.1 ? nil : ManifestDifference(field: golden.0, expected: golden.1, actual: actual.1, isRenderSetting: true)
        }
    }

    static func transitionDifferences(golden g: Manifest, actual a: Manifest) -> [ManifestDifference] {
        func size(_ d: Manifest.Dimensions, _ unit: String) -> String {
            "\(Format.number(d.width))×\(Format.number(d.height)) \(unit)"
        }
        let fields: [(String, String, String)] = [
            ("transition", g.transition, a.transition),
            ("direction", g.direction, a.direction),
            ("device", g.device, a.device),
            ("size (points)", size(g.sizePoints, "pt"), size(a.sizePoints, "pt")),
            ("size (pixels)", size(g.sizePixels, "px"), size(a.sizePixels, "px")),
            ("scale", Format.number(g.scale), Format.number(a.scale)),
            ("fps", Format.number(g.fps), Format.number(a.fps)),
            ("duration", Format.number(g.duration) + " s", Format.number(a.duration) + " s"),
            ("curve", g.curve, a.curve),
            ("frame count", String(g.frameCount), String(a.frameCount)),
            ("keyframe file", keyframes(g.keyframes), keyframes(a.keyframes)),
            ("keyframe segments", g.keyframes?.segments.joined(separator: "; ") ?? "none", a.keyframes?.segments.joined(separator: "; ") ?? "none"),
            ("frame range", range(g.range), range(a.range)),
            ("slow motion", g.slow.map { Format.number($0) + "×" } ?? "none", a.slow.map { Format.number($0) + "×" } ?? "none"),
            ("moment", g.at.map { Format.number($0.time) + " s" } ?? "none", a.at.map { Format.number($0.time) + " s" } ?? "none"),
            ("reduce motion", g.reduceMotion.map { "\($0.replaced) → \($0.substitute)" } ?? "off",
             a.reduceMotion.map { "\($0.replaced) → \($0.substitute)" } ?? "off"),
            ("approximations", approximations(g.approximations), approximations(a.approximations)),
        ]
        return fields.filter { $0.1 != $0.2 }.map { ManifestDifference(field: $0.0, expected: $0.1, actual: $0.2) }
    }

    /// What a manifest says is not real, in a stable order (a source may note the same things in
    /// another order without the frames changing): `symbol gear (Material Icons "settings")`,
    /// `none`. A golden that listed a stand-in the new render no longer needs, or the other way
    /// round, is stale even where the pixels happen to agree.
    static func approximations(_ list: [Approximation]?) -> String {
        let lines = (list ?? []).map { "\($0.kind.rawValue) \($0.subject) (\($0.detail))" }.sorted()
        return lines.isEmpty ? "none" : lines.joined(separator: ", ")
    }

    /// A frame range as the manifest records it: `12-20 of 31`, or `all`.
    static func range(_ r: Manifest.FrameRange?) -> String {
        r.map { "\($0.firstFrame)-\($0.lastFrame) of \($0.totalFrames)" } ?? "all"
    }

    /// A keyframe file as the manifest names it: its file and hash.
    static func keyframes(_ k: KeyframeSummary?) -> String {
        guard let k else { return "none" }
        return "\(k.file ?? "made in code")\(k.sha256.map { " sha256:" + $0 } ?? "")"
    }

    /// The components (tool, libraries, font files) whose versions differ; a component that only
    /// one side names counts, with `none` on the other.
    public static func versionDifferences(golden g: Manifest, actual a: Manifest) -> [VersionDifference] {
        let golden = g.versions.components, actual = a.versions.components
        var names = golden.map(\.name)
        for c in actual where !names.contains(c.name) { names.append(c.name) }
        return names.compactMap { name in
            let gv = golden.first { $0.name == name }?.version ?? "none"
            let av = actual.first { $0.name == name }?.version ?? "none"
            return gv == av ? nil : VersionDifference(component: name, golden: gv, actual: av)
        }
    }

    /// The sentence that goes with a failure when the versions differ, or nil when they do not.
    public static func versionNote(_ differences: [VersionDifference]) -> String? {
        guard !differences.isEmpty else { return nil }
        let list = differences.map(\.description).joined(separator: ", ")
        return "the goldens were made by another version: \(list); the differences may come from the new version "
            + "rather than from a change of the transition: if the new frames look right, re-record the goldens with this version"
    }
}
