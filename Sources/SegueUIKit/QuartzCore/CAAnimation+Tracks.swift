import SegueKit

/// When an explicit animation runs, on the timeline (or on the clock of an interactive
/// transition, whose local time froze the layers it was added under), and what it shows outside
/// that time.
struct AnimationTiming {
    var addedAt: Double
    /// Start and one cycle's duration, in the clock's local time when `clock` is set.
    var start: Double
    var duration: Double
    var clock: TrackClock?
    var removal: TrackRemoval
    var backwards: Bool
    var forwards: Bool
    var cycles: Int
    var autoreverses: Bool

    /// The end of the last cycle, in the same time as `start`.
    var end: Double { start + duration * Double(cycles) * (autoreverses ? 2 : 1) }
}

/// One stretch of an animation within a cycle: from a value to another, `offset` after the cycle
/// starts, over `duration`, on `curve`.
struct AnimationPiece<V> {
    var from: V
    var to: V
    var offset: Double
    var duration: Double
    var curve: TimingCurve
}

/// A layer property that explicit animations drive: where its tracks go, its model value, and how
/// an animation's value (`Any`, as Core Animation takes it) becomes the property's value given the
/// value it replaces (for a component such as `position.x` or `transform.rotation.y`).
@preconcurrency @MainActor
struct AnimationTarget<V: Interpolatable> {
    let tracks: WritableKeyPath<LayerTracks, [Track<V>]>
    let property: KeyPath<LayerProperties, V>
    let convert: (Any, V) -> V?
    /// `byValue`: the value offset by an amount times a sign (numbers only); nil where it does not apply.
    var offset: ((V, Any, Double) -> V?)?

    /// Records the pieces of one cycle, repeated and mirrored as `timing` says, as presentation
    /// tracks of `node`: the first holds its start before the beginning when the fill says so, the
    /// last its end after the end; the rest show only during their own stretch.
    func add(_ pieces: [AnimationPiece<V>], timing: AnimationTiming, to node: View) {
        var made: [Track<V>] = []
        let cycle = timing.duration
        for r in 0..<max(1, timing.cycles) {
            let base = timing.start + Double(r) * cycle * (timing.autoreverses ? 2 : 1)
            for p in pieces {
                made.append(Track(start: base + p.offset, duration: p.duration, curve: p.curve, from: p.from, to: p.to, clock: timing.clock))
            }
            guard timing.autoreverses else { continue }
            for p in pieces.reversed() {
                // Played backwards in time: the value at t is the forward one at (cycle − t).
                made.append(Track(start: base + 2 * cycle - p.offset - p.duration, duration: p.duration, curve: .reversed(p.curve),
                                  from: p.to, to: p.from, clock: timing.clock))
            }
        }
        for (i, var t) in made.enumerated() {
            t.fill = PresentationFill(addedAt: timing.addedAt, backwards: i == 0 && timing.backwards,
                                      forwards: i == made.count - 1 && timing.forwards, removal: timing.removal)
            node.addTrack(t, to: tracks)
        }
    }

    /// A basic animation: nil `fromValue` is the value showing now, nil `toValue` the model value.
    func addBasic(_ a: CABasicAnimation, curve: TimingCurve, timing: AnimationTiming, to node: View, now: Double) -> Bool {
        let model = node.properties[keyPath: property]
        let shown = node.presentationProperties(at: now)[keyPath: property]
        var from = a.fromValue.flatMap { convert($0, model) }
        var to = a.toValue.flatMap { convert($0, model) }
        if let by = a.byValue, let offset {
            if to == nil { to = offset(from ?? shown, by, 1) } else if from == nil, let end = to { from = offset(end, by, -1) }
        }
        guard a.fromValue == nil || from != nil, a.toValue == nil || to != nil else { return false }
        add([AnimationPiece(from: from ?? shown, to: to ?? model, offset: 0, duration: timing.duration, curve: curve)],
            timing: timing, to: node)
        return true
    }

    /// A keyframe animation: one piece between each pair of values, holding the first value before
    /// the first key time and the last after the last.
    func addKeyframes(_ a: CAKeyframeAnimation, curve: TimingCurve, timing: AnimationTiming, to node: View) -> Bool {
        let model = node.properties[keyPath: property]
        let values = (a.values ?? []).compactMap { convert($0, model) }
        guard !values.isEmpty, values.count == (a.values ?? []).count else { return false }
        let given = (a.keyTimes ?? []).map { $0.doubleValue }
        let times = given.count == values.count ? given
            : values.count == 1 ? [0] : (0..<values.count).map { Double($0) / Double(values.count - 1) }
        let d = timing.duration
        var pieces: [AnimationPiece<V>] = []
        if times[0] > 0 { pieces.append(AnimationPiece(from: values[0], to: values[0], offset: 0, duration: times[0] * d, curve: .linear)) }
        let discrete = a.calculationMode == .discrete
        for i in 0..<(values.count - 1) {
            let segment = a.timingFunctions.map { $0.indices.contains(i) ? $0[i].curve : curve } ?? .linear
            pieces.append(AnimationPiece(from: values[i], to: discrete ? values[i] : values[i + 1], offset: times[i] * d,
                                         duration: (times[i + 1] - times[i]) * d, curve: segment))
        }
        let last = times[times.count - 1]
        pieces.append(AnimationPiece(from: values[values.count - 1], to: values[values.count - 1], offset: last * d,
                                     duration: max(0, 1 - last) * d, curve: .linear))
        add(pieces, timing: timing, to: node)
        return true
    }
}
