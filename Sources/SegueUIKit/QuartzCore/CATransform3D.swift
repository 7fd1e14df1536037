import SegueKit

/// Core Animation's 4×4 transform, with its field names: points are row vectors, the translation
/// lives in the fourth row, and `m34 = −1/d` adds perspective seen from distance `d`.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init() { self.init(Transform3D.identity) }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    init(_ t: Transform3D) {
        self.init(m11: t.r1.x, m12: t.r1.y, m13: t.r1.z, m14: t.r1.w, m21: t.r2.x, m22: t.r2.y, m23: t.r2.z, m24: t.r2.w,
                  m31: t.r3.x, m32: t.r3.y, m33: t.r3.z, m34: t.r3.w, m41: t.r4.x, m42: t.r4.y, m43: t.r4.z, m44: t.r4.w)
    }

    var transform: Transform3D {
        Transform3D(SIMD4(Double(m11), Double(m12), Double(m13), Double(m14)), SIMD4(Double(m21), Double(m22), Double(m23), Double(m24)),
                    SIMD4(Double(m31), Double(m32), Double(m33), Double(m34)), SIMD4(Double(m41), Double(m42), Double(m43), Double(m44)))
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation by `angle` radians about the vector (x, y, z); the identity for a zero vector.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.transform.concatenating(b.transform))
}

/// A translation applied before `t` (`t' = translate · t`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(m.affine))
}

/// Whether `t` acts on the plane z = 0 as an affine transform (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse (Gauss–Jordan on the 4×4 matrix), or `t` unchanged when it has none, as Core
/// Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.transform
    var a = [m.r1, m.r2, m.r3, m.r4].map { [$0.x, $0.y, $0.z, $0.w] }
    var inv = (0..<4).map { i in (0..<4).map { $0 == i ? 1.0 : 0 } }
    for col in 0..<4 {
        guard let pivot = (col..<4).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else { return t }
        a.swapAt(col, pivot)
        inv.swapAt(col, pivot)
        let p = a[col][col]
        for j in 0..<4 { a[col][j] /= p; inv[col][j] /= p }
        for r in 0..<4 where r != col {
            let f = a[r][col]
            for j in 0..<4 { a[r][j] -= f * a[col][j]; inv[r][j] -= f * inv[col][j] }
        }
    }
    let rows = inv.map { SIMD4($0[0], $0[1], $0[2], $0[3]) }
    return CATransform3D(Transform3D(rows[0], rows[1], rows[2], rows[3]))
}
