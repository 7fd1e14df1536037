import Foundation
import SegueKit

/// What an app's target and `Info.plist` decide about how its storyboards look: the interface
/// style it forces (`UIUserInterfaceStyle`), the devices it runs on (`TARGETED_DEVICE_FAMILY`,
/// `UIDeviceFamily`) and the resources its target copies (`XcodeProject`).
///
/// ```swift
/// let app = AppSettings.forStoryboard("App/Base.lproj/Main.storyboard")
/// app?.appearance   // .dark for an app with UIUserInterfaceStyle = Dark
/// app?.isIPadOnly   // true for TARGETED_DEVICE_FAMILY = 2
/// ```
public struct AppSettings: Sendable, Hashable {
    /// The appearance the app forces, nil when it follows the system.
    public var appearance: Appearance?
    /// The device families it runs on: 1 iPhone, 2 iPad (empty: not stated).
    public var deviceFamilies: [Int]
    /// The asset catalogs and font folders of its target, which may lie outside the folder given.
    public var resourceFolders: [String]
    /// The status bar style the whole app keeps (`UIStatusBarStyle`) when its controllers do not
    /// decide it (`UIViewControllerBasedStatusBarAppearance` NO); nil otherwise.
    public var statusBarStyle: StatusBarStyle? = nil
    /// True when the app hides the status bar everywhere (`UIStatusBarHidden` YES with
    /// `UIViewControllerBasedStatusBarAppearance` NO). With controller-based appearance, UIKit's
    /// default, `UIStatusBarHidden` hides it during launch only.
    public var isStatusBarHidden = false
    /// The `Info.plist` read, when there was one.
    public var infoPlist: String?
    /// The keys that file sets itself; the others read come from the target's build settings
    /// (`INFOPLIST_KEY_…`), which generate the rest of the app's `Info.plist`.
    public var plistKeys: Set<String> = []
    /// The storyboard the app loads at launch on an iPad where it differs from the one it loads
    /// on an iPhone (`UIMainStoryboardFile~ipad`, `UIMainStoryboardFile`); nil otherwise.
    public var iPadMainStoryboard: String? = nil
    /// The orientations the app runs in on an iPhone (`UISupportedInterfaceOrientations~iphone`,
    /// else `UISupportedInterfaceOrientations`), as `UIInterfaceOrientation…` names; empty when
    /// not stated.
    public var phoneOrientations: [String] = []
    /// The colour set its views are tinted with unless they say otherwise
    /// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, `AccentColor` in Xcode's templates).
    public var accentColorName: String? = nil

    /// True when the app runs on iPad only: its scenes are drawn on an iPad.
    public var isIPadOnly: Bool { deviceFamilies == [2] }

    /// The settings of the app `path` (a storyboard, or a folder inside the app) belongs to: its
    /// project's target that holds the storyboard (or the first with resources) and that target's
    /// `Info.plist`. Without a readable `.xcodeproj` walking up from `path`, the app's `Info.plist`
    /// found near it (`AppInfoPlist`); nil when there is neither.
    public static func forStoryboard(_ path: String) -> AppSettings? {
        guard let project = XcodeProject.find(for: path), let target = project.target(holding: path) else {
            guard let found = AppInfoPlist.find(near: path) else { return nil }
            var app = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: [], infoPlist: found.path)
            app.read(found.plist, settings: [:])
            return app
        }
        let settings = target.buildSettings
        var app = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: XcodeProject.resourceFolders(of: target), infoPlist: nil)
        app.accentColorName = settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"].flatMap { $0.isEmpty ? nil : $0 }
        var plist: [String: Any] = [:]
        if let file = settings["INFOPLIST_FILE"].flatMap({ infoPlistPath($0, root: project.root) }),
           let read = readPlist(file, root: project.root) {
            app.infoPlist = file
            plist = read
        }
        app.read(plist, settings: settings)
        return app
    }

    /// Takes what the target's build settings (Xcode 13's `INFOPLIST_KEY_…`, which generate the
    /// `Info.plist`) and its `Info.plist` file say, the file winning where both do.
    mutating func read(_ plist: [String: Any], settings: [String: String]) {
        plistKeys = Set(plist.keys)
        deviceFamilies = (plist["UIDeviceFamily"] as? [Int]).flatMap { $0.isEmpty ? nil : $0 } ?? Self.families(settings["TARGETED_DEVICE_FAMILY"])
        appearance = Self.style(plist["UIUserInterfaceStyle"] as? String ?? settings["INFOPLIST_KEY_UIUserInterfaceStyle"])
        phoneOrientations = (plist["UISupportedInterfaceOrientations~iphone"] as? [String])
            ?? (plist["UISupportedInterfaceOrientations"] as? [String])
            ?? Self.words(settings["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"] ?? settings["INFOPLIST_KEY_UISupportedInterfaceOrientations"])
        let main = plist["UIMainStoryboardFile"] as? String ?? settings["INFOPLIST_KEY_UIMainStoryboardFile"]
        if let pad = plist["UIMainStoryboardFile~ipad"] as? String, !pad.isEmpty, pad != main { iPadMainStoryboard = pad }
        let barStyle = plist["UIStatusBarStyle"] as? String ?? settings["INFOPLIST_KEY_UIStatusBarStyle"]
        let hidden = plist["UIStatusBarHidden"] as? Bool ?? Self.bool(settings["INFOPLIST_KEY_UIStatusBarHidden"]) ?? false
        let controllerBased = plist["UIViewControllerBasedStatusBarAppearance"] as? Bool
            ?? Self.bool(settings["INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance"]) ?? true
        // With controller-based appearance (UIKit's default) the plist's style and hiding are the
        // launch screen's only.
        if !controllerBased {
            statusBarStyle = Self.statusBarStyle(barStyle)
            isStatusBarHidden = hidden
        }
    }

    /// A build setting's `YES`/`NO`.
    static func bool(_ value: String?) -> Bool? {
        switch value?.uppercased() {
        case "YES"?: true
        case "NO"?: false
        default: nil
        }
    }

    /// A build setting's list: `"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft"`.
    static func words(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    }

    /// Whether the app runs held upright on an iPhone; nil when it does not say.
    public var runsUprightOnPhone: Bool? {
        let known = phoneOrientations.filter { $0.hasPrefix("UIInterfaceOrientation") }
        return known.isEmpty ? nil : known.contains { $0.hasPrefix("UIInterfaceOrientationPortrait") }
    }

    /// `"1,2"` → [1, 2].
    static func families(_ value: String?) -> [Int] {
        (value ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) }.filter { $0 == 1 || $0 == 2 }
    }

    /// `Dark` → .dark, `Light` → .light, `Automatic` and anything else → nil.
    static func style(_ value: String?) -> Appearance? {
        switch value?.lowercased() {
        case "dark": .dark
        case "light": .light
        default: nil
        }
    }

    /// `UIStatusBarStyleLightContent` → .lightContent (and the iOS 6 black styles, light too),
    /// `UIStatusBarStyleDarkContent` → .darkContent, anything else → .default.
    static func statusBarStyle(_ value: String?) -> StatusBarStyle {
        switch value {
        case "UIStatusBarStyleLightContent", "UIStatusBarStyleBlackOpaque", "UIStatusBarStyleBlackTranslucent": .lightContent
        case "UIStatusBarStyleDarkContent": .darkContent
        default: .default
        }
    }

    /// `INFOPLIST_FILE` (relative to the project's folder, `$(SRCROOT)/` allowed) as a path inside it.
    static func infoPlistPath(_ value: String, root: String) -> String? {
        var v = value
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where v.hasPrefix(prefix) { v.removeFirst(prefix.count) }
        guard !v.isEmpty, !v.contains("$") else { return nil }
        return URL(fileURLWithPath: v.hasPrefix("/") ? v : root + "/" + v).standardizedFileURL.path
    }

    /// An `Info.plist` inside the project, read within the resource size limit; nil otherwise.
    static func readPlist(_ path: String, root: String) -> [String: Any]? {
        guard let real = ProjectBoundary(folders: [root]).inside(path),
              let bytes = try? InputFile.read(real, maximumBytes: ResourceLimits.default.maxContentsBytes) else { return nil }
        return try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
    }
}
