import Foundation

// Decoding of the schema's parts, each validated with the JSON path of what is wrong.

/// The bounds of a transition file (Schema.md, "What is checked"): far beyond what any transition
/// needs, and tight enough that nothing downstream overflows, loops for long or allocates much.
enum TransitionFileLimits {
    /// The largest file `load(contentsOf:)` reads.
    static let maximumFileBytes = 1 << 20
    /// The most keyframes in one list.
    static let maximumKeyframes = 1000
    /// The longest duration, in seconds.
    static let maximumDuration = 60.0
    /// Lengths: points and percentages either way.
    static let maximumPoints = 100_000.0
    static let maximumPercent = 10_000.0
    /// Scale factors either way, and angles in degrees either way.
    static let maximumScale = 1000.0
    static let maximumDegrees = 3600.0
    /// The viewer's distance, in points.
    static let perspective = 1.0...1_000_000.0
}

extension KeyframeTransition.Length: Decodable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let fix = "Write a number of points (e.g. 120) or a percentage of the container (e.g. \"50%\"; x, width and "
            + "translationX are percentages of its width, y, height and translationY of its height)."
        if let v = try? c.decode(Double.self) {
            let limit = TransitionFileLimits.maximumPoints
            guard v.isFinite, abs(v) <= limit else {
                throw TransitionFileError(decoder.codingPath, "\(KeyframeTransition.describe(v)) is outside ±\(KeyframeTransition.describe(limit)) points", fix)
            }
            self = .points(v)
            return
        }
        guard let text = try? c.decode(String.self) else {
            throw TransitionFileError(decoder.codingPath, "is not a length", fix)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("%"), let v = Double(trimmed.dropLast().trimmingCharacters(in: .whitespaces)), v.isFinite else {
            throw TransitionFileError(decoder.codingPath, "\"\(text)\" is not a length", fix)
        }
        guard abs(v) <= TransitionFileLimits.maximumPercent else {
            throw TransitionFileError(decoder.codingPath, "\"\(text)\" is outside ±\(KeyframeTransition.describe(TransitionFileLimits.maximumPercent))%", fix)
        }
        self = .percent(v)
    }
}

extension KeyframeTransition.Frame: Decodable {
    public init(from decoder: any Decoder) throws {
        let f = try TransitionFileFields(decoder, allowed: ["x", "y", "width", "height"], in: "a frame")
        let fix = "A frame needs x, y, width and height (in points, or percentages of the container such as \"100%\")."
        x = try f.required(KeyframeTransition.Length.self, "x", fix)
        y = try f.required(KeyframeTransition.Length.self, "y", fix)
        width = try f.required(KeyframeTransition.Length.self, "width", fix)
        height = try f.required(KeyframeTransition.Length.self, "height", fix)
        for (key, value) in [("width", width), ("height", height)] where value.isNegative {
            throw f.error(key, "is negative", "Sizes are 0 or more; move the view with x and y, or mirror it with a negative scale.")
        }
    }
}

extension KeyframeTransition.Position: Decodable {
    public init(from decoder: any Decoder) throws {
        let f = try TransitionFileFields(decoder, allowed: ["x", "y"], in: "a center")
        let fix = "A center needs x and y (in points, or percentages of the container such as \"50%\")."
        x = try f.required(KeyframeTransition.Length.self, "x", fix)
        y = try f.required(KeyframeTransition.Length.self, "y", fix)
    }
}

extension KeyframeTransition.Transform: Decodable {
    public init(from decoder: any Decoder) throws {
        let f = try TransitionFileFields(decoder, allowed: ["translationX", "translationY", "scale", "scaleX", "scaleY", "rotation", "rotationX", "rotationY"],
                           in: "a transform")
        translationX = try f.optional(KeyframeTransition.Length.self, "translationX") ?? .points(0)
        translationY = try f.optional(KeyframeTransition.Length.self, "translationY") ?? .points(0)
        let scaleLimit = TransitionFileLimits.maximumScale, degrees = TransitionFileLimits.maximumDegrees
        func scale(_ key: String) throws -> Double? {
            try f.number(key, { abs($0) <= scaleLimit }, "is outside ±\(KeyframeTransition.describe(scaleLimit))",
                         "Scale factors are at most \(KeyframeTransition.describe(scaleLimit)) either way (1 is the view's own size).")
        }
        func angle(_ key: String) throws -> Double {
            try f.number(key, { abs($0) <= degrees }, "is outside ±\(KeyframeTransition.describe(degrees))°",
                         "Angles are in degrees, at most ten turns either way.") ?? 0
        }
        if let scale = try scale("scale") {
            for key in ["scaleX", "scaleY"] where f.has(key) {
                throw f.error(key, "is given together with scale", "Use scale for both axes, or scaleX and scaleY, not both.")
            }
            (scaleX, scaleY) = (scale, scale)
        } else {
            scaleX = try scale("scaleX") ?? 1
            scaleY = try scale("scaleY") ?? 1
        }
        rotation = try angle("rotation")
        rotationX = try angle("rotationX")
        rotationY = try angle("rotationY")
    }
}

extension KeyframeTransition.Keyframe: Decodable {
    public init(from decoder: any Decoder) throws {
        let f = try TransitionFileFields(decoder, allowed: ["time", "curve", "frame", "center", "transform", "alpha", "cornerRadius"], in: "a keyframe")
        time = try f.number("time", required: "Every keyframe needs a time. " + timeFix, (0...1).contains, "is outside 0…1", timeFix)!
        curve = try f.curve("curve")
        frame = try f.optional(KeyframeTransition.Frame.self, "frame")
        center = try f.optional(KeyframeTransition.Position.self, "center")
        if frame != nil, center != nil {
            throw f.error("center", "is given together with frame", "A frame sets the centre too: give either frame or center in one keyframe.")
        }
        transform = try f.optional(KeyframeTransition.Transform.self, "transform")
        alpha = try f.number("alpha", (0...1).contains, "is outside 0…1", "Alpha runs from 0 (transparent) to 1 (opaque).")
        cornerRadius = try f.number("cornerRadius", { $0 >= 0 }, "is negative", "A corner radius is 0 or more points.")
        if let r = cornerRadius, r > TransitionFileLimits.maximumPoints {
            throw f.error("cornerRadius", "\(KeyframeTransition.describe(r)) is more than \(KeyframeTransition.describe(TransitionFileLimits.maximumPoints)) points",
                          "A corner radius is at most half the view's shorter side; larger ones change nothing.")
        }
    }
}

/// A keyframe of the dimming layer: time, curve and alpha only.
private struct DimmingKeyframe: Decodable {
    var keyframe: KeyframeTransition.Keyframe

    init(from decoder: any Decoder) throws {
        let f = try TransitionFileFields(decoder, allowed: ["time", "curve", "alpha"], in: "a dimming keyframe")
        let time = try f.number("time", required: "Every keyframe needs a time. " + timeFix, (0...1).contains, "is outside 0…1", timeFix)!
        let alpha = try f.number("alpha", required: "A dimming keyframe gives the layer's alpha (0…1).", (0...1).contains,
                                 "is outside 0…1", "Alpha runs from 0 (transparent) to 1 (black).")
        keyframe = KeyframeTransition.Keyframe(time: time, curve: try f.curve("curve"), alpha: alpha)
    }
}

/// Times must not go backwards, and a list holds at most `TransitionFileLimits.maximumKeyframes`.
private func checkOrder(_ keyframes: [KeyframeTransition.Keyframe], _ f: TransitionFileFields) throws {
    let limit = TransitionFileLimits.maximumKeyframes
    guard keyframes.count <= limit else {
        throw f.error("keyframes", "has \(keyframes.count) keyframes, more than \(limit)",
                      "A transition needs a few keyframes per view; check how the file was generated.")
    }
    for i in keyframes.indices.dropFirst() where keyframes[i].time < keyframes[i - 1].time {
        throw TransitionFileError(
            f.path(TransitionFileKey("keyframes"), TransitionFileKey(intValue: i), TransitionFileKey("time")),
            "\(KeyframeTransition.describe(keyframes[i].time)) comes before the time of keyframes[\(i - 1)] (\(KeyframeTransition.describe(keyframes[i - 1].time)))",
            "List keyframes in time order; equal times make a jump.")
    }
}

extension KeyframeTransition.ViewKeyframes: Decodable {
    public init(from decoder: any Decoder) throws {
        let f = try TransitionFileFields(decoder, allowed: ["perspective", "keyframes"], in: "a view")
        let distances = TransitionFileLimits.perspective
        perspective = try f.number("perspective", { $0 > 0 }, "is not positive",
                                   "The perspective is the viewer's distance in points (500 looks like UIKit's flips); leave it out for none.")
        if let p = perspective, !distances.contains(p) {
            throw f.error("perspective", "\(KeyframeTransition.describe(p)) is outside \(KeyframeTransition.describe(distances.lowerBound))…\(KeyframeTransition.describe(distances.upperBound)) points",
                          "The perspective is the viewer's distance in points (500 looks like UIKit's flips); leave it out for none.")
        }
        keyframes = try f.optional([KeyframeTransition.Keyframe].self, "keyframes") ?? []
        try checkOrder(keyframes, f)
        // Transforms interpolate as matrices, along the shorter way round: each step must turn less
        // than half a turn about every axis. A keyframe at time 0 sets the start without turning.
        var previous = KeyframeTransition.Transform()
        var animated = false
        for (i, k) in keyframes.enumerated() {
            guard let t = k.transform else { continue }
            if animated || k.time > 0 {
                for (name, angle) in KeyframeTransition.Transform.angles where abs(t[keyPath: angle] - previous[keyPath: angle]) >= 180 {
                    throw TransitionFileError(
                        f.path(TransitionFileKey("keyframes"), TransitionFileKey(intValue: i), TransitionFileKey("transform"), TransitionFileKey(name)),
                        "turns \(KeyframeTransition.describe(abs(t[keyPath: angle] - previous[keyPath: angle])))° from the previous \(KeyframeTransition.describe(previous[keyPath: angle]))°",
                        "Transforms are interpolated along the shorter way round, so add keyframes in between to make every step less than 180°.")
                }
            }
            animated = animated || k.time > 0
            previous = t
        }
    }
}

extension KeyframeTransition.Dimming: Decodable {
    public init(from decoder: any Decoder) throws {
        let f = try TransitionFileFields(decoder, allowed: ["over", "keyframes"], in: "a dimming layer")
        guard f.has("over") else {
            throw f.error("over", "is missing", "Name the view the black layer covers: \"from\" or \"to\".")
        }
        over = try f.side("over")!
        keyframes = try f.required([DimmingKeyframe].self, "keyframes",
                                   "Give the layer's alpha as keyframes, e.g. [{\"time\": 0, \"alpha\": 0}, {\"time\": 1, \"alpha\": 0.1}].")
            .map(\.keyframe)
        try checkOrder(keyframes, f)
    }
}

extension KeyframeTransition.Choreography {
    /// Reads `from`, `to`, `onTop` and `dimming` from an object that may hold more.
    init(_ f: TransitionFileFields, defaultOnTop: KeyframeTransition.Side) throws {
        from = try f.optional(KeyframeTransition.ViewKeyframes.self, "from") ?? .init()
        to = try f.optional(KeyframeTransition.ViewKeyframes.self, "to") ?? .init()
        onTop = try f.side("onTop", default: defaultOnTop)!
        dimming = try f.optional(KeyframeTransition.Dimming.self, "dimming")
        if from.keyframes.isEmpty, to.keyframes.isEmpty, dimming?.keyframes.isEmpty ?? true {
            throw f.error(nil, "nothing moves: neither from nor to has keyframes",
                          "Give keyframes to at least one of the two views (\"from\": {\"keyframes\": [...]}).")
        }
    }
}
