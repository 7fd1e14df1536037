import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// Masks, anchor points, z order and sublayer perspective drawn by Cairo and the warp kernel,
/// checked at pixels whose colour follows from the geometry.
@MainActor
struct MaskRasterTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    func render(_ root: View, scale: Double = 1, at t: Double = 0, _ perform: @MainActor () -> Void = {}) throws -> PixelBuffer {
        try Rasterizer(scale: scale).render(Compositor.displayList(Recording.record(root: root, background: .black, perform), at: t))
    }

    /// (r, g, b, a) of a pixel, premultiplied.
    func rgba(_ b: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.z), Int(p.y), Int(p.x), Int(p.w)]
    }

    func circle(_ r: Double) -> Path { Path(ellipseIn: Rect(x: 50 - r, y: 50 - r, width: 2 * r, height: 2 * r)) }

    /// A red 100 × 100 view with a green square in its top-left corner and one in its middle,
    /// masked by `mask`.
    func maskedScene(_ mask: View) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let owner = View(frame: root.bounds)
        owner.backgroundColor = Self.red
        for frame in [Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 45, y: 45, width: 10, height: 10)] {
            let square = View(frame: frame)
            square.backgroundColor = Color(red: 0, green: 1, blue: 0)
            owner.addSubview(square)
        }
        owner.mask = mask
        root.addSubview(owner)
        return root
    }

    @Test(arguments: [1.0, 3.0])
    func circleMaskShowsTheOwnerAndItsSubviewsOnlyInside(scale: Double) throws {
        let mask = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        mask.path = circle(30)
        let b = try render(maskedScene(mask), scale: scale)
        let s = Int(scale)
        #expect(rgba(b, 50 * s, 50 * s) == [0, 255, 0, 255])  // the middle square, inside the circle
        #expect(rgba(b, 30 * s, 50 * s) == [255, 0, 0, 255])  // the owner, inside
        #expect(rgba(b, 10 * s, 10 * s) == [0, 0, 0, 255])    // the corner square, outside: masked out
        #expect(rgba(b, 50 * s, 15 * s) == [0, 0, 0, 255])    // the owner, outside
    }

    @Test func translucentMaskShowsTheOwnerPartly() throws {
        let mask = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        mask.path = circle(30)
        mask.alpha = 0.5
        let b = try render(maskedScene(mask))
        // Half the red over black; a byte of rounding between the mask and the composite.
        #expect(abs(rgba(b, 30, 50)[0] - 128) <= 1)
        #expect(rgba(b, 50, 15) == [0, 0, 0, 255])
    }

    @Test func roundedViewAsAMask() throws {
        let mask = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        mask.backgroundColor = .white
        mask.cornerRadius = 20
        let b = try render(maskedScene(mask))
        #expect(rgba(b, 50, 11) == [255, 0, 0, 255])
        #expect(rgba(b, 11, 11) == [0, 0, 0, 255])  // cut away by the corner's arc (30, 30) radius 20
        #expect(rgba(b, 5, 50) == [0, 0, 0, 255])   // outside the mask's frame
    }

    @Test func circularRevealGrowsTheMask() throws {
        let mask = ShapeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        mask.path = circle(10)
        let root = maskedScene(mask)
        let reveal: @MainActor () -> Void = { View.animate(withDuration: 1, curve: .linear) { mask.path = self.circle(50) } }
        let rec = Recording.record(root: root, background: .black, reveal)
        let rasterizer = Rasterizer(scale: 1)
        func frame(_ t: Double) throws -> PixelBuffer { try rasterizer.render(Compositor.displayList(rec, at: t)) }
        // 25 points right of the centre: outside radius 10 and 20 (t = 0, ¼), inside 30 (t = ½).
        #expect(try [0, 0.25, 0.5, 1].map { rgba(try frame($0), 75, 50) } == [[0, 0, 0, 255], [0, 0, 0, 255], [255, 0, 0, 255], [255, 0, 0, 255]])
        // The same instant drawn twice, by two rasterizers, is the same bytes.
        #expect(try frame(0.37) == (try Rasterizer(scale: 1).render(Compositor.displayList(rec, at: 0.37))))
    }

    @Test func anchorPointAndZPositionDrawWhereTheModelSays() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 30, height: 30)), b = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        a.backgroundColor = Self.red
        b.backgroundColor = Color(red: 0, green: 0, blue: 1)
        a.anchorPoint = .zero
        a.center = Point(x: 20, y: 20)  // its top-left corner at (20, 20)
        b.center = Point(x: 50, y: 50)  // 35…65
        a.zPosition = 1                 // drawn over b although added first
        root.addSubview(a)
        root.addSubview(b)
        let img = try render(root)
        #expect(rgba(img, 20, 20) == [255, 0, 0, 255] && rgba(img, 19, 20) == [0, 0, 0, 255])
        #expect(rgba(img, 40, 40) == [255, 0, 0, 255])  // the overlap: a is in front
        #expect(rgba(img, 60, 60) == [0, 0, 255, 255])
    }

    @Test func sublayerPerspectiveDrawsTheNearEdgeTaller() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: root.bounds)
        parent.sublayerTransform.m34 = -1.0 / 500
        let card = View(frame: Rect(x: 100, y: 150, width: 200, height: 100))
        card.backgroundColor = .white
        card.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        parent.addSubview(card)
        root.addSubview(parent)
        let b = try render(root)
        // By hand (LayerGeometryCompositorTests): corners at (117.6, 141.8), (262.0, 156.2),
        // (262.0, 243.8), (117.6, 258.2). Columns near each edge, inside and outside.
        #expect(rgba(b, 125, 145)[0] == 255 && rgba(b, 125, 139)[0] == 0)
        #expect(rgba(b, 255, 160)[0] == 255 && rgba(b, 255, 150)[0] == 0)
        #expect(rgba(b, 200, 200)[0] == 255 && rgba(b, 266, 200)[0] == 0 && rgba(b, 112, 200)[0] == 0)
        // Drawn flat (no sublayer transform), the card would cover (255, 150): 150…250 tall everywhere.
        parent.sublayerTransform = .identity
        #expect(rgba(try render(root), 255, 150)[0] == 255)
    }
}
