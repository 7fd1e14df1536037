import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A split view's detail replaced, laid out for the detail column: Shutterbug's iPad storyboard
/// (an Xcode 4.5 file whose views are placed by constraints alone) replaces the detail with its
/// image controller, whose toolbar is pinned to both sides of the view.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/fixtures/storyboards"))
@MainActor
struct SplitDetailLayoutTests {
    @Test func aReplacedDetailIsLaidOutForTheDetailColumn() throws {
        let path = Paths.corpus.appendingPathComponent("majidmvulle__CS193P-Winter-2013__Shutterbug__iPad.storyboard").path
        let doc = try IB.Document.read(contentsOf: path, mode: .lenient)
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "X9T-ca-4nq")), in: doc, options: StoryboardBuildOptions())
        // The 768 pt iPad less the 320 pt primary column and its 0.5 pt divider.
        let bar = try #require(LayerFrames.frame("CBk-hq-QIl", in: r.recording))
        #expect(bar.minX == 320.5 && bar.width == 768 - 320.5, "\(bar)")
    }
}
