import Foundation
import SegueKit
import SegueRender
import SegueStoryboard
import Testing

@testable import SegueGoldens

/// `segue render FOLDER --all` says each thing once, however many storyboards share it.
@MainActor
struct ProjectRendersWarningTests {
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SegueCLITests/Fixtures/StandInApp/StandInApp/Base.lproj/Main.storyboard").path

    @Test("a font no file has, used by two storyboards, is warned about once")
    func aMissingFontIsWarnedOnce() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Two storyboards whose labels use Avenir-Heavy, which no resource folder holds.
        try FileManager.default.createDirectory(atPath: dir + "/app", withIntermediateDirectories: true)
        for name in ["First", "Second"] {
            try FileManager.default.copyItem(atPath: Self.storyboard, toPath: dir + "/app/\(name).storyboard")
        }
        var settings = RenderSettings(fps: 10, scale: 0.25, jobs: 2)
        settings.preview = nil
        var lines: [String] = []
        let outcome = try ProjectRenders.renderAll(try StoryboardProject(folder: dir + "/app"), settings: settings, to: dir + "/out", warn: {
            lines.append($0)
        })
        #expect(outcome.storyboards.filter { !$0.entries.isEmpty }.count == 2)
        let font = lines.filter { $0.contains("no font file has the font Avenir-Heavy") }
        #expect(font.count == 1, "\(lines)")
    }
}

/// `segue render FOLDER --all` takes the folder as the app: a storyboard reference finds a
/// storyboard anywhere in it, though no `.xcodeproj` says where the app is.
@MainActor
struct ProjectRendersReferenceTests {
    @Test("the folder given is where references look")
    func referencesLookInTheFolder() throws {
        let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SegueStoryboardTests/Fixtures/LooseApp").path
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var settings = RenderSettings(fps: 10, scale: 0.25, jobs: 2)
        settings.preview = nil
        var lines: [String] = []
        try ProjectRenders.renderAll(try StoryboardProject(folder: app), settings: settings, to: dir + "/out", warn: { lines.append($0) })
        #expect(!lines.contains { $0.contains("placeholder") }, "\(lines)")
    }
}
