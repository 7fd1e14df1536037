import Foundation
import SegueTesting
import Testing
@testable import SegueCLI

/// Swift and the command line agree: a source made in Swift and the command given the same
/// settings write the same bytes, and every setting the command parses reaches what it reads.
@MainActor
struct SwiftAndCLITests {
    static let localizedApp = repositoryRoot + "/Tests/SegueCLITests/Fixtures/LocalizedApp"
    static let localized = localizedApp + "/Base.lproj/Main.storyboard"

    /// Every file of two frame folders, byte for byte: the names that differ, or none.
    static func differences(_ a: String, _ b: String) throws -> [String] {
        let fm = FileManager.default
        let names = Set(try fm.contentsOfDirectory(atPath: a)).union(try fm.contentsOfDirectory(atPath: b)).sorted()
        return names.filter { fm.contents(atPath: a + "/" + $0) != fm.contents(atPath: b + "/" + $0) }
    }

    @Test("a storyboard source in French draws what segue render FILE --locale fr draws, byte for byte")
    func storyboardInFrench() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", Self.localized, "--segue", "next", "--locale", "fr", "--out", dir + "/cli", "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        var options = StoryboardBuildOptions()
        options.locale = "fr"
        try TransitionRenderer.render(try TransitionSource.storyboard(Self.localized, segue: "next", options: options).record(), to: dir + "/swift")
        #expect(try Self.differences(dir + "/cli", dir + "/swift") == [])
        let english = dir + "/english"
        try TransitionRenderer.render(try TransitionSource.storyboard(Self.localized, segue: "next").record(), to: english)
        #expect(try Self.differences(dir + "/cli", english).contains("frame_0000.png"), "the French frames show French text")
    }

    @Test("an app's source, dark and in Arabic, draws its segue's folder of segue render FOLDER --all, byte for byte")
    func appAsTheFolderRender() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["render", Self.localizedApp, "--all", "--appearance", "dark", "--locale", "ar", "--out", dir + "/cli", "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        let source = TransitionSource.app(folder: Self.localizedApp, storyboard: "Main", segue: "next", appearance: .dark, locale: "ar")
        try TransitionRenderer.render(try source.record(), to: dir + "/swift")
        #expect(try Self.differences(dir + "/cli/Main/next", dir + "/swift") == [])
        let m = try Manifest.read(from: dir + "/swift/manifest.json")
        #expect(m.storyboard?.appearance == "dark" && m.storyboard?.locale == "ar" && m.storyboard?.rightToLeft == true)
    }

    @Test("an iPad-only app forced dark: its source decides as segue render FOLDER --all does, and notes why; chosen settings win")
    func appSettingsDecideInSwiftToo() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let pad = repositoryRoot + "/Tests/SegueCLITests/Fixtures/PadApp"
        let cli = ["render", pad, "--all", "--quiet"]
        #expect(runCLI(cli + ["--out", dir + "/cli"]).code == 0)
        var notes: [String] = []
        let sourced = try TransitionSource.app(folder: pad, storyboard: "Main", segue: "openBook").produce { notes.append($0.description) }
        try TransitionRenderer.render(sourced.transition, to: dir + "/swift")
        #expect(try Self.differences(dir + "/cli/PadApp-Main/openBook", dir + "/swift") == [])
        let m = try Manifest.read(from: dir + "/swift/manifest.json")
        #expect(m.device == "ipad-pro-11" && m.storyboard?.appearance == "dark")
        #expect(notes == [
            "note: the app forces the dark appearance (UIUserInterfaceStyle in the target's build settings); the source's appearance: overrides it",
            "note: the app runs on iPad only (its device family); scenes are drawn on the iPad Pro 11\"; the source's device: overrides it",
        ])

        // What the caller chooses wins, as on the command line; only that the app never looks so
        // is noted.
        #expect(runCLI(cli + ["--out", dir + "/cli-phone", "--appearance", "light", "--device", "iphone-se"]).code == 0)
        notes = []
        let phone = try TransitionSource.app(folder: pad, storyboard: "Main", segue: "openBook", appearance: .light, device: .iPhoneSE)
            .produce { notes.append($0.description) }
        try TransitionRenderer.render(phone.transition, to: dir + "/swift-phone")
        #expect(try Self.differences(dir + "/cli-phone/PadApp-Main/openBook", dir + "/swift-phone") == [])
        #expect(notes == [
            "note: the app forces the dark appearance (UIUserInterfaceStyle in the target's build settings) and never shows the light one; "
                + "drawn light as the source's appearance: asks",
        ], "\(notes)")
    }

    @Test("segue list FOLDER reads every storyboard in the appearance and contrast it is given, with the app's resources")
    func listFolderTakesItsOptions() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/App/Assets.xcassets", withIntermediateDirectories: true)
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="V">
        <scenes><scene sceneID="S"><objects><viewController id="V" sceneMemberID="viewController">
        <view key="view" id="R"><rect key="frame" x="0" y="0" width="393" height="852"/>
        <color key="backgroundColor" name="Brand"/></view></viewController></objects></scene></scenes>
        <resources><namedColor name="Brand"><color red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
        </document>
        """
        try Data(xml.utf8).write(to: URL(fileURLWithPath: dir + "/App/Main.storyboard"))
        let warning = "named colour 'Brand' is in no asset catalog"
        let dark = runCLI(["list", dir, "--appearance", "dark"])
        #expect(dark.code == 0, "\(dark.err)")
        #expect(dark.out.contains(warning), "\(dark.out)")
        let light = runCLI(["list", dir])
        #expect(light.code == 0 && !light.out.contains(warning), "\(light.out)")
        let json = runCLI(["list", dir, "--appearance", "dark", "--contrast", "high", "--json"])
        #expect(json.code == 0 && json.out.contains(warning), "\(json.out)")
    }
}
