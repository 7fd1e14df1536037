import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A row of a label that hugs loosely (251) and a switch (750), pinned label–8–switch–margin,
/// and a Basic row whose switch is pinned to the cell's own `textLabel` (trailing and centre),
/// as Xcode 8 files have it (Fixtures/SwitchRow.storyboard, on the iPhone 8's 375 pt canvas),
/// drawn on wider phones.
@MainActor
struct SwitchRowTests {
    static let storyboard = Paths.repoRoot.appendingPathComponent("Tests/SegueStoryboardTests/Fixtures/SwitchRow.storyboard").path

    @Test("on a wider screen the switch keeps its 51 pt and the label takes the room", arguments: [Device.iPhone15Pro, .iPhone15ProMax])
    func theSwitchKeepsItsWidth(_ device: Device) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "Sw2-Sg-0aA", on: device)
        let label = try #require(LayerFrames.frame("Sw2-Lb-001", in: r, at: 0))
        let toggle = try #require(LayerFrames.frame("Sw2-Sw-001", in: r, at: 0))
        #expect(toggle.width == 51, "\(toggle)")
        #expect(label.width > 278 && abs(toggle.minX - label.maxX - 8) < 0.01, "\(label) \(toggle)")
    }

    /// UIKit lays a Basic cell's `textLabel` out to the content view's trailing margin; a switch
    /// pinned to it follows it there, not to where the label was on the canvas.
    @Test("a switch pinned to a Basic cell's textLabel ends at the row's trailing margin", arguments: [Device.iPhone15Pro, .iPhone15ProMax])
    func theSwitchFollowsTheTextLabel(_ device: Device) throws {
        let r = try LayerFrames.record(Self.storyboard, segue: "Sw2-Sg-0aA", on: device)
        let label = try #require(LayerFrames.frame("Sw2-Lb-002", in: r, at: 0))
        let toggle = try #require(LayerFrames.frame("Sw2-Sw-002", in: r, at: 0))
        // Interface Builder's own 16 pt margin (UIKit's is 20 on the widest phones).
        #expect(label.maxX >= device.size.width - 20 - 0.01 && label.maxX <= device.size.width - 16 + 0.01, "\(label)")
        #expect(abs(toggle.maxX - label.maxX) < 0.01 && toggle.width == 51, "\(label) \(toggle)")
        #expect(abs(toggle.midY - label.midY) < 0.01, "\(label) \(toggle)")
    }
}
