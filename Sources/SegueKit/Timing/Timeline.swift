/// A fixed duration sampled at a fixed frame rate (SPEC.md §1): `round(D × fps) + 1` frames at
/// `t_i = min(i / fps, D)`; frame 0 is the state before anything moves, the last the settled end.
public struct Timeline: Hashable, Sendable, Codable {
    public var duration: Double
    public var fps: Double

    public init(duration: Double, fps: Double = 60) {
        precondition(duration >= 0 && fps > 0)
        self.duration = duration
        self.fps = fps
    }

    public var frameCount: Int { Int((duration * fps).rounded()) + 1 }

    /// The time of frame `i`; the last frame is always exactly at `duration`, the settled state, even
    /// when `D × fps` is not a whole number.
    public func time(ofFrame i: Int) -> Double { i >= frameCount - 1 ? duration : min(Double(i) / fps, duration) }

    public var times: [Double] { (0..<frameCount).map(time(ofFrame:)) }
}
