import Foundation

// Decoding of the schema's parts, each validated with the JSON path of what is wrong.

extension KeyframeTransition.Length: Decodable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Double.self) {
            self = .points(v)
            return
        }
        let fix = "Write a number of points (e.g. 120) or a percentage of the container (e.g. \"50%\"; x, width and "
            + "translationX are percentages of its width, y, height and translationY of its height)."
        guard let text = try? c.decode(String.self) else {
            throw TransitionFileError(decoder.codingPath, "is not a length", fix)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("%"), let v = Double(trimmed.dropLast().trimmingCharacters(in: .whitespaces)), v.isFinite else {
            throw TransitionFileError(decoder.codingPath, "\"\(text)\" is not a length", fix)
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
        if let scale = try f.optional(Double.self, "scale") {
            for key in ["scaleX", "scaleY"] where f.has(key) {
                throw f.error(key, "is given together with scale", "Use scale for both axes, or scaleX and scaleY, not both.")
            }
            (scaleX, scaleY) = (scale, scale)
        } else {
            scaleX = try f.optional(Double.self, "scaleX") ?? 1
            scaleY = try f.optional(Double.self, "scaleY") ?? 1
        }
        rotation = try f.optional(Double.self, "rotation") ?? 0
        rotationX = try f.optional(Double.self, "rotationX") ?? 0
        rotationY = try f.optional(Double.self, "rotationY") ?? 0
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

/// Times must not go backwards.
private func checkOrder(_ keyframes: [KeyframeTransition.Keyframe], _ f: TransitionFileFields) throws {
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
        perspective = try f.number("perspective", { $0 > 0 }, "is not positive",
                                   "The perspective is the viewer's distance in points (500 looks like UIKit's flips); leave it out for none.")
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
