import Foundation
import Testing
@testable import SegueKit

/// `Path`: UIBezierPath's arcs, ellipses and rectangles in UIKit's y-down space, bounding boxes,
/// lengths, trimming and interpolation. Expected values are worked out by hand from the geometry
/// (circles, the Bézier formula), never read back from the code under test.
struct PathGeometryTests {
    /// Samples every curve of `path` at 33 parameters (ends included).
    func sampledPoints(_ path: Path) -> [Point] {
        var out: [Point] = [], current = Point.zero
        for e in path.elements {
            if case .curve(let p, let c1, let c2) = e {
                for i in 0...32 {
                    let t = Double(i) / 32, u = 1 - t
                    out.append(Point(current.simd * (u * u * u) + c1.simd * (3 * u * u * t) + c2.simd * (3 * u * t * t) + p.simd * (t * t * t)))
                }
            }
            if let p = e.endPoint { current = p }
        }
        return out
    }

    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool { a.distance(to: b) <= tolerance }

    @Test func clockwiseArcFromZeroToPiIsTheBottomHalfOnScreen() {
        // UIBezierPath's documentation: 0 to π clockwise is the bottom half; counter-clockwise the top.
        let c = Point(x: 50, y: 50)
        let bottom = sampledPoints(Path(arcCenter: c, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true))
        let top = sampledPoints(Path(arcCenter: c, radius: 20, startAngle: 0, endAngle: .pi, clockwise: false))
        #expect(bottom.allSatisfy { $0.y >= 50 - 1e-9 } && bottom.contains { close($0, Point(x: 50, y: 70)) })
        #expect(top.allSatisfy { $0.y <= 50 + 1e-9 } && top.contains { close($0, Point(x: 50, y: 30)) })
    }

    @Test func arcPointsLieOnTheCircle() {
        let path = Path(arcCenter: Point(x: 3, y: -7), radius: 40, startAngle: 0.3, endAngle: 5.9, clockwise: true)
        let points = sampledPoints(path)
        #expect(points.count == 4 * 33)  // 5.6 rad: four pieces of under a quarter turn each
        // Core Graphics' cubic approximation stays within 0.03 % of the radius.
        #expect(points.allSatisfy { abs($0.distance(to: Point(x: 3, y: -7)) - 40) < 40 * 3e-4 })
        #expect(close(path.currentPoint!, Point(x: 3 + 40 * cos(5.9), y: -7 + 40 * sin(5.9))))
    }

    @Test func sweepFollowsCoreGraphicsRule() {
        let c = Point.zero
        func curves(_ a0: Double, _ a1: Double, _ cw: Bool) -> Int {
            Path(arcCenter: c, radius: 1, startAngle: a0, endAngle: a1, clockwise: cw).elements.filter { if case .curve = $0 { true } else { false } }.count
        }
        #expect(curves(0, 2 * .pi, true) == 4)   // a whole turn in the direction of travel
        #expect(curves(0, 2 * .pi, false) == 0)  // 2π the other way is 0 modulo 2π: no arc
        #expect(curves(-.pi / 2, 3 * .pi / 2, true) == 4)
        #expect(curves(0, 6 * .pi, true) == 4)   // more than a turn is one turn
        // Clockwise from 0 to −π/2 goes the long way round: three quarters, through the bottom.
        let long = Path(arcCenter: c, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        #expect(curves(0, -.pi / 2, true) == 3)
        #expect(sampledPoints(long).contains { close($0, Point(x: 0, y: 1)) })
        #expect(close(long.currentPoint!, Point(x: 0, y: -1)))
    }

    @Test func arcAfterAPointJoinsItWithALine() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(withCenter: Point(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        guard case .line(let p) = path.elements[1] else { Issue.record("expected a line, got \(path.elements)"); return }
        #expect(close(p, Point(x: 5, y: 0)))
    }

    @Test func ovalStartsAtTheRightAndTurnsClockwiseOnScreen() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.elements.count == 6)  // move, four quarters, close
        #expect(path.elements.first == .move(to: Point(x: 40, y: 10)))
        #expect(path.elements[1].endPoint == Point(x: 20, y: 20))  // down first: clockwise on screen
        #expect(path.elements[5] == .closeSubpath)
        // Every point satisfies the ellipse's equation within the approximation.
        #expect(sampledPoints(path).allSatisfy { p in
            let (u, v) = ((p.x - 20) / 20, (p.y - 10) / 10)
            return abs((u * u + v * v).squareRoot() - 1) < 3e-4
        })
    }

    @Test func rectangleAndRoundedRectangle() {
        let rect = Path(rect: Rect(x: 1, y: 2, width: 10, height: 20))
        #expect(rect.elements == [.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 11, y: 2)), .line(to: Point(x: 11, y: 22)),
                                  .line(to: Point(x: 1, y: 22)), .closeSubpath])
        // A radius over half the shorter side is clamped to it: 10 for a 40 × 20 rectangle.
        let round = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        #expect(round.elements[0] == .move(to: Point(x: 10, y: 0)))
        #expect(round.elements[1] == .line(to: Point(x: 30, y: 0)))
        #expect(round.elements[2].endPoint == Point(x: 40, y: 10))
        // Square and rounded rectangles have the same elements, so they animate into one another.
        let square = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 0)
        #expect(square.hasSameStructure(as: round))
        let corners = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: .top, cornerRadius: 5)
        #expect(corners.elements[5] == .line(to: Point(x: 0, y: 20)))  // the bottom edge runs to the square corner
    }

    @Test func boundingBoxesWithAndWithoutControlPoints() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
        path.addQuadCurve(to: Point(x: 200, y: 0), control: Point(x: 150, y: -100))
        #expect(path.boundingBox == Rect(x: 0, y: -100, width: 200, height: 200))
        // The cubic peaks at t = ½: 3·¼·½·100 + 3·½·¼·100 = 75; the quadratic dips to −50 at t = ½.
        let tight = path.boundingBoxOfPath!
        #expect(abs(tight.maxY - 75) < 1e-9 && abs(tight.minY + 50) < 1e-9 && tight.minX == 0 && tight.maxX == 200)
        #expect(Path().boundingBox == nil && Path().boundingBoxOfPath == nil)
        let circle = Path(ellipseIn: Rect(x: 10, y: 20, width: 30, height: 30)).boundingBoxOfPath!
        #expect(abs(circle.minX - 10) < 1e-9 && abs(circle.maxY - 50) < 1e-9)
    }

    @Test func transformMovesEveryPoint() {
        let path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
            .applying(AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 5, y: 7)))
        #expect(path.boundingBox == Rect(x: 5, y: 7, width: 20, height: 30))
    }

    @Test func currentPointAndLinesWithoutOne() {
        var path = Path()
        path.addLine(to: Point(x: 5, y: 5))  // no current point: ignored, as in Core Graphics
        #expect(path.isEmpty && path.currentPoint == nil)
        path.move(to: Point(x: 1, y: 1))
        path.addLine(to: Point(x: 4, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 1, y: 1))
    }
}
