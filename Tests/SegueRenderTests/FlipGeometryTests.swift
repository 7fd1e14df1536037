import Foundation
import SegueKit
import Testing
import SegueRender

/// flipHorizontal: expected positions come from the perspective formula written out here, a point
/// at horizontal offset x from the centre, turned by θ, sits at depth z = x·sin θ and is projected to
/// x·cos θ / (1 − z/d) (SPEC.md §3), with the whole card first scaled about its centre.
@Suite struct FlipGeometryTests {
    typealias F = KernelFixtures
    // A portrait container with about the proportions of a phone and a perspective distance of
    // about 1.3 widths (500 pt against 375 pt on an iPhone SE).
    static let w = 120.0, h = 200.0, d = 160.0
    static let size = (width: w, height: h)

    /// The fit scale derived from its definition: the near edge, at depth s·(w/2)·|sin θ|, is
    /// magnified by 1/(1 − z/d); the card is scaled so that the near edge's projected height,
    /// s·h/(1 − z/d), is exactly the container's height h.
    static func expectedScale(_ theta: Double) -> Double {
        // s·h = h·(1 − s·(w/2)·|sin θ|/d)  ⇒  s·(1 + (w/2)·|sin θ|/d) = 1
        1 / (1 + w / 2 * abs(sin(theta)) / d)
    }

    /// Projected x of the card's original right and left edges.
    static func expectedEdges(_ theta: Double, fit: Bool) -> (right: Double, left: Double) {
        let s = fit ? expectedScale(theta) : 1
        let a = s * w / 2
        let right = w / 2 + a * cos(theta) / (1 - a * sin(theta) / d)
        let left = w / 2 - a * cos(theta) / (1 + a * sin(theta) / d)
        return (right, left)
    }

    static func degrees(_ v: Double) -> Double { v * .pi / 180 }

    // MARK: geometry

    @Test(arguments: [45.0, 90, 135])
    func centreLineStaysAtTheCentre(_ deg: Double) {
        // Tolerance 1e-9 px.
        for fit in [true, false] {
            let t = FlipGeometry.transform(angle: Self.degrees(deg), size: Self.size, perspectiveDistance: Self.d, fitInside: fit)
            for y in stride(from: 0.0, through: Self.h, by: 25) {
                #expect(abs(t.project(Point(x: Self.w / 2, y: y)).x - Self.w / 2) < 1e-9)
            }
        }
    }

    @Test(arguments: [45.0, 90, 135])
    func edgesLandWhereThePerspectiveFormulaPutsThem(_ deg: Double) {
        // Tolerance 1e-9 px against the formula.
        let theta = Self.degrees(deg)
        for fit in [true, false] {
            let t = FlipGeometry.transform(angle: theta, size: Self.size, perspectiveDistance: Self.d, fitInside: fit)
            let e = Self.expectedEdges(theta, fit: fit)
            #expect(abs(t.project(Point(x: Self.w, y: Self.h / 2)).x - e.right) < 1e-9)
            #expect(abs(t.project(Point(x: 0, y: Self.h / 2)).x - e.left) < 1e-9)
        }
    }

    @Test func presentingBringsTheRightEdgeTowardTheViewer() {
        // At 45° the right edge is nearer, so it is projected taller than the left edge, and
        // the turn moves it to the left as the angle grows (right-to-left).
        let t = FlipGeometry.transform(angle: .pi / 4, size: Self.size, perspectiveDistance: Self.d, fitInside: false)
        let rightHeight = t.project(Point(x: Self.w, y: Self.h)).y - t.project(Point(x: Self.w, y: 0)).y
        let leftHeight = t.project(Point(x: 0, y: Self.h)).y - t.project(Point(x: 0, y: 0)).y
        #expect(rightHeight > Self.h && leftHeight < Self.h)
        var last = Double.infinity
        for p in stride(from: 0.0, through: 1, by: 0.1) {
            let angle = FlipGeometry.angle(progress: p, presenting: true)
            let x = FlipGeometry.transform(angle: angle, size: Self.size, perspectiveDistance: Self.d).project(Point(x: Self.w, y: Self.h / 2)).x
            #expect(x < last)
            last = x
        }
    }

    @Test func dismissingTurnsTheOtherWay() {
        // Dismissal at progress 0.25 is at 135°: the back face shows, and the screen's left edge is
        // the nearer (taller) one; the original right edge then moves left to right.
        let angle = FlipGeometry.angle(progress: 0.25, presenting: false)
        #expect(abs(angle - 3 * .pi / 4) < 1e-12)
        #expect(FlipGeometry.face(angle: angle) == .back)
        let t = FlipGeometry.transform(angle: angle, size: Self.size, perspectiveDistance: Self.d)
        let screenLeft = t.project(Point(x: Self.w, y: 0)), screenRight = t.project(Point(x: 0, y: 0))
        #expect(screenLeft.x < screenRight.x)
        #expect(screenLeft.y < screenRight.y, "the left edge reaches higher: it is nearer")
        var last = -Double.infinity
        for p in stride(from: 0.0, through: 1, by: 0.1) {
            let a = FlipGeometry.angle(progress: p, presenting: false)
            let x = FlipGeometry.transform(angle: a, size: Self.size, perspectiveDistance: Self.d).project(Point(x: Self.w, y: Self.h / 2)).x
            #expect(x > last)
            last = x
        }
    }

    @Test func scaledCardNeverLeavesTheContainerAndTouchesItsEdges() {
        // Tolerance 1e-9 px. "Just enough": the near edge spans the full height while the card turns.
        for i in -36...36 {
            let theta = Double(i) * .pi / 36
            let t = FlipGeometry.transform(angle: theta, size: Self.size, perspectiveDistance: Self.d)
            var maxDy = 0.0
            for corner in [Point(x: 0, y: 0), Point(x: Self.w, y: 0), Point(x: Self.w, y: Self.h), Point(x: 0, y: Self.h)] {
                let p = t.project(corner)
                #expect(p.x >= -1e-9 && p.x <= Self.w + 1e-9 && p.y >= -1e-9 && p.y <= Self.h + 1e-9, "θ = \(theta)")
                maxDy = max(maxDy, abs(p.y - Self.h / 2))
            }
            #expect(abs(maxDy - Self.h / 2) < 1e-9, "θ = \(theta)")
            #expect(abs(FlipGeometry.fitScale(angle: theta, size: Self.size, perspectiveDistance: Self.d) - Self.expectedScale(theta)) < 1e-12)
        }
        #expect(FlipGeometry.fitScale(angle: 0, size: Self.size, perspectiveDistance: Self.d) == 1)
        #expect(abs(FlipGeometry.fitScale(angle: .pi, size: Self.size, perspectiveDistance: Self.d) - 1) < 1e-12)
    }

    @Test(arguments: [(0.0, FlipGeometry.Face.front), (45, .front), (89, .front), (91, .back), (135, .back), (180, .back), (-45, .front), (-135, .back)])
    func facesSwapPastNinetyDegrees(_ deg: Double, _ face: FlipGeometry.Face) {
        #expect(FlipGeometry.face(angle: Self.degrees(deg)) == face)
    }

    // MARK: rendered

    /// Opaque card: red, with the two columns either side of the centre line green.
    static func markedCard() -> PixelBuffer {
        F.make(width: Int(w), height: Int(h)) { x, _ in
            abs(Double(x) + 0.5 - w / 2) < 1 ? (0, 1, 0, 1) : (1, 0, 0, 1)
        }
    }

    static func render(_ src: PixelBuffer, _ theta: Double, fit: Bool = true, impl: KernelImplementation = .simd) -> PixelBuffer {
        var dst = PixelBuffer(width: Int(w), height: Int(h))
        let t = FlipGeometry.transform(angle: theta, size: size, perspectiveDistance: d, fitInside: fit)
        PerspectiveWarp.draw(src, transform: t, into: &dst, implementation: impl)
        return dst
    }

    @Test(arguments: KernelImplementation.allCases)
    func cardAtAngleZeroIsTheSource(_ impl: KernelImplementation) {
        // Tolerance 0.
        let front = F.noise(width: Int(Self.w), height: Int(Self.h), seed: 11, translucent: true)
        let back = F.noise(width: Int(Self.w), height: Int(Self.h), seed: 12, translucent: true)
        var dst = PixelBuffer(width: Int(Self.w), height: Int(Self.h))
        FlipGeometry.drawCard(front: front, back: back, angle: 0, perspectiveDistance: Self.d, into: &dst, implementation: impl)
        #expect(dst == front)
    }

    @Test(arguments: [45.0, 135])
    func renderedEdgesAndCentreLineMatchTheFormula(_ deg: Double) {
        // Tolerance 1 px. In the middle row the edges are vertical; an edge's position is measured
        // as the uncovered width between it and the container's side (Σ (1 − α) over the pixels),
        // the centre line as the green-weighted mean of pixel centres.
        let theta = Self.degrees(deg)
        for fit in [true, false] {
            let out = Self.render(Self.markedCard(), theta, fit: fit)
            let y = Int(Self.h / 2)
            var leftGap = 0.0, rightGap = 0.0, greenSum = 0.0, greenX = 0.0
            for x in 0..<Int(Self.w) {
                let p = out.pixel(x: x, y: y)
                let uncovered = 1 - Double(p.w) / 255
                if Double(x) < Self.w / 2 { leftGap += uncovered } else { rightGap += uncovered }
                greenSum += Double(p.y)
                greenX += Double(p.y) * (Double(x) + 0.5)
            }
            let e = Self.expectedEdges(theta, fit: fit)
            #expect(abs(leftGap - min(e.left, e.right)) <= 1, "fit \(fit)")
            #expect(abs((Self.w - rightGap) - max(e.left, e.right)) <= 1, "fit \(fit)")
            #expect(greenSum > 0)
            #expect(abs(greenX / greenSum - Self.w / 2) <= 1, "fit \(fit)")
        }
    }

    @Test(arguments: KernelImplementation.allCases)
    func edgeOnCardDrawsNothingButALine(_ impl: KernelImplementation) {
        // At 90° only pixels within one pixel of the centre line may be touched (here: none are).
        let out = Self.render(Self.markedCard(), .pi / 2, impl: impl)
        for y in 0..<Int(Self.h) {
            for x in 0..<Int(Self.w) where abs(Double(x) + 0.5 - Self.w / 2) > 1 {
                #expect(out.pixel(x: x, y: y).w == 0, "(\(x), \(y))")
            }
        }
    }

    @Test func backFaceReadsCorrectly() {
        // The back face's content must not appear mirrored: at 180° it is the back view itself
        // (tolerance 1 level), and at 135° its red left half is still on the left of its blue right half.
        let front = F.solid(width: Int(Self.w), height: Int(Self.h), b: 0, g: 255, r: 0, a: 255)
        let back = F.make(width: Int(Self.w), height: Int(Self.h)) { x, _ in
            Double(x) < Self.w / 2 ? (1, 0, 0, 1) : (0, 0, 1, 1)
        }
        var flat = PixelBuffer(width: Int(Self.w), height: Int(Self.h))
        FlipGeometry.drawCard(front: front, back: back, angle: .pi, perspectiveDistance: Self.d, into: &flat)
        #expect(F.maxDifference(flat, back) <= 1)

        var turned = PixelBuffer(width: Int(Self.w), height: Int(Self.h))
        FlipGeometry.drawCard(front: front, back: back, angle: 3 * .pi / 4, perspectiveDistance: Self.d, into: &turned)
        var redX = 0.0, red = 0.0, blueX = 0.0, blue = 0.0, green = 0.0
        for y in 0..<Int(Self.h) {
            for x in 0..<Int(Self.w) {
                let p = turned.pixel(x: x, y: y)
                redX += Double(p.z) * Double(x); red += Double(p.z)
                blueX += Double(p.x) * Double(x); blue += Double(p.x)
                green += Double(p.y)
            }
        }
        #expect(green == 0, "the front face is hidden")
        #expect(red > 0 && blue > 0)
        #expect(redX / red < blueX / blue)
    }

    @Test(arguments: [0.0, 30, 60, 89, 89.9, 90.5, 120, 150, 179.5, 180, -60])
    func simdAndScalarAgree(_ deg: Double) {
        // Tolerance 2 levels per channel on every pixel (`WarpColumnsTests.tolerance`: the SIMD path
        // draws the card's interior from fixed-point tables, the twin through the homography in
        // Float); translucent faces over a translucent background.
        let front = F.noise(width: Int(Self.w), height: Int(Self.h), seed: 13, translucent: true)
        let back = F.noise(width: Int(Self.w), height: Int(Self.h), seed: 14, translucent: true)
        let background = F.noise(width: Int(Self.w), height: Int(Self.h), seed: 15, translucent: true)
        var a = background, b = background
        FlipGeometry.drawCard(front: front, back: back, angle: Self.degrees(deg), perspectiveDistance: Self.d, into: &a, implementation: .simd)
        FlipGeometry.drawCard(front: front, back: back, angle: Self.degrees(deg), perspectiveDistance: Self.d, into: &b, implementation: .scalar)
        #expect(F.maxDifference(a, b) <= WarpColumnsTests.tolerance)
    }
}
