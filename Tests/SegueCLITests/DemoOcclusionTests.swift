import Foundation
import SegueDemo
import SegueKit
import SegueScreens
import Testing
@testable import SegueRender

/// What the rasterizer leaves undrawn because later opaque layers hide it, and the fade it writes
/// in one pass (SegueRender's `Rasterizer+Occlusion.swift`, `Rasterizer+Fade.swift`), on the
/// demo's own screens at 3x: text, shapes, gradients, shadows, rounded corners, sheets, popovers,
/// custom segues. Every frame must be the bytes of drawing everything.
@MainActor
struct DemoOcclusionTests {
    @Test("every demo transition at 3x: the same bytes culled and fused as drawn in full")
    func demoAt3x() throws {
        var culledSomewhere = false, boundedSomewhere = false
        for d in DemoScenario.all(device: .iPhone15Pro) {
            let rec = d.recorded().recording
            for f in [0.25, 0.5, 0.8] {
                let list = Compositor.displayList(rec, at: f * rec.duration)
                let fast = Rasterizer(scale: 3)
                var full = Rasterizer(scale: 3)
                full.cullsHiddenPixels = false
                full.fusesFades = false
                full.boundsGroups = false
                let same = try fast.render(list) == full.render(list)
                #expect(same, "\(d.name) at \(f) of its duration")
                let pixels = fast.pixelSize(of: list.size)
                if fast.visibility(of: list.operations, pixels: pixels).visible.contains(where: { $0 != nil }) { culledSomewhere = true }
                if list.operations.indices.contains(where: { fast.groupBounds(list.operations, opening: $0, pixels: pixels) != nil }) { boundedSomewhere = true }
            }
        }
        #expect(culledSomewhere)
        #expect(boundedSomewhere, "some group is drawn on a surface of its own size")
    }
}
