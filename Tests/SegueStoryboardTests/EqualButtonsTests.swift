import SegueKit
import Testing

@testable import SegueStoryboard

/// Two buttons of equal widths side by side (Fixtures/EqualButtons.storyboard, an iPhone 15 Pro
/// canvas): No 32 pt from the safe area's leading edge, Yes 8 pt after it and 32 pt from the
/// trailing edge, with a scroll view above them. Auto Layout takes the four required constraints
/// together; on another screen the buttons share its width, whatever their titles' widths.
@MainActor
struct EqualButtonsTests {
    @Test("on a narrower and a wider screen the buttons share the room between the margins", arguments: [Device.iPhoneSE, .iPhone15ProMax])
    func buttonsShareTheWidth(_ device: Device) throws {
        let r = try LayerFrames.record(Paths.own("EqualButtons.storyboard"), segue: "EQB-sg-001", on: device)
        let no = try #require(LayerFrames.frame("EQB-bt-001", in: r, at: 0))
        let yes = try #require(LayerFrames.frame("EQB-bt-002", in: r, at: 0))
        let width = (device.size.width - 72) / 2
        #expect(abs(no.minX - 32) < 0.01 && abs(no.width - width) < 0.01, "\(no)")
        #expect(abs(yes.minX - (32 + width + 8)) < 0.01 && abs(yes.width - width) < 0.01, "\(yes)")
        #expect(abs(no.height - 48) < 0.01 && abs(no.minY - yes.minY) < 0.01)
    }
}
