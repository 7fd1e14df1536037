import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A split view collapsed on an iPhone (Fixtures/CollapsedTalks.storyboard): its primary column,
/// a navigation controller with large titles, holds a Talks table whose header is a search bar
/// with a scope bar (All, Speaker, Title, Track); a talk's cell shows a Talk scene, the root of
/// the secondary column's navigation controller, as the detail, with a label pinned 8 pt below
/// its safe area's top.
@MainActor
struct CollapsedTalksTests {
    static func record() throws -> PerformedSegue {
        let doc = try IB.Document.read(contentsOf: Paths.own("CollapsedTalks.storyboard"), mode: .strict)
        return try SegueRecorder.record(try #require(doc.segue(withID: "SEG-ct-001")), in: doc, options: StoryboardBuildOptions())
    }

    /// The detail's navigation item keeps `largeTitleDisplayMode` automatic, so pushed onto the
    /// primary column's stack it shows the large title too ("If the previous item's title was
    /// large, the current item also displays a large title"), and its safe area starts below it.
    @Test("the detail a collapsed split view pushes is laid out under the primary stack's large title")
    func detailBelowTheLargeTitle() throws {
        let r = try Self.record()
        #expect(r.direction == .push)
        let label = try #require(LayerFrames.frame("DTL-lb-001", in: r.recording))
        #expect(label.minY == 59 + 96 + 8, "below the large-title bar: \(label)")
    }

    /// "Specifies whether the scope bar is displayed" (`UISearchBar.showsScopeBar`): a segmented
    /// control of the scope titles, the first selected, under the field.
    @Test("a search bar that shows its scope bar draws the scope titles under its field")
    func scopeBar() throws {
        let r = try Self.record()
        let bar = try #require(LayerFrames.frame("TLK-sb-001", in: r.recording, at: 0))
        let scope = try #require(LayerFrames.frame("scopeBar", in: r.recording, at: 0))
        let field = try #require(LayerFrames.frame("searchField", in: r.recording, at: 0))
        #expect(scope.minY == bar.minY + 60 && scope.height == 32 && scope.width == bar.width - 16, "\(scope) in \(bar)")
        #expect(field.maxY <= scope.minY, "the field above the scope bar: \(field)")
        let texts = LayerFrames.texts(in: r.recording)
        for title in ["All", "Speaker", "Title", "Track"] { #expect(texts.contains(title), "\(title)") }
    }
}
