import Foundation

/// What a manifest says about a keyframe transition: the file it came from (its name and the
/// SHA-256 of its bytes), its default curve and every segment's curve, so that a render names the
/// real motion rather than one curve for all of it.
public struct KeyframeSummary: Sendable, Codable, Equatable {
    /// The file's name (not its folder), or nil for a transition made in code.
    public var file: String?
    public var sha256: String?
    /// The curve of segments whose keyframe names none.
    public var defaultCurve: String
    /// `from.transform 0–0.5 easeIn`, one line per segment (times as fractions of the duration),
    /// by view, then property, then time.
    public var segments: [String]
}

extension KeyframeTransition {
    /// The summary of the choreography played in this direction (the presentation undone for a
    /// dismissal without its own: the same segments and curves, mirrored in time).
    public func summary(isForward: Bool) -> KeyframeSummary {
        let choreography = isForward ? presentation : (dismissal ?? presentation)
        let mirrored = !isForward && dismissal == nil
        var lines: [String] = []
        let lists: [(String, [Keyframe])] = [("from", choreography.from.keyframes), ("to", choreography.to.keyframes)]
            + (choreography.dimming.map { [("dimming over \($0.over.rawValue)", $0.keyframes)] } ?? [])
        // Each property moves from the last keyframe that names it (or from rest at 0) to the next.
        for (side, keyframes) in lists {
            for property in ["frame", "center", "transform", "alpha", "cornerRadius"] {
                var previous = 0.0
                for k in keyframes.sorted(by: { $0.time < $1.time }) where k.keyedProperties.contains(property) {
                    defer { previous = k.time }
                    guard k.time > previous else { continue }
                    let start = mirrored ? 1 - k.time : previous, end = mirrored ? 1 - previous : k.time
                    lines.append("\(side).\(property) \(Self.fraction(start))–\(Self.fraction(end)) \((k.curve ?? curve).name)")
                }
            }
        }
        return KeyframeSummary(file: sourceFile.map { URL(fileURLWithPath: $0).lastPathComponent }, sha256: sourceSHA256,
                               defaultCurve: curve.name, segments: lines)
    }

    static func fraction(_ t: Double) -> String {
        NumberText.string((t * 1000).rounded() / 1000)
    }
}

extension KeyframeTransition.Keyframe {
    /// The properties this keyframe names.
    var keyedProperties: [String] {
        [("frame", frame != nil), ("center", center != nil), ("transform", transform != nil), ("alpha", alpha != nil),
         ("cornerRadius", cornerRadius != nil)].filter(\.1).map(\.0)
    }
}
