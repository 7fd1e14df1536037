import SegueKit

extension AppSettings {
    /// What the app's project decided in `apply(to:appearanceChosen:deviceChosen:)`, for each
    /// caller to say in its own words (`described(naming:)`).
    public enum Decision: Sendable, Hashable, CustomStringConvertible {
        /// The appearance its `Info.plist` forces (`UIUserInterfaceStyle`), read from `source`.
        case forcedAppearance(Appearance, source: String)
        /// An iPad-only app: its scenes are drawn on this iPad whatever their canvas.
        case iPadOnly(Device)
        /// The storyboard the app loads on iPad alone (`UIMainStoryboardFile~ipad`): its scenes
        /// are drawn on `device`.
        case iPadStoryboard(String, Device)
        /// The app hides its status bar (`UIStatusBarHidden` with controller-based appearance
        /// off), read from `source`.
        case statusBarHidden(source: String)

        /// The note, naming the setting that overrides the decision as the caller does.
        public func described(naming name: (StoryboardSetting) -> String) -> String {
            switch self {
            case .forcedAppearance(let appearance, let source):
                "note: the app forces the \(appearance.rawValue) appearance (UIUserInterfaceStyle in \(source)); \(name(.appearance)) overrides it"
            case .iPadOnly(let device):
                "note: the app runs on iPad only (its device family); scenes are drawn on the \(device.displayName); \(name(.device)) overrides it"
            case .iPadStoryboard(let storyboard, let device):
                "note: the app loads \(storyboard).storyboard on iPad (UIMainStoryboardFile~ipad); its scenes are drawn on the \(device.displayName); \(name(.device)) overrides it"
            case .statusBarHidden(let source):
                "note: the app hides the status bar (UIStatusBarHidden in \(source)); its scenes are drawn without one"
            }
        }

        public var description: String { described { $0.swiftName } }

        /// Whether the decision changes how the storyboard at `path` is drawn: an iPad
        /// storyboard's is about that storyboard alone.
        public func concerns(storyboardAt path: String) -> Bool {
            guard case .iPadStoryboard(let name, _) = self else { return true }
            return ScreenChoice(iPadStoryboards: [name]).isIPadStoryboard(path)
        }
    }

    /// The device an app's scenes are drawn on whatever their canvas: an iPad for an iPad-only
    /// app; nil where each storyboard's canvas decides.
    public var screen: Device? { isIPadOnly ? .iPadPro11 : nil }

    /// What the app's project decides where the caller did not, as an app on a device shows it:
    /// the appearance it forces, the status bar style it keeps or its hiding, and the iPad an iPad-only app's
    /// scenes are drawn on. Every entry point (`segue render`, `segue list`, an app's source in
    /// Swift) applies it the one way. Returns the decisions that changed `options`.
    public func apply(to options: inout StoryboardBuildOptions, appearanceChosen: Bool, deviceChosen: Bool) -> [Decision] {
        var decisions: [Decision] = []
        if !appearanceChosen, let forced = appearance, forced != options.appearance {
            options.appearance = forced
            decisions.append(.forcedAppearance(forced, source: infoPlist ?? "the project's build settings"))
        }
        options.statusBarStyle = statusBarStyle
        options.isStatusBarHidden = isStatusBarHidden
        if isStatusBarHidden { decisions.append(.statusBarHidden(source: infoPlist ?? "the project's build settings")) }
        if deviceChosen {
            options.deviceOverridesCanvas = true
        } else if let device = screen {
            options.device = device
            options.deviceOverridesCanvas = true
            decisions.append(.iPadOnly(device))
        } else if let pad = iPadMainStoryboard, deviceFamilies.isEmpty || deviceFamilies.contains(2) {
            options.iPadStoryboards.insert(pad)
            decisions.append(.iPadStoryboard(pad, ScreenChoice.iPad))
        }
        return decisions
    }
}
