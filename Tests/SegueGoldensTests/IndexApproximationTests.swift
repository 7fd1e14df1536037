import Foundation
import SegueKit
import SegueRender
import SegueStoryboard
import Testing

@testable import SegueGoldens

/// index.txt says, per segue, what its frames show that is not the app's: each guess in full
/// (where an unwind returns, a bar colour), the rest counted by kind.
@MainActor
struct IndexApproximationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SegueStoryboardTests/Fixtures").path

    @Test func guessesAreSaidInFullAndTheRestCounted() throws {
        let doc = try IB.Document.read(contentsOf: Self.fixtures + "/AccountUnwind.storyboard")
        let segue = try #require(doc.segues.first { $0.kind == .unwind })
        var entry = StoryboardIndex.Entry(segue: segue, folder: "Logout", document: doc)
        entry.frames = 16
        entry.approximations = [
            Approximation(.missingImage, subject: "avatar", detail: "not in the project's resources"),
            Approximation(.unwindDestination, subject: "unwindFromAccountWithSegue:", detail: "taken to return to Settings"),
            Approximation(.missingImage, subject: "badge", detail: "not in the project's resources"),
            Approximation(.standIn, subject: "ChartView", detail: "hatched stand-in naming the class"),
        ]
        let text = StoryboardIndex(document: doc, entries: [entry]).text()
        #expect(text.contains("\n  assumed     unwindFromAccountWithSegue: — taken to return to Settings\n"), "\(text)")
        #expect(text.contains("\n  not real    2 images not found, 1 view drawn in code shown as a stand-in\n"), "\(text)")
        let html = StoryboardIndex(document: doc, entries: [entry]).html()
        #expect(html.contains("assumed: unwindFromAccountWithSegue: — taken to return to Settings"))
        entry.approximations = []
        let plain = StoryboardIndex(document: doc, entries: [entry]).text()
        #expect(!plain.contains("assumed") && !plain.contains("not real"))
    }

    @Test("a render's index says where an unwind was taken to return")
    func aRenderedUnwindsGuessIsInTheIndex() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/app", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/AccountUnwind.storyboard", toPath: dir + "/app/AccountUnwind.storyboard")
        var settings = RenderSettings(fps: 10, scale: 0.25, jobs: 2)
        settings.preview = nil
        try ProjectRenders.renderAll(try StoryboardProject(folder: dir + "/app"), settings: settings, to: dir + "/out", warn: { _ in })
        let indexes = (FileManager.default.enumerator(atPath: dir + "/out")?.allObjects as? [String] ?? []).filter { $0.hasSuffix("index.txt") }
        let text = try indexes.map { try String(contentsOfFile: dir + "/out/" + $0, encoding: .utf8) }.joined()
        #expect(text.contains("  assumed     unwindFromAccountWithSegue: — taken to return to"), "\(indexes): \(text)")
    }
}
