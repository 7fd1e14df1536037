/// The tracks of the properties that only Core Animation's layers have (`LayerTracks.coreAnimation`):
/// the anchor point, the z position, the sublayer transform, and a shape layer's path, colours,
/// line width and stroke ends. Sampled like every other track; a view that animates none of them
/// costs one test of each empty list.
public struct CoreAnimationTracks: Sendable, Equatable {
    public var anchorPoint: [Track<Point>] = []
    public var zPosition: [Track<Double>] = []
    public var sublayerTransform: [Track<Transform3D>] = []
    public var path: [Track<Path>] = []
    public var fillColor: [Track<Color>] = []
    public var strokeColor: [Track<Color>] = []
    public var lineWidth: [Track<Double>] = []
    public var strokeStart: [Track<Double>] = []
    public var strokeEnd: [Track<Double>] = []

    public init() {}

    /// The end of the last track, 0 when there is none.
    public var end: Double {
        var e = 0.0
        func visit<V>(_ a: [Track<V>]) { for t in a { e = max(e, t.end) } }
        visit(anchorPoint); visit(zPosition); visit(sublayerTransform)
        visit(path); visit(fillColor); visit(strokeColor); visit(lineWidth); visit(strokeStart); visit(strokeEnd)
        return e
    }

    /// Sets `p`'s properties to their values at time `t` (`p` holds the model values).
    public func sample(at t: Double, into p: inout LayerProperties) {
        if !anchorPoint.isEmpty { p.anchorPoint = anchorPoint.sample(at: t, base: p.anchorPoint) }
        if !zPosition.isEmpty { p.zPosition = zPosition.sample(at: t, base: p.zPosition) }
        if !sublayerTransform.isEmpty { p.sublayerTransform = sublayerTransform.sample(at: t, base: p.sublayerTransform) }
        guard var shape = p.shape else { return }
        shape.path = path.sample(at: t, base: shape.path)
        shape.fillColor = fillColor.sample(at: t, base: shape.fillColor)
        shape.strokeColor = strokeColor.sample(at: t, base: shape.strokeColor)
        shape.lineWidth = lineWidth.sample(at: t, base: shape.lineWidth)
        shape.strokeStart = strokeStart.sample(at: t, base: shape.strokeStart)
        shape.strokeEnd = strokeEnd.sample(at: t, base: shape.strokeEnd)
        p.shape = shape
    }
}
