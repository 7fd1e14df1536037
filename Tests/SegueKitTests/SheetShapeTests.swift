import Foundation
import Testing
@testable import SegueKit
@testable import SegueScreens

/// Where UIKit's sheets rest by size class (`UIModalPresentationStyle.pageSheet` and `.formSheet`,
/// `UISheetPresentationController.prefersPageSizing` and `prefersEdgeAttachedInCompactHeight`):
/// on an iPad (regular width and height) a page sheet is a centred card, taller than wide, as wide
/// as the readable width; in compact height (a phone in landscape) page and form sheets take a
/// full-screen appearance; upright on a phone they stay sheets under the status bar.
@MainActor
struct SheetShapeTests {
    typealias Support = CatalogueTestSupport

    /// The sheet's layer ("to") at time `t` of a presentation.
    static func sheetLayer(_ rec: Recording, at t: Double) throws -> (snapshot: LayerSnapshot, properties: LayerProperties) {
        let scene = rec.scene(at: t)
        let layer = try #require(scene.layers.first { $0.identifier == "to" })
        return (layer, layer.tracks.sample(at: t, base: layer.properties))
    }

    static func dimming(_ rec: Recording, at t: Double) -> Double? {
        rec.scene(at: t).layers.first { $0.identifier == "sheetDimming" }.map { $0.tracks.sample(at: t, base: $0.properties).alpha }
    }

    @Test("on an iPad, upright and on its side, a page sheet rests as a centred card 704 pt wide and taller than wide, all corners rounded, over a 0.2 dimming; the presenter stays in place",
          arguments: [Device.iPadPro11, Device.iPadPro11.landscape])
    func pageSheetIsACardOnAnIPad(device d: Device) throws {
        let (rec, first, last) = Support.record(SheetTransition(kind: .page), forward: true, device: d)
        let end = Compositor.displayList(rec, at: rec.duration)
        let card = try #require(Support.placement(of: last, in: end))
        let gap = d.safeArea.top + 10
        #expect(card.rect == Rect(x: (d.size.width - 704) / 2, y: gap, width: 704, height: d.size.height - 2 * gap))
        #expect(card.rect.height > card.rect.width, "Apple: \"roughly the size of a page, where the height is greater than the width\"")
        #expect(try Self.sheetLayer(rec, at: rec.duration).snapshot.maskedCorners == .all)
        #expect(Self.dimming(rec, at: rec.duration).map { abs($0 - 0.2) < 1e-9 } == true)
        let mid = Compositor.displayList(rec, at: rec.duration / 2)
        #expect(Support.placement(of: first, in: mid)?.rect == d.bounds, "the presenter does not recede on an iPad")
        // It rises from below the screen.
        let start = try #require(Support.placement(of: last, in: Compositor.displayList(rec, at: 0)))
        #expect(start.rect.minY >= d.size.height - 1e-9)
    }

    @Test("in compact height page and form sheets rise from below to cover the whole screen, square, over a presenter that stays",
          arguments: [SheetTransition.Kind.page, .form])
    func compactHeightIsFullScreen(kind: SheetTransition.Kind) throws {
        for d in [Device.iPhone15Pro.landscape, Device.iPhone15ProMax.landscape] {
            let (rec, first, last) = Support.record(SheetTransition(kind: kind), forward: true, device: d)
            let end = Compositor.displayList(rec, at: rec.duration)
            #expect(Support.placement(of: last, in: end)?.rect == d.bounds, "\(d.name)")
            #expect(try Self.sheetLayer(rec, at: rec.duration).properties.cornerRadius == 0)
            let mid = Compositor.displayList(rec, at: rec.duration / 4)
            let rising = try #require(Support.placement(of: last, in: mid))
            #expect(rising.rect.minY > 0 && rising.rect.minY < d.size.height && abs(rising.rect.height - d.size.height) < 1e-6)
            #expect(Support.placement(of: first, in: mid)?.rect == d.bounds, "no receding presenter in compact height")
        }
    }

    @Test("the screen a presented controller lays itself out for: the page card on an iPad, the whole screen in compact height, the sheet upright on a phone")
    func presentedScreens() {
        let pad = ScenarioRecorder.presentedScreen(for: Scenario(name: "s", style: .pageSheet, isForward: true, device: .iPadPro11))
        #expect(pad.size == Size(width: 704, height: Device.iPadPro11.size.height - 2 * (Device.iPadPro11.safeArea.top + 10)) && pad.safeArea == .zero)
        let side = Device.iPhone15Pro.landscape
        for style in [TransitionStyle.pageSheet, .formSheet, .popover] {
            #expect(ScenarioRecorder.presentedScreen(for: Scenario(name: "s", style: style, isForward: true, device: side)) == side)
        }
        let upright = ScenarioRecorder.presentedScreen(for: Scenario(name: "s", style: .pageSheet, isForward: true, device: .iPhone15Pro))
        #expect(upright.size.width == Device.iPhone15Pro.size.width && upright.size.height < Device.iPhone15Pro.size.height)
    }
}
