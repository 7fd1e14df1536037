/// One recorded animation of one property: from a value to another, starting at `start` seconds on
/// the timeline, lasting `duration`, driven by `curve`.
///
/// Two kinds of animation record tracks. A model track (`fill == nil`) animates a change of the
/// model value, as UIKit's block animations do: the most recently started one shows. A
/// presentation track (`fill != nil`) is an explicit Core Animation animation: it shows over the
/// model value while it runs and, unless its fill says otherwise, the model value shows again
/// before and after it (Track+Sampling.swift).
public struct Track<Value: Interpolatable>: Sendable, Equatable {
    public var start: Double
    public var duration: Double
    public var curve: TimingCurve
    public var from: Value
    public var to: Value
    /// What drives the track's time when it is not the timeline's own: `start` and `duration` are
    /// then in the clock's local time (a property animator's, an interactive transition's).
    public var clock: TrackClock?
    /// Set for a presentation-only track (an explicit Core Animation animation); nil for a model track.
    public var fill: PresentationFill?

    public init(start: Double, duration: Double, curve: TimingCurve, from: Value, to: Value,
                clock: TrackClock? = nil, fill: PresentationFill? = nil) {
        self.start = start
        self.duration = duration
        self.curve = curve
        self.from = from
        self.to = to
        self.clock = clock
        self.fill = fill
    }

    /// When the track stops changing, on the timeline: for a clocked track, when its clock as it
    /// stands reaches the track's end (or its start, running backwards), stops, or removes it.
    public var end: Double {
        guard let clock else { return start + duration }
        let s = clock.current
        let reached = s.direction < 0 ? s.time(reaching: start) : s.time(reaching: start + duration)
        let end = reached ?? s.settleTime ?? s.start
        return clock.removedAt.map { Swift.min($0, end) } ?? end
    }

    /// The value at timeline time `t`.
    @inlinable public func value(at t: Double) -> Value {
        let p: Double
        if let clock {
            let segment = clock.segment(at: t)
            let elapsed = segment.localTime(at: t) - start
            p = segment.scrubsLinearly
                ? Swift.min(1, Swift.max(0, duration > 0 ? elapsed / duration : (elapsed >= 0 ? 1 : 0)))
                : curve.progress(elapsed: elapsed, duration: duration)
        } else {
            p = curve.progress(elapsed: t - start, duration: duration)
        }
        return p == 0 ? from : p == 1 ? to : from.interpolated(to: to, progress: p)
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
