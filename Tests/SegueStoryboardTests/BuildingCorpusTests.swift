import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The builder over every real storyboard of the shared corpus: every scene builds and draws, every
/// segue is performed and recorded. Skipped when the corpus is not next to the repository.
@MainActor
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/fixtures/storyboards"))
struct BuildingCorpusTests {
    static let kinds = ["show", "showDetail", "presentation", "popoverPresentation", "unwind", "custom", "push", "modal", "popover", "replace"]

    @Test("every scene builds and its views load", arguments: ManifestRow.iOS)
    func everySceneBuilds(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        let builder = StoryboardBuilder(document: doc, options: StoryboardBuildOptions())
        for scene in doc.scenes {
            let vc = builder.instantiate(scene.controller.id)
            let root = vc.view
            #expect(root.bounds.width > 0 && root.bounds.height > 0, "\(scene.controller.id)")
        }
        // Every element of the corpus is one the builder draws.
        #expect(builder.issues.filter { $0.kind == .unsupportedElement }.map(\.description) == [])
        // Each storyboard reference is drawn as a placeholder, and says so.
        let references = builder.issues.filter { $0.kind == .placeholderScene && $0.message.hasPrefix("storyboard reference") }
        #expect(references.count == row.int("storyboard_refs"))
    }

    @Test("every segue that animates is performed and recorded", arguments: ManifestRow.iOS)
    func everySegueRecords(_ row: ManifestRow) throws {
        let doc = try IB.Document.read(contentsOf: row.path)
        let options = StoryboardBuildOptions()
        let segues = SegueRecorder.renderableSegues(of: doc)
        // MANIFEST counts the kinds independently; relationships and embeds are not rendered.
        #expect(segues.count == Self.kinds.reduce(0) { $0 + max(0, row.int($1)) })
        var recorded = 0
        for s in segues {
            let r = try SegueRecorder.record(s, in: doc, options: options)
            if s.animates {
                #expect(r.recording.duration > 0, "\(s.id) (\(s.kind.rawValue)) does not move")
                recorded += 1
            } else {
                #expect(r.duration == 0)
            }
        }
        #expect(recorded == segues.count - row.int("animates_NO"))
    }

    @Test func framelessViewsOfXcode45ArePlacedByTheirConstraints() throws {
        let row = try #require(ManifestRow.iOS.first { $0.file.hasPrefix("monoqlo") })
        let doc = try IB.Document.read(contentsOf: row.path)
        let builder = StoryboardBuilder(document: doc, options: StoryboardBuildOptions())
        let root = builder.instantiate("Vit-BP-XSr").view
        // The "4" label: top = superview.top + 20, width 36 (its own constraint).
        let label = try #require(root.firstDescendant { $0.identifier == "cE7-ym-QWB" })
        #expect(label.frame.minY == 20 && label.frame.width == 36)
        // The Done button: width 62 (its own constraint), inside the 320-wide view.
        let done = try #require(root.firstDescendant { $0.identifier == "2Ob-4e-Qv6" })
        #expect(done.frame.width == 62 && done.frame.minX >= 0 && done.frame.maxX <= 320 && done.frame.height > 0)
    }
}
