import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Positions tied across levels (Fixtures/CrossLevel.storyboard, an iPhone 11 canvas): an avatar
/// inside a header centred on the root view, and a button inside a 160 pt footer at the screen's
/// foot 16 pt over the safe area's bottom. Interface Builder stores both constraints in the root
/// view; the header's and footer's own constraints do not place them.
@MainActor
struct CrossLevelTests {
    static let storyboard = Paths.own("CrossLevel.storyboard")

    @Test(arguments: [Device.iPhoneSE, Device.iPhone15Pro, Device.iPhone15ProMax])
    func positionsFollowTheViewsTheyAreTiedTo(device: Device) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "CLG-00-001", on: device)
        let avatar = try #require(LayerFrames.frame("CLA-00-001", in: r, at: 0), "the avatar is drawn")
        let button = try #require(LayerFrames.frame("CLB-00-001", in: r, at: 0), "the button is drawn")
        #expect(abs(avatar.midX - device.size.width / 2) < 0.001, "centred on the screen, not at the canvas's 207 pt")
        #expect(abs(button.maxY - (device.size.height - device.safeArea.bottom - 16)) < 0.001,
                "16 pt over the safe area's bottom on this screen")
    }
}
