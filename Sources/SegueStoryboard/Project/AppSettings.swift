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
    /// The `Info.plist` read, when there was one.
    public var infoPlist: String?
    /// The colour set its views are tinted with unless they say otherwise
    /// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, `AccentColor` in Xcode's templates).
    public var accentColorName: String? = nil

    /// True when the app runs on iPad only: its scenes are drawn on an iPad.
    public var isIPadOnly: Bool { deviceFamilies == [2] }

    /// The settings of the app `path` (a storyboard, or a folder inside the app) belongs to: its
    /// project's target that holds the storyboard (or the first with resources) and that target's
    /// `Info.plist`. Nil when there is no readable `.xcodeproj` walking up from `path`.
    public static func forStoryboard(_ path: String) -> AppSettings? {
        guard let project = XcodeProject.find(for: path), let target = project.target(holding: path) else { return nil }
        let settings = target.buildSettings
        var app = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: XcodeProject.resourceFolders(of: target), infoPlist: nil)
        app.deviceFamilies = families(settings["TARGETED_DEVICE_FAMILY"])
        app.appearance = style(settings["INFOPLIST_KEY_UIUserInterfaceStyle"])
        app.accentColorName = settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"].flatMap { $0.isEmpty ? nil : $0 }
        var barStyle = settings["INFOPLIST_KEY_UIStatusBarStyle"]
        var controllerBased = settings["INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance"].map { $0.uppercased() != "NO" }
        if let file = settings["INFOPLIST_FILE"].flatMap({ infoPlistPath($0, root: project.root) }),
           let plist = readPlist(file, root: project.root) {
            app.infoPlist = file
            if let s = plist["UIUserInterfaceStyle"] as? String { app.appearance = style(s) }
            if let f = plist["UIDeviceFamily"] as? [Int], !f.isEmpty { app.deviceFamilies = f }
            if let s = plist["UIStatusBarStyle"] as? String { barStyle = s }
            if let b = plist["UIViewControllerBasedStatusBarAppearance"] as? Bool { controllerBased = b }
        }
        // With controller-based appearance (UIKit's default) the plist's style is the launch style only.
        if controllerBased == false { app.statusBarStyle = statusBarStyle(barStyle) }
        return app
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
