/// A value that an animation track can move from one state to another.
///
/// `p` is the timing curve's progress; it may leave 0…1 (springs overshoot), so implementations
/// extrapolate rather than clamp.
public protocol Interpolatable: Sendable, Equatable {
    func interpolated(to end: Self, progress p: Double) -> Self
}

extension Double: Interpolatable {
    @inlinable public func interpolated(to end: Double, progress p: Double) -> Double { self + (end - self) * p }
}

extension Point: Interpolatable {
    public func interpolated(to end: Point, progress p: Double) -> Point { Point(simd + (end.simd - simd) * p) }
}

extension Size: Interpolatable {
    public func interpolated(to end: Size, progress p: Double) -> Size { Size(simd + (end.simd - simd) * p) }
}

extension Rect: Interpolatable {
    public func interpolated(to end: Rect, progress p: Double) -> Rect {
        Rect(origin: origin.interpolated(to: end.origin, progress: p), size: size.interpolated(to: end.size, progress: p))
    }
}

extension Color: Interpolatable {
    /// Core Animation interpolates colours component-wise in their (premultiplied-free) sRGB values;
    /// alpha is not clamped here, the rasterizer clamps when it draws.
    public func interpolated(to end: Color, progress p: Double) -> Color { Color(rgba + (end.rgba - rgba) * p) }
}
