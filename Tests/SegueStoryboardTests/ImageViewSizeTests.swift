import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// An image view with no size constraints takes its image's size (`intrinsicContentSize`), as
/// Interface Builder stored it: in Fixtures/IconRows.storyboard a 48 pt icon pinned to a row's
/// leading margin, and a label pinned 16 pt after it and to the trailing margin. Laid out on a
/// wider phone, the label takes the room; the icon keeps its size.
@MainActor
struct ImageViewSizeTests {
    @Test("an image view keeps its image's size and the label beside it takes the room",
          arguments: [Device.iPhone15Pro, .iPhone15ProMax])
    func theIconKeepsItsSize(_ device: Device) throws {
        let r = try LayerFrames.record(Paths.own("IconRows.storyboard"), segue: "Icr-Sg-0bB", on: device)
        let icon = try #require(LayerFrames.frame("Icr-Iv-001", in: r, at: 0))
        let label = try #require(LayerFrames.frame("Icr-Lb-001", in: r, at: 0))
        #expect(icon.width == 48 && icon.height == 48, "\(icon)")
        #expect(abs(label.minX - (icon.maxX + 16)) < 0.01, "\(icon) \(label)")
    }
}
