import SegueRender
import SegueStoryboard

// The libraries' errors name settings as values; these say them as the command line spells them.

extension OutputFolderError {
    /// The error as the command line says it: the path after the option that gave it (`option`
    /// when the library was given none), and `--force`.
    func commandLine(option fallback: String) -> String {
        let option = self.option ?? fallback
        return described { field in
            switch field {
            case .target(let path): "\(option) \(path)"
            case .argument: "\(option): "
            case .force: "--force"
            }
        }
    }
}

extension CommandError {
    /// `error` as the command line says it, with `option` naming the path an `OutputFolderError` is about.
    static func wording(_ error: Error, option: String) -> CommandError {
        if let e = error as? OutputFolderError { return CommandError(e.commandLine(option: option)) }
        return CommandError("\(error)")
    }
}

extension Arguments {
    /// The error when `--video` is asked for and ffmpeg is not installed.
    static let missingFFmpeg = "--video needs ffmpeg, which is not installed: install it with scripts/setup --bench "
        + "or apt-get install ffmpeg, or leave out --video (the frames and the preview need nothing more)"
}

extension StoryboardSetting {
    /// The option that changes the setting: `--map-segue Class=VALUE`, `--resources DIR`, `--strict`.
    @Sendable static func commandLine(_ setting: StoryboardSetting) -> String {
        switch setting {
        case .segueClassMapping(let cls): "--map-segue \(cls)=VALUE"
        case .resources: "--resources DIR"
        case .strictMode: "--strict"
        case .embedInitialScene(let container): "--embed \(container.rawValue)"
        case .appearance: "--appearance"
        case .device: "--device"
        case .orientation: "--portrait or --landscape"
        }
    }
}

extension StoryboardDiagnostic {
    /// The diagnostic as the command line says the settings its advice names.
    var commandLine: String { described(naming: StoryboardSetting.commandLine) }
}
