import Testing
@testable import SegueKit
@testable import SegueRender

/// The Cairo rasterizer draws what the display list says, where it says, at any scale.
@MainActor
struct RasterizerTests {
    func render(_ root: View, scale: Double = 1, at t: Double = 0, background: Color = .black,
                _ perform: @MainActor () -> Void = {}) throws -> PixelBuffer {
        let rec = Recording.record(root: root, background: background, perform)
        return try Rasterizer(scale: scale).render(Compositor.displayList(rec, at: t))
    }

    /// (r, g, b, a) of a pixel, premultiplied.
    func rgba(_ b: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.z), Int(p.y), Int(p.x), Int(p.w)]
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func filledRectLandsOnItsPixels(scale: Double) throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let v = View(frame: Rect(x: 5, y: 2, width: 10, height: 4))
        v.backgroundColor = Color(red: 1, green: 0, blue: 0)
        root.addSubview(v)
        let b = try render(root, scale: scale)
        #expect(b.width == Int(20 * scale) && b.height == Int(10 * scale))
        let s = Int(scale)
        #expect(rgba(b, 5 * s, 2 * s) == [255, 0, 0, 255])
        #expect(rgba(b, 15 * s - 1, 6 * s - 1) == [255, 0, 0, 255])
        #expect(rgba(b, 5 * s - 1, 2 * s) == [0, 0, 0, 255])
        #expect(rgba(b, 15 * s, 6 * s - 1) == [0, 0, 0, 255])
    }

    @Test func groupOpacityFlattensTheSubtreeFirst() throws {
        // Two overlapping opaque white views inside a half-transparent parent: a group shows
        // one level of white (128), not the double blend that per-view alpha would give (191).
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let parent = View(frame: root.bounds)
        parent.alpha = 0.5
        for _ in 0..<2 {
            let v = View(frame: root.bounds)
            v.backgroundColor = .white
            parent.addSubview(v)
        }
        root.addSubview(parent)
        let b = try render(root)
        #expect(abs(rgba(b, 5, 5)[0] - 128) <= 1)
    }

    @Test func crossDissolveHalfWayShowsAQuarterOfTheOldScreen() throws {
        // SPEC.md §3: a pixel is p·in + (1 − p)²·out over black. Both screens are plain views here.
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let out = View(frame: root.bounds), incoming = View(frame: root.bounds)
        out.backgroundColor = .white
        incoming.backgroundColor = Color(red: 0, green: 0, blue: 1)
        out.alpha = 0.5
        incoming.alpha = 0.5
        root.addSubview(out)
        root.addSubview(incoming)
        let px = rgba(try render(root), 5, 5)
        #expect(abs(px[0] - 64) <= 1 && abs(px[1] - 64) <= 1 && abs(px[2] - (128 + 64)) <= 1)
    }

    @Test func cornerRadiusClipsChildrenAndLeavesCornersEmpty() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let card = View(frame: root.bounds)
        card.cornerRadius = 10
        card.clipsToBounds = true
        let fill = View(frame: root.bounds)
        fill.backgroundColor = .white
        card.addSubview(fill)
        root.addSubview(card)
        let b = try render(root)
        #expect(rgba(b, 0, 0) == [0, 0, 0, 255])
        #expect(rgba(b, 20, 20) == [255, 255, 255, 255])
        #expect(rgba(b, 39, 20) == [255, 255, 255, 255])
    }

    @Test func shadowIsBlurredAndFallsOffWithDistance() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let v = View(frame: Rect(x: 30, y: 30, width: 40, height: 40))
        v.backgroundColor = .white
        v.shadowOpacity = 1
        v.shadowRadius = 4
        v.shadowOffset = Size(width: 0, height: 0)
        root.addSubview(v)
        let b = try render(root)
        let near = rgba(b, 71, 50)[0], mid = rgba(b, 75, 50)[0], far = rgba(b, 84, 50)[0]
        #expect(near < mid && mid < far)
        #expect(far >= 250)
        // At the edge itself a Gaussian shadow is half its strength.
        #expect(abs(rgba(b, 70, 50)[0] - 128) < 20)
    }

    @Test func textIsDrawnInsideItsBoundsOnly() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 40))
        root.backgroundColor = .white
        let label = View(frame: Rect(x: 10, y: 10, width: 100, height: 20))
        label.content = .text(TextContent("Hello", fontSize: 17))
        root.addSubview(label)
        let b = try render(root)
        var inside = 0, outside = 0
        for y in 0..<40 {
            for x in 0..<120 where rgba(b, x, y)[0] < 128 {
                if x >= 10 && x < 110 && y >= 10 && y < 30 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 40)
        #expect(outside == 0)
    }

    @Test func textRendersTheSameBytesTwice() throws {
        let make = { () -> View in
            let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 40))
            let label = View(frame: root.bounds)
            label.content = .text(TextContent("Déterministe", fontSize: 15, weight: .bold, alignment: .center))
            root.addSubview(label)
            return root
        }
        #expect(try render(make(), scale: 3) == render(make(), scale: 3))
    }

    @Test func smallBlursUseATrueGaussian() {
        // A single lit pixel spreads into the kernel itself: symmetric, peaked, summing to ~255.
        var data = [UInt8](repeating: 0, count: 21 * 21)
        data[10 * 21 + 10] = 255
        Blur.gaussian(&data, width: 21, height: 21, stride: 21, sigma: 1)
        // Sampled Gaussian, σ = 1: centre weight (1/√(2π))² ≈ 0.159, so about 40 of 255.
        #expect(abs(Int(data[10 * 21 + 10]) - 41) <= 2)
        #expect(data[10 * 21 + 9] == data[10 * 21 + 11] && data[9 * 21 + 10] == data[11 * 21 + 10])
        #expect(data[10 * 21 + 15] == 0)
    }

    @Test func gaussianBoxRadiiMatchTheSigma() {
        // Three boxes of half-width r have variance Σ((2r+1)² − 1)/12; it must be close to σ².
        for sigma in [3.0, 5.0, 8.0, 20.0] {
            let variance = Blur.boxRadii(sigma: sigma).map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "sigma \(sigma)")
        }
    }
}
