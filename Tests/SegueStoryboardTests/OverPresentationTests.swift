import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Presentations over the presenter (Fixtures/OverPresentations.storyboard): a yellow Library
/// screen presents a half-black Loading screen over its current context or over full screen, by
/// cross-dissolve, cover vertical and flip, and once full screen by cross-dissolve. "The views
/// beneath the presented content are not removed from the view hierarchy when the presentation
/// finishes" (`UIModalPresentationStyle.overFullScreen`, `.overCurrentContext`).
@MainActor
struct OverPresentationTests {
    static let storyboard = Paths.own("OverPresentations.storyboard")

    static func record(_ segue: String, _ direction: SegueDirection = .perform) throws -> Recording {
        let doc = try IB.Document.read(contentsOf: storyboard, mode: .strict)
        return try SegueRecorder.record(try #require(doc.segue(withID: segue)), in: doc, options: StoryboardBuildOptions(),
                                        direction: direction).recording
    }

    /// The opacity the layer named `id` is drawn with at `t` (its own times its ancestors'); nil
    /// when it is not on screen then.
    static func opacity(_ id: String, in r: Recording, at t: Double) -> Double? {
        guard let scene = r.steps.last(where: { $0.time <= t })?.scene,
              var i = scene.layers.firstIndex(where: { $0.identifier == id }) else { return nil }
        var alpha = 1.0
        while i >= 0 {
            alpha *= scene.layers[i].tracks.sample(at: t, base: scene.layers[i].properties).alpha
            i = scene.layers[i].parent
        }
        return alpha
    }

    @Test("over the presenter, its screen stays opaque under the presented one, and on screen at the end",
          arguments: ["Ovr-Sg-001", "Ovr-Sg-002", "Ovr-Sg-003"])
    func thePresenterStays(_ segue: String) throws {
        let r = try Self.record(segue)
        #expect(Self.opacity("Ovr-Lb-0aA", in: r, at: r.duration) == 1)
        #expect(Self.opacity("Ovr-Vw-0bB", in: r, at: r.duration) == 1)
        if segue == "Ovr-Sg-001" {
            // The cross-dissolve fades the presented screen in; the presenter does not fade out.
            #expect(Self.opacity("Ovr-Lb-0aA", in: r, at: r.duration / 2) == 1)
            let half = try #require(Self.opacity("Ovr-Vw-0bB", in: r, at: r.duration / 2))
            #expect(half > 0 && half < 1)
        }
    }

    @Test("dismissed, the presented screen goes and the presenter was there all along", arguments: ["Ovr-Sg-001", "Ovr-Sg-002"])
    func theDismissalLeavesThePresenter(_ segue: String) throws {
        let r = try Self.record(segue, .dismiss)
        for t in [0, r.duration / 2, r.duration] { #expect(Self.opacity("Ovr-Lb-0aA", in: r, at: t) == 1, "at \(t)") }
        #expect(Self.opacity("Ovr-Vw-0bB", in: r, at: r.duration) == nil)
    }

    @Test("full screen, the cross-dissolve fades the presenter out and takes it off screen")
    func fullScreenReplacesThePresenter() throws {
        let r = try Self.record("Ovr-Sg-004")
        let half = try #require(Self.opacity("Ovr-Lb-0aA", in: r, at: r.duration / 2))
        #expect(half < 1)
        #expect(Self.opacity("Ovr-Lb-0aA", in: r, at: r.duration) == nil)
    }
}
