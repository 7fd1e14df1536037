import Foundation
import SegueKit
import Testing
import SegueRender

/// Tolerances are in 8-bit levels per channel (premultiplied) unless stated otherwise.
@Suite struct PerspectiveWarpTests {
    typealias F = KernelFixtures

    @Test func identityCopiesEveryPixelExactly() {
        // Tolerance 0: pixel centres map to texel centres, every pixel is fully covered.
        let src = F.noise(width: 37, height: 23, seed: 1, translucent: true)
        for impl in KernelImplementation.allCases {
            var dst = PixelBuffer(width: 37, height: 23)
            PerspectiveWarp.draw(src, transform: .identity, into: &dst, implementation: impl)
            #expect(dst == src, "\(impl)")
        }
    }

    @Test(arguments: KernelImplementation.allCases)
    func integerTranslationShiftsAndLeavesTheRestAlone(_ impl: KernelImplementation) {
        // Tolerance 0: a whole-pixel shift is an exact copy; pixels off the card keep dest's value.
        let src = F.noise(width: 20, height: 10, seed: 2, translucent: false)
        let background = F.solid(width: 40, height: 30, b: 10, g: 20, r: 30, a: 255)
        var dst = background
        PerspectiveWarp.draw(src, transform: Transform3D(translationX: 7, y: 5), into: &dst, implementation: impl)
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = (7..<27).contains(x) && (5..<15).contains(y)
                let expected = inside ? src.pixel(x: x - 7, y: y - 5) : background.pixel(x: x, y: y)
                #expect(dst.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: KernelImplementation.allCases)
    func halfPixelShiftAveragesNeighbours(_ impl: KernelImplementation) {
        // Destination centre x + ½ maps back to source x, i.e. half-way between texels x − 1 and x:
        // bilinear weights ½, ½. Tolerance 1 level (rounding of the average).
        let src = F.noise(width: 16, height: 8, seed: 3, translucent: true)
        var dst = PixelBuffer(width: 20, height: 8)
        PerspectiveWarp.draw(src, transform: Transform3D(translationX: 0.5, y: 0), into: &dst, implementation: impl)
        for y in 0..<8 {
            for x in 1..<16 {
                let a = SIMD4<Double>(src.pixel(x: x - 1, y: y)), b = SIMD4<Double>(src.pixel(x: x, y: y))
                let expected = (a + b) / 2
                #expect(F.distance(dst.pixel(x: x, y: y), expected) <= 1, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: KernelImplementation.allCases)
    func magnificationInterpolatesBilinearly(_ impl: KernelImplementation) {
        // Scale 2: destination centre (2i + 1.5) maps to source 0.75 + i, which is sample coordinate
        // i + 0.25: weights 0.75 for texel i and 0.25 for texel i + 1. Tolerance 1 level.
        let src = F.noise(width: 6, height: 6, seed: 4, translucent: true)
        var dst = PixelBuffer(width: 12, height: 12)
        PerspectiveWarp.draw(src, transform: Transform3D(scaleX: 2, y: 2), into: &dst, implementation: impl)
        for j in 0..<5 {
            for i in 0..<5 {
                let p = { (x: Int, y: Int) in SIMD4<Double>(src.pixel(x: x, y: y)) }
                let top = p(i, j) * 0.75 + p(i + 1, j) * 0.25
                let bottom = p(i, j + 1) * 0.75 + p(i + 1, j + 1) * 0.25
                let expected = top * 0.75 + bottom * 0.25
                #expect(F.distance(dst.pixel(x: 2 * i + 1, y: 2 * j + 1), expected) <= 1, "(\(i), \(j))")
            }
        }
    }

    @Test(arguments: KernelImplementation.allCases)
    func edgesAreAntiAliasedByCoverage(_ impl: KernelImplementation) {
        // An opaque white 8 × 8 card moved right by ¼ px covers ¾ of column 0 and ¼ of column 8; the
        // 4 × 4 samples at x offsets ⅛, ⅜, ⅝, ⅞ see exactly that. Tolerance 1 level of alpha.
        let src = F.solid(width: 8, height: 8, b: 255, g: 255, r: 255, a: 255)
        var dst = PixelBuffer(width: 10, height: 8)
        PerspectiveWarp.draw(src, transform: Transform3D(translationX: 0.25, y: 0), into: &dst, implementation: impl)
        for y in 0..<8 {
            #expect(abs(Int(dst.pixel(x: 0, y: y).w) - 191) <= 1)
            #expect(dst.pixel(x: 4, y: y) == SIMD4(255, 255, 255, 255))
            #expect(abs(Int(dst.pixel(x: 8, y: y).w) - 64) <= 1)
            #expect(dst.pixel(x: 9, y: y).w == 0)
        }
    }

    @Test(arguments: KernelImplementation.allCases)
    func compositesSourceOverTheDestination(_ impl: KernelImplementation) {
        // out = src + dst·(1 − αsrc), premultiplied. Tolerance 1 level.
        let src = F.noise(width: 12, height: 9, seed: 5, translucent: true)
        let background = F.noise(width: 12, height: 9, seed: 6, translucent: true)
        var dst = background
        PerspectiveWarp.draw(src, transform: .identity, into: &dst, implementation: impl)
        for y in 0..<9 {
            for x in 0..<12 {
                let s = SIMD4<Double>(src.pixel(x: x, y: y)), d = SIMD4<Double>(background.pixel(x: x, y: y))
                #expect(F.distance(dst.pixel(x: x, y: y), s + d * (1 - s.w / 255)) <= 1, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: KernelImplementation.allCases)
    func pointsBehindTheCameraAreNotDrawn(_ impl: KernelImplementation) {
        // A 200 px card turned 60° about its vertical centre line, seen from d = 50 px: its right part
        // (x − 100 > d / sin 60° ≈ 57.7) lies behind the camera. The front part projects to the
        // right of the centre and runs off to the right edge; without the W > 0 test, the part behind
        // the camera would come back mirrored on the left. Tolerance: 0 alpha left of the centre.
        let src = F.solid(width: 200, height: 40, b: 0, g: 0, r: 255, a: 255)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 50
        let t = Transform3D(translationX: -100, y: -20)
            .concatenating(Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: 100, y: 20))
        var dst = PixelBuffer(width: 200, height: 40)
        PerspectiveWarp.draw(src, transform: t, into: &dst, implementation: impl)
        // Left half of the card: x' = x cos 60°, z = x sin 60° ≤ 0, projected to 100 + x'/(1 − z/d).
        // Its left edge x = −100 lands at 100 − 50/(1 + 100·0.866/50) ≈ 81.7.
        let leftEdge = 100 - 50 / (1 + 100 * sin(Double.pi / 3) / 50)
        for x in 0..<200 {
            let a = dst.pixel(x: x, y: 20).w
            if Double(x) + 1 < leftEdge { #expect(a == 0, "x = \(x)") }
            if Double(x) > leftEdge + 1 { #expect(a == 255, "x = \(x)") }
        }
    }

    @Test(arguments: WarpCase.all)
    func simdAndScalarAgree(_ c: WarpCase) {
        // Tolerance 1 level per channel on every pixel.
        let src = F.noise(width: c.sourceWidth, height: c.sourceHeight, seed: 7, translucent: true)
        let background = F.noise(width: 61, height: 47, seed: 8, translucent: true)
        var a = background, b = background
        PerspectiveWarp.draw(src, transform: c.transform, into: &a, implementation: .simd)
        PerspectiveWarp.draw(src, transform: c.transform, into: &b, implementation: .scalar)
        #expect(F.maxDifference(a, b) <= 1)
        #expect(a != background || c.drawsNothing, "the case draws something")
    }

    struct WarpCase: Sendable, CustomTestStringConvertible {
        var name: String
        var sourceWidth = 40, sourceHeight = 30
        var transform: Transform3D
        var drawsNothing = false
        var testDescription: String { name }

        static var all: [WarpCase] {
            var p = Transform3D.identity
            p.m34 = -1 / 60
            let centre = { (t: Transform3D) in
                Transform3D(translationX: -20, y: -15).concatenating(t).concatenating(Transform3D(translationX: 30, y: 23))
            }
            return [
                WarpCase(name: "identity", transform: .identity),
                WarpCase(name: "subpixel translation", transform: Transform3D(translationX: 10.3, y: 7.8)),
                WarpCase(name: "rotation 30° about z", transform: centre(Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))),
                WarpCase(name: "minified 0.37", transform: centre(Transform3D(scaleX: 0.37, y: 0.41))),
                WarpCase(name: "magnified 2.3", transform: centre(Transform3D(scaleX: 2.3, y: 1.7))),
                WarpCase(name: "perspective 40° about y", transform: centre(Transform3D(rotationAngle: .pi * 2 / 9, x: 0, y: 1, z: 0).concatenating(p))),
                WarpCase(name: "perspective 70° about x", transform: centre(Transform3D(rotationAngle: .pi * 7 / 18, x: 1, y: 0, z: 0).concatenating(p))),
                WarpCase(name: "perspective about a diagonal", transform: centre(Transform3D(rotationAngle: 1.1, x: 1, y: 1, z: 0.3).concatenating(p))),
                WarpCase(name: "partly behind the camera", transform: centre(Transform3D(rotationAngle: 1.3, x: 0, y: 1, z: 0).concatenating(p))),
                WarpCase(name: "partly off the destination", transform: Transform3D(translationX: 45.5, y: -12.25)),
                WarpCase(name: "edge-on", transform: centre(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(p)), drawsNothing: true),
                WarpCase(name: "wide source, tail steps", sourceWidth: 59, sourceHeight: 11, transform: Transform3D(translationX: 0.7, y: 3)),
            ]
        }
    }
}

/// Test images and comparisons shared by the kernel tests.
enum KernelFixtures {
    /// A buffer from straight (not premultiplied) colour in 0…1.
    static func make(width: Int, height: Int, _ f: (Int, Int) -> (r: Double, g: Double, b: Double, a: Double)) -> PixelBuffer {
        var buf = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let c = f(x, y)
                let q = { (v: Double) in UInt8((v * c.a * 255).rounded()) }
                buf.setPixel(x: x, y: y, SIMD4(q(c.b), q(c.g), q(c.r), UInt8((c.a * 255).rounded())))
            }
        }
        return buf
    }

    static func solid(width: Int, height: Int, b: UInt8, g: UInt8, r: UInt8, a: UInt8) -> PixelBuffer {
        var buf = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { buf.setPixel(x: x, y: y, SIMD4(b, g, r, a)) } }
        return buf
    }

    /// Deterministic noise (an LCG), opaque or with alpha in 0.3…1.
    static func noise(width: Int, height: Int, seed: UInt64, translucent: Bool) -> PixelBuffer {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return make(width: width, height: height) { _, _ in
            (next(), next(), next(), translucent ? 0.3 + 0.7 * next() : 1)
        }
    }

    /// Largest per-channel difference between two same-sized buffers.
    static func maxDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let d = SIMD4<Int>(truncatingIfNeeded: a.pixel(x: x, y: y)) &- SIMD4<Int>(truncatingIfNeeded: b.pixel(x: x, y: y))
                worst = max(worst, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
            }
        }
        return worst
    }

    /// Largest per-channel difference between a pixel and expected (b, g, r, a) levels.
    static func distance(_ p: SIMD4<UInt8>, _ expected: SIMD4<Double>) -> Double {
        let d = SIMD4<Double>(p) - expected
        return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w))
    }
}
