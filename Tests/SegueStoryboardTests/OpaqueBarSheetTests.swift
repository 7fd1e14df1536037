import SegueKit
import Testing

@testable import SegueStoryboard

/// A root view under an opaque navigation bar (Fixtures/OpaqueBarSheet.storyboard, Xcode 15,
/// stored at y = 103 below its canvas's bars) starts at the bottom of the bar it is shown under:
/// a sheet's 56 pt bar, or the bars of a screen with a 20 pt status bar. It was kept at the
/// stored 103, with a band of the navigation controller's background above it.
@MainActor
struct OpaqueBarSheetTests {
    static let path = Paths.own("OpaqueBarSheet.storyboard")

    @Test(arguments: [("OBS-sg-001", Device?.none), ("OBS-sg-001", Device.iPhoneSE), ("OBS-sg-002", Device.iPhoneSE), ("OBS-sg-002", nil)])
    func theContentStartsAtTheBarsBottom(_ segue: String, _ device: Device?) throws {
        let r = try LayerFrames.record(Self.path, segue: segue, on: device)
        let bar = try #require(LayerFrames.frame("navigationBar", in: r))
        let content = try #require(LayerFrames.frame("OBS-vw-002", in: r))
        #expect(abs(content.minY - bar.maxY) < 0.5, "content \(content), bar \(bar)")
        let field = try #require(LayerFrames.frame("OBS-tf-001", in: r))
        #expect(abs(field.minY - (bar.maxY + 20)) < 0.5, "\(field)")
    }
}
