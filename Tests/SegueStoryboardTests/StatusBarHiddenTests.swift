import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// An app that hides its status bar (Fixtures/KioskApp, sources without their `.xcodeproj`:
/// `Kiosk/Storyboards/Main.storyboard`, an iPhone 8 canvas, and `Kiosk/Supporting Files/Info.plist`
/// with `UIStatusBarHidden` YES and `UIViewControllerBasedStatusBarAppearance` NO, beside a widget
/// extension's and a test bundle's `Info.plist`, which are not the app's).
@MainActor
struct StatusBarHiddenTests {
    static let folder = Paths.own("KioskApp")
    static let storyboard = folder + "/Kiosk/Storyboards/Main.storyboard"
    static let plist = folder + "/Kiosk/Supporting Files/Info.plist"

    static func record(hidden: Bool) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: storyboard, mode: .strict)
        var options = StoryboardBuildOptions()
        if hidden {
            let app = try #require(AppSettings.forStoryboard(storyboard))
            // The app also runs upright (its orientations list portrait first): its iPhone 8
            // canvas is upright already.
            #expect(app.apply(to: &options, appearanceChosen: false, deviceChosen: false) == [.statusBarHidden(source: plist), .upright(source: plist)])
        }
        return try SegueRecorder.record(try #require(doc.segue(withID: "KSK-SG-001")), in: doc, options: options).recording
    }

    @Test("the app's Info.plist is found beside the storyboard's folder, and from the app's folder, without a project")
    func theAppsInfoPlistIsFound() throws {
        let app = try #require(AppSettings.forStoryboard(Self.storyboard))
        #expect(app.infoPlist == Self.plist && app.isStatusBarHidden)
        #expect(app.appearance == nil, "the widget's dark appearance is not the app's")
        let fromFolder = try #require(AppSettings.forStoryboard(Self.folder + "/.storyboard"))
        #expect(fromFolder.infoPlist == Self.plist && fromFolder.isStatusBarHidden)
    }

    @Test("no status bar is drawn, and the navigation bar and the content move up into its place")
    func noStatusBar() throws {
        let shown = try Self.record(hidden: false)
        #expect(LayerFrames.frame("statusBar", in: shown, at: 0) != nil)
        #expect(LayerFrames.frame("KSK-LB-001", in: shown, at: 0)?.minY == 84)

        let hidden = try Self.record(hidden: true)
        #expect(!hidden.steps.contains { $0.scene.layers.contains { $0.identifier?.hasPrefix("statusBar") == true } })
        // The bar at the screen's top, the label 20 pt below it, as its constraint to the safe area says.
        #expect(LayerFrames.frame("KSK-LB-001", in: hidden, at: 0)?.minY == 64)
        #expect(LayerFrames.frame("KSK-LB-002", in: hidden)?.minY == 64, "the pushed screen too")
    }

    @Test("UIStatusBarHidden hides the bar for good only where controllers do not decide it")
    func onlyWithoutControllerBasedAppearance() {
        var app = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: [])
        app.read(["UIStatusBarHidden": true], settings: [:])
        #expect(!app.isStatusBarHidden, "UIKit's default, controller-based appearance: hidden during launch only")
        app.read(["UIStatusBarHidden": true, "UIViewControllerBasedStatusBarAppearance": false], settings: [:])
        #expect(app.isStatusBarHidden)
        // Xcode 13's generated Info.plist: the same keys as build settings.
        var generated = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: [])
        generated.read([:], settings: ["INFOPLIST_KEY_UIStatusBarHidden": "YES", "INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance": "NO"])
        #expect(generated.isStatusBarHidden)
    }

    /// A note names where a setting was read: an Info.plist that sets the key, else the target's
    /// build settings (`INFOPLIST_KEY_…`), though the target has an Info.plist for other keys.
    @Test func theNoteNamesWhereTheSettingWasRead() {
        var app = AppSettings(appearance: nil, deviceFamilies: [], resourceFolders: [], infoPlist: "App/Info.plist")
        app.read(["CFBundleName": "App"], settings: ["INFOPLIST_KEY_UIUserInterfaceStyle": "Light"])
        #expect(app.appearance == .light)
        var options = StoryboardBuildOptions()
        options.appearance = .dark
        #expect(app.apply(to: &options, appearanceChosen: false, deviceChosen: false).contains(.forcedAppearance(.light, source: "the target's build settings")))
        app.read(["UIUserInterfaceStyle": "Light"], settings: [:])
        options.appearance = .dark
        #expect(app.apply(to: &options, appearanceChosen: false, deviceChosen: false).contains(.forcedAppearance(.light, source: "App/Info.plist")))
    }

    @Test("the safe area loses the status bar's height except under a notch or Dynamic Island")
    func safeAreas() {
        #expect(Device.iPhoneSE.withStatusBarHidden.safeArea.top == 0)
        #expect(Device.iPadPro11.withStatusBarHidden.safeArea == EdgeInsets(top: 0, bottom: 20))
        #expect(Device.iPhone15Pro.withStatusBarHidden.safeArea == Device.iPhone15Pro.safeArea)
    }

    /// A storyboard copied out of its app, beside another app's folder: that app's Info.plist
    /// (its light status bar, its forced appearance) is not this storyboard's, though it names
    /// a `Main` storyboard too, and neither is a plist beside the storyboard's folder whose own
    /// folder holds storyboards (another app's or extension's). A plist in the folder that holds
    /// the storyboard's own app folder is, whatever main storyboard it names.
    @Test("another app's Info.plist in a folder beside the storyboard's is not taken")
    func aCousinsInfoPlistIsNotTaken() throws {
        let top = scratchRoot + "cousin-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: top) }
        let plist = { (main: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string>"
                + "<key>UIMainStoryboardFile</key><string>\(main)</string><key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string>"
                + "<key>UIViewControllerBasedStatusBarAppearance</key><false/></dict></plist>"
        }
        let files = [
            "/.git/HEAD": "ref: refs/heads/main\n",
            "/Loose/Main.storyboard": "",
            "/OtherApp/OtherApp/Info.plist": plist("Main"),
            "/Kiosk/Supporting Files/Info.plist": plist("Kiosk"),
            "/Kiosk/Storyboards/Settings.storyboard": "",
            "/Siblings/AppA/Main.storyboard": "",
            "/Siblings/AppB/Info.plist": plist("Main"),
            "/Siblings/AppB/Base.lproj/Main.storyboard": "",
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: top + path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try text.write(toFile: top + path, atomically: true, encoding: .utf8)
        }
        #expect(AppSettings.forStoryboard(top + "/Loose/Main.storyboard") == nil)
        // A plist whose folder holds storyboards of its own is that app's, not its neighbour's.
        #expect(AppSettings.forStoryboard(top + "/Siblings/AppA/Main.storyboard") == nil)
        #expect(AppSettings.forStoryboard(top + "/Siblings/AppB/Base.lproj/Main.storyboard")?.infoPlist == top + "/Siblings/AppB/Info.plist")
        let kiosk = try #require(AppSettings.forStoryboard(top + "/Kiosk/Storyboards/Settings.storyboard"))
        #expect(kiosk.infoPlist == top + "/Kiosk/Supporting Files/Info.plist" && kiosk.statusBarStyle == .lightContent)
    }

    @Test("two apps' Info.plists and neither naming the storyboard: neither is taken")
    func twoAppsAreNotGuessedBetween() {
        let a = AppInfoPlist.Found(path: "/a/Info.plist", plist: ["UIMainStoryboardFile": "Main"])
        let b = AppInfoPlist.Found(path: "/b/Info.plist", plist: ["UIMainStoryboardFile": "Settings"])
        #expect(AppInfoPlist.choose([a, b], storyboard: "Settings")?.path == "/b/Info.plist")
        #expect(AppInfoPlist.choose([a, b], storyboard: "Onboarding") == nil)
        #expect(!AppInfoPlist.isApp(["CFBundlePackageType": "BNDL"]))
        #expect(!AppInfoPlist.isApp(["CFBundlePackageType": "APPL", "NSExtension": ["x": 1]]))
        #expect(AppInfoPlist.isApp(["CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)", "UILaunchStoryboardName": "Launch"]))
    }
}
