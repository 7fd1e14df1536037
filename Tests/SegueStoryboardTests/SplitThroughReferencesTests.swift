import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A podcast app of three storyboards (Fixtures/SplitThroughReferences/Podcasts): `Main`'s
/// split view shows `Library.storyboard` (a Shows table in a navigation controller) as its
/// primary column through a reference, and an episode's navigation controller as its secondary;
/// a show's cell shows that navigation controller as the detail (a reference back to `Main`);
/// the Shows' Filters item presents `Filters.storyboard` as a page sheet, whose Add Rule item
/// presents a New Rule sheet in turn.
@MainActor
struct SplitThroughReferencesTests {
    static let folder = Paths.own("SplitThroughReferences/Podcasts/Base.lproj")

    static func record(_ storyboard: String, _ name: String, device: Device? = nil) throws -> StoryboardSegues.Recorded {
        var options = StoryboardBuildOptions()
        if let device {
            options.device = device
            options.deviceOverridesCanvas = true
        }
        let segues = try StoryboardSegues(contentsOf: folder + "/" + storyboard, options: options)
        return try segues.record(try segues.segue(named: name), named: name)
    }

    /// Collapsed on an iPhone, the split view hands the detail to its primary navigation
    /// controller, which pushes it (`showDetailViewController(_:sender:)`), as when the scenes
    /// are in one storyboard: the Shows' back button leads back.
    @Test("a storyboard that is another's split view primary column pushes its detail on an iPhone")
    func collapsedDetailPushes() throws {
        let r = try Self.record("Library.storyboard", "ShowEpisode")
        #expect(r.performed.direction == .push)
        #expect(!r.issues.contains { $0.kind == .showDetailWithoutSplitView }, "\(r.issues)")
        let texts = LayerFrames.texts(in: r.performed.recording, at: r.performed.recording.duration)
        #expect(texts.contains("Episode 42: Split Views") && texts.contains("Shows"), "\(texts)")
    }

    /// On an iPad the split view shows the Shows column beside the detail, which replaces it.
    @Test("on an iPad the detail replaces the split view's secondary column beside the Shows")
    func regularWidthReplacesTheDetail() throws {
        let r = try Self.record("Library.storyboard", "ShowEpisode", device: .iPadPro11)
        #expect(r.performed.direction == .showDetail)
        let shows = try #require(LayerFrames.frame("SHW-tv-001", in: r.performed.recording, at: 0))
        #expect(shows.width < 400, "the primary column: \(shows)")
    }

    /// Filters is on screen only as a sheet over the Shows: its own presentation stacks a second
    /// sheet on that one, the Shows receded under both.
    @Test("a storyboard another presents as a sheet presents from inside that sheet")
    func presentedStoryboardStaysASheet() throws {
        let r = try Self.record("Filters.storyboard", "AddRule")
        let recording = r.performed.recording
        let filters = try #require(LayerFrames.frame("FLT-vw-001", in: recording, at: 0))
        #expect(filters.minY > 0 && filters.height < 852, "Filters is a sheet: \(filters)")
        #expect(LayerFrames.texts(in: recording).contains("Shows"), "the Shows under the sheet")
    }
}
