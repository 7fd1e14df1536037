import Foundation
import SegueKit
import SegueRender
import SegueStoryboard
import Testing

@testable import SegueGoldens

/// `ProjectRenders.renderAll` from Swift reads every storyboard in the options' locale, as
/// `segue render FOLDER --all --locale` does.
@MainActor
struct ProjectRendersLocaleTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SegueCLITests/Fixtures/LocalizedApp").path

    @Test("options.locale alone reaches the text, the manifests and the index")
    func optionsLocale() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var options = StoryboardBuildOptions()
        options.locale = "fr"
        var settings = RenderSettings(fps: 10, scale: 0.25, jobs: 2)
        settings.preview = nil
        let project = try StoryboardProject(folder: Self.app)
        try ProjectRenders.renderAll(project, options: options, settings: settings, to: dir + "/fr")
        try ProjectRenders.renderAll(project, settings: settings, to: dir + "/base")
        let m = try Manifest.read(from: dir + "/fr/Main/next/manifest.json")
        #expect(m.storyboard?.locale == "fr")
        let index = try String(contentsOfFile: dir + "/fr/index.txt", encoding: .utf8)
        #expect(index.contains("(locale fr)"), "\(index)")
        let french = FileManager.default.contents(atPath: dir + "/fr/Main/next/frame_0000.png")
        let base = FileManager.default.contents(atPath: dir + "/base/Main/next/frame_0000.png")
        #expect(french != nil && french != base, "the French frames show the French text")
    }
}
