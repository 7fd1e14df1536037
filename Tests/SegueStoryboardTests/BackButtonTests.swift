import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// The back button as a navigation item sets it (Fixtures/BackButtons.storyboard): titled by the
/// item below's `backBarButtonItem`, replaced by a left item unless the item supplements it,
/// hidden by `hidesBackButton`, and
/// fading out over the push that removes it rather than gone before it starts.
@MainActor
struct BackButtonTests {
    static func record(_ segue: String) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: Paths.own("BackButtons.storyboard"), mode: .strict)
        return try SegueRecorder.record(try #require(doc.segues.first { $0.identifier == segue }), in: doc, options: StoryboardBuildOptions()).recording
    }

    /// How opaque the most visible text layer reading `text` is at `t`: its own alpha times its
    /// ancestors', 0 where one of them is hidden; 0 when none reads it.
    static func opacity(of text: String, in recording: Recording, at t: Double) -> Double {
        let scene = recording.scene(at: t)
        var best = 0.0
        for (i, layer) in scene.layers.enumerated() {
            guard case .text(let content) = layer.content, content.string == text else { continue }
            var alpha = 1.0
            var j = i
            while j >= 0 {
                let l = scene.layers[j]
                alpha *= l.isHidden ? 0 : l.tracks.sample(at: t, base: l.properties).alpha
                j = l.parent
            }
            best = max(best, alpha)
        }
        return best
    }

    /// The left edge, in window coordinates, of the first layer reading `text` at `t`.
    static func minX(of text: String, in recording: Recording, at t: Double) -> Double? {
        let scene = recording.scene(at: t)
        guard var i = scene.layers.firstIndex(where: { if case .text(let c) = $0.content { c.string == text } else { false } }) else { return nil }
        var x = 0.0
        while i >= 0 {
            let p = scene.layers[i].tracks.sample(at: t, base: scene.layers[i].properties)
            x += p.center.x - p.bounds.width / 2 - p.bounds.minX
            i = scene.layers[i].parent
        }
        return x
    }

    @Test func leftItemsThatSupplementTheBackButtonFollowIt() throws {
        let r = try Self.record("attachment")
        #expect(Self.opacity(of: "Message", in: r, at: r.duration) == 1, "the back button stays")
        #expect(Self.opacity(of: "Save", in: r, at: r.duration) == 1)
        let back = try #require(Self.minX(of: "Message", in: r, at: r.duration))
        let save = try #require(Self.minX(of: "Save", in: r, at: r.duration))
        #expect(save > back + 60, "Save after the back title, not over it (back at \(back), Save at \(save))")
    }

    @Test func theItemBelowsBackBarButtonItemTitlesTheBackButton() throws {
        let r = try Self.record("openMessage")
        #expect(Self.opacity(of: "Mail", in: r, at: r.duration) == 1)
        #expect(Self.opacity(of: "Inbox", in: r, at: r.duration) == 0, "not the title of the item below")
    }

    @Test func aLeftItemReplacesTheBackButtonWhichFadesOverThePush() throws {
        let r = try Self.record("reply")
        #expect(Self.opacity(of: "Mail", in: r, at: 0) == 1, "the message's back button is there when the push starts")
        #expect(Self.opacity(of: "Mail", in: r, at: r.duration) == 0)
        #expect(Self.opacity(of: "Cancel", in: r, at: r.duration) == 1)
    }

    @Test func hidesBackButtonHidesIt() throws {
        let r = try Self.record("sending")
        #expect(Self.opacity(of: "Mail", in: r, at: 0) == 1)
        #expect(Self.opacity(of: "Mail", in: r, at: r.duration) == 0)
        #expect(Self.opacity(of: "Message", in: r, at: r.duration) == 0, "no back button titled by the message")
    }
}
