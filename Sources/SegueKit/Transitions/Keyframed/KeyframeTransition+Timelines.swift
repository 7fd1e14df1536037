import Foundation

/// One property's course through a transition: a value at time 0, then segments, each from the value
/// the previous one reached to a new one over a stretch of the duration (fractions 0…1), holding
/// in between. Each segment becomes one `addKeyframe` block.
struct PropertyTimeline<Value: Interpolatable> {
    struct Segment {
        var start: Double
        var end: Double
        var from: Value
        var to: Value
        var curve: TimingCurve
    }

    var initial: Value
    var segments: [Segment] = []

    init(initial: Value) { self.initial = initial }

    var final: Value { segments.last?.to ?? initial }

    /// The value reached at `time`: moving there from the last keyed value, or, at time 0 before
    /// anything moved, the starting value itself.
    mutating func key(_ value: Value, at time: Double, curve: TimingCurve) {
        if segments.isEmpty && time == 0 {
            initial = value
            return
        }
        segments.append(Segment(start: segments.last?.end ?? 0, end: time, from: final, to: value, curve: curve))
    }

    /// The same course run backwards in time over a transition lasting `duration` seconds. A cubic
    /// curve c becomes 1 − c(1 − x), which is again a cubic (control points turned end for end);
    /// other curves (springs) are followed through linear steps, 240 per second.
    func playedBackwards(duration: Double) -> PropertyTimeline {
        var result = PropertyTimeline(initial: final)
        for s in segments.reversed() {
            let (start, end) = (1 - s.end, 1 - s.start)
            if let b = s.curve.bezier {
                let curve = TimingCurve.cubic(x1: 1 - b.x2, y1: 1 - b.y2, x2: 1 - b.x1, y2: 1 - b.y1)
                result.segments.append(Segment(start: start, end: end, from: s.to, to: s.from, curve: curve))
                continue
            }
            let seconds = (s.end - s.start) * duration
            guard seconds > 0 else {
                result.segments.append(Segment(start: start, end: end, from: s.to, to: s.from, curve: .linear))
                continue
            }
            /// The forward segment's value at a fraction `u` of its own length.
            func value(_ u: Double) -> Value {
                s.from.interpolated(to: s.to, progress: s.curve.progress(elapsed: u * seconds, duration: seconds))
            }
            let steps = max(4, Int((seconds * 240).rounded(.up)))
            for j in 0..<steps {
                let (u0, u1) = (Double(j) / Double(steps), Double(j + 1) / Double(steps))
                result.segments.append(Segment(
                    start: start + (end - start) * u0, end: start + (end - start) * u1,
                    from: value(1 - u0), to: value(1 - u1), curve: .linear))
            }
        }
        return result
    }

    /// Adds one keyframe per segment inside `View.animateKeyframes`.
    @MainActor func addKeyframes(_ set: @MainActor (Value) -> Void) {
        for s in segments {
            View.addKeyframe(withRelativeStartTime: s.start, relativeDuration: s.end - s.start, curve: s.curve) { set(s.to) }
        }
    }
}

extension KeyframeTransition {
    /// Every keyed property of one view; nil where no keyframe names it.
    struct ViewTimeline {
        var center: PropertyTimeline<Point>?
        var size: PropertyTimeline<Size>?
        var transform: PropertyTimeline<Transform3D>?
        var alpha: PropertyTimeline<Double>?
        var cornerRadius: PropertyTimeline<Double>?

        init() {}

        /// Resolves lengths in the container and starts every property from the view's resting
        /// state: the container's bounds, no transform (but its perspective), opaque, its own radius.
        init(_ v: ViewKeyframes, bounds: Rect, restingRadius: Double, curve defaultCurve: TimingCurve) {
            let size = bounds.size
            let restingTransform = Transform().matrix(in: size, perspective: v.perspective)
            for k in v.keyframes {
                let curve = k.curve ?? defaultCurve
                if let f = k.frame {
                    let w = f.width.resolved(in: size.width), h = f.height.resolved(in: size.height)
                    let x = bounds.minX + f.x.resolved(in: size.width), y = bounds.minY + f.y.resolved(in: size.height)
                    center.key(Point(x: x + w / 2, y: y + h / 2), at: k.time, curve: curve, resting: Point(x: bounds.midX, y: bounds.midY))
                    self.size.key(Size(width: w, height: h), at: k.time, curve: curve, resting: size)
                }
                if let c = k.center {
                    let p = Point(x: bounds.minX + c.x.resolved(in: size.width), y: bounds.minY + c.y.resolved(in: size.height))
                    center.key(p, at: k.time, curve: curve, resting: Point(x: bounds.midX, y: bounds.midY))
                }
                if let t = k.transform {
                    transform.key(t.matrix(in: size, perspective: v.perspective), at: k.time, curve: curve, resting: restingTransform)
                }
                if let a = k.alpha { alpha.key(a, at: k.time, curve: curve, resting: 1) }
                if let r = k.cornerRadius { cornerRadius.key(r, at: k.time, curve: curve, resting: restingRadius) }
            }
        }

        func playedBackwards(duration: Double) -> ViewTimeline {
            var r = ViewTimeline()
            r.center = center?.playedBackwards(duration: duration)
            r.size = size?.playedBackwards(duration: duration)
            r.transform = transform?.playedBackwards(duration: duration)
            r.alpha = alpha?.playedBackwards(duration: duration)
            r.cornerRadius = cornerRadius?.playedBackwards(duration: duration)
            return r
        }

        @MainActor func applyInitialState(to view: View) {
            if let center { view.center = center.initial }
            if let size { view.bounds = Rect(origin: view.bounds.origin, size: size.initial) }
            if let transform { view.transform3D = transform.initial }
            if let alpha { view.alpha = alpha.initial }
            if let cornerRadius { view.cornerRadius = cornerRadius.initial }
        }

        @MainActor func addKeyframes(to view: View) {
            center?.addKeyframes { view.center = $0 }
            size?.addKeyframes { view.bounds = Rect(origin: view.bounds.origin, size: $0) }
            transform?.addKeyframes { view.transform3D = $0 }
            alpha?.addKeyframes { view.alpha = $0 }
            cornerRadius?.addKeyframes { view.cornerRadius = $0 }
        }
    }

    /// A choreography resolved for two actual views: `from` is the context's view going away.
    struct Plan {
        var from: ViewTimeline
        var to: ViewTimeline
        var fromOnTop: Bool
        var dimming: (overFrom: Bool, alpha: PropertyTimeline<Double>)?

        @MainActor init(_ c: Choreography, leaving: View, arriving: View, bounds: Rect, curve: TimingCurve) {
            from = ViewTimeline(c.from, bounds: bounds, restingRadius: leaving.cornerRadius, curve: curve)
            to = ViewTimeline(c.to, bounds: bounds, restingRadius: arriving.cornerRadius, curve: curve)
            fromOnTop = c.onTop == .from
            if let d = c.dimming {
                var alpha = PropertyTimeline(initial: 0.0)
                for k in d.keyframes { alpha.key(k.alpha ?? 0, at: k.time, curve: k.curve ?? curve) }
                dimming = (d.over == .from, alpha)
            }
        }

        init(from: ViewTimeline, to: ViewTimeline, fromOnTop: Bool, dimming: (overFrom: Bool, alpha: PropertyTimeline<Double>)?) {
            self.from = from
            self.to = to
            self.fromOnTop = fromOnTop
            self.dimming = dimming
        }

        /// This plan backwards in time with the two views trading roles: what arrived leaves.
        func playedBackwards(duration: Double) -> Plan {
            Plan(from: to.playedBackwards(duration: duration), to: from.playedBackwards(duration: duration), fromOnTop: !fromOnTop,
                 dimming: dimming.map { (!$0.overFrom, $0.alpha.playedBackwards(duration: duration)) })
        }
    }
}

extension Optional {
    /// Keys a value on a timeline created on first use from the resting value.
    fileprivate mutating func key<V>(_ value: V, at time: Double, curve: TimingCurve, resting: V) where Wrapped == PropertyTimeline<V> {
        var timeline = self ?? PropertyTimeline(initial: resting)
        timeline.key(value, at: time, curve: curve)
        self = timeline
    }
}
