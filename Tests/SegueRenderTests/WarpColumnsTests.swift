import Foundation
import SegueKit
import Testing
@testable import SegueRender

/// The flip's table-driven interior steps (`WarpColumns`) against the general SIMD step they
/// replace: tolerance 0, every byte, including the rim, the background and translucent pixels.
@Suite struct WarpColumnsTests {
    typealias F = KernelFixtures

    static func both(_ src: PixelBuffer, _ t: Transform3D, over background: PixelBuffer) -> (tables: PixelBuffer, general: PixelBuffer) {
        var tables = background, general = background
        PerspectiveWarp.draw(src, transform: t, into: &tables, implementation: .simd, columnTables: true)
        PerspectiveWarp.draw(src, transform: t, into: &general, implementation: .simd, columnTables: false)
        return (tables, general)
    }

    @Test("the flip's tables give the general step's bytes",
          arguments: [0.0, 1, 10, 30, 45, 60, 80, 89, 89.9, 90, 90.1, 91, 120, 150, 179, 180, -30, 200, 270, 359])
    func flipMatchesTheGeneralStep(_ degrees: Double) {
        for translucent in [false, true] {
            let (w, h) = (97, 203)
            let face = F.noise(width: w, height: h, seed: 41, translucent: translucent)
            let background = F.noise(width: w, height: h, seed: 42, translucent: true)
            let angle = degrees * .pi / 180
            let (_, t) = FlipGeometry.faceTransform(angle: angle, size: (Double(w), Double(h)), perspectiveDistance: 130)
            #expect(WarpPlan(sourceWidth: Double(w), sourceHeight: Double(h), transform: t, destWidth: w, destHeight: h)
                .map { $0.isColumnSeparable } ?? true, "the flip's transform keeps x and w the same down each column")
            let (a, b) = Self.both(face, t, over: background)
            #expect(a == b, "\(degrees)° translucent \(translucent)")
        }
    }

    @Test("random column-separable transforms: scales, shifts, mirrors and turns about y, seen from near and far")
    func randomSeparableTransformsMatch() {
        var state: UInt64 = 0x5EED
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for trial in 0..<60 {
            let sw = 1 + Int(next() * 70), sh = 1 + Int(next() * 90)
            let dw = 1 + Int(next() * 90), dh = 1 + Int(next() * 110)
            let src = F.noise(width: sw, height: sh, seed: UInt64(trial), translucent: trial % 3 == 0)
            let background = F.noise(width: dw, height: dh, seed: UInt64(100 + trial), translucent: true)
            var p = Transform3D.identity
            p.m34 = -1 / (20 + next() * 300)
            let turn = Transform3D(rotationAngle: (next() - 0.5) * 3.4, x: 0, y: 1, z: 0)
            let t = Transform3D(translationX: -Double(sw) / 2, y: -Double(sh) / 2)
                .concatenating(trial % 4 == 0 ? .identity : turn)
                .concatenating(Transform3D(scaleX: 0.2 + next() * 2.5, y: 0.2 + next() * 2.5))
                .concatenating(trial % 5 == 0 ? .identity : p)
                .concatenating(Transform3D(translationX: next() * Double(dw), y: next() * Double(dh)))
            let (a, b) = Self.both(src, t, over: background)
            #expect(a == b, "trial \(trial): \(sw)×\(sh) → \(dw)×\(dh)")
        }
    }

    @Test("edge cases: a one-pixel source, a one-pixel-wide one, a transparent one, a card larger than the canvas")
    func edgeCasesMatch() {
        let background = F.noise(width: 40, height: 30, seed: 9, translucent: true)
        let sources = [
            F.noise(width: 1, height: 1, seed: 1, translucent: false),
            F.noise(width: 1, height: 25, seed: 2, translucent: true),
            F.noise(width: 2, height: 1, seed: 3, translucent: false),
            PixelBuffer(width: 30, height: 20),
            F.noise(width: 40, height: 30, seed: 4, translucent: false),
        ]
        var p = Transform3D.identity
        p.m34 = -1 / 90
        let transforms = [
            Transform3D.identity,
            Transform3D(scaleX: 3.7, y: 2.2).concatenating(Transform3D(translationX: -7.3, y: -4.1)),
            Transform3D(translationX: -20, y: -15).concatenating(Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(scaleX: 1.6, y: 1.6)).concatenating(p).concatenating(Transform3D(translationX: 20, y: 15)),
        ]
        for (i, src) in sources.enumerated() {
            for (j, t) in transforms.enumerated() {
                let (a, b) = Self.both(src, t, over: background)
                #expect(a == b, "source \(i), transform \(j)")
            }
        }
    }

    @Test("the tables are taken for the flip at 3x and its interior is drawn from them")
    func tablesServeTheFlip() throws {
        let (w, h) = (1179, 2556)
        let t = FlipGeometry.faceTransform(angle: 0.6, size: (Double(w), Double(h)), perspectiveDistance: 1500).transform
        let plan = try #require(WarpPlan(sourceWidth: Double(w), sourceHeight: Double(h), transform: t, destWidth: w, destHeight: h))
        let face = PixelBuffer(width: w, height: h, filledWith: .black)
        let columns = face.bytes.withUnsafeBytes { WarpColumns(plan, SourceRaster($0.baseAddress!, face)) }
        #expect(columns != nil)
        #expect(plan.interior(h / 2).count > w / 2)
    }
}
