import Foundation

/// A transform split into the parts that Core Animation (and CSS Transforms Level 2) interpolate
/// separately. In Core Animation's row-vector order the transform is
/// `scale × skew × rotation × translation × perspective`: a point is scaled, skewed, rotated,
/// translated, then projected.
public struct DecomposedTransform3D: Hashable, Sendable {
    public var translation: SIMD3<Double>
    public var scale: SIMD3<Double>
    /// Shear factors XY, XZ, YZ.
    public var skew: SIMD3<Double>
    /// The fourth column (m14, m24, m34, m44) of the perspective part; (0, 0, 0, 1) for none.
    public var perspective: SIMD4<Double>
    /// A unit quaternion (x, y, z, w).
    public var quaternion: SIMD4<Double>

    public init(
        translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// Linear in every part except the rotation, which is slerped along the shorter arc. Progress
    /// outside 0…1 extrapolates every part, the rotation angle included.
    public func interpolated(to end: DecomposedTransform3D, progress p: Double) -> DecomposedTransform3D {
        DecomposedTransform3D(
            translation: translation + (end.translation - translation) * p,
            scale: scale + (end.scale - scale) * p,
            skew: skew + (end.skew - skew) * p,
            perspective: perspective + (end.perspective - perspective) * p,
            quaternion: Self.slerp(quaternion, end.quaternion, p))
    }

    /// Spherical linear interpolation between unit quaternions, along the shorter arc.
    public static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var from = a, cosHalf = (a * b).sum()
        if cosHalf < 0 {  // q and −q are the same rotation; flipping one takes the shorter way round
            from = -from
            cosHalf = -cosHalf
        }
        cosHalf = min(cosHalf, 1)
        let sinHalf = (1 - cosHalf * cosHalf).squareRoot()
        if sinHalf < 1e-12 { return a }  // the same rotation
        let half = acos(cosHalf)
        return from * (sin((1 - t) * half) / sinHalf) + b * (sin(t * half) / sinHalf)
    }

    /// The matrix again: `scale × skew × rotation × translation × perspective`.
    public var recomposed: Transform3D {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        // Rows of the rotation in row-vector form: the transpose of the usual column-vector matrix.
        let q0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let q1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let q2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        // scale × skew: lower-triangular rows applied to the rotation's rows.
        let b0 = scale.x * q0
        let b1 = scale.y * (q1 + skew.x * q0)
        let b2 = scale.z * (q2 + skew.y * q0 + skew.z * q1)
        // × translation × perspective: the fourth column becomes (B·p.xyz, t·p.xyz + p.w).
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        func row(_ v: SIMD3<Double>, _ w: Double) -> SIMD4<Double> { SIMD4(v.x, v.y, v.z, w) }
        return Transform3D(
            row(b0, (b0 * p).sum()), row(b1, (b1 * p).sum()), row(b2, (b2 * p).sum()),
            row(translation, (translation * p).sum() + perspective.w))
    }
}

extension Transform3D {
    /// The CSS Transforms Level 2 decomposition ("unmatrix", from Graphics Gems II) in Core
    /// Animation's row-vector layout; nil when the matrix cannot be decomposed (m44 = 0 or a
    /// singular upper 3×3). Recomposing gives the matrix divided by its m44.
    public func decomposed() -> DecomposedTransform3D? {
        guard r4.w != 0, r4.w.isFinite else { return nil }
        let m = Transform3D(r1 / r4.w, r2 / r4.w, r3 / r4.w, r4 / r4.w)
        let a0 = SIMD3(m.r1.x, m.r1.y, m.r1.z), a1 = SIMD3(m.r2.x, m.r2.y, m.r2.z), a2 = SIMD3(m.r3.x, m.r3.y, m.r3.z)
        let t = SIMD3(m.r4.x, m.r4.y, m.r4.z)
        let det = dot(a0, cross(a1, a2))
        guard det != 0, det.isFinite else { return nil }

        // Perspective: the fourth column c satisfies c = [A 0; t 1] × p, so p.xyz = A⁻¹·c.xyz and
        // p.w = c.w − t·p.xyz.
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        let c = SIMD3(m.r1.w, m.r2.w, m.r3.w)
        if c != .zero {
            let pxyz = (c.x * cross(a1, a2) + c.y * cross(a2, a0) + c.z * cross(a0, a1)) / det
            perspective = SIMD4(pxyz.x, pxyz.y, pxyz.z, m.r4.w - dot(t, pxyz))
        }

        // Gram–Schmidt on the rows: A = scale × skew × Q, Q orthonormal.
        var scale = SIMD3<Double>.zero, skew = SIMD3<Double>.zero
        scale.x = length(a0)
        let q0 = a0 / scale.x
        skew.x = dot(q0, a1)
        var q1 = a1 - skew.x * q0
        scale.y = length(q1)
        q1 /= scale.y
        skew.x /= scale.y
        skew.y = dot(q0, a2)
        var q2 = a2 - skew.y * q0
        skew.z = dot(q1, q2)
        q2 -= skew.z * q1
        scale.z = length(q2)
        q2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        // A reflection shows as a negative determinant: fold it into the scale.
        var rows = (q0, q1, q2)
        if dot(q0, cross(q1, q2)) < 0 {
            scale = -scale
            rows = (-q0, -q1, -q2)
        }
        let d = DecomposedTransform3D(
            translation: t, scale: scale, skew: skew, perspective: perspective,
            quaternion: Self.quaternion(rows: rows))
        let parts = [d.translation, d.scale, d.skew].flatMap { [$0.x, $0.y, $0.z] } + [perspective.sum(), d.quaternion.sum()]
        return parts.allSatisfy(\.isFinite) ? d : nil
    }

    /// The unit quaternion of a rotation given by its rows in row-vector form (R = Qᵀ in
    /// column-vector terms). NB: Shepperd's method, which takes the square root of the largest of
    /// the four candidates, rather than the CSS pseudo-code's four square roots: the same quaternion,
    /// without the loss of precision near 180° turns.
    static func quaternion(rows q: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) -> SIMD4<Double> {
        // Column-vector matrix entries R[i][j] = Q[j][i].
        let r00 = q.0.x, r01 = q.1.x, r02 = q.2.x
        let r10 = q.0.y, r11 = q.1.y, r12 = q.2.y
        let r20 = q.0.z, r21 = q.1.z, r22 = q.2.z
        let trace = r00 + r11 + r22
        let result: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            result = SIMD4((r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4)
        } else if r00 > r11 && r00 > r22 {
            let s = (1 + r00 - r11 - r22).squareRoot() * 2
            result = SIMD4(s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s)
        } else if r11 > r22 {
            let s = (1 + r11 - r00 - r22).squareRoot() * 2
            result = SIMD4((r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s)
        } else {
            let s = (1 + r22 - r00 - r11).squareRoot() * 2
            result = SIMD4((r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s)
        }
        return result / (result * result).sum().squareRoot()
    }

    /// Every element interpolated on its own: the fallback for matrices that cannot be decomposed.
    public func interpolatedElementwise(to end: Transform3D, progress p: Double) -> Transform3D {
        Transform3D(r1 + (end.r1 - r1) * p, r2 + (end.r2 - r2) * p, r3 + (end.r3 - r3) * p, r4 + (end.r4 - r4) * p)
    }
}

extension Transform3D: Interpolatable {
    /// Core Animation's matrix interpolation: decompose both ends, interpolate the parts (the
    /// rotation by slerp), recompose. Element-wise when either end cannot be decomposed. Exact at
    /// p = 0 and p = 1; progress outside 0…1 (spring overshoot) extrapolates.
    public func interpolated(to end: Transform3D, progress p: Double) -> Transform3D {
        if p == 0 { return self }
        if p == 1 { return end }
        if self == end { return self }
        guard let a = decomposed(), let b = end.decomposed() else {
            return interpolatedElementwise(to: end, progress: p)
        }
        return a.interpolated(to: b, progress: p).recomposed
    }
}

@inline(__always) private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
@inline(__always) private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
@inline(__always) private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
