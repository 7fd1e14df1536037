import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A split view's detail replaced, laid out for the detail column (the screen, in portrait): Shutterbug's iPad storyboard
/// (an Xcode 4.5 file whose views are placed by constraints alone) replaces the detail with its
/// image controller, whose toolbar is pinned to both sides of the view.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/fixtures/storyboards"))
@MainActor
struct SplitDetailLayoutTests {
    @Test func aReplacedDetailIsLaidOutForTheDetailColumn() throws {
        let path = Paths.corpus.appendingPathComponent("majidmvulle__CS193P-Winter-2013__Shutterbug__iPad.storyboard").path
        let doc = try IB.Document.read(contentsOf: path, mode: .lenient)
        let segue = try #require(doc.segue(withID: "X9T-ca-4nq"))
        // In portrait the detail is the whole 768 pt screen (the primary hidden, as UIKit's
        // automatic display mode has it); in landscape it is the 1024 pt screen less the 320 pt
        // primary column and its 0.5 pt divider.
        let portrait = try SegueRecorder.record(segue, in: doc, options: StoryboardBuildOptions())
        let full = try #require(LayerFrames.frame("CBk-hq-QIl", in: portrait.recording))
        #expect(full.minX == 0 && full.width == 768, "\(full)")
        var options = StoryboardBuildOptions()
        options.landscape = true
        let landscape = try SegueRecorder.record(segue, in: doc, options: options)
        let bar = try #require(LayerFrames.frame("CBk-hq-QIl", in: landscape.recording))
        #expect(bar.minX == 320.5 && bar.width == 1024 - 320.5, "\(bar)")
    }
}
