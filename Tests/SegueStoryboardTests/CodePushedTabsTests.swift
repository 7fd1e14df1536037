import SegueKit
import Testing

@testable import SegueStoryboard

/// A tab bar controller the app pushes in code (Fixtures/CodePushedTabs.storyboard): a
/// navigation controller shows Sign In; Main Screen, a tab bar controller no segue leads to (the
/// app instantiates it by its identifier and pushes it once signed in), holds Zones, whose cells
/// `show` a Zone, and Settings. On a device the Zone is pushed onto the navigation stack the tab
/// bar controller is on, the tab bar leaving with the Zones screen.
@MainActor
struct CodePushedTabsTests {
    @Test("a tab bar controller no segue leads to, whose tab shows others, is drawn on a navigation stack, with a warning")
    func tabsShownInCodePush() throws {
        let storyboard = try StoryboardSegues(contentsOf: Paths.own("CodePushedTabs.storyboard"))
        #expect(storyboard.segues.map(\.id) == ["CPT-sg-001"], "the navigation controller added here is not the storyboard's own")
        let warning = try #require(storyboard.document.warnings.first { $0.elementID == "CPT-tb-001" })
        #expect(warning.message.contains("'MainScreenViewController' is shown by the app's code (no segue leads to it)"), "\(warning)")
        let r = try storyboard.record(try storyboard.segue(named: "ShowZone"), named: "ShowZone").performed
        #expect(r.direction == .push)
        let end = r.recording.duration
        #expect(LayerFrames.texts(in: r.recording, at: end).contains("Back"), "a back button to the tab bar controller")
        // The Zones rows lie below the navigation bar the tab bar controller is under, as its
        // safe area puts them, not under the bar.
        let row = try #require(LayerFrames.frame("CPT-ce-001", in: r.recording, at: 0))
        let bar = Device.iPhone15Pro.safeArea.top + Device.iPhone15Pro.navigationBarHeight()
        #expect(abs(row.minY - bar) < 0.5, "\(row)")
        #expect(LayerFrames.texts(in: r.recording, at: 0).contains("Settings"), "the tab bar, with the source")
    }
}
