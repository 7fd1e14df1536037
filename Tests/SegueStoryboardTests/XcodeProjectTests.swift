import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// `project.pbxproj` read as Xcode reads it (RefApp: a catalog in `Shared/`, outside the app's
/// folder; PadApp: an iPad-only, dark-only app whose Info.plist is generated from build
/// settings), and the old-style property-list parser on well-formed and hostile text.
struct XcodeProjectTests {
    static let fixtures = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures").path
    static let refApp = fixtures + "/RefApp"
    static let padApp = fixtures + "/PadApp"

    @Test("the resources build phase gives each file's path through the group tree, a catalog outside the app's folder included")
    func resources() throws {
        let project = try XcodeProject(contentsOf: Self.refApp + "/RefApp.xcodeproj")
        let target = try #require(project.target(holding: Self.refApp + "/RefApp/Feed/Base.lproj/Feed.storyboard"))
        #expect(target.name == "RefApp")
        #expect(target.resources == [
            Self.refApp + "/Shared/Colors.xcassets", Self.refApp + "/RefApp/Base.lproj/Main.storyboard",
            Self.refApp + "/RefApp/Base.lproj/Profile.storyboard", Self.refApp + "/RefApp/Feed/Base.lproj/Feed.storyboard",
        ])
        #expect(XcodeProject.resourceFolders(of: target) == [Self.refApp + "/Shared/Colors.xcassets"])
        // The target's Release settings over the project's.
        #expect(target.buildSettings["TARGETED_DEVICE_FAMILY"] == "1,2" && target.buildSettings["VALIDATE_PRODUCT"] == "YES")
    }

    @Test("Info.plist's UIUserInterfaceStyle and the build settings' device family")
    func settings() throws {
        let ref = try #require(AppSettings.forStoryboard(Self.refApp + "/RefApp/Base.lproj/Main.storyboard"))
        #expect(ref.appearance == .light && ref.deviceFamilies == [1, 2] && !ref.isIPadOnly)
        #expect(ref.infoPlist == Self.refApp + "/RefApp/Info.plist")
        let pad = try #require(AppSettings.forStoryboard(Self.padApp + "/PadApp/Base.lproj/Main.storyboard"))
        #expect(pad.appearance == .dark && pad.isIPadOnly && pad.infoPlist == nil)
        // The app-wide status bar style counts only where controllers do not decide it.
        #expect(pad.statusBarStyle == .lightContent)
        #expect(ref.statusBarStyle == nil, "RefApp's Info.plist leaves the status bar to its controllers")
    }

    @Test("an iPad-only app's scene designed on an iPhone canvas is drawn on the iPad when the device overrides the canvas")
    @MainActor func iPadOnly() throws {
        var options = StoryboardBuildOptions(device: .iPadPro11)
        options.deviceOverridesCanvas = true
        let doc = try StoryboardSegues(contentsOf: Self.padApp + "/PadApp/Base.lproj/Main.storyboard", options: options).document
        let builder = StoryboardBuilder(document: doc, options: options)
        #expect(builder.device.size == Device.iPadPro11.size)
        let banner = builder.instantiate("LIB-PA-001").view.subviews.first { $0.identifier == "VW-PA-BANNER" }
        #expect(banner?.frame.width == Device.iPadPro11.size.width - 40)
        // Without the override the storyboard's own iPhone canvas wins.
        #expect(StoryboardBuilder(document: doc, options: StoryboardBuildOptions(device: .iPadPro11)).device.size.width == 393)
    }

    @Test("the parser reads comments, quoted escapes, bare words and nesting")
    func parser() throws {
        let text = """
            // !$*UTF8*$!
            { a = "x \\"y\\"\\n" /* note */; b = ( 1, two.three, "" , ); c = { d = "$(SRCROOT)/e"; }; }
            """
        let value = try ASCIIPropertyList.parse(Array(text.utf8))
        #expect(value["a"]?.string == "x \"y\"\n")
        #expect(value["b"]?.array?.compactMap(\.string) == ["1", "two.three", ""])
        #expect(value["c"]?["d"]?.string == "$(SRCROOT)/e")
    }

    @Test("hostile text is refused with the byte offset: deep nesting, an open string, garbage", arguments: [
        String(repeating: "(", count: 500), "{ a = \"open; }", "{ a = b }", "{ = ; }", "{ a = b; } trailing",
    ])
    func hostile(_ text: String) {
        #expect(throws: ASCIIPropertyList.ParseError.self) { try ASCIIPropertyList.parse(Array(text.utf8)) }
    }

    @Test("a damaged project file is an error naming it, and a project without one is not found")
    func damaged() throws {
        let dir = NSTemporaryDirectory() + "segue-pbx-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/A.xcodeproj", withIntermediateDirectories: true)
        try Data("{ objects = (".utf8).write(to: URL(fileURLWithPath: dir + "/A.xcodeproj/project.pbxproj"))
        #expect { try XcodeProject(contentsOf: dir + "/A.xcodeproj") } throws: { "\($0)".contains("project.pbxproj: not a project file") }
        #expect(AppSettings.forStoryboard(dir + "/Main.storyboard") == nil)
    }
}
