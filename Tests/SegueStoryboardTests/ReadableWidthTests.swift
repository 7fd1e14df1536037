import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A scene designed on an iPad and drawn on an iPhone, laid out again by priority as Auto Layout
/// does (Fixtures/ReadableForm.storyboard, an iPad Pro 11" canvas, 834 × 1194 pt, safe area 24 pt
/// above and 20 below): a card centred at 600 pt wide (priority 750) that must stay 20 pt inside
/// the safe area's sides (two required inequalities), 40 pt under its top; a footer 16 pt inside
/// the sides and 20 pt above the bottom. Expected frames are worked out from the constraints.
@MainActor
struct ReadableWidthTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/ReadableForm.storyboard").path

    static func frames(on device: Device?) throws -> (card: Rect, footer: Rect) {
        let r = try LayerFrames.record(storyboard, segue: "SEG-rf-001", on: device)
        return (try #require(LayerFrames.frame("CRD-rf-001", in: r)), try #require(LayerFrames.frame("FTR-rf-001", in: r)))
    }

    @Test("on the iPad it was designed on, the card keeps its 600 pt")
    func designedSize() throws {
        let f = try Self.frames(on: nil)
        #expect(f.card == Rect(x: 117, y: 24 + 40, width: 600, height: 120))
        #expect(f.footer == Rect(x: 16, y: 1194 - 20 - 20 - 44, width: 802, height: 44))
    }

    @Test("on an iPhone the required inequalities win over the 600 pt width: 20 pt from each side")
    func inequalitiesHoldOnASmallerScreen() throws {
        let f = try Self.frames(on: .iPhone15Pro)
        #expect(f.card == Rect(x: 20, y: 59 + 40, width: 393 - 40, height: 120))
        #expect(f.footer == Rect(x: 16, y: 852 - 34 - 20 - 44, width: 393 - 32, height: 44))
    }

    @Test("on a wider screen than the card needs, the card is 600 pt and centred")
    func lowPriorityWidthHoldsWhereItFits() throws {
        let f = try Self.frames(on: Device.iPadPro11.landscape)
        #expect(f.card == Rect(x: (1194 - 600) / 2, y: 24 + 40, width: 600, height: 120))
    }
}
