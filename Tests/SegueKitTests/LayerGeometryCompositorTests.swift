import Foundation
import Testing
@testable import SegueKit

/// Anchor points, z positions and sublayer transforms through the compositor, against Core
/// Animation's geometry worked out by hand.
@MainActor
struct LayerGeometryCompositorTests {
    func operations(_ root: View, at t: Double = 0, _ perform: @MainActor () -> Void = {}) -> [DisplayOperation] {
        Compositor.displayList(Recording.record(root: root, perform), at: t).operations
    }

    func layers(_ ops: [DisplayOperation]) -> [LayerItem] {
        ops.compactMap { if case .layer(let l) = $0 { l } else { nil } }
    }

    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool { a.distance(to: b) <= tolerance }

    @Test func anchorPointHangsTheBoundsFromThePosition() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let v = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        v.anchorPoint = Point(x: 0, y: 0)
        // The position (center) stays; the frame moves so that its top-left corner is there.
        #expect(v.center == Point(x: 60, y: 35))
        #expect(v.frame == Rect(x: 60, y: 35, width: 100, height: 50))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        root.addSubview(v)
        let item = layers(operations(root))[1]
        // Turned about its top-left corner: that corner stays, the top-right one swings below it.
        #expect(close(item.transform.apply(Point(x: 0, y: 0)), Point(x: 60, y: 35)))
        #expect(close(item.transform.apply(Point(x: 100, y: 0)), Point(x: 60, y: 135)))
        #expect(close(v.convertToRoot(Point(x: 100, y: 0)), Point(x: 60, y: 135)))
        v.transform = .identity
        v.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.center == Point(x: 0, y: 0))
    }

    @Test func zPositionOrdersSiblingsStably() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let widths = [1.0, 2, 3, 4]
        let views = widths.map { View(frame: Rect(x: 0, y: 0, width: $0, height: 1)) }
        for v in views { root.addSubview(v) }
        views[1].zPosition = 1
        views[3].zPosition = -1
        // Lower z first, equal z in the order of subviews.
        #expect(layers(operations(root)).dropFirst().map(\.bounds.width) == [4, 1, 3, 2])
    }

    @Test func animatedZPositionReordersAtTheCrossing() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 1, height: 1)), b = View(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        root.addSubview(a)
        root.addSubview(b)
        b.zPosition = 1
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 1, curve: .linear) { a.zPosition = 2 }  // passes b's at t = ½
        }
        func order(_ t: Double) -> [Double] { layers(Compositor.displayList(rec, at: t).operations).dropFirst().map(\.bounds.width) }
        #expect(order(0.25) == [1, 2])
        #expect(order(0.75) == [2, 1])
    }

    @Test func sublayerTransformActsOnSubviewsAboutTheAnchor() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(frame: root.bounds)
        parent.sublayerTransform = Transform3D(scaleX: 2, y: 2)
        let child = View(frame: Rect(x: 50, y: 50, width: 10, height: 10))
        parent.addSubview(child)
        root.addSubview(parent)
        let items = layers(operations(root))
        // The parent itself is not scaled; its subview doubles its distance from the centre (50, 50).
        #expect(items[1].transform == .identity)
        #expect(close(items[2].transform.apply(Point(x: 0, y: 0)), Point(x: 50, y: 50)))
        #expect(close(items[2].transform.apply(Point(x: 10, y: 10)), Point(x: 70, y: 70)))
        #expect(close(child.convertToRoot(Point(x: 10, y: 10)), Point(x: 70, y: 70)))
    }

    /// A child turned 45° about y under a parent whose sublayer transform has m34 = −1/500, the
    /// child's centre on the parent's anchor: a point u points right of the child's centre lies at
    /// depth z = −u·sin θ, so w = 1 − z/500 and it lands at 200 + u·cos θ / w, 200 + v / w.
    func expectedPerspective(u: Double, v: Double) -> Point {
        let theta = Double.pi / 4
        let w = 1 + u * sin(theta) / 500
        return Point(x: 200 + u * cos(theta) / w, y: 200 + v / w)
    }

    @Test func sublayerPerspectiveTurnsAChildsRotationIntoAWarp() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: root.bounds)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        let child = View(frame: Rect(x: 100, y: 150, width: 200, height: 100))
        child.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        parent.addSubview(child)
        root.addSubview(parent)
        let ops = operations(root)
        guard case .warp(let warp) = ops.last, case .perspective(let m) = warp.kind else { Issue.record("expected a warp: \(ops)"); return }
        for (x, y) in [(0.0, 0.0), (200, 0), (0, 100), (200, 100)] {
            #expect(close(m.project(Point(x: x, y: y)), expectedPerspective(u: x - 100, v: y - 50), 1e-9))
        }
        // The near (left) edge is taller than the far one.
        #expect(expectedPerspective(u: -100, v: 50).y - expectedPerspective(u: -100, v: -50).y > 110)

        // Without the sublayer perspective the same rotation is flat: an affine layer, narrowed.
        parent.sublayerTransform = .identity
        let flat = layers(operations(root)).last!
        #expect(close(flat.transform.apply(Point(x: 0, y: 0)), Point(x: 200 - 100 * cos(Double.pi / 4), y: 150)))
    }

    @Test func zPositionUnderPerspectiveComesNearer() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: root.bounds)
        parent.sublayerTransform.m34 = -1.0 / 500
        let child = View(frame: Rect(x: 150, y: 150, width: 100, height: 100))
        child.zPosition = 100
        parent.addSubview(child)
        root.addSubview(parent)
        guard case .warp(let warp) = operations(root).last, case .perspective(let m) = warp.kind else { Issue.record("expected a warp"); return }
        // w = 1 − 100/500 = 0.8: 1.25 times as large about the anchor (200, 200).
        #expect(close(m.project(Point(x: 0, y: 0)), Point(x: 200 - 50 / 0.8, y: 200 - 50 / 0.8), 1e-9))
    }

    @Test func aRotatedParentDoesNotSeeItsChildsDepth() {
        // Core Animation flattens each layer into its parent's plane: a child turned about y,
        // inside a parent turned about y, is a flat picture turned twice, not a 3D turn of 90°.
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(frame: root.bounds), child = View(frame: root.bounds)
        parent.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        child.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        parent.addSubview(child)
        root.addSubview(parent)
        let item = layers(operations(root)).last!
        // x narrows by cos 45° twice: half as wide, about the centre.
        #expect(close(item.transform.apply(Point(x: 0, y: 0)), Point(x: 25, y: 0)))
    }

    @Test func snapshotKeepsLayerGeometryAndShape() {
        let shape = ShapeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        shape.path = Path(rect: shape.bounds)
        shape.anchorPoint = Point(x: 0, y: 1)
        shape.zPosition = 3
        let copy = shape.snapshotView()
        #expect(copy.properties == shape.properties)
    }
}
