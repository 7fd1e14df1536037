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
        let warning = try #require(performed.issues.first { $0.kind == .showDetailWithoutSplitView })
        #expect(warning.message.contains("a split view set up elsewhere"), "\(warning.message)")
    }

    /// Fixtures/OrphanDetail.storyboard: the initial split view's Schedule column has no segue to
    /// the Day table (the app adds it under the Schedule in code), whose cells show a session as
    /// the detail. The warning names the storyboard's own split view, not one set up elsewhere.
    @Test("showDetail from a scene the app puts under the storyboard's split view names that split view")
    func orphanOfTheStoryboardsSplitView() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("OrphanDetail.storyboard"), mode: .strict)
        let performed = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-od-001")), in: doc, options: StoryboardBuildOptions())
        #expect(performed.direction == .present)
        let warning = try #require(performed.issues.first { $0.kind == .showDetailWithoutSplitView })
        #expect(warning.message.contains("no segue leads to its source from the storyboard's split view controller 'Split View Controller'"),
                "\(warning.message)")
        #expect(!warning.message.contains("set up elsewhere"))
    }

    /// `--embed navigation` does not put a split view controller on a navigation stack, which
    /// UIKit does not allow: the storyboard is unchanged, with a warning that says why.
    @Test("--embed navigation leaves an initial split view controller as the root, with a warning")
    func embedNavigationAroundASplitView() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("OrphanDetail.storyboard"), mode: .strict)
        let embedded = doc.embeddingInitialScene(in: .navigation)
        #expect(embedded.initialScene?.controller.kind == .splitViewController)
        #expect(embedded.scenes.count == doc.scenes.count)
        let warning = try #require(embedded.warnings.last)
        #expect(warning.description.contains("is a split view controller, which UIKit shows as the window's root"), "\(warning)")
        #expect(embedded.warnings.count == doc.warnings.count + 1)
        #expect(doc.embeddingInitialScene(in: .tab).initialScene?.controller.kind == .tabBarController,
                "a tab bar controller may hold a split view")
    }
}
