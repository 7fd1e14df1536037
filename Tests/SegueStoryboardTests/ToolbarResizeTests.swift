import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A scene laid out on a 4.7-inch canvas (Fixtures/ToolbarResize.storyboard): a collection view
/// runs from a label down to a toolbar pinned to the safe area's bottom, and neither has a height
/// constraint. On a taller screen Auto Layout keeps the toolbar at its own 44 pt and gives the
/// extra height to the collection view, which has no height of its own.
@MainActor
struct ToolbarResizeTests {
    @Test("on a taller screen the toolbar keeps its height and the collection view grows", arguments: [Device.iPhone15Pro, .iPhoneSE])
    func theToolbarKeepsItsHeight(device: Device) throws {
        let r = try LayerFrames.record(Paths.own("ToolbarResize.storyboard"), segue: "TRG-00-001", on: device)
        let toolbar = try #require(LayerFrames.frame("TRT-00-001", in: r, at: 0))
        let grid = try #require(LayerFrames.frame("TRC-00-001", in: r, at: 0))
        let bottom = device.size.height - device.safeArea.bottom
        #expect(abs(toolbar.height - 44) < 0.5 && abs(toolbar.maxY - bottom) < 0.5, "\(toolbar) on \(device.name)")
        #expect(abs(grid.maxY - toolbar.minY) < 0.5, "\(grid) above \(toolbar)")
    }
}
