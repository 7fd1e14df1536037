import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Items a designer emptied in Interface Builder (Fixtures/EmptyItems.storyboard): a tab whose
/// item's title is `""` (its symbol alone) beside a "Settings" tab, and a bar button item with no
/// title, image or system item, which the app fills in code. Interface Builder's canvas labels
/// them ("Item", the controller's name); UIKit draws no text for either.
@MainActor
struct EmptyItemTests {
    static func shown(_ text: String, in r: Recording, at t: Double) -> Bool {
        r.scene(at: t).layers.contains { layer in
            guard !layer.isHidden, case .text(let c) = layer.content, c.string == text else { return false }
            return layer.tracks.sample(at: t, base: layer.properties).alpha > 0
        }
    }

    @Test("an emptied tab title and an empty bar button item draw no words; the other tab keeps its title")
    func noInventedCaptions() throws {
        let r = try LayerFrames.record(Paths.own("EmptyItems.storyboard"), segue: "Ei3-Sg-0aA", on: nil)
        for t in [0, r.duration] {
            #expect(!Self.shown("Item", in: r, at: t))
            // The tab bar's titles (10 pt on a phone in portrait): Settings alone.
            let tabTitles = r.scene(at: t).layers.compactMap { layer -> String? in
                guard !layer.isHidden, case .text(let c) = layer.content, c.fontSize == 10, !c.string.isEmpty else { return nil }
                return c.string
            }
            #expect(tabTitles == ["Settings"], "at \(t)")
        }
        #expect(Self.shown("Scanner", in: r, at: 0), "the bar's title")
        let symbols = r.scene(at: 0).layers.compactMap { layer -> String? in
            if case .symbol(let s) = layer.content, !layer.isHidden { s.name } else { nil }
        }
        #expect(symbols.contains("barcode.viewfinder"), "the emptied tab still shows its image: \(symbols)")
    }
}
