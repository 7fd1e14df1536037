import Testing
@testable import SegueKit
@testable import SegueScreens

/// Matched views fly between their frames (SPEC.md §7).
@MainActor
struct MatchedViewsTests {
    func screens(translucent: Bool = false) -> (ViewController, ViewController, View, View) {
        let device = Device.iPhoneSE
        let a = ViewController(), b = ViewController()
        let small = View(frame: Rect(x: 20, y: 100, width: 40, height: 40))
        let large = View(frame: Rect(x: 200, y: 400, width: 120, height: 80))
        small.matchIdentifier = "hero"
        large.matchIdentifier = "hero"
        small.backgroundColor = .systemRed
        large.backgroundColor = translucent ? Color.systemRed.withAlpha(0.5) : .systemRed
        a.makeView = { _ in let v = View(frame: device.bounds); v.addSubview(small); return v }
        b.makeView = { _ in let v = View(frame: device.bounds); v.addSubview(large); return v }
        return (a, b, small, large)
    }

    func record(_ a: ViewController, _ b: ViewController) -> Recording {
        var s = Scenario(name: "m", style: .coverVertical, isForward: true, device: .iPhoneSE)
        s.flow = .animator(name: "m", make: { _ in MatchedViewsTransition(base: FadeTransition(duration: 0.3)) })
        return ScenarioRecorder.record(s, source: a, destination: b, embedInNavigation: false, showsStatusBar: false)
    }

    func flyer(_ rec: Recording, _ t: Double) -> LayerProperties? {
        let s = rec.scene(at: t)
        return s.layers.firstIndex { $0.identifier == "matched:hero" }.map { s.layers[$0].tracks.sample(at: t, base: s.layers[$0].properties) }
    }

    @Test func theMatchedViewFliesFromItsFrameToTheOtherAndTheOriginalsHide() throws {
        let (a, b, small, large) = screens()
        let rec = record(a, b)
        let distance = Point(x: 40, y: 120).distance(to: Point(x: 260, y: 440))
        let expected = 0.208 + min(distance, 500) / 3000
        #expect(abs(rec.duration - max(0.3, expected)) < 1e-9)
        let start = try #require(flyer(rec, 0))
        #expect(start.center == Point(x: 40, y: 120) && start.bounds.size == Size(width: 40, height: 40))
        let end = try #require(flyer(rec, expected * 0.999))
        #expect(abs(end.center.x - 260) < 0.5 && abs(end.transform.r1.x - 3) < 0.01 && abs(end.transform.r2.y - 2) < 0.01)
        // Both originals are hidden while it flies, and shown again at the end.
        let mid = rec.scene(at: 0.1)
        #expect(mid.layers.filter { $0.isHidden }.count >= 2)
        #expect(!small.isHidden && !large.isHidden)
    }

    @Test func translucentPairsCrossFade() throws {
        let (a, b, _, _) = screens(translucent: true)
        let rec = record(a, b)
        let s = rec.scene(at: 0.05)
        // The flyer and the incoming copy both exist; the flyer fades out.
        let copies = s.layers.filter { $0.properties.backgroundColor.red > 0.9 && $0.parent >= 0 }
        #expect(copies.count >= 3)
        let f = try #require(flyer(rec, 0.2))
        #expect(f.alpha < 1)
    }

    @Test func defaultDurationCapsTheDistance() {
        #expect(abs(MatchedViewsTransition.defaultDuration(distance: 300) - (0.208 + 0.1)) < 1e-12)
        #expect(abs(MatchedViewsTransition.defaultDuration(distance: 5000) - (0.208 + 500.0 / 3000)) < 1e-12)
    }
}
