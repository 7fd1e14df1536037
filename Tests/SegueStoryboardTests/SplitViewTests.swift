import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A split view controller on an iPad (Fixtures/SplitMail.storyboard, an iPad Pro 11" canvas in
/// portrait): Mailboxes, the master column's table, shows a message (showDetail from its Inbox
/// row) and pushes Settings from a bar button; Message, the detail, centres "No Message
/// Selected". UIKit's automatic display mode shows both columns in landscape and the detail
/// alone in portrait, where the user reveals the master over it to tap a row.
@MainActor
struct SplitViewTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("SplitMail.storyboard"), mode: .strict) }

    static func record(_ segue: String, landscape: Bool = false) throws -> Recording {
        let doc = try document()
        var options = StoryboardBuildOptions()
        options.landscape = landscape
        return try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: options).recording
    }

    static func frame(_ id: String, _ r: Recording, at t: Double? = nil) throws -> Rect {
        try #require(LayerFrames.frame(id, in: r, at: t), "no layer \(id)")
    }

    @Test("in portrait the detail fills the screen and the master is not on it")
    func portraitShowsTheDetailAlone() throws {
        let builder = StoryboardBuilder(document: try Self.document())
        let split = try #require(builder.instantiate("SPL-sm-001") as? SplitViewController)
        let root = split.view
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.primary.view.superview == nil)
        let label = try #require(root.firstDescendant { $0.identifier == "LBL-sm-001" })
        #expect(abs(label.frameInRoot.midX - 834 / 2) < 0.5, "\(label.frameInRoot)")
    }

    @Test("a row of the master starts over the detail and slides away as the new detail shows")
    func showDetailFromTheRevealedMaster() throws {
        let r = try Self.record("SEG-sm-001")
        #expect(try Self.frame("TBL-sm-001", r, at: 0) == Rect(x: 0, y: 0, width: 320, height: 1194))
        #expect(abs(try Self.frame("LBL-sm-001", r, at: 0).midX - 834 / 2) < 0.5)
        let halfway = try Self.frame("TBL-sm-001", r, at: r.duration / 2)
        #expect(halfway.minX < -10 && halfway.minX > -310, "\(halfway)")
        #expect(LayerFrames.frame("TBL-sm-001", in: r) == nil)
        #expect(abs(try Self.frame("LBL-sm-001", r).midX - 834 / 2) < 0.5)
    }

    @Test("a push inside the revealed master stays over the detail")
    func pushInsideTheRevealedMaster() throws {
        let r = try Self.record("SEG-sm-002")
        #expect(try Self.frame("VIE-sm-001", r) == Rect(x: 0, y: 0, width: 320, height: 1194))
        #expect(abs(try Self.frame("LBL-sm-001", r).midX - 834 / 2) < 0.5)
    }

    @Test("in landscape both columns show and the detail replaces itself beside the master")
    func landscapeShowsBothColumns() throws {
        let r = try Self.record("SEG-sm-001", landscape: true)
        for t in [0, r.duration] {
            #expect(try Self.frame("TBL-sm-001", r, at: t) == Rect(x: 0, y: 0, width: 320, height: 834))
            let detailMid = 320.5 + (1194 - 320.5) / 2
            #expect(abs(try Self.frame("LBL-sm-001", r, at: t).midX - detailMid) < 0.5)
        }
    }

    @Test("on a phone, a detail shown by the collapsed split view itself is pushed on the master's stack")
    func aCollapsedSplitPushesADetailItShows() throws {
        let doc = try Self.document()
        var options = StoryboardBuildOptions()
        options.device = .iPhone15Pro
        options.deviceOverridesCanvas = true
        let performed = try SegueRecorder.record(try #require(doc.segue(withID: "SEG-sm-003")), in: doc, options: options)
        #expect(performed.transition == .style(.push), "\(performed.transition)")
        let settings = try #require(LayerFrames.frame("VIE-sm-001", in: performed.recording))
        #expect(settings.width == 393 && settings.minX == 0, "\(settings)")
    }

    @Test("on a phone, a segue from the detail starts with the detail's own bar items over the collapsed stack")
    func aCollapsedDetailShowsItsOwnBarItems() throws {
        let r = try LayerFrames.record(Paths.own("SplitMail.storyboard"), segue: "SEG-sm-004", on: .iPhone15Pro)
        let first = LayerFrames.texts(in: r, at: 0)
        #expect(first.contains("Reply") && first.contains("Message"), "\(first)")
    }
}
