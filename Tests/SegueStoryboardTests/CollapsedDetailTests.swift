import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A split view collapsed on an iPhone shows its secondary column's first screen on the primary
/// column's stack (Fixtures/CollapsedDetailLargeTitle.storyboard: the primary's bar shows large
/// titles, the secondary's navigation controller does not): that screen lies under the bar it is
/// shown with, a large-title bar, and is laid out for it.
@MainActor
struct CollapsedDetailTests {
    @Test func theSecondarysFirstScreenIsLaidOutUnderThePrimarysLargeTitleBar() throws {
        let r = try LayerFrames.record(Paths.own("CollapsedDetailLargeTitle.storyboard"), segue: "SEG-cd-001", on: nil)
        let button = try #require(LayerFrames.frame("BTN-cd-001", in: r, at: 0))
        let device = Device.iPhone15Pro
        #expect(button.minY == device.safeArea.top + 44 + NavigationBar.largeTitleHeight + 8, "\(button)")
    }
}
