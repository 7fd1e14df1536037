import Foundation
import Testing
@testable import SegueKit
@testable import SegueScreens

/// The seed's custom segue, in its four variants: on screen the destination always enters from the
/// right when presenting and from the left when dismissing, in both orientations (SPEC.md §7).
@MainActor
struct HorizontalSlideSegueTests {
    func bitmap(_ v: UInt8) -> Bitmap { Bitmap(width: 2, height: 2, premultipliedBGRA: [UInt8](repeating: v, count: 16)) }

    /// The screen-space bounding box of the layer drawing `bitmap`.
    func box(of bitmap: Bitmap, in list: DisplayList) -> Rect? {
        for case .layer(let l) in list.operations {
            guard case .image(let img) = l.content, img.bitmap === bitmap else { continue }
            let b = l.bounds
            let pts = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
                .map(l.transform.apply)
            let xs = pts.map(\.x), ys = pts.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        return nil
    }

    static func easeInOut(_ x: Double) -> Double {
        // Independent: bisection on the Bézier (0.42, 0, 0.58, 1).
        func bez(_ t: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bez(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, 0, 1)
    }

    @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
    func destinationEntersFromTheRightWhenPresentingAndFromTheLeftWhenDismissing(landscape: Bool, present: Bool) throws {
        let device = landscape ? Device.iPhone15Pro.landscape : Device.iPhone15Pro
        var s = Scenario(name: "slide", style: .coverVertical, isForward: present, device: device)
        s.flow = .customSegue("HorizontalSlideSegue")
        let from = bitmap(10), to = bitmap(200)
        let rec = ScenarioRecorder.recordScreens(s, first: from, last: to)
        #expect(abs(rec.duration - 0.3) < 1e-9)
        #expect(rec.size == device.size)
        let w = device.size.width
        for t in [0.0, 0.05, 0.1, 0.15, 0.2, 0.25] {
            let list = Compositor.displayList(rec, at: t)
            let p = Self.easeInOut(t / 0.3)
            let dest = try #require(box(of: to, in: list))
            let src = try #require(box(of: from, in: list))
            let expectedDest = present ? w * (1 - p) : -w * (1 - p)
            #expect(abs(dest.minX - expectedDest) < 1e-3, "t \(t)")  // the solver stops at 1e-7 in x
            #expect(abs(src.minX - (expectedDest - (present ? w : -w))) < 1e-3, "t \(t)")
            #expect(abs(dest.minY) < 1e-6 && abs(dest.width - w) < 1e-6 && abs(dest.height - device.size.height) < 1e-6)
        }
        let end = Compositor.displayList(rec, at: 0.3)
        let final = try #require(box(of: to, in: end))
        #expect(abs(final.minX) < 1e-6 && box(of: from, in: end) == nil)
    }

    @Test func landscapeRunsOnLegacyWindowCoordinates() {
        let w = Window(device: Device.iPhone15Pro.landscape, legacyRotation: true)
        #expect(w.bounds.size == Size(width: 393, height: 852))
        let screen = w.legacyScreen()
        // The window's +y points to the screen's right.
        let p = w.convertToRoot(Point(x: 0, y: 100)), q = w.convertToRoot(Point(x: 0, y: 0))
        #expect(abs((p.x - q.x) - 100) < 1e-9 && abs(p.y - q.y) < 1e-9)
        #expect(screen.bounds.size == Size(width: 852, height: 393))
    }
}
