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

    /// The same course undone, forward in time (SPEC.md §3): the segments in reverse order, each
    /// mirrored in time (one over [s, e] runs over [1 − e, 1 − s]) and run from where it ended back
    /// to where it started on its own curve, forward. Inside a segment the value at local time v is
    /// the presentation's at that segment's progress 1 − c(v): it starts fast and settles slowly
    /// where the presentation did, instead of the presentation played backwards (slow, then abrupt).
    func undone() -> PropertyTimeline {
        var result = PropertyTimeline(initial: final)
        result.segments = segments.reversed().map {
            Segment(start: 1 - $0.end, end: 1 - $0.start, from: $0.to, to: $0.from, curve: $0.curve)
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

        func undone() -> ViewTimeline {
            var r = ViewTimeline()
            r.center = center?.undone()
            r.size = size?.undone()
            r.transform = transform?.undone()
            r.alpha = alpha?.undone()
            r.cornerRadius = cornerRadius?.undone()
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

        /// This plan undone, forward in time, with the two views trading roles: what arrived leaves.
        func undone() -> Plan {
            Plan(from: to.undone(), to: from.undone(), fromOnTop: !fromOnTop,
                 dimming: dimming.map { (!$0.overFrom, $0.alpha.undone()) })
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
