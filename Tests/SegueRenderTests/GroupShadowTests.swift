import Testing
@testable import SegueKit
@testable import SegueRender

/// A shadow drawn inside a group whose surface does not start at the frame's corner: a group
/// pushed under a clip, or one drawn on a surface the size of what it draws
/// (`Rasterizer+GroupBounds.swift`). Its mask is cropped to where that surface lies.
struct GroupShadowTests {
    func ops(clipped: Bool) -> [DisplayOperation] {
        let shadow = Shadow(color: .black, offset: Size(width: 0, height: 6), radius: 2)
        let layer = DisplayOperation.layer(LayerItem(
            transform: AffineTransform(translationX: 110, y: 110), bounds: Rect(x: 0, y: 0, width: 20, height: 20), opacity: 1,
            backgroundColor: .white, cornerRadius: 0, maskedCorners: .all, borderWidth: 0, borderColor: .clear, shadow: shadow, content: .none))
        let group: [DisplayOperation] = [.beginGroup(opacity: 0.8), layer, .endGroup]
        guard clipped else { return group }
        return [.pushClip(Clip(transform: .identity, rect: Rect(x: 100, y: 100, width: 60, height: 60), cornerRadius: 0, maskedCorners: .all))]
            + group + [.popClip]
    }

    @Test("the shadow shows below its layer, in a group under a clip and in a group of its own size, the same bytes either way",
          arguments: [false, true])
    func shadowShows(clipped: Bool) throws {
        let list = DisplayList(size: Size(width: 200, height: 200), background: .white, operations: ops(clipped: clipped))
        let bounded = try Rasterizer(scale: 1).render(list)
        var plain = Rasterizer(scale: 1)
        plain.boundsGroups = false
        #expect(try plain.render(list) == bounded)
        // Below the layer (rows 110–129), inside the shadow (offset 6 px down), inside the clip.
        let below = bounded.pixel(x: 120, y: 133)
        #expect(below[0] < 200 && below[1] < 200 && below[2] < 200, "the shadow darkens the white under it: \(below)")
        #expect(bounded.pixel(x: 120, y: 120) == SIMD4(255, 255, 255, 255), "the layer itself is white")
        #expect(bounded.pixel(x: 20, y: 20) == SIMD4(255, 255, 255, 255), "nothing far from it")
    }
}
