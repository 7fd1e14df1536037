// Placeholder: replaced by the decomposition-based interpolation (translation, scale, skew,
// perspective, quaternion rotation) that Core Animation uses.
extension Transform3D: Interpolatable {
    public func interpolated(to end: Transform3D, progress p: Double) -> Transform3D {
        Transform3D(
            r1 + (end.r1 - r1) * p, r2 + (end.r2 - r2) * p, r3 + (end.r3 - r3) * p, r4 + (end.r4 - r4) * p)
    }
}
