import Foundation
import Testing
@testable import SegueKit

/// Lengths, partial strokes (`strokeStart`/`strokeEnd`) and path animation.
struct PathAnimationTests {
    let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))

    @Test func lengthsAsDrawn() {
        #expect(square.length == 400)  // the closing line counts
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(abs(circle.length - 2 * .pi * 10) < 2 * .pi * 10 * 1e-3)
        var open = Path()
        open.move(to: .zero)
        open.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 0))  // a straight quadratic
        #expect(abs(open.length - 10) < 1e-9)
    }

    @Test func trimmingASquareKeepsTheSidesItReaches() {
        #expect(square.trimmed(from: 0, to: 1) == square)
        #expect(square.trimmed(from: 0.6, to: 0.6).isEmpty)
        #expect(square.trimmed(from: 0, to: 0.5).elements == [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 0)),
                                                              .line(to: Point(x: 100, y: 100))])
        #expect(square.trimmed(from: 0.125, to: 0.375).elements == [.move(to: Point(x: 50, y: 0)), .line(to: Point(x: 100, y: 0)),
                                                                    .line(to: Point(x: 100, y: 50))])
        // The closing side is a plain line when the stroke is cut: no join back at the start.
        #expect(square.trimmed(from: 0.75, to: 1).elements == [.move(to: Point(x: 0, y: 100)), .line(to: Point(x: 0, y: 0))])
    }

    @Test func trimmingCountsEverySubpath() {
        var two = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        two.addPath(Path(rect: Rect(x: 100, y: 0, width: 10, height: 10)))
        // Half of 80 is the whole first square, still closed.
        #expect(two.trimmed(from: 0, to: 0.5) == Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(two.trimmed(from: 0.5, to: 0.625).elements == [.move(to: Point(x: 100, y: 0)), .line(to: Point(x: 110, y: 0))])
    }

    @Test func halfACircleEndsOppositeItsStart() {
        let r = 30.0
        let half = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)).trimmed(from: 0, to: 0.5)
        #expect(half.currentPoint!.distance(to: Point(x: -r, y: 0)) < r * 1e-3)
        let quarter = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)).trimmed(from: 0.125, to: 0.25)
        // From 45° (clockwise on screen, so below the axis) to the bottom.
        let start = Point(x: r * cos(Double.pi / 4), y: r * sin(Double.pi / 4))
        guard case .move(let p) = quarter.elements.first else { Issue.record("expected a move"); return }
        #expect(p.distance(to: start) < r * 1e-3)
        #expect(quarter.currentPoint!.distance(to: Point(x: 0, y: r)) < r * 1e-3)
    }

    @Test func circlesOfTheSameShapeBlendIntoCircles() {
        let small = Path(ellipseIn: Rect(x: 40, y: 40, width: 20, height: 20))
        let large = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let mid = small.interpolated(to: large, progress: 0.5)
        // Every point, control points included, where the circle of radius 30 has it.
        let expected = Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60))
        #expect(mid.hasSameStructure(as: expected))
        #expect(zip(mid.allPoints, expected.allPoints).allSatisfy { $0.distance(to: $1) < 1e-9 })
        // A spring's overshoot extrapolates: radius 10 + 1.25 × 40 = 60.
        let over = small.interpolated(to: large, progress: 1.25)
        #expect(over.elements.first == .move(to: Point(x: 110, y: 50)))
    }

    @Test func differentShapesSnapHalfWay() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(!square.hasSameStructure(as: circle))
        #expect(square.interpolated(to: circle, progress: 0.49) == square)
        #expect(square.interpolated(to: circle, progress: 0.5) == circle)
        #expect(Path().interpolated(to: circle, progress: 0.7) == circle)
    }
}
