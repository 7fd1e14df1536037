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
        if args.values["device"] == nil, app.isIPadOnly {
            options.device = .iPadPro11
            options.deviceOverridesCanvas = true
            console.err("segue: note: the app runs on iPad only (its device family); scenes are drawn on the \(Device.iPadPro11.displayName); --device overrides it\n")
        }
    }
}
