import SegueKit
import Testing

@testable import SegueStoryboard

/// An aspect ratio ties a view's height to its width as strongly as the ratio holds: a width
/// that only a priority-500 size gives yields to a required chain of heights, and then follows
/// it (Fixtures/NowPlaying.storyboard: square artwork 350 pt wide at priority 500, from the safe
/// area's top; below it the elapsed time, 25 pt tall, 8 pt down; the controls 38 pt below that, on the safe
/// area's bottom). Auto Layout solves both axes at once and breaks the optional width.
@MainActor
struct AspectRatioPriorityTests {
    @Test("a required chain of heights wins over an optional width, and the ratio takes the width with it")
    func theRequiredChainWins() throws {
        let doc = try IB.Document.read(contentsOf: Paths.own("NowPlaying.storyboard"), mode: .strict)
        let builder = StoryboardBuilder(document: doc)
        defer { withExtendedLifetime(builder) {} }
        let root = builder.instantiate("PLY-np-001").view
        func frame(_ id: String) throws -> Rect { try CodeContentTests.view(id, in: root).frameInRoot }
        let artwork = try frame("ART-np-001"), elapsed = try frame("ELA-np-001"), controls = try frame("CTL-np-001")
        // The safe area of an iPhone 15 Pro: 59 to 818.
        #expect(abs(controls.maxY - 818) < 0.5 && abs(controls.height - 50) < 0.5, "\(controls)")
        #expect(abs(elapsed.maxY + 38 - controls.minY) < 0.5, "\(elapsed) \(controls)")
        #expect(abs(artwork.maxY + 8 - elapsed.minY) < 0.5, "\(artwork) \(elapsed)")
        #expect(abs(artwork.minY - 59) < 0.5, "\(artwork)")
        #expect(abs(artwork.height - (818 - 50 - 38 - 25 - 8 - 59)) < 0.5 && abs(artwork.width - artwork.height) < 0.5, "\(artwork)")
        #expect(abs(artwork.midX - 196.5) < 0.5, "centred: \(artwork)")
    }
}
