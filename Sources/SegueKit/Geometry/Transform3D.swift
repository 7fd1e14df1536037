import Foundation

/// A 4×4 homogeneous transform with Core Animation's conventions (`CATransform3D`): points are row
/// vectors, `p' = p × M`, the translation lives in the fourth row, and `m34 = −1/d` adds perspective
/// seen from distance `d`.
///
/// NB: the rows are SIMD4 lanes, so transforming a point is three fused multiply-adds of whole rows.
public struct Transform3D: Hashable, Sendable, Codable {
    public var r1: SIMD4<Double>, r2: SIMD4<Double>, r3: SIMD4<Double>, r4: SIMD4<Double>

    public init(_ r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>, _ r4: SIMD4<Double>) {
        self.r1 = r1
        self.r2 = r2
        self.r3 = r3
        self.r4 = r4
    }

    public static let identity = Transform3D(SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))

    public var m34: Double {
        get { r3.w }
        set { r3.w = newValue }
    }

    public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
        self = .identity
        r4 = SIMD4(tx, ty, tz, 1)
    }

    public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
        self = .identity
        r1.x = sx
        r2.y = sy
        r3.z = sz
    }

    /// A rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(
            SIMD4(t * ux * ux + c, t * ux * uy + uz * s, t * ux * uz - uy * s, 0),
            SIMD4(t * ux * uy - uz * s, t * uy * uy + c, t * uy * uz + ux * s, 0),
            SIMD4(t * ux * uz + uy * s, t * uy * uz - ux * s, t * uz * uz + c, 0),
            SIMD4(0, 0, 0, 1))
    }

    /// A 2D affine transform embedded in 3D.
    public init(_ a: AffineTransform) {
        self.init(SIMD4(a.a, a.b, 0, 0), SIMD4(a.c, a.d, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(a.tx, a.ty, 0, 1))
    }

    /// `self` then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        @inline(__always) func row(_ r: SIMD4<Double>) -> SIMD4<Double> {
            r.x * o.r1 + r.y * o.r2 + r.z * o.r3 + r.w * o.r4
        }
        return Transform3D(row(r1), row(r2), row(r3), row(r4))
    }

    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The homogeneous image of (x, y, z, 1).
    @inlinable public func apply(x: Double, y: Double, z: Double = 0) -> SIMD4<Double> {
        x * r1 + y * r2 + z * r3 + r4
    }

    /// The projected 2D image of a point in the plane z = 0.
    public func project(_ p: Point) -> Point {
        let h = apply(x: p.x, y: p.y)
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// True when the transform maps the plane z = 0 affinely onto the screen (no perspective term
    /// that matters for flat layers), so Cairo can draw it directly.
    public var isAffine: Bool { r1.w == 0 && r2.w == 0 && r4.w == 1 }

    /// The affine part that acts on the plane z = 0.
    public var affine: AffineTransform {
        AffineTransform(a: r1.x, b: r1.y, c: r2.x, d: r2.y, tx: r4.x, ty: r4.y)
    }

    public var isIdentity: Bool { self == .identity }
}

/// A 2D affine transform with `CGAffineTransform`'s conventions: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(rotationAngle t: Double) { self.init(a: cos(t), b: sin(t), c: -sin(t), d: cos(t), tx: 0, ty: 0) }

    /// `self` then `o`.
    public func concatenating(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    public var isIdentity: Bool { self == .identity }
}
