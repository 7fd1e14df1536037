/// One recorded animation of one property: from a value to another, starting at `start` seconds on
/// the timeline, lasting `duration`, driven by `curve`.
public struct Track<Value: Interpolatable>: Sendable, Equatable {
    public var start: Double
    public var duration: Double
    public var curve: TimingCurve
    public var from: Value
    public var to: Value

    public init(start: Double, duration: Double, curve: TimingCurve, from: Value, to: Value) {
        self.start = start
        self.duration = duration
        self.curve = curve
        self.from = from
        self.to = to
    }

    public var end: Double { start + duration }

    /// The value at timeline time `t`.
    @inlinable public func value(at t: Double) -> Value {
        let p = curve.progress(elapsed: t - start, duration: duration)
        return p == 0 ? from : p == 1 ? to : from.interpolated(to: to, progress: p)
    }
}

extension Array {
    /// The value of a property at time `t` given its tracks (in recording order) and its model value:
    /// the most recently started track wins; before the first one starts, its `from` value holds.
    @inlinable func sample<V>(at t: Double, base: V) -> V where Element == Track<V> {
        guard !isEmpty else { return base }
        var current: Track<V>?
        for track in self where track.start <= t {
            if current == nil || track.start >= current!.start { current = track }
        }
        if let current { return current.value(at: t) }
        return self.min { $0.start < $1.start }!.from
    }
}

/// Every track recorded on one view, one array per animatable property.
public struct LayerTracks: Sendable, Equatable {
    public var center: [Track<Point>] = []
    public var bounds: [Track<Rect>] = []
    public var transform: [Track<Transform3D>] = []
    public var alpha: [Track<Double>] = []
    public var backgroundColor: [Track<Color>] = []
    public var cornerRadius: [Track<Double>] = []
    public var borderWidth: [Track<Double>] = []
    public var borderColor: [Track<Color>] = []
    public var shadowColor: [Track<Color>] = []
    public var shadowOpacity: [Track<Double>] = []
    public var shadowOffset: [Track<Size>] = []
    public var shadowRadius: [Track<Double>] = []
    public var warpProgress: [Track<Double>] = []
    /// The anchor point's, z position's, sublayer transform's and a shape layer's tracks.
    public var coreAnimation = CoreAnimationTracks()

    public init() {}

    public var isEmpty: Bool { self == LayerTracks() }

    /// The end of the last track, 0 when there is none.
    public var end: Double {
        var e = 0.0
        func visit<V>(_ a: [Track<V>]) { for t in a { e = Swift.max(e, t.end) } }
        visit(center); visit(bounds); visit(transform); visit(alpha); visit(backgroundColor)
        visit(cornerRadius); visit(borderWidth); visit(borderColor); visit(shadowColor)
        visit(shadowOpacity); visit(shadowOffset); visit(shadowRadius); visit(warpProgress)
        return Swift.max(e, coreAnimation.end)
    }

    /// The properties at time `t`, starting from the model values `base`.
    public func sample(at t: Double, base: LayerProperties) -> LayerProperties {
        var p = base
        p.center = center.sample(at: t, base: base.center)
        p.bounds = bounds.sample(at: t, base: base.bounds)
        p.transform = transform.sample(at: t, base: base.transform)
        p.alpha = alpha.sample(at: t, base: base.alpha)
        p.backgroundColor = backgroundColor.sample(at: t, base: base.backgroundColor)
        p.cornerRadius = cornerRadius.sample(at: t, base: base.cornerRadius)
        p.borderWidth = borderWidth.sample(at: t, base: base.borderWidth)
        p.borderColor = borderColor.sample(at: t, base: base.borderColor)
        p.shadowColor = shadowColor.sample(at: t, base: base.shadowColor)
        p.shadowOpacity = shadowOpacity.sample(at: t, base: base.shadowOpacity)
        p.shadowOffset = shadowOffset.sample(at: t, base: base.shadowOffset)
        p.shadowRadius = shadowRadius.sample(at: t, base: base.shadowRadius)
        p.warpProgress = warpProgress.sample(at: t, base: base.warpProgress)
        coreAnimation.sample(at: t, into: &p)
        return p
    }
}
