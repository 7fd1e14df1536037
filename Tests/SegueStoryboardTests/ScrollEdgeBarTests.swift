import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Bars at their scroll edge (Fixtures/ScrollEdgeBars.storyboard, an iPhone 15 Pro canvas): a tab
/// bar controller whose Inbox tab is a navigation controller with its toolbar shown over a short
/// static list (Inbox: two rows), which pushes a long one (Archive: eighteen rows of 56 pt), which
/// pushes a screen without a scroll view (Note); its Settings tab has no scroll view and presents
/// About. None of these bars sets an appearance object. A second navigation controller's bar is
/// tinted teal and opaque the older way (`barTintColor`, `translucent="NO"`) over Accounts.
@MainActor
struct ScrollEdgeBarTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/ScrollEdgeBars.storyboard").path

    static func record(_ segue: String) throws -> Recording {
        try LayerFrames.record(storyboard, segue: segue, on: nil)
    }

    /// The background colour at time `t` of the first layer named `id` and of its hairline (its
    /// first child no taller than 1 pt that draws nothing but its background).
    static func look(_ id: String, _ r: Recording, at t: Double) throws -> (background: Color, hairline: Color) {
        let scene = r.scene(at: t)
        let i = try #require(scene.layers.firstIndex { $0.identifier == id }, "no layer \(id)")
        let bar = scene.layers[i]
        let line = try #require(scene.layers.first { $0.parent == i && $0.properties.bounds.height <= 1 && $0.content == .none },
                                "no hairline in \(id)")
        return (bar.tracks.sample(at: t, base: bar.properties).backgroundColor, line.tracks.sample(at: t, base: line.properties).backgroundColor)
    }

    @Test("a navigation bar the storyboard leaves to the system is transparent at rest, without its hairline, before and after a push")
    func navigationBarIsTransparentAtRest() throws {
        let r = try Self.record("Se3-Sg-0aA")
        for t in [0, r.duration / 2, r.duration] {
            let bar = try Self.look("navigationBar", r, at: t)
            #expect(bar.background.alpha == 0 && bar.hairline.alpha == 0, "at \(t): \(bar)")
        }
    }

    @Test("over a short list the toolbar and the tab bar are transparent; a push to a long list fades their chrome in")
    func bottomBarsFollowTheContent() throws {
        let r = try Self.record("Se3-Sg-0aA")
        for id in ["toolbar", "tabBar"] {
            let start = try Self.look(id, r, at: 0)
            #expect(start.background.alpha == 0 && start.hairline.alpha == 0, "\(id) over Inbox: \(start)")
            let mid = try Self.look(id, r, at: r.duration * 0.1)
            #expect(mid.background.alpha > 0 && mid.background.alpha < 0.9, "\(id) mid-push: \(mid)")
            let end = try Self.look(id, r, at: r.duration)
            #expect(end.background == .barBackground && end.hairline == Color(white: 0, alpha: 0.3), "\(id) over Archive: \(end)")
        }
    }

    @Test("a push from the long list to a screen without a scroll view fades the bottom bars' chrome out again")
    func screenWithoutScrollViewIsAtTheEdge() throws {
        let r = try Self.record("Se4-Sg-0aA")
        for id in ["toolbar", "tabBar"] {
            #expect(try Self.look(id, r, at: 0).background.alpha > 0.9, "\(id) over Archive")
            let end = try Self.look(id, r, at: r.duration)
            #expect(end.background.alpha == 0 && end.hairline.alpha == 0, "\(id) over Note: \(end)")
        }
    }

    @Test("the selected tab decides: Settings, without a scroll view, shows a transparent tab bar")
    func selectedTabWithoutScrollView() throws {
        let r = try Self.record("Se6-Sg-0aA")
        let bar = try Self.look("tabBar", r, at: 0)
        #expect(bar.background.alpha == 0 && bar.hairline.alpha == 0, "\(bar)")
    }

    @Test("a bar tinted and made opaque the older way keeps its colour at rest")
    func legacyTintKeepsItsColour() throws {
        let doc = try IB.Document.read(contentsOf: Self.storyboard, mode: .strict)
        #expect(doc.controller(withID: "Se8-Nc-0aA")?.navigationBar?.isTranslucent == false)
        #expect(doc.controller(withID: "Se2-Nc-0aA")?.navigationBar?.isTranslucent == nil)
        let r = try Self.record("Se9-Sg-0aA")
        let teal = Color(red: 0, green: 128.0 / 255, blue: 128.0 / 255, alpha: 1)
        for t in [0, r.duration] {
            let bar = try Self.look("navigationBar", r, at: t).background
            #expect(abs(bar.red - teal.red) < 0.01 && abs(bar.green - teal.green) < 0.01 && abs(bar.blue - teal.blue) < 0.01 && bar.alpha == 1,
                    "at \(t): \(bar)")
        }
    }
}
