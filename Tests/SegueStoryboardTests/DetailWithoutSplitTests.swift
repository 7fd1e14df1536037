import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A `showDetail` segue with no split view controller around its source is presented modally,
/// as UIKit presents it (`showDetailViewController(_:sender:)`: a navigation controller handles
/// `show` only), with a warning that says an app showing the storyboard in a split view set up
/// elsewhere would push it on an iPhone: in Fixtures/DetailWithoutSplit.storyboard a list in a
/// navigation controller shows a team's navigation controller as its detail. It was pushed, the
/// detail's navigation controller dropped.
@MainActor
struct DetailWithoutSplitTests {
    @Test("showDetail outside a split view is a page sheet, with a warning")
    func presentedModally() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("DetailWithoutSplit.storyboard"), mode: .strict)
        let performed = try SegueRecorder.record(try #require(doc.segue(withID: "Dws-Sg-001")), in: doc, options: StoryboardBuildOptions(),
                                                 direction: .perform)
        #expect(performed.transition == .style(.pageSheet))
        #expect(performed.direction == .present)
        #expect(performed.issues.contains { $0.kind == .showDetailWithoutSplitView && $0.elementID == "Dws-Sg-001" })
        // The detail keeps its own navigation bar: its title is drawn.
        #expect(LayerFrames.texts(in: performed.recording, at: performed.recording.duration).contains("Roster"))
    }
}
