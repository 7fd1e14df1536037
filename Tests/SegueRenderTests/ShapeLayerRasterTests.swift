import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// Shape layers drawn by Cairo, checked against pixels computed from the geometry: a circle's
/// coverage, a stroke's half width, which sides a partial stroke reaches, fill rules and dashes.
@MainActor
struct ShapeLayerRasterTests {
    func render(_ root: View, scale: Double = 1, at t: Double = 0, _ perform: @MainActor () -> Void = {}) throws -> PixelBuffer {
        let rec = Recording.record(root: root, background: .black, perform)
        return try Rasterizer(scale: scale).render(Compositor.displayList(rec, at: t))
    }

    /// The red level of a pixel (premultiplied; white over black makes it the coverage).
    func red(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Int { Int(b.pixel(x: x, y: y).z) }

    func scene(_ configure: (ShapeView) -> Void) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let shape = ShapeView(frame: root.bounds)
        configure(shape)
        root.addSubview(shape)
        return root
    }

    @Test func filledCircleCoversWhatTheCircleCovers() throws {
        let b = try render(scene { $0.path = Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80)); $0.fillColor = .white })
        // Each pixel's share of the disc of radius 40 about (50, 50), from 16 × 16 samples.
        var worst = 0, total = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { (Double(x) + $0.0 - 50, Double(y) + $0.1 - 50) }
                let distances = corners.map { ($0.0 * $0.0 + $0.1 * $0.1).squareRoot() }
                let got = red(b, x, y)
                if distances.allSatisfy({ $0 < 39.75 }) { #expect(got == 255, "inside at \(x), \(y)") }
                // Outside: the nearest point of the pixel further than the radius.
                let nx = min(max(50, Double(x)), Double(x + 1)) - 50, ny = min(max(50, Double(y)), Double(y + 1)) - 50
                if (nx * nx + ny * ny).squareRoot() > 40.25 { #expect(got == 0, "outside at \(x), \(y)") }
                var inside = 0
                for i in 0..<16 {
                    for j in 0..<16 {
                        let dx = Double(x) + (Double(i) + 0.5) / 16 - 50, dy = Double(y) + (Double(j) + 0.5) / 16 - 50
                        if dx * dx + dy * dy < 1600 { inside += 1 }
                    }
                }
                worst = max(worst, abs(got - Int((Double(inside) / 256 * 255).rounded())))
                total += got
            }
        }
        // Cairo draws a curve as chords within 0.1 device pixel of it (its default tolerance), so
        // an edge pixel may lose up to a tenth of its area (26 levels) to the chords; 16 × 16
        // samples add about 1/32 of a pixel's area at an edge.
        #expect(worst <= 26)
        // Over the whole disc those losses are small: π·40² pixels within 0.5 %.
        let area = Double(total) / 255
        #expect(abs(area - .pi * 1600) < .pi * 1600 * 0.005, "area \(area)")
    }

    @Test(arguments: [1.0, 3.0])
    func strokeReachesHalfItsWidthEachSide(scale: Double) throws {
        func line(_ cap: LineCap) throws -> PixelBuffer {
            try render(scene { s in
                var p = Path()
                p.move(to: Point(x: 20, y: 50))
                p.addLine(to: Point(x: 80, y: 50))
                s.path = p
                s.fillColor = nil
                s.strokeColor = .white
                s.lineWidth = 10
                s.lineCap = cap
            }, scale: scale)
        }
        let s = Int(scale)
        let butt = try line(.butt)
        // Rows 45..<55 points, columns 20..<80: on; one device pixel beyond each edge: off.
        #expect(red(butt, 50 * s, 45 * s) == 255 && red(butt, 50 * s, 55 * s - 1) == 255)
        #expect(red(butt, 50 * s, 45 * s - 1) == 0 && red(butt, 50 * s, 55 * s) == 0)
        #expect(red(butt, 20 * s, 50 * s) == 255 && red(butt, 20 * s - 1, 50 * s) == 0)
        // A square cap reaches half the width beyond the end; a round one is a half disc there.
        let square = try line(.square)
        #expect(red(square, 15 * s, 45 * s) == 255 && red(square, 15 * s - 1, 50 * s) == 0)
        let round = try line(.round)
        #expect(red(round, 16 * s, 50 * s) == 255 && red(round, 15 * s, 45 * s) == 0)
    }

    @Test func strokeEndOfHalfARectangleDrawsItsFirstTwoSides() throws {
        func rect(from start: Double, to end: Double) throws -> PixelBuffer {
            try render(scene { s in
                s.path = Path(rect: Rect(x: 10, y: 10, width: 80, height: 80))
                s.fillColor = nil
                s.strokeColor = .white
                s.lineWidth = 4
                s.strokeStart = start
                s.strokeEnd = end
            })
        }
        // The perimeter is 320: half of it is the top side (80) and the right side (80).
        let head = try rect(from: 0, to: 0.5)
        #expect(red(head, 50, 10) == 255 && red(head, 90, 50) == 255)
        #expect(red(head, 50, 89) == 0 && red(head, 10, 50) == 0)
        #expect(red(head, 91, 8) == 255)  // the miter join at the top-right corner
        #expect(red(head, 90, 90) == 0)   // a butt end at the bottom-right corner: nothing below y = 90
        let tail = try rect(from: 0.5, to: 1)
        #expect(red(tail, 50, 90) == 255 && red(tail, 10, 50) == 255)
        #expect(red(tail, 50, 10) == 0 && red(tail, 90, 50) == 0)
    }

    @Test func fillRulesAndDashes() throws {
        var rings = Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80))
        rings.addPath(Path(ellipseIn: Rect(x: 30, y: 30, width: 40, height: 40)))
        let nonZero = try render(scene { $0.path = rings; $0.fillColor = .white })
        let evenOdd = try render(scene { $0.path = rings; $0.fillColor = .white; $0.fillRule = .evenOdd })
        #expect(red(nonZero, 50, 50) == 255 && red(evenOdd, 50, 50) == 0)
        #expect(red(nonZero, 50, 15) == 255 && red(evenOdd, 50, 15) == 255)

        func dashed(phase: Double) throws -> PixelBuffer {
            try render(scene { s in
                var p = Path()
                p.move(to: Point(x: 0, y: 50))
                p.addLine(to: Point(x: 100, y: 50))
                s.path = p
                s.strokeColor = .white
                s.lineWidth = 4
                s.lineDashPattern = [10, 10]
                s.lineDashPhase = phase
            })
        }
        let d = try dashed(phase: 0)
        #expect([5, 15, 25, 35].map { red(d, $0, 50) } == [255, 0, 255, 0])
        let shifted = try dashed(phase: 5)
        #expect([2, 10, 20, 30].map { red(shifted, $0, 50) } == [255, 0, 255, 0])
        // A pattern Cairo would refuse draws solid, not an error.
        let solid = try render(scene { s in
            s.path = Path(rect: Rect(x: 10, y: 10, width: 80, height: 80)); s.fillColor = nil; s.strokeColor = .white
            s.lineWidth = 4
            s.lineDashPattern = [0, 0]
        })
        #expect(red(solid, 50, 10) == 255)
    }

    @Test func translucentShapeIsOnePicture() throws {
        // Fill and stroke overlap on the inner half of the stroke: at alpha 0.5 the layer is
        // flattened first, so the overlap shows one level of white (128), not two (191).
        let root = scene { s in
            s.path = Path(rect: Rect(x: 20, y: 20, width: 60, height: 60))
            s.fillColor = .white
            s.strokeColor = .white
            s.lineWidth = 10
            s.alpha = 0.5
        }
        let b = try render(root)
        #expect(abs(red(b, 22, 50) - 128) <= 1 && abs(red(b, 50, 50) - 128) <= 1)
    }

    @Test func nonFiniteShapeIsAnError() throws {
        var p = Path()
        p.move(to: Point(x: .nan, y: 0))
        p.addLine(to: Point(x: 1, y: 1))
        let root = scene { $0.path = p }
        #expect(throws: CairoError.self) { try render(root) }
    }
}
