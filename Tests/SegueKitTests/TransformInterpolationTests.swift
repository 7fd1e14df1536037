import Foundation
import Testing
@testable import SegueKit

// Core Animation's matrices written out by hand (row vectors, p' = p × M), independent of the code
// under test.
private func rotationY(_ a: Double) -> Transform3D {
    Transform3D(SIMD4(cos(a), 0, -sin(a), 0), SIMD4(0, 1, 0, 0), SIMD4(sin(a), 0, cos(a), 0), SIMD4(0, 0, 0, 1))
}
private func rotationZ(_ a: Double) -> Transform3D {
    Transform3D(SIMD4(cos(a), sin(a), 0, 0), SIMD4(-sin(a), cos(a), 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))
}
private func perspective(_ d: Double) -> Transform3D {
    var t = Transform3D.identity
    t.m34 = -1 / d
    return t
}
private func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
    [a.r1 - b.r1, a.r2 - b.r2, a.r3 - b.r3, a.r4 - b.r4].map { max(abs($0.x), abs($0.y), abs($0.z), abs($0.w)) }.max()!
}
private func determinant3(_ m: Transform3D) -> Double {
    let (a, b, c) = (m.r1, m.r2, m.r3)
    return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
}

struct TransformCase: Sendable, CustomStringConvertible {
    var matrix: Transform3D
    var description: String
}

/// Built in Core Animation's order: scale, then rotate, then translate (then project).
let composedTransforms: [TransformCase] = [
    TransformCase(matrix: Transform3D(scaleX: 1.5, y: 0.5, z: 2)
        .concatenating(Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3))
        .concatenating(Transform3D(translationX: 10, y: -20, z: 5)), description: "scale · rotate · translate"),
    TransformCase(matrix: Transform3D(scaleX: 0.9, y: 0.9)
        .concatenating(Transform3D(rotationAngle: 2.5, x: 0, y: 1, z: 0))
        .concatenating(Transform3D(translationX: 187, y: 0, z: -30)).concatenating(perspective(500)),
        description: "with perspective"),
    TransformCase(matrix: Transform3D(SIMD4(1, 0, 0, 0), SIMD4(0.3, 1, 0, 0), SIMD4(-0.2, 0.4, 1, 0), SIMD4(0, 0, 0, 1))
        .concatenating(Transform3D(rotationAngle: -1.1, x: 1, y: 0, z: 1))
        .concatenating(Transform3D(translationX: 3, y: 4, z: 5)), description: "with skew"),
    TransformCase(matrix: Transform3D(scaleX: -1, y: 2)
        .concatenating(Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 1))
        .concatenating(Transform3D(translationX: -8, y: 9)), description: "reflected"),
    TransformCase(matrix: Transform3D(rotationAngle: .pi, x: 1, y: 1, z: 0)
        .concatenating(Transform3D(translationX: 1, y: 2, z: 3)), description: "half turn"),
    TransformCase(matrix: Transform3D(rotationAngle: 1e-6, x: 0, y: 0, z: 1)
        .concatenating(Transform3D(scaleX: 0.01, y: 0.01)), description: "tiny rotation, popover scale"),
    TransformCase(matrix: Transform3D(SIMD4(1, 0.1, 0, 0.001), SIMD4(0, 1, 0, -0.002), SIMD4(0, 0, 1, -0.002), SIMD4(5, 6, 7, 1)),
        description: "general perspective"),
]

/// Recomposition returns the matrix normalised to m44 = 1, the same projective transform (it is 1
/// already unless perspective meets a translation in z).
@Test("Decompose then recompose gives the matrix back to 1e-9", arguments: composedTransforms)
func decompositionRoundTrips(c: TransformCase) throws {
    let d = try #require(c.matrix.decomposed())
    let m = c.matrix, w = m.r4.w
    #expect(maxDifference(d.recomposed, Transform3D(m.r1 / w, m.r2 / w, m.r3 / w, m.r4 / w)) <= 1e-9)
    #expect(abs((d.quaternion * d.quaternion).sum() - 1) <= 1e-12)
}

@Test("Decomposition finds the parts it was built from (1e-12)", arguments: [0.3, 1.9, -2.8])
func decompositionParts(angle: Double) throws {
    let m = Transform3D(scaleX: 2, y: 3, z: 4).concatenating(rotationZ(angle))
        .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
    let d = try #require(m.decomposed())
    let near = { (a: SIMD3<Double>, b: SIMD3<Double>) in ((a - b) * (a - b)).max() <= 1e-24 }
    #expect(near(d.scale, SIMD3(2, 3, 4)))
    #expect(near(d.translation, SIMD3(5, 6, 7)))
    #expect(near(d.skew, .zero))
    #expect(d.perspective == SIMD4(0, 0, 0, 1))
    // A turn by a about z is the quaternion ±(0, 0, sin a/2, cos a/2).
    let q = SIMD4(0, 0, sin(angle / 2), cos(angle / 2))
    let difference = { (v: SIMD4<Double>) in max(abs(v.x), abs(v.y), abs(v.z), abs(v.w)) }
    #expect(min(difference(d.quaternion - q), difference(d.quaternion + q)) <= 1e-12)
}

@Test func identityToTranslationIsHalfWay() {
    let m = Transform3D.identity.interpolated(to: Transform3D(translationX: 100, y: -40, z: 10), progress: 0.5)
    #expect(maxDifference(m, Transform3D(translationX: 50, y: -20, z: 5)) <= 1e-12)
}

/// Element-wise, a half turn about y would collapse to a zero-width matrix at p = 0.5.
@Test func halfTurnAboutYIsAQuarterTurnHalfWay() {
    let m = Transform3D.identity.interpolated(to: rotationY(.pi), progress: 0.5)
    #expect(min(maxDifference(m, rotationY(.pi / 2)), maxDifference(m, rotationY(-.pi / 2))) <= 1e-9)
    #expect(abs(determinant3(m) - 1) <= 1e-9)
}

/// flipHorizontal's card: the same perspective at both ends stays, the turn is interpolated.
@Test func halfTurnInPerspective() {
    let start = rotationY(0).concatenating(perspective(500)), end = rotationY(.pi).concatenating(perspective(500))
    let m = start.interpolated(to: end, progress: 0.5)
    let candidates = [rotationY(.pi / 2), rotationY(-.pi / 2)].map { $0.concatenating(perspective(500)) }
    #expect(candidates.map { maxDifference(m, $0) }.min()! <= 1e-9)
    let quarter = start.interpolated(to: end, progress: 0.25)
    let quarterCandidates = [rotationY(.pi / 4), rotationY(-.pi / 4)].map { $0.concatenating(perspective(500)) }
    #expect(quarterCandidates.map { maxDifference(quarter, $0) }.min()! <= 1e-9)
}

@Test func scaleHalfWay() {
    let m = Transform3D.identity.interpolated(to: Transform3D(scaleX: 2, y: 2, z: 2), progress: 0.5)
    #expect(maxDifference(m, Transform3D(scaleX: 1.5, y: 1.5, z: 1.5)) <= 1e-12)
}

@Test func perspectiveInterpolatesLinearly() {
    let m = Transform3D.identity.interpolated(to: perspective(500), progress: 0.5)
    #expect(maxDifference(m, perspective(1000)) <= 1e-15)
}

@Test("Endpoints are exact", arguments: composedTransforms)
func endpointsAreExact(c: TransformCase) {
    let other = rotationZ(0.4).concatenating(Transform3D(translationX: 3, y: 0))
    #expect(c.matrix.interpolated(to: other, progress: 0) == c.matrix)
    #expect(c.matrix.interpolated(to: other, progress: 1) == other)
    #expect(other.interpolated(to: c.matrix, progress: 1) == c.matrix)
}

@Test func rotationTakesTheShorterWay() {
    // 0 → 270° about z is the same as 0 → −90°: half way is −45°.
    let m = Transform3D.identity.interpolated(to: rotationZ(1.5 * .pi), progress: 0.5)
    #expect(maxDifference(m, rotationZ(-.pi / 4)) <= 1e-9)
}

/// Spring overshoot: progress beyond 1 (and below 0) carries every part further along.
@Test func extrapolatesOutsideZeroToOne() {
    let turn = Transform3D.identity.interpolated(to: rotationZ(.pi / 2), progress: 1.2)
    #expect(maxDifference(turn, rotationZ(0.6 * .pi)) <= 1e-9)
    let back = Transform3D.identity.interpolated(to: Transform3D(translationX: 100, y: 0), progress: -0.25)
    #expect(maxDifference(back, Transform3D(translationX: -25, y: 0)) <= 1e-12)
    let grow = Transform3D(scaleX: 0.01, y: 0.01).interpolated(to: .identity, progress: 1.1)
    #expect(maxDifference(grow, Transform3D(scaleX: 1.099, y: 1.099)) <= 1e-12)
}

@Test func flatTransformsStayFlat() {
    let a = Transform3D(AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 10, y: 5)))
    let b = Transform3D(AffineTransform(scaleX: 2, y: 0.5).concatenating(AffineTransform(rotationAngle: -1)))
    let m = a.interpolated(to: b, progress: 0.37)
    #expect(m.isAffine)
    #expect(abs(m.r3.x) <= 1e-12 && abs(m.r3.y) <= 1e-12 && abs(m.r3.z - 1) <= 1e-12)
}

@Test func singularMatricesInterpolateElementWise() {
    let flat = Transform3D(scaleX: 0, y: 0)
    #expect(flat.decomposed() == nil)
    var noW = Transform3D.identity
    noW.r4.w = 0
    #expect(noW.decomposed() == nil)
    let m = Transform3D.identity.interpolated(to: flat, progress: 0.25)
    #expect(maxDifference(m, Transform3D(scaleX: 0.75, y: 0.75)) <= 1e-15)
    let n = Transform3D(translationX: 4, y: 0).interpolated(to: noW, progress: 0.5)
    #expect(maxDifference(n, Transform3D(SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(2, 0, 0, 0.5))) <= 1e-15)
}
