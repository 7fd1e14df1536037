import SegueKit
import SegueStoryboard

/// What the app's project decides where the command line does not: the appearance its
/// `Info.plist` forces and the iPad of an iPad-only app (`AppSettings`); `--device` draws on that
/// device whatever screen the storyboard was designed on.
enum AppSettingsOptions {
    @MainActor
    static func apply(to options: inout StoryboardBuildOptions, path: String, isFolder: Bool, args: Arguments, console: Console) {
        if args.values["device"] != nil { options.deviceOverridesCanvas = true }
        // A folder's project is found as a storyboard inside it would find it.
        guard let app = AppSettings.forStoryboard(isFolder ? path + "/.storyboard" : path) else { return }
        let source = app.infoPlist ?? "the project's build settings"
        if args.values["appearance"] == nil, let forced = app.appearance, forced != options.appearance {
            options.appearance = forced
            console.err("segue: note: the app forces the \(forced.rawValue) appearance (UIUserInterfaceStyle in \(source)); --appearance overrides it\n")
        }
        options.statusBarStyle = app.statusBarStyle
        if args.values["device"] == nil, let device = screen(of: app) {
            options.device = device
            options.deviceOverridesCanvas = true
            console.err("segue: note: the app runs on iPad only (its device family); scenes are drawn on the \(device.displayName); --device overrides it\n")
        }
    }

    /// The device an app's scenes are drawn on whatever their canvas: an iPad for an iPad-only
    /// app; nil where the canvas decides.
    static func screen(of app: AppSettings) -> Device? { app.isIPadOnly ? .iPadPro11 : nil }

    /// The device `segue render` draws the storyboard (or folder) at `path` on instead of its
    /// canvas, when the app's project decides it.
    @MainActor
    static func screen(forStoryboardAt path: String, isFolder: Bool) -> Device? {
        AppSettings.forStoryboard(isFolder ? path + "/.storyboard" : path).flatMap(screen(of:))
    }
}
