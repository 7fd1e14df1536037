import Foundation
import SegueGoldens
import SegueKit
import SegueRender
import SegueStoryboard
import Synchronization
import Testing

/// `StoryboardRenders.renderAll`, called as a Swift user calls it: what `segue render FILE --all`
/// writes, without the command line.
@MainActor
@Suite struct StoryboardRendersTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-renders-\(UUID().uuidString)").path

    @Test func rendersEverySegueOfAStoryboardWithAnIndex() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("Tiny.storyboard"))
        let events = Mutex<[StoryboardRenders.Progress]>([])
        var warned: [String] = []
        let outcome = try StoryboardRenders.renderAll(storyboard, settings: RenderSettings(fps: 10, jobs: 2), to: folder,
                                                      progress: { e in events.withLock { $0.append(e) } }, warn: { warned.append($0) })

        #expect(outcome.entries.map(\.folder) == storyboard.segues.map(\.name))
        #expect(!outcome.replacedEarlier)
        #expect(outcome.renderedCount > 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.contains("index.txt") && files.contains("index.html"))
        for entry in outcome.entries {
            let path = folder + "/" + entry.folder
            if entry.frames > 0 {
                let frames = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasPrefix("frame_") }
                #expect(frames.count == entry.frames, "\(entry.folder)")
                #expect(FileManager.default.fileExists(atPath: path + "/manifest.json"))
                #expect(entry.note == nil)
            } else {
                #expect(!FileManager.default.fileExists(atPath: path))
                #expect(entry.note != nil, "\(entry.folder): an entry not rendered says why")
            }
        }
        // Each warning once, as `segue` prints it after `segue: `.
        #expect(Set(warned).count == warned.count)
        #expect(warned.allSatisfy { $0.contains("warning: ") })
        let index = try String(contentsOfFile: folder + "/index.txt", encoding: .utf8)
        #expect(index.hasPrefix("Tiny.storyboard: \(outcome.renderedCount) of \(outcome.entries.count) segues rendered\n"))
        // A bar per rendered segue: began, frames up to the total, ended.
        let seen = events.withLock { $0 }
        #expect(seen.filter { if case .began = $0 { true } else { false } }.count == outcome.renderedCount)
        #expect(seen.filter { if case .ended = $0 { true } else { false } }.count == outcome.renderedCount)

        // A second render replaces the first, byte for byte the same index.
        let again = try StoryboardRenders.renderAll(storyboard, settings: RenderSettings(fps: 10, jobs: 1), to: folder)
        #expect(again.replacedEarlier)
        #expect(try String(contentsOfFile: folder + "/index.txt", encoding: .utf8) == index)
    }

    @Test func strictModeThrowsWhatLenientModeWarnsAbout() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = Paths.own("Tiny.storyboard")
        var warned: [String] = []
        let lenient = try StoryboardRenders.renderAll(StoryboardSegues(contentsOf: path), settings: RenderSettings(fps: 5), to: folder,
                                                      warn: { warned.append($0) })
        // Tiny.storyboard's FlipSegue is no registered class: a warning, and a cross-dissolve instead.
        try #require(!warned.isEmpty)
        #expect(lenient.entries.contains { !$0.issues.isEmpty })

        let strict = try StoryboardSegues(contentsOf: path, options: StoryboardBuildOptions(mode: .strict))
        let other = folder + "-strict"
        let error = try #require(throws: StoryboardDiagnostic.self) {
            try StoryboardRenders.renderAll(strict, settings: RenderSettings(fps: 5), to: other)
        }
        #expect(error.severity == .error && error.kind == .unregisteredSegueClass && error.location == "Tiny.storyboard:55", "\(error)")
        #expect(error.message.hasPrefix("custom segue class FlipSegue (segue 'SEG-00-003') is not registered"), "\(error)")
        // The same problem lenient mode warned about, refused as strict mode refuses it.
        let strictNote = " (refused by strict mode: nothing was rendered)"
        #expect(error.description.hasSuffix(strictNote) && error.advice?.fields.last == .strictMode, "\(error)")
        var warning = error
        warning.severity = .warning
        #expect(warned.contains(String(warning.description.dropLast(strictNote.count))), "\(warned)")
        #expect(!FileManager.default.fileExists(atPath: other), "nothing half-written is left")
    }
}
