import Foundation
import SegueKit
import Testing
@testable import SegueKernels
@testable import SegueRender

/// The flip's table-driven interior steps (`WarpColumns`) against the general SIMD step they
/// replace, every byte, including the rim, the background and translucent pixels. The tables keep
/// the source y in fixed point, so a position can round to the neighbouring 1/256 of a pixel and
/// a channel move by a level in each of the two interpolation steps: tolerance 2, and where the
/// card is one colour, none.
@Suite struct WarpColumnsTests {
    /// Two levels per channel (see above).
    static let tolerance = 2
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
            #expect(F.maxDifference(a, b) <= Self.tolerance, "\(degrees)° translucent \(translucent)")
            // A flat card samples one colour wherever it samples: there the tables are exact.
            let flat = PixelBuffer(width: w, height: h, filledWith: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: translucent ? 0.5 : 1))
            let (c, d) = Self.both(flat, t, over: background)
            #expect(c == d, "\(degrees)° translucent \(translucent), flat")
        }
    }

    @Test("the tables' sample positions are the homography's to 1/1000 px, for the flip at 3x", arguments: [0.0, 5, 30, 60, 89, 120, 175, 180])
    func tablePositionsFollowTheHomography(_ degrees: Double) throws {
        let (w, h) = (1179, 2556)
        let t = FlipGeometry.faceTransform(angle: degrees * .pi / 180, size: (Double(w), Double(h)), perspectiveDistance: 1500).transform
        guard let plan = WarpPlan(sourceWidth: Double(w), sourceHeight: Double(h), transform: t, destWidth: w, destHeight: h) else {
            #expect(degrees == 89 || degrees == 90, "only an edge-on card draws nothing")
            return
        }
        let face = PixelBuffer(width: w, height: h)
        let columns = try #require(face.bytes.withUnsafeBytes { WarpColumns(plan, SourceRaster($0.baseAddress!, width: face.width, height: face.height, stride: face.stride)) })
        let m = plan.inverse
        var checked = 0
        for x in columns.live {
            let i = x - columns.origin, u = Double(x) + 0.5
            let wd = m.w.x * u + m.w.z
            let sx = min(max((m.x.x * u + m.x.z) / wd - 0.5, -1), Double(w))
            let x0 = min(max(sx.rounded(.down), 0), Double(w - 2))
            #expect(columns.left[i] == Int(x0) * 4)
            let weight = Int((min(max(sx - x0, 0), 1) * 256).rounded())
            #expect(abs(Int(columns.weights[i] & 0x1FF) - weight) <= 1 && columns.weights[i] >> 16 == columns.weights[i] & 0xFFFF)
            for y in stride(from: 0, to: h, by: 61) {
                let sy = (m.y.x * u + m.y.y * (Double(y) + 0.5) + m.y.z) / wd - 0.5
                let table = (Double(columns.start[i]) + Double(columns.step[i]) * Double(y)) / 256
                #expect(abs(table - sy) < 1e-3, "column \(x), row \(y)")
                checked += 1
            }
        }
        #expect(checked >= 42 * 10, "every live column, every 61st row")
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
            #expect(F.maxDifference(a, b) <= Self.tolerance, "trial \(trial): \(sw)×\(sh) → \(dw)×\(dh)")
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
                #expect(F.maxDifference(a, b) <= Self.tolerance, "source \(i), transform \(j)")
            }
        }
    }

    @Test("the tables are taken for the flip at 3x and its interior is drawn from them")
    func tablesServeTheFlip() throws {
        let (w, h) = (1179, 2556)
        let t = FlipGeometry.faceTransform(angle: 0.6, size: (Double(w), Double(h)), perspectiveDistance: 1500).transform
        let plan = try #require(WarpPlan(sourceWidth: Double(w), sourceHeight: Double(h), transform: t, destWidth: w, destHeight: h))
        let face = PixelBuffer(width: w, height: h, filledWith: .black)
        let columns = face.bytes.withUnsafeBytes { WarpColumns(plan, SourceRaster($0.baseAddress!, width: face.width, height: face.height, stride: face.stride)) }
        #expect(columns != nil)
        #expect(plan.interior(h / 2).count > w / 2)
    }
}
