import SegueKit

/// A setting that a storyboard diagnostic's advice names, as a value, so that each caller says it
/// in its own words: Swift code reads `options.resources`, the command line `--resources DIR`
/// (`StoryboardDiagnostic.described(naming:)`).
public enum StoryboardSetting: Hashable, Sendable {
    /// Performing the custom segue class as a transition: `StoryboardBuildOptions.map(_:to:)`.
    case segueClassMapping(String)
    /// The app's resource folders: `StoryboardBuildOptions.resources`.
    case resources
    /// Strict reading (`ReadingMode.strict`), which made a warning an error.
    case strictMode
    /// The initial scene put in a container the storyboard does not have:
    /// `StoryboardBuildOptions.embedInitialScene`.
    case embedInitialScene(SceneContainer)

    /// How Swift code reaches the setting.
    public var swiftName: String {
        switch self {
        case .segueClassMapping(let cls): "options.map(\"\(cls)\", to: SegueClassMapping(parsing: VALUE))"
        case .resources: "options.resources"
        case .strictMode: "strict mode"
        case .embedInitialScene(let container): "options.embedInitialScene = .\(container.rawValue)"
        }
    }
}
