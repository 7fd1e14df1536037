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
}
