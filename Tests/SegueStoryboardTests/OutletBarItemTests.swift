import SegueKit
import Testing

@testable import SegueStoryboard

/// Bar items a navigation item takes through outlets, as Xcode 5 and 6 wrote them
/// (Fixtures/OutletBarItems.storyboard, an Xcode 6 file): About's Done is kept in its toolbar
/// items and Rate among the scene's objects; outlets make them its right and left items.
@MainActor
struct OutletBarItemTests {
    static let path = Paths.own("OutletBarItems.storyboard")

    @Test func outletsFillTheNavigationItemsSlots() throws {
        let doc = try IB.Document.read(contentsOf: Self.path, mode: .strict)
        let about = try #require(doc.controller(withID: "OBI-tv-001")?.navigationItem)
        #expect(about.rightBarButtonItems.map(\.title) == ["Done"])
        #expect(about.leftBarButtonItems.map(\.title) == ["Rate"])
        // An item written in place keeps its slot.
        let tips = try #require(doc.controller(withID: "OBI-vc-001")?.navigationItem)
        #expect(tips.rightBarButtonItems.map(\.title) == ["About"] && tips.leftBarButtonItems.isEmpty)
    }

    @Test func thePresentedBarShowsThem() throws {
        let r = try LayerFrames.record(Self.path, segue: "OBI-sg-001", on: nil)
        let texts = LayerFrames.texts(in: r, at: r.duration)
        #expect(texts.contains("Done") && texts.contains("Rate") && texts.contains("About"), "\(texts)")
        // The toolbar the navigation controller hides shows nothing: Done is drawn once.
        #expect(texts.filter { $0 == "Done" }.count == 1, "\(texts)")
    }
}
