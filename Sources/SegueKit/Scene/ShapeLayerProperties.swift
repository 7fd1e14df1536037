/// What a shape layer draws, as `CAShapeLayer` holds it: a path in points of the layer's own
/// bounds coordinates, filled, then stroked along its centre line, over the layer's background
/// and under its sublayers. The defaults are Core Animation's.
public struct ShapeLayerProperties: Hashable, Sendable {
    /// The path; empty draws nothing (`CAShapeLayer.path` nil).
    public var path = Path()
    /// The fill; `.clear` fills nothing (`fillColor` nil). Core Animation's default is opaque black.
    public var fillColor = Color.black
    /// The stroke; `.clear` strokes nothing (`strokeColor` nil, the default).
    public var strokeColor = Color.clear
    /// The stroke's width in points of the layer (it scales with the layer's transform).
    public var lineWidth = 1.0
    /// The fractions of the path's length (`Path.trimmed(from:to:)`) between which it is stroked;
    /// the fill is never trimmed.
    public var strokeStart = 0.0
    public var strokeEnd = 1.0
    public var lineCap = LineCap.butt
    public var lineJoin = LineJoin.miter
    /// The longest a miter join may be, as a multiple of the line width; longer ones are bevelled.
    public var miterLimit = 10.0
    public var fillRule = FillRule.nonZero
    /// Lengths of dashes and gaps in turn, in points, repeated along the stroke; empty is a solid
    /// line (`lineDashPattern` nil). A pattern with a negative or non-finite length, or only
    /// zeros, is drawn solid.
    public var lineDashPattern: [Double] = []
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase = 0.0

    public init() {}
}

/// How the ends of an open stroke are drawn (`CAShapeLayerLineCap`).
public enum LineCap: String, Hashable, Sendable, Codable {
    /// Square, flush with the end point.
    case butt
    /// A half disc beyond the end point.
    case round
    /// Square, half the line width beyond the end point.
    case square
}

/// How two segments of a stroke meet (`CAShapeLayerLineJoin`).
public enum LineJoin: String, Hashable, Sendable, Codable {
    case miter, round, bevel
}

/// Which points a path's fill covers (`CAShapeLayerFillRule`).
public enum FillRule: String, Hashable, Sendable, Codable {
    /// Points the path winds around a non-zero number of times.
    case nonZero
    /// Points that an odd number of the path's edges separate from infinity (holes in rings).
    case evenOdd
}
