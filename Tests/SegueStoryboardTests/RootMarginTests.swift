import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A controller's root view's layout margins are measured from its safe area
/// (Fixtures/RootMargins.storyboard: a label pinned to the top margin, a strip to the bottom
/// margin): on any device and in landscape, the label starts where the safe area does (under
/// the navigation bar) and the strip ends at the home indicator's inset, as Interface Builder
/// stores them on its canvas.
@MainActor
struct RootMarginTests {
    @Test("the top and bottom margins follow the safe area",
          arguments: [Device.iPhone15Pro, Device.iPhone15Pro.landscape, .iPhoneSE])
    func theMarginsFollowTheSafeArea(_ device: Device) throws {
        let r = try LayerFrames.record(Paths.own("RootMargins.storyboard"), segue: "RMG-sg-001", on: device)
        let strip = try #require(LayerFrames.frame("RMG-vw-003", in: r))
        let label = try #require(LayerFrames.frame("RMG-lb-001", in: r))
        #expect(abs(strip.maxY - (device.size.height - device.safeArea.bottom)) < 0.5, "\(strip) on \(device.name)")
        let top = device.safeArea.top + (device.hasCompactBars ? 32 : NavigationBar.height)
        #expect(abs(label.minY - top) < 0.5, "\(label) on \(device.name)")
    }
}
