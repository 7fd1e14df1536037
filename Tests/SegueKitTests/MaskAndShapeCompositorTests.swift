import Testing
@testable import SegueKit

/// Masks and shape layers in the display list: where the mask's drawing lands, how it nests with
/// groups and clips, and how shape properties and mask tracks animate.
@MainActor
struct MaskAndShapeCompositorTests {
    func circle(_ center: Point, _ r: Double) -> Path { Path(ellipseIn: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)) }

    func shape(of item: LayerItem) -> ShapeLayerProperties? {
        if case .shapeLayer(let s) = item.content { s } else { nil }
    }

    @Test func maskWrapsTheOwnerAndItsSubviewsInsideItsGroup() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let owner = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        owner.alpha = 0.5
        owner.clipsToBounds = true
        owner.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let mask = ShapeView(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        mask.path = Path(ellipseIn: mask.bounds)
        owner.mask = mask
        root.addSubview(owner)
        let ops = Compositor.displayList(Recording.record(root: root) {}, at: 0).operations
        // Opacity applies to the masked result; the clip of the subviews lies inside the mask.
        let kinds = ops.map { op -> String in
            switch op {
            case .layer: "layer"
            case .beginGroup: "group"
            case .endGroup: "/group"
            case .pushClip: "clip"
            case .popClip: "/clip"
            case .pushMask: "mask"
            case .popMask: "/mask"
            case .warp: "warp"
            }
        }
        #expect(kinds == ["layer", "group", "mask", "layer", "clip", "layer", "/clip", "/mask", "/group"])
        guard case .pushMask(let m) = ops[2], case .layer(let item) = m.operations.first else { Issue.record("expected a mask"); return }
        // The mask's frame is in the owner's bounds coordinates: its corner at (50 + 10, 50 + 20).
        #expect(item.transform.apply(Point(x: 0, y: 0)) == Point(x: 60, y: 70))
        #expect(shape(of: item)?.path == Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 40)))
    }

    @Test func hiddenMaskMasksEverythingOut() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let owner = View(frame: root.bounds)
        let mask = View(frame: root.bounds)
        mask.backgroundColor = .white
        mask.isHidden = true
        owner.mask = mask
        root.addSubview(owner)
        let ops = Compositor.displayList(Recording.record(root: root) {}, at: 0).operations
        #expect(ops.contains(.pushMask(LayerMask(operations: []))))
    }

    @Test func circularRevealAnimatesTheMasksPath() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let owner = View(frame: root.bounds)
        let mask = ShapeView(frame: root.bounds)
        let c = Point(x: 100, y: 100)
        mask.path = circle(c, 5)
        owner.mask = mask
        root.addSubview(owner)
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 1, curve: .linear) { mask.path = circle(c, 50) }
        }
        // The mask's track is the recording's only one: it sets the length.
        #expect(rec.duration == 1)
        let ops = Compositor.displayList(rec, at: 0.5).operations
        guard case .pushMask(let m) = ops[1], case .layer(let item) = m.operations[0], let s = shape(of: item) else {
            Issue.record("expected a mask"); return
        }
        // Half way, a circle of radius 27.5: its first point on the right of the centre.
        #expect(s.path.elements.first == .move(to: Point(x: 127.5, y: 100)))
    }

    @Test func freezingASceneFreezesItsMasks() {
        // Reduce Motion's cross-fade draws scenes frozen at an instant: their masks too.
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let owner = View(frame: root.bounds)
        let mask = ShapeView(frame: root.bounds)
        mask.path = circle(Point(x: 50, y: 50), 10)
        owner.mask = mask
        root.addSubview(owner)
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 1, curve: .linear) { mask.path = circle(Point(x: 50, y: 50), 30) }
        }
        let frozen = rec.scene(at: 0).frozen(at: 0.5)
        let frozenMask = frozen.layers[1].mask!.layers[0]
        #expect(frozenMask.tracks == LayerTracks())
        #expect(frozenMask.properties.shape?.path.elements.first == .move(to: Point(x: 70, y: 50)))
    }

    @Test func shapePropertiesAnimateOnTracks() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let ring = ShapeView(frame: root.bounds)
        ring.path = circle(Point(x: 50, y: 50), 40)
        ring.fillColor = nil
        ring.strokeColor = .systemBlue
        ring.strokeEnd = 0
        root.addSubview(ring)
        #expect(ring.fillColor == nil && ring.strokeColor == .systemBlue && ring.lineCap == .butt)
        let rec = Recording.record(root: root) {
            View.animate(withDuration: 1, curve: .linear) {
                ring.strokeEnd = 1
                ring.lineWidth = 9
                ring.fillColor = Color(red: 1, green: 0, blue: 0)
            }
        }
        let at = Compositor.displayList(rec, at: 0.25).operations
        guard case .layer(let item) = at[1], let s = shape(of: item) else { Issue.record("expected the ring"); return }
        #expect(s.strokeEnd == 0.25 && s.lineWidth == 3)
        #expect(s.fillColor == Color(red: 0.25, green: 0, blue: 0, alpha: 0.25))
        #expect(ring.tracks.coreAnimation.strokeEnd.count == 1)
    }

    @Test func viewsWithoutShapesOrMasksDrawAsBefore() {
        // A plain view's item carries its own content, and no mask operations appear.
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let v = View(frame: root.bounds)
        v.content = .gradient(LinearGradient(colors: [.white], start: .zero, end: Point(x: 1, y: 1)))
        root.addSubview(v)
        let ops = Compositor.displayList(Recording.record(root: root) {}, at: 0).operations
        #expect(ops.count == 2)
        guard case .layer(let item) = ops[1] else { Issue.record("expected a layer"); return }
        #expect(item.content == v.content)
    }
}
