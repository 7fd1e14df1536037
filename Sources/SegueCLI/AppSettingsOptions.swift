import SegueKit
import SegueStoryboard

/// What the app's project decides where the command line does not (`AppSettings.apply`): the
/// appearance its `Info.plist` forces and the iPad of an iPad-only app; `--device` draws on that
/// device whatever screen the storyboard was designed on.
enum AppSettingsOptions {
    @MainActor
    static func apply(to options: inout StoryboardBuildOptions, path: String, isFolder: Bool, args: Arguments, console: Console) {
        let deviceChosen = args.values["device"] != nil
        if deviceChosen { options.deviceOverridesCanvas = true }
        // A folder's project is found as a storyboard inside it would find it.
        guard let app = AppSettings.forStoryboard(isFolder ? path + "/.storyboard" : path) else { return }
        for decision in app.apply(to: &options, appearanceChosen: args.values["appearance"] != nil, deviceChosen: deviceChosen)
        where decision.concerns(storyboardAt: path) || (isFolder && !decision.isAboutCanvases) {
            console.err("segue: \(decision.described(naming: StoryboardSetting.commandLine))\n")
        }
    }

    /// The device `segue render` draws the storyboard (or folder) at `path` on instead of its
    /// canvas, when the app's project decides it.
    @MainActor
    static func screen(forStoryboardAt path: String, isFolder: Bool) -> Device? {
        AppSettings.forStoryboard(isFolder ? path + "/.storyboard" : path)?.screen
    }
}
