import SegueKit
import Testing

@testable import SegueStoryboard

/// A navigation item's title view (Interface Builder's view dropped on the bar's title, here a
/// segmented control, as Xcode writes it in Fixtures/TitleViews.storyboard): shown in the title's
/// place in the navigation controller's bar, centred at its own size, and cross-faded away over
/// a push, while the back button keeps the item's title; and a bar button item that wraps a
/// custom view (a filled button), drawn as that view at its own size.
@MainActor
struct TitleViewTests {
    static let path = Paths.own("TitleViews.storyboard")

    /// Whether a text layer reading `string` is shown (not hidden, opaque enough to see) at `t`.
    static func shows(_ string: String, in r: Recording, at t: Double) -> Bool {
        r.scene(at: t).layers.contains { layer in
            guard case .text(let c) = layer.content, c.string == string, !layer.isHidden else { return false }
            return layer.tracks.sample(at: t, base: layer.properties).alpha > 0.5
        }
    }

    @Test func theTitleViewTakesTheTitlesPlaceAndFadesOverAPush() throws {
        let r = try LayerFrames.record(Self.path, segue: "Tv2-Sg-0aA", on: nil)
        let control = try #require(LayerFrames.frame("Tv2-Sc-0aA", in: r, at: 0))
        // Centred in the 44 pt row under the 59 pt status bar, at the size the file gives it.
        #expect(abs(control.midX - 393 / 2) < 0.01 && abs(control.midY - (59 + 22)) < 0.01, "\(control)")
        #expect(abs(control.width - 150) < 0.01 && abs(control.height - 33) < 0.01)
        #expect(Self.shows("All", in: r, at: 0) && Self.shows("Missed", in: r, at: 0))
        #expect(!Self.shows("Calls", in: r, at: 0), "the title is not drawn under its title view")
        #expect(Self.shows("Edit", in: r, at: 0))
        #expect(LayerFrames.frame("Tv2-Sc-0aA", in: r) == nil, "gone once the push is over")
        #expect(Self.shows("Details", in: r, at: r.duration))
        #expect(Self.shows("Calls", in: r, at: r.duration), "the back button keeps the item's title")
    }

    @Test func aCustomViewItemIsItsViewAtItsOwnSize() throws {
        let r = try LayerFrames.record(Self.path, segue: "Tv2-Sg-0aA", on: nil)
        let button = try #require(LayerFrames.frame("Tv3-Bt-0aA", in: r))
        // At the trailing layout margin (16 pt), centred in the row, 84 × 34.3 as the file says.
        #expect(abs(button.maxX - (393 - 16)) < 0.01 && abs(button.midY - (59 + 22)) < 0.01, "\(button)")
        #expect(abs(button.width - 84) < 0.01 && abs(button.height - 34.333333333333336) < 0.01)
        #expect(Self.shows("Follow", in: r, at: r.duration))
        #expect(!Self.shows("Item", in: r, at: r.duration) && !Self.shows("Button", in: r, at: r.duration))
    }
}
