#if !canImport(CoreGraphics)
/// How the ends of an open stroke are drawn (`UIBezierPath.lineCapStyle`).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How two segments of a stroke meet (`UIBezierPath.lineJoinStyle`).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
#endif
