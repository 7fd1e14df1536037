import Testing
@testable import SegueKit

@MainActor
struct CompositorTests {
    func layers(_ list: DisplayList) -> [LayerItem] {
        list.operations.compactMap { if case .layer(let l) = $0 { l } else { nil } }
    }

    @Test func nestedFramesComposeIntoCanvasTransforms() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let parent = View(frame: Rect(x: 50, y: 10, width: 100, height: 50))
        let child = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        parent.bounds = Rect(x: 0, y: -20, width: 100, height: 50)  // scrolled: children appear 20 pt lower
        root.addSubview(parent)
        parent.addSubview(child)
        let rec = Recording.record(root: root) {}
        let items = layers(Compositor.displayList(rec, at: 0))
        #expect(items.count == 3)
        let origin = items[2].transform.apply(Point(x: items[2].bounds.minX, y: items[2].bounds.minY))
        #expect(abs(origin.x - 55) < 1e-9 && abs(origin.y - 35) < 1e-9)
    }

    @Test func rotationAboutTheCentre() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View(frame: Rect(x: 40, y: 40, width: 20, height: 10))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        root.addSubview(v)
        let items = layers(Compositor.displayList(Recording.record(root: root) {}, at: 0))
        // The top-left corner (−10, −5 from the centre) turns to (5, −10) from the centre (50, 45).
        let p = items[1].transform.apply(Point(x: 0, y: 0))
        #expect(abs(p.x - 55) < 1e-9 && abs(p.y - 35) < 1e-9)
    }

    @Test func translucentViewWithSubviewsIsAGroup() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let v = View(frame: root.bounds)
        v.alpha = 0.5
        v.addSubview(View(frame: root.bounds))
        let leaf = View(frame: root.bounds)
        leaf.alpha = 0.25
        root.addSubview(v)
        root.addSubview(leaf)
        let ops = Compositor.displayList(Recording.record(root: root) {}, at: 0).operations
        guard case .beginGroup(let o) = ops[1] else { Issue.record("expected a group"); return }
        #expect(o == 0.5)
        guard case .endGroup = ops[4], case .layer(let l) = ops[5] else { Issue.record("unexpected order \(ops)"); return }
        #expect(l.opacity == 0.25)
    }

    @Test func hiddenAndTransparentSubtreesAreSkippedAndClipsNest() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let hidden = View(frame: root.bounds)
        hidden.isHidden = true
        hidden.addSubview(View())
        let clear = View(frame: root.bounds)
        clear.alpha = 0
        let clipper = View(frame: root.bounds)
        clipper.clipsToBounds = true
        clipper.cornerRadius = 3
        clipper.addSubview(View())
        for v in [hidden, clear, clipper] { root.addSubview(v) }
        let ops = Compositor.displayList(Recording.record(root: root) {}, at: 0).operations
        #expect(ops.count == 5)
        guard case .pushClip(let c) = ops[2], case .popClip = ops[4] else { Issue.record("expected a clip"); return }
        #expect(c.cornerRadius == 3)
    }

    @Test func perspectiveBecomesAWarp() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View(frame: root.bounds)
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        v.transform3D = t.rotated(by: 0.5, x: 0, y: 1, z: 0)
        v.addSubview(View(frame: Rect(x: 1, y: 1, width: 5, height: 5)))
        root.addSubview(v)
        let ops = Compositor.displayList(Recording.record(root: root) {}, at: 0).operations
        guard case .warp(let w) = ops[1], case .perspective = w.kind else { Issue.record("expected a warp"); return }
        #expect(w.content.operations.count == 2)
    }
}
