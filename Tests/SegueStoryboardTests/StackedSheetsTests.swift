import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A sheet presented over a sheet (Fixtures/StackedSheets.storyboard: Sign In presents Feed as a
/// page sheet, Feed presents Compose as another): the Feed sheet stays where its presentation put
/// it, 10 pt below the status bar, and recedes from there, its top coming to rest at the status
/// bar's foot, above Compose's; dismissing Compose brings it back to its place, not to the top of
/// the screen.
@MainActor
struct StackedSheetsTests {
    static let storyboard = Paths.own("StackedSheets.storyboard")
    static let sheetTop = Device.iPhone15Pro.safeArea.top + 10

    static func record(_ direction: SegueDirection) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        return try SegueRecorder.record(try #require(doc.segue(withID: "STG-01-101")), in: doc, options: StoryboardBuildOptions(),
                                        direction: direction).recording
    }

    /// The top of the first layer named `id` at `t`, with its transform's scale and translation.
    static func top(_ id: String, in r: Recording, at t: Double) throws -> Double {
        let scene = r.scene(at: t)
        let i = try #require(scene.layers.firstIndex { $0.identifier == id }, "no layer \(id)")
        let p = scene.layers[i].tracks.sample(at: t, base: scene.layers[i].properties)
        let scale = p.transform.r2.y, moved = p.transform.r4.y
        return p.center.y + moved - p.bounds.height * scale / 2
    }

    @Test func theFeedSheetStaysInPlaceAndRecedesAboveTheNewSheet() throws {
        let r = try Self.record(.perform)
        #expect(try Self.top("STV-01-001", in: r, at: 0) == Self.sheetTop, "the feed is a sheet when the segue starts")
        let receded = try Self.top("STV-01-001", in: r, at: r.duration)
        #expect(abs(receded - Device.iPhone15Pro.safeArea.top) < 0.5, "its top at the status bar's foot (\(receded))")
        #expect(try Self.top("STV-02-001", in: r, at: r.duration) == Self.sheetTop)
    }

    @Test func dismissingTheNewSheetBringsTheFeedBackToItsPlace() throws {
        let r = try Self.record(.dismiss)
        let start = try Self.top("STV-01-001", in: r, at: 0), end = try Self.top("STV-01-001", in: r, at: r.duration)
        #expect(abs(start - Device.iPhone15Pro.safeArea.top) < 0.5, "still receded where the presentation left it (\(start))")
        #expect(end == Self.sheetTop, "back in its place (\(end))")
    }
}
