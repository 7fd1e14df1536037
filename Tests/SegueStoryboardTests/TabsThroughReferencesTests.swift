import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// An app whose tabs are storyboards of their own (Fixtures/TabsApp: `Main.storyboard`'s tab bar
/// controller shows Home and, through a storyboard reference, `Settings/Settings.storyboard`).
/// Settings' segues are drawn above the tab bar the app shows them over, in the Settings tab,
/// with both tabs' items; alone (references not followed) they have none.
@MainActor
struct TabsThroughReferencesTests {
    static let settings = Paths.own("TabsApp/Settings/Settings.storyboard")

    static func record(followingReferences: Bool = true) throws -> StoryboardSegues.Recorded {
        var options = StoryboardBuildOptions()
        options.followsStoryboardReferences = followingReferences
        let storyboard = try StoryboardSegues(contentsOf: Self.settings, options: options)
        return try storyboard.record(try storyboard.segue(named: "showAbout"), named: "showAbout")
    }

    @Test("a storyboard shown as another storyboard's tab is drawn above that tab bar, its tab selected")
    func aTabOfAnotherStoryboardHasItsTabBar() throws {
        let r = try Self.record()
        let recording = r.performed.recording
        let bar = try #require(LayerFrames.frame("tabBar", in: recording, at: 0), "no tab bar")
        let device = Device.iPhone15Pro
        #expect(abs(bar.maxY - device.size.height) < 0.5 && bar.width == device.size.width, "\(bar)")
        #expect(r.performed.transition == .style(.push))
        // Both tabs' items, the reference's own among them; no warning for the tab not shown.
        let titles = LayerFrames.texts(in: recording)
        #expect(titles.contains("Home") && titles.contains("Settings"), "\(titles)")
        #expect(!r.issues.contains { $0.kind == .placeholderScene }, "\(r.issues)")
    }

    @Test("read alone, the storyboard has no tab bar")
    func aloneThereIsNoTabBar() throws {
        let r = try Self.record(followingReferences: false)
        #expect(LayerFrames.frame("tabBar", in: r.performed.recording, at: 0) == nil)
    }

    /// Fixtures/ContainerAroundTabs: `Main.storyboard`'s initial scene (a yellow screen with a
    /// red badge at its top right and `Status.storyboard`'s screen at its top left) embeds, in a container view inside its safe area, a tab bar
    /// controller with no identifier whose tab is `Program.storyboard`. The tab bar exists only
    /// in that container, so Program's segues are drawn in it: the badge over the screen, the
    /// tab bar ending at the container's bottom, above the home indicator.
    @Test("a tab bar embedded in another storyboard's container is drawn inside it")
    func aTabBarInAContainerOfAnotherStoryboard() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("ContainerAroundTabs/Program.storyboard"))
        let r = try storyboard.record(try storyboard.segue(named: "ShowDetail"), named: "ShowDetail")
        let recording = r.performed.recording
        #expect(LayerFrames.frame("Bdg-ct-001", in: recording, at: 0) == Rect(x: 276, y: 69, width: 107, height: 107))
        // The container's other screen, a storyboard reference in turn (Status.storyboard), in
        // its container view at the top left.
        #expect(LayerFrames.frame("Sts-ct-002", in: recording, at: 0) == Rect(x: 10, y: 69, width: 80, height: 40))
        #expect(!r.issues.contains { $0.kind == .placeholderScene }, "\(r.issues)")
        let bar = try #require(LayerFrames.frame("tabBar", in: recording, at: 0), "no tab bar")
        #expect(abs(bar.maxY - (852 - 34)) < 0.5, "\(bar)")
        #expect(r.performed.transition == .style(.push))
        #expect(LayerFrames.texts(in: recording).contains("Program"))
    }
}
