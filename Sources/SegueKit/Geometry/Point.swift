/// A point in points (pt), stored as a SIMD vector so that geometry runs on vector lanes.
public struct Point: Hashable, Sendable, Codable {
    public var simd: SIMD2<Double>

    public init(x: Double, y: Double) { simd = SIMD2(x, y) }
    public init(_ simd: SIMD2<Double>) { self.simd = simd }

    public static let zero = Point(x: 0, y: 0)

    public var x: Double {
        get { simd.x }
        set { simd.x = newValue }
    }
    public var y: Double {
        get { simd.y }
        set { simd.y = newValue }
    }

    public static func + (a: Point, b: Point) -> Point { Point(a.simd + b.simd) }
    public static func - (a: Point, b: Point) -> Point { Point(a.simd - b.simd) }
    public static func * (a: Point, s: Double) -> Point { Point(a.simd * s) }

    /// Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        let d = other.simd - simd
        return (d * d).sum().squareRoot()
    }
}

/// A size in points.
public struct Size: Hashable, Sendable, Codable {
    public var simd: SIMD2<Double>

    public init(width: Double, height: Double) { simd = SIMD2(width, height) }
    public init(_ simd: SIMD2<Double>) { self.simd = simd }

    public static let zero = Size(width: 0, height: 0)

    public var width: Double {
        get { simd.x }
        set { simd.x = newValue }
    }
    public var height: Double {
        get { simd.y }
        set { simd.y = newValue }
    }
}
