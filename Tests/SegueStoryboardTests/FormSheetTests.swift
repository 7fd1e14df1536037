import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Form sheets as UIKit sizes them (Fixtures/FormSheets.storyboard, an iPad canvas): a rename
/// sheet whose controller asks for 400 × 300 (`preferredContentSize`, a freeform scene) and a
/// details sheet that asks for nothing (the system's 540 × 620). On an iPhone, compact width, a
/// form sheet adapts to a page sheet.
@MainActor
struct FormSheetTests {
    static func document() throws -> IB.Document { try IB.Document.read(contentsOf: Paths.own("FormSheets.storyboard"), mode: .strict) }

    /// The frame, in window coordinates, of the presented root view `id` at the end of segue `segue`.
    static func restingFrame(_ id: String, of segue: String, options: StoryboardBuildOptions = StoryboardBuildOptions()) throws -> Rect {
        let doc = try document()
        let r = try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: options)
        return try #require(LayerFrames.frame(id, in: r.recording), "no layer \(id)")
    }

    @Test func aFormSheetOnIPadIsThePreferredContentSizeCentred() throws {
        let f = try Self.restingFrame("REV-fs-001", of: "SEG-fs-001")
        #expect(f.size == Size(width: 400, height: 300))
        #expect(abs(f.midX - 834 / 2) < 0.5 && abs(f.midY - 1194 / 2) < 0.5)
    }

    @Test func aFormSheetWithoutAPreferredSizeIsTheSystems540By620() throws {
        let f = try Self.restingFrame("DEV-fs-001", of: "SEG-fs-002")
        #expect(f.size == Size(width: 540, height: 620))
    }

    @Test func onAnIPhoneAFormSheetIsAPageSheet() throws {
        var options = StoryboardBuildOptions(device: .iPhone15Pro)
        options.deviceOverridesCanvas = true
        let f = try Self.restingFrame("REV-fs-001", of: "SEG-fs-001", options: options)
        #expect(f.width == 393, "full width, as a page sheet")
        #expect(f.minY == Device.iPhone15Pro.safeArea.top + 10 && f.maxY == 852)
    }
}
