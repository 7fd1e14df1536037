/// One property's keyframes, as `UIView.animateKeyframes` with `calculationModeLinear` records them:
/// each keyframe moves the value from where the previous one left it to a new value over its own
/// stretch of the animation, given as fractions of the whole (`relativeStartTime`,
/// `relativeDuration`), with its own timing curve. Before its first keyframe the track holds its
/// initial value; between keyframes it holds the last value reached.
///
/// Keyframes are applied in order of start time (ties in the order they were added). Where two
/// overlap, the one that started later wins from its start, moving on from the value shown then.
public struct KeyframeTrack<Value: Interpolatable>: Sendable {
    public struct Keyframe: Sendable {
        public var relativeStartTime: Double
        public var relativeDuration: Double
        public var value: Value
        public var curve: TimingCurve

        public init(relativeStartTime: Double, relativeDuration: Double, value: Value, curve: TimingCurve = .linear) {
            precondition(relativeDuration >= 0, "a keyframe cannot last a negative time")
            self.relativeStartTime = relativeStartTime
            self.relativeDuration = relativeDuration
            self.value = value
            self.curve = curve
        }

        public var relativeEndTime: Double { relativeStartTime + relativeDuration }
    }

    public var initialValue: Value
    /// Sorted by start time.
    public private(set) var keyframes: [Keyframe]

    public init(from initialValue: Value, keyframes: [Keyframe] = []) {
        self.initialValue = initialValue
        self.keyframes = []
        for k in keyframes { add(k) }
    }

    public mutating func add(_ keyframe: Keyframe) {
        // After every keyframe that starts no later: stable for equal start times.
        let index = keyframes.firstIndex { $0.relativeStartTime > keyframe.relativeStartTime } ?? keyframes.endIndex
        keyframes.insert(keyframe, at: index)
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` for this property.
    public mutating func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration: Double, value: Value, curve: TimingCurve = .linear
    ) {
        add(Keyframe(relativeStartTime: start, relativeDuration: relativeDuration, value: value, curve: curve))
    }

    /// The final value, reached once every keyframe has run.
    public var finalValue: Value { keyframes.last?.value ?? initialValue }

    /// The value at `progress`, the fraction of the whole animation's time that has passed (linear
    /// time, not a curve's output). `duration` is the whole animation's length in seconds: spring
    /// curves run on seconds, cubic curves do not need it. A keyframe's curve may overshoot; the
    /// value then extrapolates.
    public func value(at progress: Double, duration: Double = 1) -> Value {
        value(at: progress, duration: duration, using: keyframes[...])
    }

    /// The keyframe that started last decides; it starts from what the keyframes before it showed at
    /// its start time.
    private func value(at progress: Double, duration: Double, using frames: ArraySlice<Keyframe>) -> Value {
        guard let i = frames.lastIndex(where: { $0.relativeStartTime <= progress }) else { return initialValue }
        let k = frames[i]
        if progress >= k.relativeEndTime { return k.value }
        let from = value(at: k.relativeStartTime, duration: duration, using: frames[..<i])
        let p = k.curve.progress(
            elapsed: (progress - k.relativeStartTime) * duration, duration: k.relativeDuration * duration)
        return from.interpolated(to: k.value, progress: p)
    }
}

extension KeyframeTrack.Keyframe: Equatable {}
extension KeyframeTrack: Equatable {}
extension KeyframeTrack.Keyframe: Hashable where Value: Hashable {}
extension KeyframeTrack: Hashable where Value: Hashable {}
