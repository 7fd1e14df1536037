import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A tab bar controller pushed onto a navigation stack lies under the navigation bar, and so do
/// its tabs: in Fixtures/TabsPushed.storyboard the Chats screen, under a large-title bar,
/// pushes New Chat, a tab bar controller whose first tab is a table of prototype cells. The
/// table's first row starts below the whole bar (the large title's too), as the safe area that
/// the navigation controller gives the tab bar controller's view insets it on a device.
@MainActor
struct TabsPushedTests {
    @Test("the first tab's table starts below the navigation bar it is pushed under",
          arguments: [Device.iPhone15Pro, .iPhoneSE])
    func theTableStartsBelowTheBar(_ device: Device) throws {
        let r = try LayerFrames.record(Paths.own("TabsPushed.storyboard"), segue: "Tbp-Sg-0bB", on: device)
        let cell = try #require(LayerFrames.frame("Tbp-Ce-001", in: r))
        let bar = device.safeArea.top + NavigationBar.height + NavigationBar.largeTitleHeight
        #expect(abs(cell.minY - bar) < 0.5, "\(cell) under a bar ending at \(bar)")
    }
}
