import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Scenes designed at one size and shown at another, laid out again as UIKit lays them out
/// (Tests/SegueCLITests/Fixtures/FreeformApp, an iPhone 15 canvas, 393 × 852 pt, safe area 59 pt
/// above and 34 pt below): a freeform 375 × 300 root whose header is pinned to the safe area's
/// top and whose button is pinned 20 pt above its bottom; a freeform dashboard in a navigation
/// controller with a 320 × 240 child in a 200 pt container view; a pushed freeform scene with a
/// bar pinned under the safe area; a freeform page sheet; a navigation controller presented as a
/// form sheet whose root asks for 400 × 300. Expected frames are worked out by hand from the
/// constraints in the file.
@MainActor
struct FreeformLayoutTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/FreeformApp/FreeformApp/Base.lproj/Main.storyboard").path

    static func record(_ segue: String, options: StoryboardBuildOptions = StoryboardBuildOptions(),
                       direction: SegueDirection = .perform) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: storyboard, mode: .strict)
        return try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: options, direction: direction).recording
    }

    static func frame(_ id: String, _ r: Recording, at t: Double? = nil) throws -> Rect {
        try #require(LayerFrames.frame(id, in: r, at: t), "no layer \(id)")
    }

    @Test func aFreeformRootFillsTheScreenWithItsPinnedViewsAtTheSafeArea() throws {
        let r = try Self.record("SEG-ff-002")
        // Header: top of the view to 44 pt below the safe area's top.
        #expect(try Self.frame("HDR-ff-001", r, at: 0) == Rect(x: 0, y: 0, width: 393, height: 59 + 44))
        // The title 24 pt under the header, centred.
        let title = try Self.frame("TTL-ff-001", r, at: 0)
        #expect(title.minY == 103 + 24 && abs(title.midX - 393 / 2) < 0.01)
        // Get Started: 20 pt inside the safe area's sides and above its bottom, 50 pt high.
        #expect(try Self.frame("GOB-ff-001", r, at: 0) == Rect(x: 20, y: 852 - 34 - 20 - 50, width: 353, height: 50))
        // Read the terms: 12 pt above it.
        #expect(try Self.frame("TRB-ff-001", r, at: 0).maxY == 852 - 34 - 20 - 50 - 12)
    }

    @Test func aFreeformSceneInANavigationControllerIsLaidOutUnderItsBar() throws {
        let r = try Self.record("SEG-ff-002")
        // The safe area starts under the bar: 59 + 44.
        #expect(try Self.frame("CNT-ff-001", r) == Rect(x: 16, y: 103 + 16, width: 361, height: 200))
        #expect(try Self.frame("DTB-ff-001", r) == Rect(x: 16, y: 852 - 34 - 16 - 50, width: 361, height: 50))
    }

    @Test func aChildInAContainerViewTakesTheContainersBounds() throws {
        let r = try Self.record("SEG-ff-002")
        let container = Rect(x: 16, y: 119, width: 361, height: 200)
        #expect(try Self.frame("SUV-ff-001", r) == container)
        // The badge 12 pt inside the container's bottom-right corner, not the 320 × 240 design's.
        #expect(try Self.frame("BDG-ff-001", r) == Rect(x: container.maxX - 12 - 80, y: container.maxY - 12 - 40, width: 80, height: 40))
    }

    @Test func aPushedFreeformSceneIsLaidOutForTheScreenDuringThePushAndAtRest() throws {
        let r = try Self.record("SEG-ff-004")
        // The bar: the view's sides and bottom, its top 56 pt above the safe area's bottom.
        let bar = Rect(x: 0, y: 852 - 34 - 56, width: 393, height: 34 + 56)
        #expect(try Self.frame("BAR-ff-001", r) == bar)
        let share = try Self.frame("SHB-ff-001", r)
        #expect(abs(share.midX - 393 / 2) < 0.01 && share.minY == bar.minY + 8)
        // Halfway through the push it has the same size, sliding in from the right.
        let mid = try Self.frame("BAR-ff-001", r, at: r.duration / 2)
        #expect(mid.size == bar.size && mid.minY == bar.minY && mid.minX > 0)
        #expect(try Self.frame("PNL-ff-001", r) == Rect(x: 12, y: 103 + 12, width: 369, height: 120))
    }

    @Test func aFreeformPageSheetIsLaidOutAtTheSheetsSize() throws {
        let r = try Self.record("SEG-ff-006")
        // A page sheet rests 10 pt under the status bar and reaches the bottom of the screen.
        let sheet = Rect(x: 0, y: 59 + 10, width: 393, height: 852 - 69)
        #expect(try Self.frame("SHV-ff-001", r) == sheet)
        // Close: 20 pt above the safe area's bottom, which the sheet shares with the screen.
        #expect(try Self.frame("CLS-ff-001", r) == Rect(x: 20, y: 852 - 34 - 20 - 50, width: 353, height: 50))
        // The title 20 pt under the sheet's top: a sheet has no status bar over it.
        #expect(try Self.frame("SHL-ff-001", r).minY == sheet.minY + 20)
    }

    @Test func aNavigationControllerInAFormSheetTakesItsRootsPreferredContentSize() throws {
        var options = StoryboardBuildOptions(device: .iPadPro11)
        options.deviceOverridesCanvas = true
        let r = try Self.record("SEG-ff-001", options: options)
        // 400 × 300 asked for by the root, and a sheet's 56 pt navigation bar over it, centred.
        let card = Rect(x: (834 - 400) / 2, y: (1194 - 356) / 2, width: 400, height: 356)
        #expect(try Self.frame("TRV-ff-001", r) == card)
        #expect(try Self.frame("AGR-ff-001", r) == Rect(x: card.minX + 16, y: card.maxY - 16 - 44, width: 368, height: 44))
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        let builder = StoryboardBuilder(document: doc, options: options)
        let nav = try #require(doc.controller(withID: "NAV-ff-002"))
        #expect(builder.building(in: .sheet) { builder.preferredContentSize(of: nav) } == Size(width: 400, height: 356))
        #expect(builder.preferredContentSize(of: nav) == Size(width: 400, height: 350), "with the iPad's own 50 pt bar elsewhere")
    }

    @Test func onAnIPhoneTheFormSheetIsAPageSheetLaidOutAtItsSize() throws {
        let r = try Self.record("SEG-ff-001")
        #expect(try Self.frame("TRV-ff-001", r) == Rect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(try Self.frame("AGR-ff-001", r).maxY == 852 - 34 - 16)
    }
}
