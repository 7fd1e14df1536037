import Foundation
import SegueKit

/// What `segue render --from/--to` animates: a built-in style (`--style`), a registered custom
/// segue class or a catalogue entry (`--custom`, with `--direction`), or a keyframe file
/// (`--transition`). Exactly one of the three.
@MainActor
struct TransitionChoice {
    var name: String
    var style: TransitionStyle
    var flow: ScenarioFlow

    /// A built-in style (`--style`), not a custom class, catalogue entry or keyframe file.
    var isBuiltInStyle: Bool {
        if case .transition = flow { true } else { false }
    }

    static var styleList: String { TransitionStyle.available.map(\.rawValue).joined(separator: ", ") }
    static var customList: String { SegueRegistry.builtIn.names.joined(separator: ", ") }
    static var catalogueList: String { CatalogueTransition.allCases.map(\.rawValue).joined(separator: ", ") }

    static func parse(_ args: Arguments) throws -> TransitionChoice {
        let given = ["style", "custom", "transition"].filter { args.values[$0] != nil }
        guard given.count <= 1 else {
            throw UsageError("--\(given[0]) and --\(given[1]) cannot be combined: choose one transition")
        }
        if let custom = args.values["custom"] {
            return try Self.custom(custom, direction: args.values["direction"])
        }
        if args.values["direction"] != nil { throw UsageError("--direction goes with --custom (a catalogue transition)") }
        if let file = args.values["transition"] {
            try ArgumentCheck.beforeFiles()
            let transition: KeyframeTransition
            do { transition = try KeyframeTransition.load(contentsOf: file) } catch { throw CommandError("--transition \(error)") }
            let name = transition.name ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            return TransitionChoice(name: name, style: .coverVertical,
                                    flow: .animator(name: name, make: { _ in transition }))
        }
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
        if let direction, SlideDirection(rawValue: direction) == nil {
            throw UsageError("unknown --direction '\(direction)' (directions: left, right, up, down)")
        }
        guard let (kind, named) = CatalogueTransition.named(custom) else {
            throw UsageError("unknown custom transition '\(custom)' (segue classes: \(Self.customList); catalogue: \(Self.catalogueList), "
                             + "with --direction left|right|up|down where it applies)")
        }
        if direction != nil, !kind.takesDirection {
            throw UsageError("--direction does not apply to the catalogue transition \(kind.rawValue)")
        }
        if direction != nil, named != nil {
            throw UsageError("'\(custom)' already names a direction; drop --direction or use '\(kind.rawValue)'")
        }
        let dir = named ?? direction.flatMap(SlideDirection.init(rawValue:))
        let name = kind.name(direction: dir ?? (kind.takesDirection ? .left : nil))
        return TransitionChoice(name: name, style: .coverVertical, flow: .animator(name: name, make: { _ in
            CatalogueAnimator(kind: kind, direction: dir ?? .left)
        }))
    }
}
