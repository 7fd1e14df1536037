import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A view with no size of its own (a container view) between constraints takes what they leave
/// it, whatever height Interface Builder stored: in Fixtures/StaleHeights.storyboard the
/// Generator scene was laid out without a navigation bar, a label 35 pt under the safe area and
/// a container 35 pt under the label down to the safe area's bottom. Pushed under the bar, the
/// label keeps its own height and the container is 44 pt shorter, as Auto Layout lays it out.
@MainActor
struct StaleHeightTests {
    @Test("a container gives up its stored height to the label above it",
          arguments: [Device.iPhone15Pro, .iPhone15ProMax, .iPhoneSE])
    func theContainerShrinks(_ device: Device) throws {
        let r = try LayerFrames.record(Paths.own("StaleHeights.storyboard"), segue: "Sth-Sg-0bB", on: device)
        let label = try #require(LayerFrames.frame("Sth-Lb-001", in: r))
        let container = try #require(LayerFrames.frame("Sth-Cv-001", in: r))
        let top = device.safeArea.top + 44
        #expect(abs(label.minY - (top + 35)) < 0.01, "\(label)")
        #expect(abs(label.height - 20.33) < 0.01, "\(label)")
        #expect(abs(container.minY - (label.maxY + 35)) < 0.01, "\(label) \(container)")
        #expect(abs(container.maxY - (device.size.height - device.safeArea.bottom)) < 0.01, "\(container)")
    }

    @Test("the table in the container is not inset for the bar above the container")
    func theEmbeddedTableStartsAtItsTop() throws {
        let r = try LayerFrames.record(Paths.own("StaleHeights.storyboard"), segue: "Sth-Sg-0bB", on: nil)
        let container = try #require(LayerFrames.frame("Sth-Cv-001", in: r))
        let cell = try #require(LayerFrames.frame("Sth-Ce-001", in: r))
        #expect(abs(cell.minY - container.minY - 55.33) < 1, "\(container) \(cell)")
    }
}
