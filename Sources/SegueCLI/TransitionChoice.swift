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
            do { return try ScreenTransition.loadingKeyframes(file) } catch { throw CommandError("--transition \(error)") }
        }
        guard let styleName = args.values["style"] else {
            throw UsageError("--style, --custom or --transition is required with --from/--to (styles: \(Self.styleList))")
        }
        guard let style = TransitionStyle(rawValue: styleName) else {
            throw UsageError("unknown style '\(styleName)' (styles: \(Self.styleList))")
        }
        return .style(style)
    }

    /// `--custom NAME [--direction D]`, in the library's terms (`ScreenTransition.custom`).
    static func custom(_ custom: String, direction: String?) throws -> ScreenTransition {
        var slide: SlideDirection?
        if let direction {
            slide = SlideDirection(rawValue: direction)
            // A segue class takes no direction at all: say that before judging the word.
            if slide == nil, SegueRegistry.builtIn.factories[custom] == nil {
                throw UsageError("unknown --direction '\(direction)' (directions: left, right, up, down)")
            }
        }
        do {
            return try ScreenTransition.custom(custom, direction: slide ?? (direction == nil ? nil : .left))
        } catch {
            throw UsageError(error.described(option: "--direction"))
        }
    }
}
