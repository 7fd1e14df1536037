import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Form sheets as UIKit sizes them (Fixtures/FormSheets.storyboard, an iPad canvas): a rename
/// sheet whose controller asks for 400 × 300 (`preferredContentSize`, a freeform scene) and a
/// details sheet that asks for nothing (the system's 540 × 620). On an iPhone, compact width, a
/// form sheet adapts to a page sheet, and in landscape (compact height) both take the whole screen.
/// A notes page sheet (a navigation controller) is a centred card on the iPad.
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

    @Test("on an iPad a page sheet is a centred card as wide as the readable width, taller than wide, its content laid out for it")
    func aPageSheetOnIPadIsACard() throws {
        let f = try Self.restingFrame("NOV-fs-001", of: "SEG-fs-003")
        let gap = Device.iPadPro11.safeArea.top + 10
        #expect(f == Rect(x: (834 - 704) / 2, y: gap, width: 704, height: 1194 - 2 * gap))
        // The text view, pinned 20 pt inside the safe area, follows the card: under the sheet's
        // 56 pt bar, 20 pt from the card's sides and bottom.
        let text = try Self.restingFrame("NTX-fs-001", of: "SEG-fs-003")
        #expect(text.minX == f.minX + 20 && text.maxX == f.maxX - 20 && text.minY == f.minY + 56 + 20 && text.maxY == f.maxY - 20)
    }

    @Test("on a phone in landscape (compact height) a form sheet and a page sheet cover the whole screen")
    func inCompactHeightSheetsAreFullScreen() throws {
        var options = StoryboardBuildOptions(device: .iPhone15Pro, landscape: true)
        options.deviceOverridesCanvas = true
        let screen = Rect(Device.iPhone15Pro.landscape.size)
        #expect(try Self.restingFrame("REV-fs-001", of: "SEG-fs-001", options: options) == screen)
        #expect(try Self.restingFrame("NOV-fs-001", of: "SEG-fs-003", options: options) == screen)
    }
}
