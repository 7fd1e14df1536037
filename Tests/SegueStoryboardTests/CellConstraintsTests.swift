import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Views inside a table cell laid out by their constraints are laid out again at the cell's
/// width (Fixtures/CellConstraints.storyboard, an iPhone 11 canvas, 414 pt): a thumbnail at the
/// content view's leading margin, a name from the thumbnail up to a price held at the trailing
/// margin, a detail under the name as wide, and a button centred in a second row. Narrower
/// screens take the room from the name, the view that hugs its text least, as Auto Layout does;
/// the price keeps its text's width and sits on the name's baseline. A third row holds a card pinned to the content view's
/// margins, with a label pinned to the card's: margins as UIKit gives them, not one standard.
@MainActor
struct CellConstraintsTests {
    static let storyboard = Paths.own("CellConstraints.storyboard")

    @Test(arguments: [Device.iPhoneSE, Device.iPhone15Pro])
    func theRowIsLaidOutAtTheCellsWidth(device: Device) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "CCG-00-001", on: device)
        func frame(_ id: String) throws -> Rect { try #require(LayerFrames.frame(id, in: r, at: 0), "\(id) is drawn") }
        let width = device.size.width
        let thumbnail = try frame("CCI-00-001"), name = try frame("CCL-00-001"), detail = try frame("CCL-00-002")
        let price = try frame("CCL-00-003"), checkout = try frame("CCB-00-001")
        #expect(thumbnail.minX == 16, "at the cell's leading margin")
        #expect(thumbnail.width == 56)
        #expect(name.minX == thumbnail.maxX + 12, "the name starts after the thumbnail, not over it")
        #expect(abs(price.maxX - (width - 16)) < 0.001, "the price ends at the trailing margin")
        #expect(abs(price.width - 46.5) < 0.001, "the price hugs its text (750) and keeps its stored width")
        // San Francisco's ascender is 1950 of 2048 units; a line of text is centred in its label.
        func firstBaseline(_ f: Rect, size: Double) -> Double { f.minY + max(0, (f.height - size * 2444 / 2048) / 2) + size * 1950 / 2048 }
        #expect(abs(firstBaseline(price, size: 13) - firstBaseline(name, size: 17)) < 0.001,
                "the 13 pt price sits on the 17 pt name's first baseline, not at its top")
        #expect(abs(name.maxX - (price.minX - 8)) < 0.001, "the name gives way: it ends 8 pt before the price")
        #expect(detail.minX == name.minX && abs(detail.width - name.width) < 0.001, "the detail is as wide as the name")
        #expect(abs(checkout.midX - width / 2) < 0.001 && checkout.width == 150, "the button stays centred at its width")
    }

    @Test(arguments: [Device.iPhoneSE, Device.iPhone15ProMax])
    func marginsAreTheViewsOwn(device: Device) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "CCG-00-001", on: device)
        func frame(_ id: String) throws -> Rect { try #require(LayerFrames.frame(id, in: r, at: 0), "\(id) is drawn") }
        let card = try frame("CCV-00-001"), note = try frame("CCL-00-004"), total = try frame("CCB-00-001")
        let side: Double = device.size.width >= 414 ? 20 : 16
        #expect(card.minX == side && abs(card.maxX - (device.size.width - side)) < 0.001,
                "the content view's side margins are the table's on this screen")
        #expect(abs(card.minY - (total.maxY + 8.5 + 11)) < 0.001, "11 pt under the content view's top (the row above ends 8.5 pt under its button)")
        #expect(card.height == 41.5, "and 11 pt over its bottom (the row is 64 pt, its content view 63.5 over the separator)")
        #expect(note.minX == card.minX + 8 && abs(note.maxX - (card.maxX - 8)) < 0.001, "a plain view's margins are 8 pt")
    }

    /// A controller's root view has UIKit's system minimum margins: 16 pt at the sides on
    /// narrower screens, 20 pt from 414 pt (the canvas, 414 pt wide, stored 20).
    @Test(arguments: [Device.iPhoneSE, Device.iPhone15Pro, Device.iPhone15ProMax])
    func aRootViewsMarginsFollowItsWidth(device: Device) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "CCG-00-001", on: device)
        let button = try #require(LayerFrames.frame("CCB-00-002", in: r), "the product's button is drawn")
        let side: Double = device.size.width >= 414 ? 20 : 16
        #expect(button.minX == side && abs(button.maxX - (device.size.width - side)) < 0.001)
        #expect(abs(button.maxY - (device.size.height - device.safeArea.bottom - 16)) < 0.001, "16 pt over the safe area's bottom")
    }
}
