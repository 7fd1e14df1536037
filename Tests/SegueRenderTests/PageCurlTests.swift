import Foundation
import SegueKit
import Testing
import SegueRender

/// partialCurl. Expected positions are derived here from SPEC.md §3: with n = (sin α, cos α) the fold
/// line's normal toward the bottom edge and s = (p − foldPoint)·n a screen point's distance beyond the
/// fold, a page point at d < π·r is seen at s = r·sin(d/r), one at d ≥ π·r at s = −(d − π·r).
@Suite struct PageCurlTests {
    typealias F = KernelFixtures
    static let tilt = 10 * Double.pi / 180

    static func normal(_ alpha: Double) -> SIMD2<Double> { SIMD2(sin(alpha), cos(alpha)) }

    /// Signed distance of pixel (x, y)'s centre beyond the fold line.
    static func s(_ x: Int, _ y: Int, _ p: CurlParameters) -> Double {
        ((SIMD2(Double(x) + 0.5, Double(y) + 0.5) - p.foldPoint.simd) * normal(p.foldAngle)).sum()
    }

    /// Greatest distance beyond the fold of any page point (at a corner).
    static func maxD(_ w: Int, _ h: Int, _ p: CurlParameters) -> Double {
        [SIMD2(0, 0), SIMD2(Double(w), 0), SIMD2(0, Double(h)), SIMD2(Double(w), Double(h))]
            .map { (($0 - p.foldPoint.simd) * normal(p.foldAngle)).sum() }.max()!
    }

    static func render(_ page: PixelBuffer, _ revealed: PixelBuffer, _ p: CurlParameters, background: PixelBuffer? = nil, impl: KernelImplementation = .simd) -> PixelBuffer {
        var dst = background ?? PixelBuffer(width: page.width, height: page.height)
        PageCurl.draw(page: page, revealed: revealed, parameters: p, into: &dst, implementation: impl)
        return dst
    }

    static func fold(_ progress: Double, _ w: Int, _ h: Int, stop: Double, radius: Double, angle: Double = tilt) -> Point {
        PageCurl.foldPosition(progress: progress, pageSize: (Double(w), Double(h)), stopDistanceFromTop: stop, radius: radius, foldAngle: angle)
    }

    // MARK: the fold's travel

    @Test(arguments: [tilt, 0, -tilt, 25 * Double.pi / 180])
    func foldStartsOutsideTheBottomEdgeAndStopsAtTheStopHeight(_ alpha: Double) {
        // Tolerance 1e-9 px.
        let w = 393.0 * 3, h = 852.0 * 3, r = 200.0, stop = 120.0
        let n = Self.normal(alpha)
        let f0 = PageCurl.foldPosition(progress: 0, pageSize: (w, h), stopDistanceFromTop: stop, radius: r, foldAngle: alpha)
        let corners = [SIMD2(0, 0), SIMD2(w, 0), SIMD2(0, h), SIMD2(w, h)]
        // Nothing lies beyond the fold line, and it touches the page (at a bottom corner).
        #expect(abs(corners.map { (($0 - f0.simd) * n).sum() }.max()!) < 1e-9)

        let f1 = PageCurl.foldPosition(progress: 1, pageSize: (w, h), stopDistanceFromTop: stop, radius: r, foldAngle: alpha)
        // The uncovered band's upper boundary is the line s = r; its height at x is
        // y(x) = f.y + (r − (x − f.x)·sin α) / cos α.
        let yAt = { (x: Double) in f1.y + (r - (x - f1.x) * sin(alpha)) / cos(alpha) }
        #expect(abs(max(yAt(0), yAt(w)) - stop) < 1e-9)
        if alpha > 0 { #expect(yAt(w) < yAt(0), "right end higher") }

        // Linear in progress along n.
        let fHalf = PageCurl.foldPosition(progress: 0.5, pageSize: (w, h), stopDistanceFromTop: stop, radius: r, foldAngle: alpha)
        #expect(abs(((fHalf.simd - f0.simd) * n).sum() - ((f1.simd - f0.simd) * n).sum() / 2) < 1e-9)
    }

    @Test func stopHeightFollowsTheSpec() {
        // Exact: 40 pt minimum, half the page for a screenshot.
        #expect(PageCurl.stopDistanceFromTop(highestSubviewTop: nil, pageHeight: 2556, scale: 3) == 1278)
        #expect(PageCurl.stopDistanceFromTop(highestSubviewTop: 50, pageHeight: 2556, scale: 3) == 120)
        #expect(PageCurl.stopDistanceFromTop(highestSubviewTop: 300, pageHeight: 2556, scale: 3) == 300)
    }

    @Test func defaultsFollowTheSpec() {
        let p = CurlParameters(foldPoint: .zero)
        #expect(p.radius == 200)
        #expect(p.backWash == 0.6)
        #expect(abs(p.foldAngle - Self.tilt) < 1e-15)
    }

    // MARK: rendered

    @Test(arguments: KernelImplementation.allCases)
    func progressZeroShowsThePage(_ impl: KernelImplementation) {
        // Tolerance 0 for an opaque page; 1 level for a translucent one, which shows the revealed
        // view through it (page over revealed over dest).
        let w = 90, h = 140
        let p = CurlParameters(foldPoint: Self.fold(0, w, h, stop: 40, radius: 30), radius: 30, shadowRadius: 10)
        let page = F.noise(width: w, height: h, seed: 21, translucent: false)
        let revealed = F.noise(width: w, height: h, seed: 22, translucent: false)
        #expect(Self.render(page, revealed, p, impl: impl) == page)

        let glass = F.noise(width: w, height: h, seed: 23, translucent: true)
        let out = Self.render(glass, revealed, p, impl: impl)
        for y in 0..<h {
            for x in 0..<w {
                let s = SIMD4<Double>(glass.pixel(x: x, y: y)), r = SIMD4<Double>(revealed.pixel(x: x, y: y))
                #expect(F.distance(out.pixel(x: x, y: y), s + r * (1 - s.w / 255)) <= 1, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: [0.1, 0.25, 0.4])
    func pointsWellAboveTheFoldAreUnchanged(_ progress: Double) {
        // Tolerance 0. "Well above": s < 0 and beyond the reach of the folded-over flap, which covers
        // screen distances up to (greatest d) − π·r above the fold.
        let w = 96, h = 160, r = 20.0
        let p = CurlParameters(foldPoint: Self.fold(progress, w, h, stop: 30, radius: r), radius: r, shadowRadius: 8)
        let page = F.noise(width: w, height: h, seed: 24, translucent: false)
        let revealed = F.noise(width: w, height: h, seed: 25, translucent: false)
        let out = Self.render(page, revealed, p)
        let flapReach = Self.maxD(w, h, p) - .pi * r
        var checked = 0
        for y in 0..<h {
            for x in 0..<w where Self.s(x, y, p) < -max(flapReach, 0) - 1 {
                #expect(out.pixel(x: x, y: y) == page.pixel(x: x, y: y), "(\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test(arguments: [0.3, 0.6, 1.0])
    func uncoveredBandShowsTheRevealedView(_ progress: Double) {
        // Tolerance 0: beyond the cylinder (s > r) and past the shadow's reach nothing covers the
        // revealed view.
        let w = 96, h = 160, r = 20.0, shadow = 8.0
        let p = CurlParameters(foldPoint: Self.fold(progress, w, h, stop: 30, radius: r), radius: r, shadowRadius: shadow)
        let page = F.noise(width: w, height: h, seed: 26, translucent: false)
        let revealed = F.noise(width: w, height: h, seed: 27, translucent: false)
        let out = Self.render(page, revealed, p)
        var checked = 0
        for y in 0..<h {
            for x in 0..<w where Self.s(x, y, p) > r + shadow + 1 {
                #expect(out.pixel(x: x, y: y) == revealed.pixel(x: x, y: y), "(\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test func uncoveredBandReachesTheStopHeightAtFullProgress() {
        // SPEC's radius of 200 px. Tolerance 0: with the shadow off, every pixel at least a pixel below
        // the stop height shows the revealed view; just above it, at the left end, paper shows.
        let w = 300, h = 600, stop = 150.0
        let p = CurlParameters(foldPoint: Self.fold(1, w, h, stop: stop, radius: 200), shadowOpacity: 0)
        let page = F.solid(width: w, height: h, b: 240, g: 240, r: 240, a: 255)
        let revealed = F.noise(width: w, height: h, seed: 28, translucent: false)
        let out = Self.render(page, revealed, p)
        for y in Int(stop) + 1..<h {
            for x in 0..<w { #expect(out.pixel(x: x, y: y) == revealed.pixel(x: x, y: y), "(\(x), \(y))") }
        }
        #expect(out.pixel(x: 0, y: Int(stop) - 2) != revealed.pixel(x: 0, y: Int(stop) - 2))
    }

    @Test func bottomRightCornerLiftsFirst() {
        // Default tilt, right end higher: early on only the bottom-right corner has curled.
        let w = 120, h = 200
        let p = CurlParameters(foldPoint: Self.fold(0.03, w, h, stop: 40, radius: 30), radius: 30, shadowRadius: 10)
        let page = F.noise(width: w, height: h, seed: 29, translucent: false)
        let revealed = F.solid(width: w, height: h, b: 0, g: 0, r: 0, a: 255)
        let out = Self.render(page, revealed, p)
        #expect(out.pixel(x: w - 1, y: h - 1) != page.pixel(x: w - 1, y: h - 1))
        #expect(out.pixel(x: 0, y: h - 1) == page.pixel(x: 0, y: h - 1))
    }

    @Test(arguments: [(10.0, 0.0), (25.0, 0.0), (40.0, 0.0), (10.0, tilt), (25.0, tilt), (40.0, tilt)] as [(Double, Double)])
    func pointOnTheCylinderAppearsAtRSinDOverR(_ d0: Double, _ alpha: Double) {
        // Tolerance 1 px. A dark line on a white page at distance d0 beyond the fold; the fold sits so
        // that no page point is beyond π·r/2 (only the cylinder's front shows, nothing covers it). The
        // line's darkness-weighted mean distance from the fold on screen must be r·sin(d0/r).
        let w = 120, h = 160, r = 40.0
        let n = Self.normal(alpha)
        // Put the fold 55 px before the farthest (bottom-right) corner: 55 < π·r/2 ≈ 62.8.
        let corner = SIMD2(Double(w), Double(h))
        let p = CurlParameters(foldPoint: Point(corner - 55 * n), foldAngle: alpha, radius: r, shadowOpacity: 0)
        let page = F.make(width: w, height: h) { x, y in
            let d = Self.s(x, y, p)
            return abs(d - d0) < 1 ? (0, 0, 0, 1) : (1, 1, 1, 1)
        }
        let white = F.solid(width: w, height: h, b: 255, g: 255, r: 255, a: 255)
        let out = Self.render(page, white, p)
        var weight = 0.0, weighted = 0.0
        for y in 0..<h {
            for x in 0..<w {
                let s = Self.s(x, y, p)
                guard s > 0 else { continue }
                let dark = 255 - Double(out.pixel(x: x, y: y).y)
                weight += dark
                weighted += dark * s
            }
        }
        #expect(weight > 255)
        #expect(abs(weighted / weight - r * sin(d0 / r)) <= 1)
    }

    @Test(arguments: [0.0, tilt])
    func backFaceIsMirroredAndWashed(_ alpha: Double) {
        // Tolerance 2 levels. The page is a linear gradient, so a bilinear sample is the gradient at
        // the sampled point. On the flat folded-over part a screen point at s < 0 shows page point
        // d = π·r − s on the same normal line, q = p + (π·r − 2s)·n; on the cylinder's upper half
        // (0 ≤ s ≤ r) it shows d = π·r − r·asin(s/r). Both show the colour washed with 60 % white:
        // c' = 0.4·c + 0.6·255.
        let w = 100, h = 240, r = 20.0
        let n = Self.normal(alpha)
        let p = CurlParameters(foldPoint: Point(SIMD2(50, 120)), foldAngle: alpha, radius: r, shadowOpacity: 0)
        let gradient = { (q: SIMD2<Double>) in (r: q.x / Double(w), g: q.y / Double(h), b: 0.5) }
        let page = F.make(width: w, height: h) { x, y in
            let c = gradient(SIMD2(Double(x) + 0.5, Double(y) + 0.5))
            return (c.r, c.g, c.b, 1)
        }
        let revealed = F.solid(width: w, height: h, b: 0, g: 0, r: 0, a: 255)
        let out = Self.render(page, revealed, p)
        var checked = 0, lastGreen = -1.0
        // Walk up the normal line through the page centre's foot on the fold, from the cylinder's
        // outline to well above the fold.
        for step in stride(from: r - 2, through: -50, by: -4) {
            let pt = p.foldPoint.simd + step * n
            let (x, y) = (Int(pt.x), Int(pt.y))
            let s = Self.s(x, y, p)
            let centre = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
            let d = s < 0 ? .pi * r - s : .pi * r - r * asin(min(s / r, 1))
            let q = centre + (d - s) * n
            guard q.x > 2, q.x < Double(w) - 2, q.y > 2, q.y < Double(h) - 2 else { continue }
            let c = gradient(q)
            let expected = SIMD4(c.b, c.g, c.r, 1) * 255 * 0.4 + SIMD4(0.6, 0.6, 0.6, 0) * 255 + SIMD4(0, 0, 0, 0.6 * 255)
            #expect(F.distance(out.pixel(x: x, y: y), expected) <= 2, "s = \(s)")
            // Mirrored: farther above the fold shows page points farther below it (greener).
            let green = Double(out.pixel(x: x, y: y).y)
            #expect(green > lastGreen - 1, "s = \(s)")
            lastGreen = green
            checked += 1
        }
        #expect(checked >= 10)
    }

    @Test func curlCastsASoftShadowOnTheRevealedView() {
        // Just past the cylinder's outline the revealed view is darkened, less and less with distance,
        // and untouched past the shadow radius; the revealed view stays opaque.
        let w = 80, h = 300, r = 20.0, radius = 12.0
        let p = CurlParameters(foldPoint: Point(x: 40, y: 150), foldAngle: 0, radius: r, shadowOpacity: 0.5, shadowRadius: radius)
        let page = F.solid(width: w, height: h, b: 255, g: 255, r: 255, a: 255)
        let revealed = F.solid(width: w, height: h, b: 200, g: 200, r: 200, a: 255)
        let out = Self.render(page, revealed, p)
        let x = 40
        var last = 0
        for y in 171...190 {
            let px = out.pixel(x: x, y: y)
            #expect(px.w == 255)
            let s = Self.s(x, y, p)
            if s > r + 1 && s < r + radius - 1 { #expect(px.y < 200, "s = \(s)") }
            if s > r + radius { #expect(px.y == 200, "s = \(s)") }
            #expect(Int(px.y) >= last, "s = \(s)")
            last = Int(px.y)
        }
    }

    @Test(arguments: CurlCase.all)
    func simdAndScalarAgree(_ c: CurlCase) {
        // Bit for bit, on every pixel; translucent page, revealed view and dest. The twins take the
        // same square roots (`V.sqrt` is correctly rounded) and composite with the same integer
        // arithmetic (`Packed`).
        let w = 101, h = 150
        let page = F.noise(width: w, height: h, seed: 31, translucent: true)
        let revealed = F.noise(width: w, height: h, seed: 32, translucent: true)
        let background = F.noise(width: w, height: h, seed: 33, translucent: true)
        let p = CurlParameters(
            foldPoint: Self.fold(c.progress, w, h, stop: 20, radius: c.radius, angle: c.angle), foldAngle: c.angle,
            radius: c.radius, shadowRadius: 9)
        let a = Self.render(page, revealed, p, background: background, impl: .simd)
        let b = Self.render(page, revealed, p, background: background, impl: .scalar)
        #expect(F.maxDifference(a, b) == 0)
    }

    /// Late in a screenshot's curl (it stops half-way up the page) most of the frame is the
    /// folded-over sheet lying flat, which the SIMD path draws in a pass of its own, sampling without
    /// clamps; and most of the cylinder is covered by its back sheet, which hides the front one. Both
    /// shortcuts are held to the bit against the scalar twin, which takes neither, over opaque and
    /// translucent pages, a translucent revealed view, and at angles where the sheet's edges cross
    /// the frame.
    @Test(arguments: [0.8, 1.0], [tilt, -20 * Double.pi / 180])
    func lateCurlShortcutsMatchTheScalarTwin(progress: Double, angle: Double) {
        let w = 160, h = 300
        for translucent in [false, true] {
            let page = F.noise(width: w, height: h, seed: 41, translucent: translucent)
            let revealed = F.noise(width: w, height: h, seed: 42, translucent: true)
            let p = CurlParameters(foldPoint: Self.fold(progress, w, h, stop: Double(h) / 2, radius: 25, angle: angle), foldAngle: angle, radius: 25)
            let a = Self.render(page, revealed, p, impl: .simd), b = Self.render(page, revealed, p, impl: .scalar)
            #expect(F.maxDifference(a, b) == 0, "translucent \(translucent)")
        }
    }

    struct CurlCase: Sendable, CustomTestStringConvertible {
        var progress: Double, angle: Double, radius: Double
        var testDescription: String { "progress \(progress), angle \(Int((angle * 180 / .pi).rounded()))°, r \(radius)" }

        static let all: [CurlCase] = [0, 0.05, 0.2, 0.45, 0.7, 1, 1.15].map { CurlCase(progress: $0, angle: tilt, radius: 25) } + [
            CurlCase(progress: 0.5, angle: 0, radius: 25),
            CurlCase(progress: 0.5, angle: -20 * .pi / 180, radius: 25),
            CurlCase(progress: 0.6, angle: 35 * .pi / 180, radius: 12),
            CurlCase(progress: 0.4, angle: tilt, radius: 200),
        ]
    }
}

@Suite("Page curl as a layer")
struct PageCurlLayerTests {
    /// A page with texture everywhere (so a wrong shortcut shows), some of it translucent.
    static func page(width: Int, height: Int, translucent: Bool) -> PixelBuffer {
        var b = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt8 = translucent && (x + y) % 7 == 0 ? 128 : 255
                let c = { (v: Int) in UInt8(v % 256 * Int(a) / 255) }
                b.setPixel(x: x, y: y, SIMD4(c(x * 3), c(y * 5), c(x + y), a))
            }
        }
        return b
    }

    @Test("over a transparent view it is bit for bit the general kernel's result, at every stage of the curl",
          arguments: [0.0, 0.1, 0.35, 0.6, 0.85, 1.0])
    func matchesTheGeneralKernel(progress: Double) {
        for translucent in [false, true] {
            let (w, h) = (157, 301)
            let page = Self.page(width: w, height: h, translucent: translucent)
            let radius = 30.0
            let fold = PageCurl.foldPosition(progress: progress, pageSize: (Double(w), Double(h)), stopDistanceFromTop: 40, radius: radius)
            let parameters = CurlParameters(foldPoint: fold, radius: radius, shadowRadius: 8)
            let clear = PixelBuffer(width: w, height: h)
            var general = clear
            PageCurl.draw(page: page, revealed: clear, parameters: parameters, into: &general, implementation: .simd)
            var layer = PixelBuffer(width: w, height: h)
            PageCurl.draw(page: page, revealedTransparent: parameters, into: &layer)
            #expect(layer == general, "progress \(progress) translucent \(translucent)")
        }
    }

    @Test("the shortcuts change nothing where a view is revealed: the general kernel agrees with its scalar twin",
          arguments: [0.05, 0.5, 0.95])
    func shortcutsAgreeWithTheScalarTwin(progress: Double) {
        let (w, h) = (120, 200)
        let page = Self.page(width: w, height: h, translucent: false)
        var revealed = PixelBuffer(width: w, height: h)
        for y in 0..<h { for x in 0..<w { revealed.setPixel(x: x, y: y, SIMD4(UInt8(y % 256), 90, UInt8(x % 256), 255)) } }
        let fold = PageCurl.foldPosition(progress: progress, pageSize: (Double(w), Double(h)), stopDistanceFromTop: 30, radius: 20)
        let parameters = CurlParameters(foldPoint: fold, radius: 20, shadowRadius: 6)
        var simd = PixelBuffer(width: w, height: h), scalar = simd
        PageCurl.draw(page: page, revealed: revealed, parameters: parameters, into: &simd, implementation: .simd)
        PageCurl.draw(page: page, revealed: revealed, parameters: parameters, into: &scalar, implementation: .scalar)
        var worst = 0
        for i in 0..<simd.bytes.count { worst = max(worst, abs(Int(simd.bytes[i]) - Int(scalar.bytes[i]))) }
        #expect(worst <= 1)
    }
}
