import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A tab bar controller in a container view fills the container and draws its tab bar at the
/// container's bottom: in Fixtures/EmbeddedTabs.storyboard a dashboard embeds one below its
/// greeting, reaching the screen's bottom, so the bar runs over the home indicator's inset as
/// at the bottom of the screen. It was laid out for the whole screen from the container's top,
/// and its bar fell below the screen.
@MainActor
struct EmbeddedTabsTests {
    @Test("an embedded tab bar controller's bar sits at the bottom of its container",
          arguments: [Device.iPhone15Pro, .iPhoneSE])
    func theBarIsAtTheContainersBottom(_ device: Device) throws {
        let r = try LayerFrames.record(Paths.own("EmbeddedTabs.storyboard"), segue: "Emt-Sg-001", on: device)
        let container = try #require(LayerFrames.frame("Emt-Cv-0aA", in: r, at: 0))
        let bar = try #require(LayerFrames.frame("tabBar", in: r, at: 0))
        #expect(abs(bar.maxY - container.maxY) < 0.01, "\(bar) in \(container)")
        #expect(abs(bar.height - device.tabBarHeight) < 0.01, "\(bar)")
        #expect(bar.width == container.width)
    }
}
