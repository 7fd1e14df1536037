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
    /// The appearance asked for (`StoryboardBuildOptions.appearance`; an app source's `appearance:`).
    case appearance
    /// The device asked for, whatever the storyboard's canvas (an app source's `device:`).
    case device
    /// The orientation asked for: `StoryboardBuildOptions.portrait` or `.landscape`.
    case orientation

    /// How Swift code reaches the setting.
    public var swiftName: String {
        switch self {
        case .segueClassMapping(let cls): "options.map(\"\(cls)\", to: SegueClassMapping(parsing: VALUE))"
        case .resources: "options.resources"
        case .strictMode: "strict mode"
        case .embedInitialScene(let container): "options.embedInitialScene = .\(container.rawValue)"
        case .appearance: "the source's appearance:"
        case .device: "the source's device:"
        case .orientation: "options.portrait or options.landscape"
        }
    }
}
