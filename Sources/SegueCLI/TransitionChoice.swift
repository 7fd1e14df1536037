import SegueKit

/// What `segue render --from/--to` animates: a built-in style (`--style`), a registered custom
/// segue class or a catalogue entry (`--custom`, with `--direction`), or a keyframe file
/// (`--transition`). Exactly one of the three.
@MainActor
struct TransitionChoice {
    var name: String
    var style: TransitionStyle
    var flow: ScenarioFlow

    static var styleList: String { TransitionStyle.available.map(\.rawValue).joined(separator: ", ") }
    static var customList: String { SegueRegistry.builtIn.names.joined(separator: ", ") }

    static func parse(_ args: Arguments) throws -> TransitionChoice {
        let given = ["style", "custom", "transition"].filter { args.values[$0] != nil }
        guard given.count <= 1 else {
            throw UsageError("--\(given[0]) and --\(given[1]) cannot be combined: choose one transition")
        }
        if let custom = args.values["custom"] {
            return try Self.custom(custom, direction: args.values["direction"])
        }
        if args.values["direction"] != nil { throw UsageError("--direction goes with --custom (a catalogue transition)") }
        guard let styleName = args.values["style"] else {
            throw UsageError("--style, --custom or --transition is required with --from/--to (styles: \(Self.styleList))")
        }
        guard let style = TransitionStyle(rawValue: styleName) else {
            throw UsageError("unknown style '\(styleName)' (styles: \(Self.styleList))")
        }
        guard TransitionStyle.available.contains(style) else {
            throw UsageError("style '\(styleName)' is not supported yet (styles: \(Self.styleList))")
        }
        return TransitionChoice(name: styleName, style: style, flow: .transition)
    }

    static func custom(_ custom: String, direction: String?) throws -> TransitionChoice {
        if SegueRegistry.builtIn.factories[custom] != nil {
            if direction != nil { throw UsageError("--direction does not apply to the segue class \(custom)") }
            return TransitionChoice(name: custom, style: .coverVertical, flow: .customSegue(custom))
        }
        throw UsageError("unknown custom transition '\(custom)' (segue classes: \(Self.customList))")
    }
}
