import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Popovers as UIKit sizes them (Fixtures/Popovers.storyboard, an iPad Pro 11" canvas, 834 × 1194
/// pt): Filter, whose controller asks for 300 × 200 (`contentSizeForViewInPopover`, which Xcode
/// writes for the Content Size inspector), from a button at (20, 44, 120, 44); and Sort, a
/// navigation controller whose root asks for 320 × 260, from a button at (694, 44, 120, 44). A
/// popover's card is its content's size, below a 13 pt arrow whose tip is the anchor's bottom
/// centre, kept 10 pt inside the screen. Expected frames are worked out by hand from those numbers.
@MainActor
struct PopoverTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("Popovers.storyboard"), mode: .strict) }

    static func record(_ segue: String, options: StoryboardBuildOptions = StoryboardBuildOptions()) throws -> Recording {
        let doc = try document()
        return try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: options).recording
    }

    static func frame(_ id: String, _ r: Recording, at t: Double? = nil) throws -> Rect {
        try #require(LayerFrames.frame(id, in: r, at: t), "no layer \(id)")
    }

    @Test func thePreferredContentSizeIsRead() throws {
        let doc = try Self.document()
        let filter = try #require(doc.controller(withID: "FIL-po-001"))
        #expect(filter.simulatedMetrics.contentSizeForViewInPopover == Size(width: 300, height: 200))
        let builder = StoryboardBuilder(document: doc)
        #expect(builder.device.size == Size(width: 834, height: 1194))
        // The root's 320 × 260 with the iPad's 50 pt navigation bar over it.
        #expect(builder.preferredContentSize(of: try #require(doc.controller(withID: "NAV-po-001"))) == Size(width: 320, height: 260 + 50))
    }

    @Test func aPopoverIsItsContentsPreferredSizeBelowItsArrow() throws {
        let r = try Self.record("SEG-po-001")
        // The anchor's centre is x = 80: the card, 300 wide, would start at x = −70, so it keeps
        // 10 pt from the screen's left edge; its top is 13 pt (the arrow) below the anchor's bottom.
        let card = Rect(x: 10, y: 88 + 13, width: 300, height: 200)
        #expect(try Self.frame("popoverCard", r) == card)
        #expect(try Self.frame("FIV-po-001", r) == card, "the content fills the card")
        // The footer pinned to the content's bottom is at the card's bottom, not cut.
        #expect(try Self.frame("FBR-po-001", r) == Rect(x: 10, y: card.maxY - 40, width: 300, height: 40))
    }

    @Test func aNavigationControllerInAPopoverTakesItsRootsSizeAndItsBar() throws {
        let r = try Self.record("SEG-po-002")
        // 320 wide about the anchor's centre (754) would reach x = 914: it keeps 10 pt from the
        // right edge instead. 260 asked for by the root, and the iPad's 50 pt bar over it.
        let card = Rect(x: 834 - 10 - 320, y: 88 + 13, width: 320, height: 260 + 50)
        #expect(try Self.frame("popoverCard", r) == card)
        #expect(try Self.frame("navigationController", r) == card)
        // A popover has no status bar over its bar: the bar is an iPad's 50 pt, and the header
        // pinned to the safe area's top starts right under it.
        #expect(try Self.frame("navigationBar", r).height == 50)
        #expect(try Self.frame("SHD-po-001", r) == Rect(x: card.minX, y: card.minY + 50, width: 320, height: 40))
    }

    @Test func onAnIPhoneAPopoverIsAPageSheet() throws {
        var options = StoryboardBuildOptions(device: .iPhone15Pro)
        options.deviceOverridesCanvas = true
        let r = try Self.record("SEG-po-001", options: options)
        #expect(try Self.frame("FIV-po-001", r) == Rect(x: 0, y: 59 + 10, width: 393, height: 852 - 69))
        #expect(LayerFrames.frame("popoverCard", in: r) == nil)
    }
}

/// The popover's size from `preferredContentSize` and its fit on the screen, on their own.
@MainActor
struct PopoverSizeTests {
    static let screen = Rect(x: 0, y: 0, width: 834, height: 1194)
    static let anchor = Rect(x: 400, y: 100, width: 40, height: 40)

    @Test func withNoPreferenceThePopoverIs320By480() {
        let p = PopoverTransition(anchor: Self.anchor, preferredContentSize: .zero)
        #expect(p.contentSize == Size(width: 320, height: 480))
        #expect(p.cardFrame(in: Self.screen) == Rect(x: 420 - 160, y: 140 + 13, width: 320, height: 480))
    }

    @Test func aSideLeftAtZeroTakesTheDefault() {
        #expect(PopoverTransition(anchor: Self.anchor, preferredContentSize: Size(width: 0, height: 200)).contentSize == Size(width: 320, height: 200))
        #expect(PopoverTransition(anchor: Self.anchor, preferredContentSize: Size(width: 500, height: 0)).contentSize == Size(width: 500, height: 480))
    }

    @Test func aPopoverLargerThanTheScreenIsKeptOnIt() {
        let p = PopoverTransition(anchor: Self.anchor, preferredContentSize: Size(width: 2000, height: 3000))
        // 10 pt from each side; below the arrow down to 10 pt above the screen's bottom.
        #expect(p.cardFrame(in: Self.screen) == Rect(x: 10, y: 153, width: 814, height: 1194 - 10 - 153))
    }

    @Test func nearTheBottomTheArrowPointsDownAndTheCardSitsAbove() {
        let low = Rect(x: 400, y: 1100, width: 40, height: 40)
        let p = PopoverTransition(anchor: low, preferredContentSize: Size(width: 300, height: 200))
        let (frame, tip, up) = p.layout(in: Self.screen)
        #expect(!up && tip == Point(x: 420, y: 1100))
        #expect(p.cardFrame(in: Self.screen) == Rect(x: 270, y: 1100 - 13 - 200, width: 300, height: 200))
        #expect(frame.maxY == 1100)
    }
}
