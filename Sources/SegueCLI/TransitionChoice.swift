import Foundation
import SegueKit
import SegueScreens

/// What `segue render --from/--to` animates: a built-in style (`--style`), a registered custom
/// segue class or a catalogue entry (`--custom`, with `--direction`), or a keyframe file
/// (`--transition`). Exactly one of the three, checked here and answered in the library's words
/// (`ScreenTransition`).
@MainActor
enum TransitionChoice {

    static var styleList: String { TransitionStyle.allCases.map(\.rawValue).joined(separator: ", ") }
    static var customList: String { SegueRegistry.builtIn.names.joined(separator: ", ") }
    static var catalogueList: String { CatalogueTransition.allCases.map(\.rawValue).joined(separator: ", ") }

    static func parse(_ args: Arguments) throws -> ScreenTransition {
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
            return .animator(name: name, make: { _ in transition })
        }
        guard let styleName = args.values["style"] else {
            throw UsageError("--style, --custom or --transition is required with --from/--to (styles: \(Self.styleList))")
        }
        guard let style = TransitionStyle(rawValue: styleName) else {
            throw UsageError("unknown style '\(styleName)' (styles: \(Self.styleList))")
        }
        return .style(style)
    }

    static func custom(_ custom: String, direction: String?) throws -> ScreenTransition {
        if SegueRegistry.builtIn.factories[custom] != nil {
            if direction != nil { throw UsageError("--direction does not apply to the segue class \(custom)") }
            return .segueClass(custom)
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
        return .catalogue(kind, named ?? direction.flatMap(SlideDirection.init(rawValue:)))
    }
}
