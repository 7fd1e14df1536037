import Foundation
import SegueKit

extension AppSettings {
    /// What the app's project decided in `apply(to:appearanceChosen:deviceChosen:)`, for each
    /// caller to say in its own words (`described(naming:)`).
    public enum Decision: Sendable, Hashable, CustomStringConvertible {
        /// The appearance its `Info.plist` forces (`UIUserInterfaceStyle`), read from `source`.
        case forcedAppearance(Appearance, source: String)
        /// The appearance asked for (`Appearance`) is not the one the app forces, which it always
        /// shows: drawn as asked, and said so.
        case appearanceOverridden(forced: Appearance, drawn: Appearance, source: String)
        /// An iPad-only app: its scenes are drawn on this iPad whatever their canvas.
        case iPadOnly(Device)
        /// The storyboard the app loads on iPad alone (`UIMainStoryboardFile~ipad`): its scenes
        /// are drawn on `device`.
        case iPadStoryboard(String, Device)
        /// The app hides its status bar (`UIStatusBarHidden` with controller-based appearance
        /// off), read from `source`.
        case statusBarHidden(source: String)
        /// The app runs held upright on an iPhone (`UISupportedInterfaceOrientations` in
        /// `source`): scenes designed on a landscape canvas are drawn upright.
        case upright(source: String)
        /// The app runs in landscape only on an iPhone: its scenes are drawn in landscape.
        case landscapeOnly(source: String)

        /// The note, naming the setting that overrides the decision as the caller does.
        public func described(naming name: (StoryboardSetting) -> String) -> String {
            switch self {
            case .forcedAppearance(let appearance, let source):
                "note: the app forces the \(appearance.rawValue) appearance (UIUserInterfaceStyle in \(source)); \(name(.appearance)) overrides it"
            case .appearanceOverridden(let forced, let drawn, let source):
                "note: the app forces the \(forced.rawValue) appearance (UIUserInterfaceStyle in \(source)) and never shows the \(drawn.rawValue) one; "
                    + "drawn \(drawn.rawValue) as \(name(.appearance)) asks"
            case .iPadOnly(let device):
                "note: the app runs on iPad only (its device family); scenes are drawn on the \(device.displayName); \(name(.device)) overrides it"
            case .iPadStoryboard(let storyboard, let device):
                "note: the app loads \(storyboard).storyboard on iPad (UIMainStoryboardFile~ipad); its scenes are drawn on the \(device.displayName); \(name(.device)) overrides it"
            case .statusBarHidden(let source):
                "note: the app hides the status bar (UIStatusBarHidden in \(source)); its scenes are drawn without one"
            case .upright(let source):
                "note: the app runs upright on an iPhone (UISupportedInterfaceOrientations in \(source)); scenes designed on a landscape canvas are drawn upright; \(name(.orientation)) overrides it"
            case .landscapeOnly(let source):
                "note: the app runs in landscape only on an iPhone (UISupportedInterfaceOrientations in \(source)); its scenes are drawn in landscape; \(name(.orientation)) overrides it"
            }
        }

        public var description: String { described { $0.swiftName } }

        /// Whether the decision changes only storyboards of some canvases (`concerns`), so that
        /// a folder is told of it only where one of its storyboards is.
        public var isAboutCanvases: Bool {
            if case .upright = self { true } else { false }
        }

        /// Whether the decision changes how the storyboard at `path` is drawn: an iPad
        /// storyboard's is about that storyboard alone.
        public func concerns(storyboardAt path: String) -> Bool {
            switch self {
            case .iPadStoryboard(let name, _): ScreenChoice(iPadStoryboards: [name]).isIPadStoryboard(path)
            case .upright: AppSettings.hasLandscapeCanvas(path)
            default: true
            }
        }
    }

    /// The device an app's scenes are drawn on whatever their canvas: an iPad for an iPad-only
    /// app; nil where each storyboard's canvas decides.
    public var screen: Device? { isIPadOnly ? .iPadPro11 : nil }

    /// What the app's project decides where the caller did not, as an app on a device shows it:
    /// the appearance it forces, the status bar style it keeps or its hiding, the orientation an
    /// iPhone runs it in (upright where it may, unless `options` asks for an orientation), and
    /// the iPad an iPad-only app's scenes are drawn on. Every entry point (`segue render`,
    /// `segue list`, an app's source in Swift) applies it the one way. Returns the decisions
    /// that changed `options`.
    /// Where the first of `keys` the app sets was read: its `Info.plist` file, else the target's
    /// build settings that generate it (`INFOPLIST_KEY_UIUserInterfaceStyle`).
    func source(of keys: String...) -> String {
        if let infoPlist, keys.contains(where: plistKeys.contains) { return infoPlist }
        return "the target's build settings"
    }

    public func apply(to options: inout StoryboardBuildOptions, appearanceChosen: Bool, deviceChosen: Bool) -> [Decision] {
        var decisions: [Decision] = []
        if let forced = appearance, forced != options.appearance {
            if appearanceChosen {
                decisions.append(.appearanceOverridden(forced: forced, drawn: options.appearance, source: source(of: "UIUserInterfaceStyle")))
            } else {
                options.appearance = forced
                decisions.append(.forcedAppearance(forced, source: source(of: "UIUserInterfaceStyle")))
            }
        }
        options.statusBarStyle = statusBarStyle
        options.isStatusBarHidden = isStatusBarHidden
        if isStatusBarHidden { decisions.append(.statusBarHidden(source: source(of: "UIStatusBarHidden"))) }
        if !options.landscape, !options.portrait, !isIPadOnly, let upright = runsUprightOnPhone {
            let source = source(of: "UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations")
            if upright {
                options.portrait = true
                decisions.append(.upright(source: source))
            } else {
                options.landscape = true
                decisions.append(.landscapeOnly(source: source))
            }
        }
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

    /// Storyboards looked at, and folder entries walked, at most when a folder is asked about.
    static let maxCanvasChecks = 200
    static let maxEntriesWalked = 20_000

    /// Whether the storyboard at `path` (or one under the folder `path`, hidden folders and
    /// bundles left out) was designed on a landscape canvas (`<device … orientation="landscape">`),
    /// read from its first bytes.
    public static func hasLandscapeCanvas(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        let folder = path.hasSuffix("/.storyboard") ? String(path.dropLast("/.storyboard".count)) : path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return landscapeCanvas(path) }
        guard let walk = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return false }
        var checked = 0, walked = 0
        while let url = walk.nextObject() as? URL, walked < maxEntriesWalked, checked < maxCanvasChecks {
            walked += 1
            guard url.pathExtension == "storyboard" else { continue }
            checked += 1
            if landscapeCanvas(url.path) { return true }
        }
        return false
    }

    private static func landscapeCanvas(_ file: String) -> Bool {
        guard let input = try? InputFile(file, maximumBytes: ReadingLimits.default.maxFileBytes, followingLinks: false),
              let head = try? input.read(upTo: 4096) else { return false }
        let text = String(decoding: head, as: UTF8.self)
        guard let device = text.range(of: "<device ") else { return false }
        let element = text[device.upperBound...].prefix { $0 != ">" }
        return element.contains("orientation=\"landscape\"")
    }
}
